import Foundation

/// A storyboard: the view controllers of an app's interface and the segues between them, each controller
/// made from its scene when asked for.
///
/// Linux: Apple reads a storyboard compiled at build time (`.storyboardc`); here `<name>.storyboard`, the
/// XML Xcode writes, is read from the bundle at run time.
@preconcurrency @MainActor
open class UIStoryboard: NSObject {
    let document: NibElement
    let bundle: Bundle
    /// Controller elements by IB id, and controller ids by storyboard identifier.
    private var controllers: [String: NibElement] = [:]
    private var identifiers: [String: String] = [:]
    let initialID: String?

    /// The storyboard `name` in `storyboardBundleOrNil` (the main bundle when nil). A missing storyboard raises
    /// Apple's "Could not find a storyboard named 'X' in bundle …".
    public convenience init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        do {
            try self.init(throwingName: name, bundle: storyboardBundleOrNil)
        } catch {
            fatalError("\(error)")
        }
    }

    convenience init(throwingName name: String, bundle storyboardBundleOrNil: Bundle?) throws {
        let bundle = storyboardBundleOrNil ?? .main
        guard let url = UINib.resourceURL(name, extension: "storyboard", in: bundle),
              let data = try? Data(contentsOf: url) else {
            throw NibLoadError(message: "Could not find a storyboard named '\(name)' in bundle NSBundle <\(bundle.bundlePath)> (loaded)")
        }
        try self.init(data: data, bundle: bundle)
    }

    /// A storyboard from its XML (Linux:).
    init(data: Data, bundle: Bundle) throws {
        do {
            document = try NibElement.parseDocument(data)
        } catch {
            throw NibLoadError(message: "\(error)")
        }
        self.bundle = bundle
        initialID = document["initialViewController"]
        super.init()
        for scene in document.child("scenes")?.children("scene") ?? [] {
            guard let objects = scene.child("objects") else { continue }
            for element in objects.children where element["sceneMemberID"] == "viewController" {
                guard let id = element.id else { continue }
                controllers[id] = element
                if let identifier = element["storyboardIdentifier"] { identifiers[identifier] = id }
            }
        }
    }

    open override var description: String { "<UIStoryboard: \(Unmanaged.passUnretained(self).toOpaque())>" }

    // MARK: Making controllers

    /// The storyboard's initial view controller, made now; nil when it has none.
    open func instantiateInitialViewController() -> UIViewController? {
        guard let initialID, controllers[initialID] != nil else { return nil }
        return instantiateController(id: initialID, creator: nil)
    }

    /// The initial view controller, made by `creator` from the coder when given (it calls the
    /// controller's `init?(coder:)`); nil when there is none or the creator returns nil.
    open func instantiateInitialViewController<ViewController: UIViewController>(
        creator: ((NSCoder) -> ViewController?)? = nil) -> ViewController? {
        guard let initialID, controllers[initialID] != nil else { return nil }
        return instantiateController(id: initialID, creator: creator.map { c in { c($0) } }) as? ViewController
    }

    /// The controller whose storyboard ID is `identifier`, made now. An unknown identifier raises Apple's
    /// "Storyboard (<UIStoryboard: …>) doesn't contain a view controller with identifier 'X'".
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        guard let id = identifiers[identifier], let controller = instantiateController(id: id, creator: nil) else {
            fatalError(unknownIdentifierMessage(identifier))
        }
        return controller
    }

    /// The controller `identifier`, made by `creator` from the coder when given.
    open func instantiateViewController<ViewController: UIViewController>(
        identifier: String, creator: ((NSCoder) -> ViewController?)? = nil) -> ViewController {
        guard let id = identifiers[identifier] else { fatalError(unknownIdentifierMessage(identifier)) }
        guard let controller = instantiateController(id: id, creator: creator.map { c in { c($0) } }) as? ViewController else {
            fatalError("Storyboard (\(self)) failed to instantiate the view controller with identifier '\(identifier)' as \(ViewController.self)")
        }
        return controller
    }

    func unknownIdentifierMessage(_ identifier: String) -> String {
        "Storyboard (\(self)) doesn't contain a view controller with identifier '\(identifier)'"
    }

    /// Whether the storyboard has a controller with that storyboard ID.
    func hasController(identifier: String) -> Bool { identifiers[identifier] != nil }

    /// Makes a scene: its controller (by `creator` or its class's `init?(coder:)`) and the scene's other
    /// objects; the controller's view waits for loadView.
    func instantiateController(id: String, creator: ((NSCoder) -> UIViewController?)?) -> UIViewController? {
        do {
            return try instantiateControllerThrowing(id: id, creator: creator)
        } catch {
            fatalError("\(error)")
        }
    }

    /// What instantiateController does, throwing Apple's message instead of raising it.
    func instantiateControllerThrowing(id: String, creator: ((NSCoder) -> UIViewController?)?) throws -> UIViewController? {
        guard let element = controllers[id], let objects = element.parent else { return nil }
        let loader = NibLoader(bundle: bundle, owner: nil)
        loader.storyboard = self
        var controller: UIViewController?
        for child in objects.children {
            if child.name == "placeholder" || child.name == "exit" { continue }
            if child === element {
                controller = makeController(element, loader: loader, creator: creator)
            } else {
                _ = loader.instantiate(child)
            }
        }
        guard let controller else { return nil }
        if controller.nibScene == nil {
            controller.nibScene = NibScene(element: element, bundle: bundle, storyboard: self)
        }
        controller.storyboardStorage = self
        controller.nibScene?.objects = loader.objects.filter { $0.value !== controller }
        try loader.finish()
        try connectRelationships(of: element, to: controller)
        return controller
    }

    /// A container's relationship segues (`kind="relationship"` in its own connections): the navigation
    /// controller's root, the tab bar controller's children in document order, the split view controller's
    /// columns. Each destination scene is made now, as Apple's storyboards make them with the container.
    private func connectRelationships(of element: NibElement, to controller: UIViewController) throws {
        let relationships = element.child("connections")?.children("segue").filter { $0["kind"] == "relationship" } ?? []
        guard !relationships.isEmpty else { return }
        guard UIStoryboard.embedDepth < Metrics.maximumEmbedDepth else { return }
        UIStoryboard.embedDepth += 1
        defer { UIStoryboard.embedDepth -= 1 }
        var children: [(relationship: String, controller: UIViewController)] = []
        for segue in relationships {
            guard let relationship = segue["relationship"], let id = segue["destination"],
                  let child = try instantiateControllerThrowing(id: id, creator: nil) else { continue }
            children.append((relationship, child))
        }
        switch controller {
        case let navigation as UINavigationController:
            // A navigation controller is never pushed (Apple raises); IB does not offer it as a root.
            if let root = children.first(where: { $0.relationship == "rootViewController" })?.controller,
               !(root is UINavigationController) {
                navigation.setViewControllers([root], animated: false)
            }
        case let tabs as UITabBarController:
            let list = children.filter { $0.relationship == "viewControllers" }.map(\.controller)
            if !list.isEmpty { tabs.setViewControllers(list, animated: false) }
        case let split as UISplitViewController where split.style == .unspecified:
            let master = children.first { $0.relationship == "masterViewController" }?.controller
            let detail = children.first { $0.relationship == "detailViewController" }?.controller
            split.viewControllers = [master, detail].compactMap { $0 }
        case let split as UISplitViewController:
            for (relationship, child) in children {
                switch relationship {
                case "masterViewController", "primaryViewController": split.setViewController(child, for: .primary)
                case "supplementaryViewController": split.setViewController(child, for: .supplementary)
                case "detailViewController", "secondaryViewController": split.setViewController(child, for: .secondary)
                case "compactViewController": split.setViewController(child, for: .compact)
                default: continue
                }
            }
        default:
            break
        }
    }

    private func makeController(_ element: NibElement, loader: NibLoader,
                                creator: ((NSCoder) -> UIViewController?)?) -> UIViewController? {
        if let creator {
            let coder = NibCoder(element: element, loader: loader)
            guard let made = creator(coder) else { return nil }
            loader.register(made, element: element)
            return made
        }
        return loader.instantiate(element) as? UIViewController
    }

    // MARK: Segues

    /// A `<segue>` in the connections of an object of a controller's view: a trigger (control) or an
    /// embed (container view).
    func connectSegue(_ segue: NibElement, source: AnyObject, loader: NibLoader) {
        guard let owner = loader.owner as? UIViewController else { return }
        switch segue["kind"] {
        case "embed":
            // A scene that embeds itself (directly or not) would load forever; Apple's compiler refuses it.
            guard UIStoryboard.embedDepth < Metrics.maximumEmbedDepth, let container = source as? UIView,
                  let destinationID = segue["destination"],
                  let child = try? instantiateControllerThrowing(id: destinationID, creator: nil) else { return }
            UIStoryboard.embedDepth += 1
            defer { UIStoryboard.embedDepth -= 1 }
            owner.addChild(child)
            let childView = child.view!
            childView.frame = container.bounds
            childView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            container.addSubview(childView)
            child.didMove(toParent: owner)
        case "relationship":
            return // Made with their container (connectRelationships).
        default:
            if segue["trigger"] == "accessoryAction" { return }
            if let cell = source as? UITableViewCell {
                cell.selectionSegue = { [weak owner, weak self] cell in
                    guard let owner, let self else { return }
                    self.perform(segue, from: owner, sender: cell, triggered: true)
                }
                return
            }
            if let cell = source as? UICollectionViewCell {
                cell.selectionSegue = { [weak owner, weak self] cell in
                    guard let owner, let self else { return }
                    self.perform(segue, from: owner, sender: cell, triggered: true)
                }
                return
            }
            guard let control = source as? UIControl else { return }
            control.addTarget(nil, action: { [weak owner, weak self] sender in
                guard let owner, let self else { return }
                self.perform(segue, from: owner, sender: sender, triggered: true)
            }, for: .primaryActionTriggered)
        }
    }

    /// Performs a segue element from `source` (SPEC-NEXT §7.2): for a trigger, shouldPerformSegue first;
    /// the destination made; the segue made; the source's prepare(for:sender:); the segue performed.
    func perform(_ element: NibElement, from source: UIViewController, sender: Any?, triggered: Bool) {
        let identifier = element["identifier"]
        if triggered, let identifier, !source.shouldPerformSegue(withIdentifier: identifier, sender: sender) { return }
        if element["kind"] == "unwind" {
            performUnwind(element, from: source, sender: sender)
            return
        }
        guard let destinationID = element["destination"],
              let destination = instantiateController(id: destinationID, creator: nil) else { return }
        if let style = element["modalPresentationStyle"] {
            switch style {
            case "fullScreen": destination.modalPresentationStyle = .fullScreen
            case "overFullScreen": destination.modalPresentationStyle = .overFullScreen
            case "formSheet": destination.modalPresentationStyle = .formSheet
            case "pageSheet": destination.modalPresentationStyle = .pageSheet
            default: break
            }
        }
        if element["kind"] == "popoverPresentation" { destination.modalPresentationStyle = .popover }
        let animated = element.bool("animates") ?? true
        let segue: UIStoryboardSegue
        if let name = element["customClass"],
           let cls = UINib.lookUpClass(named: name, module: element["customModule"],
                                       moduleProvider: element["customModuleProvider"]) as? UIStoryboardSegue.Type {
            segue = UIStoryboardSegue.make(cls, identifier: identifier, source: source, destination: destination)
        } else {
            if element["customClass"] != nil { print("Unknown class \(element["customClass"]!) in Interface Builder file.") }
            segue = UIStoryboardSegue(identifier: identifier, source: source, destination: destination)
            switch element["kind"] {
            case "custom":
                break
            default:
                // show and showDetail go through the source's show methods (a navigation controller pushes,
                // a split view controller shows the secondary column, anything else presents); the legacy
                // push pushes on the source's navigation controller; the others present.
                let kind = element["kind"] ?? "show"
                segue.performHandler = { [weak source, weak destination] in
                    guard let source, let destination else { return }
                    switch kind {
                    case "show":
                        source.show(destination, sender: sender)
                    case "showDetail":
                        source.showDetailViewController(destination, sender: sender)
                    case "push" where source.navigationController != nil:
                        source.navigationController?.pushViewController(destination, animated: animated)
                    default:
                        source.present(destination, animated: animated)
                    }
                }
            }
        }
        source.prepare(for: segue, sender: sender)
        segue.perform()
    }

    private static var embedDepth = 0

    private enum Metrics {
        /// How deep container views may nest scenes (Linux: a guard against a document that embeds itself).
        static let maximumEmbedDepth = 32
    }

    /// An unwind segue: the first controller up the presenting and parent chain that answers the unwind
    /// action receives it, after the source's prepare(for:sender:); then what was presented is dismissed.
    private func performUnwind(_ element: NibElement, from source: UIViewController, sender: Any?) {
        guard let actionName = element["unwindAction"] else { return }
        let action = Selector(actionName)
        guard let destination = unwindDestination(action, from: source, sender: sender) else { return }
        let segue = UIStoryboardSegue(identifier: element["identifier"], source: source, destination: destination)
        segue.performHandler = { [weak destination] in
            guard let destination else { return }
            // The navigation controller holding the destination pops to the stack entry that holds it; then
            // the destination dismisses what it presented.
            if let navigation = destination.navigationController,
               let entry = navigation.viewControllers.first(where: { entry in
                   var c: UIViewController? = destination
                   while let current = c, current !== entry { c = current.parent }
                   return c != nil
               }) {
                navigation.unwind(for: segue, towards: entry)
            }
            destination.unwind(for: segue, towards: destination)
        }
        source.prepare(for: segue, sender: sender)
        if let method = destination.nibAction(named: actionName) {
            _ = method.invoke(on: destination, with: segue)
        }
        segue.perform()
    }
}

extension UIStoryboard {
    /// Where an unwind segue goes: up the parent and presenting chain from the source, each container first
    /// asking the children it allows (a navigation controller: the controllers below the one the search came
    /// from, nearest first), then itself, as Apple's search does.
    func unwindDestination(_ action: Selector, from source: UIViewController, sender: Any?) -> UIViewController? {
        var child = source
        var current: UIViewController? = source.parent ?? source.presentingViewController
        var seen = 0
        while let container = current, seen < 64 {
            seen += 1
            if let navigation = container as? UINavigationController {
                let stack = navigation.viewControllers
                let below = stack.firstIndex { $0 === child }.map { Array(stack[..<$0]) } ?? stack
                if let found = below.reversed().first(where: { $0.canPerformUnwindSegueAction(action, from: source, sender: sender) }) {
                    return found
                }
            }
            if container.canPerformUnwindSegueAction(action, from: source, sender: sender) { return container }
            child = container
            current = container.parent ?? container.presentingViewController
        }
        return nil
    }
}

extension UIViewController {
    /// performSegue(withIdentifier:sender:): the segue of this controller's scene, else Apple's exception.
    func performStoryboardSegue(withIdentifier identifier: String, sender: Any?) {
        guard let storyboard = storyboardStorage ?? nibScene?.storyboard,
              let segue = nibScene?.segue(withIdentifier: identifier) else {
            fatalError("Receiver (\(self.descriptionForSegues)) has no segue with identifier '\(identifier)'")
        }
        storyboard.perform(segue, from: self, sender: sender, triggered: false)
    }

    var descriptionForSegues: String {
        "<\(String(reflecting: type(of: self))): \(Unmanaged.passUnretained(self).toOpaque())>"
    }
}
