import Foundation

/// Why loading an IB document failed where Apple raises an exception. The public entry points trap with
/// `message` (Apple's text); the loader itself throws, so that nothing a document says crashes it.
struct NibLoadError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}

/// One load of objects from an IB document (SPEC-NEXT §7.3): objects made in document order, runtime
/// attributes applied as each is decoded, then constraints, outlets, outlet collections and actions
/// connected, then `awakeFromNib` sent to what was made.
@MainActor
final class NibLoader {
    let bundle: Bundle?
    /// File's Owner (placeholder "-1").
    let owner: AnyObject?
    /// Placeholders other than File's Owner and First Responder, by placeholderIdentifier.
    let externalObjects: [String: Any]
    /// The storyboard a scene is being loaded from.
    weak var storyboard: UIStoryboard?

    /// Every object of the load by IB id, placeholders included.
    var objects: [String: AnyObject] = [:]
    /// The objects the load made, with their document pre-order position.
    private(set) var instantiated: [(order: Int, object: AnyObject)] = []
    private var nextOrder = 0
    private var pendingConnections: [(source: AnyObject, element: NibElement)] = []
    private var pendingConstraints: [(owner: UIView, element: NibElement)] = []
    /// Connections a view controller keeps for the lazy load of its view (storyboards).
    var deferredControllerConnections = true
    private static var loggedUnknown: Set<String> = []

    init(bundle: Bundle?, owner: AnyObject?, externalObjects: [String: Any] = [:]) {
        self.bundle = bundle
        self.owner = owner
        self.externalObjects = externalObjects
    }

    // MARK: Loading

    /// Loads the children of `<objects>`: placeholders resolved, the others made; returns the top-level
    /// objects in document order after connecting everything and sending awakeFromNib.
    func loadObjects(_ objectsElement: NibElement) throws -> [AnyObject] {
        var topLevel: [AnyObject] = []
        for element in objectsElement.children {
            if element.name == "placeholder" {
                resolvePlaceholder(element)
                continue
            }
            if let object = instantiate(element) { topLevel.append(object) }
        }
        try finish()
        return topLevel
    }

    func resolvePlaceholder(_ element: NibElement) {
        guard let id = element.id else { return }
        let identifier = element["placeholderIdentifier"]
        var object: AnyObject?
        switch identifier {
        case "IBFilesOwner": object = owner
        case "IBFirstResponder": object = nil
        default:
            if let identifier, let external = externalObjects[identifier] { object = external as AnyObject }
        }
        if let object {
            objects[id] = object
            if let connections = element.child("connections") { pendingConnections.append((object, connections)) }
        }
    }

    /// Makes the object an element describes (its subviews inside its own decoding), or nil for an element
    /// that is not an object or could not be made.
    func instantiate(_ element: NibElement) -> AnyObject? {
        guard let kind = NibElementKinds.kinds[element.name] else {
            logOnce("element:" + element.name, "Interface Builder element <\(element.name)> is not supported; skipped.")
            return nil
        }
        let order = nextOrder
        nextOrder += 1
        let cls: AnyClass = resolveClass(element, base: kind.baseClass)
        let coder = NibCoder(element: element, loader: self)
        let made: AnyObject?
        if let viewType = cls as? UIView.Type {
            made = viewType.init(coder: coder)
        } else if let controllerType = cls as? UIViewController.Type {
            made = controllerType.init(coder: coder)
        } else if let itemType = cls as? UIBarButtonItem.Type {
            made = itemType.init(coder: coder)
        } else if let itemType = cls as? UITabBarItem.Type {
            made = itemType.init(coder: coder)
        } else if let itemType = cls as? UINavigationItem.Type {
            made = itemType.init(coder: coder)
        } else if let objectType = cls as? NSObject.Type {
            made = ClassInitializers.makeObject(objectType)
        } else {
            made = nil
        }
        guard let object = made else { return nil }
        register(object, element: element, order: order)
        kind.configure?(object, element)
        return object
    }

    /// Records an object made from `element` and applies what follows its decoding.
    func register(_ object: AnyObject, element: NibElement, order: Int? = nil) {
        if let id = element.id { objects[id] = object }
        let position = order ?? { defer { nextOrder += 1 }; return nextOrder }()
        instantiated.append((position, object))
        applyRuntimeAttributes(element, to: object)
        if let controller = object as? UIViewController, deferredControllerConnections,
           controller.nibScene != nil {
            // A controller's outlets reach into its view, which is loaded later (at loadView).
        } else if let connections = element.child("connections") {
            pendingConnections.append((object, connections))
        }
        if let view = object as? UIView, element.child("constraints") != nil {
            pendingConstraints.append((view, element))
        }
        if let view = object as? UIView {
            for guide in element.children("viewLayoutGuide") {
                guard let id = guide.id else { continue }
                switch guide.key {
                case "safeArea": objects[id] = view.safeAreaLayoutGuide
                case "layoutMargins": objects[id] = view.layoutMarginsGuide
                default: break
                }
            }
        }
    }

    /// Connects `connections` of an object the load did not make (a controller whose view is being loaded).
    func queueConnections(_ connections: NibElement, of object: AnyObject) {
        pendingConnections.append((object, connections))
    }

    /// Makes the subviews of a view's `<subviews>` (called from UIView's `init?(coder:)`), leaving out those
    /// the size-class variations exclude.
    func instantiateSubviews(of element: NibElement) -> [UIView] {
        guard let subviews = element.child("subviews") else { return [] }
        let excluded = excludedReferences(of: element, mask: "subviews")
        return subviews.children.compactMap { child in
            if let id = child.id, excluded.contains(id) { return nil }
            return instantiate(child) as? UIView
        }
    }

    // MARK: Size-class variations

    /// The ids a view's `<variation>`s leave out for `mask` ("constraints", "subviews"): the `default`
    /// variation's excludes, less the includes of the variation matching the current size classes (SPEC-NEXT
    /// §7.1). Linux: the size classes at load time; a later change of size class does not swap them.
    func excludedReferences(of element: NibElement, mask: String) -> Set<String> {
        let variations = element.children("variation")
        guard !variations.isEmpty else { return [] }
        var excluded: Set<String> = []
        func references(_ variation: NibElement, _ kind: String) -> [String] {
            variation.children("mask").filter { $0.key == mask }.flatMap { $0.children(kind) }.compactMap { $0["reference"] }
        }
        for variation in variations where variation.key == "default" {
            excluded.formUnion(references(variation, "exclude"))
        }
        let traits = UITraitCollection.current
        for variation in variations where variation.key != "default" {
            guard let key = variation.key, Self.variation(key, matches: traits) else { continue }
            excluded.subtract(references(variation, "include"))
            excluded.formUnion(references(variation, "exclude"))
        }
        return excluded
    }

    /// Whether a variation key ("widthClass=compact-heightClass=regular") holds for `traits`.
    static func variation(_ key: String, matches traits: UITraitCollection) -> Bool {
        var matched = false
        for part in key.split(separator: "-") {
            let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count == 2 else { return false }
            let wanted: UIUserInterfaceSizeClass
            switch pair[1] {
            case "compact": wanted = .compact
            case "regular": wanted = .regular
            default: return false
            }
            switch pair[0] {
            case "widthClass": if traits.horizontalSizeClass != wanted { return false }
            case "heightClass": if traits.verticalSizeClass != wanted { return false }
            default: return false
            }
            matched = true
        }
        return matched
    }

    // MARK: Classes by name (SPEC-NEXT §7.4)

    /// The class to make for an element: its customClass when found by name and of the element's kind,
    /// else the element's base class (Apple logs "Unknown class X in Interface Builder file.").
    func resolveClass(_ element: NibElement, base: AnyClass) -> AnyClass {
        guard let name = element["customClass"], !name.isEmpty else { return base }
        if let found = UINib.lookUpClass(named: name, module: element["customModule"],
                                         moduleProvider: element["customModuleProvider"]),
           isSubclass(found, of: base) {
            return found
        }
        print("Unknown class \(name) in Interface Builder file.")
        return base
    }

    private func isSubclass(_ cls: AnyClass, of base: AnyClass) -> Bool {
        var current: AnyClass? = cls
        while let c = current {
            if c == base { return true }
            current = class_getSuperclassSafe(c)
        }
        return false
    }

    private func class_getSuperclassSafe(_ cls: AnyClass) -> AnyClass? { _getSuperclass(cls) }

    // MARK: Runtime attributes

    /// `userDefinedRuntimeAttributes`: each key path set on the object as it is decoded (before connections).
    func applyRuntimeAttributes(_ element: NibElement, to object: AnyObject) {
        guard let list = element.child("userDefinedRuntimeAttributes") else { return }
        for attribute in list.children("userDefinedRuntimeAttribute") {
            guard let keyPath = attribute["keyPath"], !keyPath.isEmpty else { continue }
            let (ok, value) = NibValues.runtimeValue(attribute)
            guard ok else {
                logOnce("runtime:" + (attribute["type"] ?? ""), "Runtime attribute \(keyPath) of type \(attribute["type"] ?? "?") could not be read; skipped.")
                continue
            }
            if !setValue(value, forKey: keyPath, on: object) {
                // Apple raises NSUnknownKeyException for a runtime attribute too; a load already under way
                // logs it here and carries on (Linux:), so that one bad key path does not lose the screen.
                print(Self.undefinedKeyMessage(object, keyPath))
            }
        }
    }

    /// Sets an outlet or key path through UINibConnectable (Linux: no key-value coding).
    func setValue(_ value: Any?, forKey key: String, on object: AnyObject) -> Bool {
        if let connectable = object as? UINibConnectable { return connectable.setNibValue(value, forKey: key) }
        if let recognizer = object as? UIGestureRecognizer, key == "delegate" {
            recognizer.delegate = value as? UIGestureRecognizerDelegate
            return true
        }
        return false
    }

    static func undefinedKeyMessage(_ object: AnyObject, _ key: String) -> String {
        "[<\(String(reflecting: type(of: object))) \(Unmanaged.passUnretained(object).toOpaque())> setValue:forUndefinedKey:]: "
            + "this class is not key value coding-compliant for the key \(key)."
    }

    // MARK: Finishing

    /// Activates constraints, connects outlets and actions, and sends awakeFromNib.
    func finish() throws {
        activateConstraints()
        try connectAll()
        awakeAll()
    }

    func activateConstraints() {
        let pending = pendingConstraints
        pendingConstraints = []
        // Installed on the view whose <constraints> lists them, as Apple's nibs install them.
        for (view, element) in pending {
            guard let list = element.child("constraints") else { continue }
            let excluded = excludedReferences(of: element, mask: "constraints")
            view.addConstraints(list.children("constraint").compactMap { c in
                if let id = c.id, excluded.contains(id) { return nil }
                return makeConstraint(c, owner: view)
            })
        }
    }

    private func makeConstraint(_ element: NibElement, owner: UIView) -> NSLayoutConstraint? {
        if element.bool("placeholder") == true { return nil }
        let firstItem: AnyObject = element["firstItem"].flatMap { objects[$0] } ?? owner
        if element["firstItem"] != nil && objects[element["firstItem"]!] == nil { return nil }
        guard firstItem is UIView || firstItem is UILayoutGuide else { return nil }
        guard let firstAttribute = element["firstAttribute"].flatMap(Self.layoutAttribute) else { return nil }
        var secondItem: AnyObject?
        var secondAttribute = NSLayoutConstraint.Attribute.notAnAttribute
        if let id = element["secondItem"] {
            guard let item = objects[id], item is UIView || item is UILayoutGuide else { return nil }
            secondItem = item
            secondAttribute = element["secondAttribute"].flatMap(Self.layoutAttribute) ?? firstAttribute
        } else if let name = element["secondAttribute"], let attribute = Self.layoutAttribute(name) {
            // Only an item's own attribute: IB writes secondAttribute with the owning view as the item.
            secondItem = owner
            secondAttribute = attribute
        }
        let relation: NSLayoutConstraint.Relation
        switch element["relation"] {
        case "lessThanOrEqual": relation = .lessThanOrEqual
        case "greaterThanOrEqual": relation = .greaterThanOrEqual
        default: relation = .equal
        }
        let multiplier = Self.multiplier(element["multiplier"]) ?? 1
        let constant = NibValues.cgFloat(element, "constant") ?? 0
        // Constant-only attributes need no second item; position attributes without one are meaningless.
        if secondItem == nil && firstAttribute != .width && firstAttribute != .height { return nil }
        // An equation Apple refuses when it is made (a damaged document: Interface Builder writes none): left
        // out, as constraints between hierarchies are below, rather than ending the app mid-load.
        guard NSLayoutConstraint.isLegalAsApple(firstAttribute: firstAttribute, secondItem: secondItem,
                                                secondAttribute: secondAttribute, multiplier: multiplier,
                                                constant: constant) else { return nil }
        let constraint = NSLayoutConstraint(item: firstItem, attribute: firstAttribute, relatedBy: relation,
                                            toItem: secondItem, attribute: secondAttribute,
                                            multiplier: multiplier, constant: constant)
        if let p = element.number("priority"), p >= 1, p <= 1000 { constraint.priority = UILayoutPriority(Float(p)) }
        constraint.identifier = element["identifier"]
        // Items of another view hierarchy (a damaged document): Apple raises; the constraint is left out.
        guard constraint.commonAncestor() != nil else { return nil }
        if let id = element.id { objects[id] = constraint }
        return constraint
    }

    /// "2", "0.5" or a ratio "16:9".
    static func multiplier(_ text: String?) -> CGFloat? {
        guard let text else { return nil }
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        let limit = NibValues.Metrics.maximumMultiplier
        if parts.count == 2, let a = Double(parts[0]), let b = Double(parts[1]), b != 0, (a / b).isFinite, abs(a / b) <= limit {
            return CGFloat(a / b)
        }
        guard let value = Double(text), value.isFinite, abs(value) <= limit else { return nil }
        return CGFloat(value)
    }

    static func layoutAttribute(_ name: String) -> NSLayoutConstraint.Attribute? {
        switch name {
        case "left": .left
        case "right": .right
        case "top": .top
        case "bottom": .bottom
        case "leading": .leading
        case "trailing": .trailing
        case "width": .width
        case "height": .height
        case "centerX": .centerX
        case "centerY": .centerY
        case "baseline", "lastBaseline": .lastBaseline
        case "firstBaseline": .firstBaseline
        case "leftMargin": .leftMargin
        case "rightMargin": .rightMargin
        case "topMargin": .topMargin
        case "bottomMargin": .bottomMargin
        case "leadingMargin": .leadingMargin
        case "trailingMargin": .trailingMargin
        case "centerXWithinMargins": .centerXWithinMargins
        case "centerYWithinMargins": .centerYWithinMargins
        default: nil
        }
    }

    /// Outlets, outlet collections and actions, in document order; an unknown outlet throws Apple's message.
    func connectAll() throws {
        let pending = pendingConnections
        pendingConnections = []
        var collections: [(source: AnyObject, key: String, values: [AnyObject])] = []
        for (source, list) in pending {
            for connection in list.children {
                switch connection.name {
                case "outlet":
                    guard let key = connection["property"], let id = connection["destination"] else { continue }
                    let destination = objects[id]
                    if !setValue(destination, forKey: key, on: source) {
                        throw NibLoadError(message: Self.undefinedKeyMessage(source, key))
                    }
                case "outletCollection":
                    guard let key = connection["property"], let id = connection["destination"],
                          let destination = objects[id] else { continue }
                    if let index = collections.firstIndex(where: { $0.source === source && $0.key == key }) {
                        collections[index].values.append(destination)
                    } else {
                        collections.append((source, key, [destination]))
                    }
                case "action":
                    connectAction(connection, source: source)
                case "segue":
                    storyboard?.connectSegue(connection, source: source, loader: self)
                default:
                    continue
                }
            }
        }
        for (source, key, values) in collections {
            if key == "gestureRecognizers", let view = source as? UIView {
                for case let recognizer as UIGestureRecognizer in values { view.addGestureRecognizer(recognizer) }
                continue
            }
            if !setValue(values, forKey: key, on: source) {
                throw NibLoadError(message: Self.undefinedKeyMessage(source, key))
            }
        }
    }

    /// `<action selector destination eventType>`: the destination as the control's target for the event,
    /// or a gesture recognizer's target. The method is looked up when the action is sent (Apple's
    /// "unrecognized selector" then).
    private func connectAction(_ connection: NibElement, source: AnyObject) {
        guard let name = connection["selector"], !name.isEmpty else { return }
        let destinationID = connection["destination"] ?? connection["target"]
        let target: AnyObject? = destinationID.flatMap { objects[$0] }
        let selector = (target as? UINibConnectable)?.nibAction(named: name) ?? Selector(name)
        if let control = source as? UIControl {
            let event = connection["eventType"].flatMap(NibValues.controlEvent) ?? .touchUpInside
            control.addTarget(target, action: selector, for: event)
        } else if let recognizer = source as? UIGestureRecognizer, let target {
            recognizer.addTarget(target, action: selector)
        } else if let item = source as? UIBarButtonItem {
            item.target = target
            item.action = selector
        }
    }

    /// awakeFromNib to everything the load made (never to placeholders), in document pre-order.
    func awakeAll() {
        let awake = instantiated.sorted { $0.order < $1.order }
        instantiated = []
        for (_, object) in awake {
            if let view = object as? UIView { view.awakeFromNib() }
            else if let controller = object as? UIViewController { controller.awakeFromNib() }
        }
    }

    private func logOnce(_ key: String, _ message: String) {
        guard !Self.loggedUnknown.contains(key) else { return }
        Self.loggedUnknown.insert(key)
        print(message)
    }
}
