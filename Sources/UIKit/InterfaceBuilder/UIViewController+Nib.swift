import Foundation

// Loading a controller from an archive: its keys, its view at loadView, Apple's default nib name.
extension UIViewController {
    func decodeControllerKeys(_ coder: NibCoder) {
        let e = coder.element
        if let v = e["title"] { title = v }
        if let v = e["restorationIdentifier"] { restorationIdentifier = v }
        if let v = e["nibName"] { nibName = v }
        switch e["modalPresentationStyle"] {
        case "fullScreen": modalPresentationStyle = .fullScreen
        case "pageSheet": modalPresentationStyle = .pageSheet
        case "formSheet": modalPresentationStyle = .formSheet
        case "overFullScreen": modalPresentationStyle = .overFullScreen
        case "currentContext": modalPresentationStyle = .currentContext
        case "overCurrentContext": modalPresentationStyle = .overCurrentContext
        default: break
        }
        switch e["modalTransitionStyle"] {
        case "crossDissolve": modalTransitionStyle = .crossDissolve
        case "flipHorizontal": modalTransitionStyle = .flipHorizontal
        case "partialCurl": modalTransitionStyle = .partialCurl
        default: break
        }
        if let v = e.bool("modalInPresentation") { isModalInPresentation = v }
        if let size = coder.child("preferredContentSize"), size.name == "size" { preferredContentSize = NibValues.size(size) }
        if let v = e.bool("hidesBottomBarWhenPushed") { hidesBottomBarWhenPushed = v }
        decodeBarItems(coder)
        storyboardStorage = coder.loader.storyboard
        nibScene = NibScene(element: e, bundle: coder.loader.bundle, storyboard: coder.loader.storyboard)
    }

    /// The controller's `<navigationItem key="navigationItem">` (decoded into its own item, which outlets and
    /// the item's bar button items reach by the element's id), `<tabBarItem key="tabBarItem">` and
    /// `<toolbarItems>`.
    private func decodeBarItems(_ coder: NibCoder) {
        let loader = coder.loader
        if let element = coder.child("navigationItem"), element.name == "navigationItem" {
            let item = navigationItem
            loader.register(item, element: element)
            item.decodeNavigationItemKeys(NibCoder(element: element, loader: loader))
        }
        if let element = coder.child("tabBarItem"), let item = loader.instantiate(element) as? UITabBarItem {
            tabBarItem = item
        }
        if let list = coder.element.child("toolbarItems") {
            let items = list.children.compactMap { loader.instantiate($0) as? UIBarButtonItem }
            if !items.isEmpty { toolbarItems = items }
        }
    }

    func encodeControllerKeys(with coder: NSCoder) {
        if let title { coder.encode(title, forKey: "title") }
        if let nibName { coder.encode(nibName, forKey: "nibName") }
        if let restorationIdentifier { coder.encode(restorationIdentifier, forKey: "restorationIdentifier") }
    }

    /// Loads the view from the controller's scene, else from its nib; false when it has neither.
    func loadViewFromArchive() -> Bool {
        if let scene = nibScene, scene.element.child(key: "view") != nil || scene.element.child("connections") != nil {
            do {
                try loadView(from: scene)
            } catch {
                fatalError("\(error)")
            }
            return viewStorage != nil
        }
        let bundle = nibBundle ?? .main
        let name: String
        if let nibName {
            name = nibName
        } else if let found = defaultNibName(in: bundle) {
            name = found
        } else {
            return false
        }
        do {
            _ = try UINib(nibName: name, bundle: bundle).instantiateThrowing(withOwner: self, options: nil)
        } catch {
            fatalError("\(error)")
        }
        if viewStorage == nil {
            fatalError("-[UIViewController _loadViewFromNibNamed:bundle:] loaded the \"\(name)\" nib but the view outlet was not set.")
        }
        return true
    }

    /// Apple's search when nibName is nil: "MyView" for MyViewController, then "MyViewController".
    func defaultNibName(in bundle: Bundle) -> String? {
        let className = String(describing: type(of: self))
        guard type(of: self) != UIViewController.self else { return nil }
        var candidates: [String] = []
        if className.hasSuffix("Controller") { candidates.append(String(className.dropLast("Controller".count))) }
        candidates.append(className)
        return candidates.first { UINib.resourceURL($0, extension: "xib", in: bundle) != nil }
    }

    /// The scene's view, made now with this controller as owner; then the controller's own outlets.
    func loadView(from scene: NibScene) throws {
        let loader = NibLoader(bundle: scene.bundle, owner: self)
        loader.storyboard = scene.storyboard
        loader.objects = scene.objects
        if let id = scene.element.id { loader.objects[id] = self }
        if let placeholderID = scene.element.parent?.children.first(where: { $0["placeholderIdentifier"] == "IBFirstResponder" })?.id {
            loader.objects[placeholderID] = nil
        }
        if let viewElement = scene.element.child(key: "view"), let made = loader.instantiate(viewElement) as? UIView {
            view = made
        }
        if let connections = scene.element.child("connections") {
            loader.queueConnections(connections, of: self)
        }
        try loader.finish()
    }
}
