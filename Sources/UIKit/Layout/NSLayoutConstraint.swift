import Foundation
import Cassowary
import QuartzCore

/// A relationship between two user-interface objects that the constraint-based layout system must satisfy:
/// `firstItem.firstAttribute (==, <=, >=) multiplier × secondItem.secondAttribute + constant`.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    /// The part of an object's visual representation a constraint uses.
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        /// No attribute: the constraint relates the first item to a constant.
        case notAnAttribute = 0

        /// Apple's old name for `.lastBaseline`.
        public static var baseline: Attribute { .lastBaseline }
    }

    /// The relation between the two sides of a constraint.
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
    }

    /// A layout axis (UILayoutConstraintAxis).
    public enum Axis: Int, Sendable {
        case horizontal = 0, vertical = 1
    }

    /// The first object in the constraint.
    public var firstItem: AnyObject? { firstItemRef }
    /// The attribute of the first object.
    public let firstAttribute: Attribute
    /// The relation between the two sides.
    public let relation: Relation
    /// The second object in the constraint, or nil for a constant.
    public var secondItem: AnyObject? { secondItemRef }
    /// The attribute of the second object (`.notAnAttribute` without one).
    public let secondAttribute: Attribute
    /// The factor applied to the second attribute.
    public let multiplier: CGFloat

    // Weak, because constraints do not keep their items alive on iOS (the SDK declares the items
    // `unowned(unsafe)`): a container holds the constraints installed on it, and a strong reference back would
    // make every constrained view a cycle that outlives its removal. Weak rather than unowned so that a
    // constraint outliving its views reads nil instead of freed memory.
    weak var firstItemRef: AnyObject?
    weak var secondItemRef: AnyObject?

    var constantStorage: CGFloat
    var priorityStorage: UILayoutPriority = .required
    var activeStorage = false

    /// The view the constraint is installed on (the nearest common ancestor) while active.
    weak var installedView: UIView?
    /// The engine the constraint is in (nil when not added to one yet), its solver constraint, and the
    /// constant part coming from the attributes themselves (baselines).
    weak var engine: LayoutEngine?
    var solverConstraint: Constraint?
    var attributeConstant: Double = 0
    /// Set when the engine broke the constraint to recover from a conflict.
    var isBroken = false
    /// The order of activation, for choosing which of conflicting constraints to break.
    var sequence: Int = 0
    /// The direction a visual-format constraint was made for (`.directionLeftToRight` and
    /// `.directionRightToLeft`); nil: its views' direction.
    var formatDirection: UIUserInterfaceLayoutDirection?
    nonisolated(unsafe) static var nextSequence = 0

    /// The constant added to the second attribute; changing it on an active constraint re-solves incrementally.
    open var constant: CGFloat {
        get { constantStorage }
        set {
            if !newValue.isFinite { raiseNonFiniteConstant(newValue) }
            guard newValue != constantStorage else { return }
            constantStorage = newValue
            engine?.constantDidChange(self)
        }
    }

    /// The priority (1…1000, 1000 required). Changing a required priority to optional (or back) on an
    /// installed constraint is not supported, as on iOS.
    open var priority: UILayoutPriority {
        get { priorityStorage }
        set {
            let old = priorityStorage
            guard newValue != old else { return }
            if activeStorage && (old == .required) != (newValue >= .required) {
                // Apple raises here; we log Apple's message and keep the old priority.
                LayoutDiagnostics.log("Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  You passed priority \(Self.formatNumber(CGFloat(newValue.rawValue))) and the existing priority was \(Self.formatNumber(CGFloat(old.rawValue))).")
                return
            }
            priorityStorage = newValue
            engine?.priorityDidChange(self)
        }
    }

    /// The name used in logs.
    open var identifier: String?

    /// Whether the constraint is active. Activating installs it on the nearest common ancestor of its items.
    open var isActive: Bool {
        get { activeStorage }
        set {
            if newValue { activateImpl(on: nil) } else { deactivateImpl() }
        }
    }

    /// Whether the constraint is archived by its owning view (no nib archives on Linux).
    open var shouldBeArchived: Bool = false

    /// Creates a constraint `view1.attr1 relation multiplier × view2.attr2 + c`.
    public init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
                toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        let first = view1 as AnyObject
        let second = view2.map { $0 as AnyObject }
        firstItemRef = first
        secondItemRef = second
        firstAttribute = attr1
        self.relation = relation
        secondAttribute = second == nil ? .notAnAttribute : attr2
        self.multiplier = multiplier
        constantStorage = c
        super.init()
        // The system's own constraints (autoresizing masks pin a location to a constant) are exempt, as
        // Apple's private constraint classes are.
        if !(self is InternalLayoutConstraint) { validateAsApple() }
    }

    /// Creates an empty constraint relating no items, as `NSLayoutConstraint()` does on iOS (typically a
    /// placeholder replaced later). Its multiplier is 1 (⚠ chosen) and it cannot be activated.
    public override init() {
        firstAttribute = .notAnAttribute
        relation = .equal
        secondAttribute = .notAnAttribute
        multiplier = 1
        constantStorage = 0
        super.init()
    }

    /// Creates a constraint with multiplier 1 relative to another item (Linux convenience for internal use).
    convenience init(_ item: AnyObject, _ a1: Attribute, _ rel: Relation, _ item2: AnyObject?, _ a2: Attribute,
                     multiplier: CGFloat = 1, constant: CGFloat = 0, priority: UILayoutPriority = .required) {
        self.init(item: item, attribute: a1, relatedBy: rel, toItem: item2, attribute: a2, multiplier: multiplier, constant: constant)
        priorityStorage = priority
    }

    /// The first item's anchor for the first attribute.
    open var firstAnchor: NSLayoutAnchor<AnyObject> {
        NSLayoutAnchor<AnyObject>(item: firstItemRef!, attribute: firstAttribute)
    }

    /// The second item's anchor for the second attribute, or nil.
    open var secondAnchor: NSLayoutAnchor<AnyObject>? {
        secondItemRef.map { NSLayoutAnchor<AnyObject>(item: $0, attribute: secondAttribute) }
    }

    /// Activates each constraint (faster than setting isActive one by one).
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c.isActive = true }
    }

    /// Deactivates each constraint.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c.isActive = false }
    }

    // MARK: Activation

    /// Installs the constraint on `view` (addConstraint) or on the nearest common ancestor of its items.
    func activateImpl(on view: UIView?) {
        if activeStorage {
            if let view, view !== installedView { deactivateImpl() } else { return }
        }
        guard firstItemRef != nil else {
            // Apple asserts here; an empty constraint is logged with Apple's text and left inactive.
            LayoutDiagnostics.log("NSLayoutConstraint for (null): Constraint must contain a first layout item")
            return
        }
        let host: UIView
        if let view {
            host = view
        } else {
            guard let h = commonAncestor() else {
                UncaughtException.raise("NSGenericException", reason: "Unable to activate constraint with anchors \(firstAnchor.description) and \(secondAnchor?.description ?? "(null)") because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal.")
            }
            host = h
        }
        activeStorage = true
        installedView = host
        Self.nextSequence += 1
        sequence = Self.nextSequence
        host.autoLayout.installed.append(self)
        LayoutEngine.constraintActivated(self, on: host)
    }

    func deactivateImpl() {
        guard activeStorage else { return }
        activeStorage = false
        if let host = installedView {
            host.autoLayoutStorage?.installed.removeAll { $0 === self }
        }
        installedView = nil
        engine?.remove(self)
    }

    /// The nearest view that contains both items (a layout guide counts as its owning view).
    func commonAncestor() -> UIView? {
        guard let v1 = LayoutEngine.owningView(of: firstItemRef) else { return nil }
        guard let second = secondItemRef else { return v1 }
        guard let v2 = LayoutEngine.owningView(of: second) else { return nil }
        if v1 === v2 { return v1 }
        var ancestors = Set<ObjectIdentifier>()
        var a: UIView? = v1
        while let cur = a { ancestors.insert(ObjectIdentifier(cur)); a = cur.superviewStorage }
        var b: UIView? = v2
        while let cur = b {
            if ancestors.contains(ObjectIdentifier(cur)) { return cur }
            b = cur.superviewStorage
        }
        return nil
    }

    // MARK: Description

    /// The kind name printed in descriptions.
    var kindName: String { "NSLayoutConstraint" }

    open override var description: String {
        MainActor.assumeIsolated { constraintDescription }
    }

    var constraintDescription: String {
        var s = "<\(kindName):\(LayoutEngine.address(self))"
        if let identifier { s += " '\(identifier)'" }
        s += " " + equationDescription
        if activeStorage { s += "   (active)" }
        return s + ">"
    }

    var equationDescription: String {
        var s = "\(LayoutEngine.itemName(firstItemRef)).\(Self.attributeName(firstAttribute)) \(Self.relationName(relation)) "
        if let second = secondItemRef {
            var rhs = "\(LayoutEngine.itemName(second)).\(Self.attributeName(secondAttribute))"
            if multiplier != 1 { rhs = "\(Self.formatNumber(multiplier))*" + rhs }
            s += rhs
            if constant > 0 { s += " + \(Self.formatNumber(constant))" }
            if constant < 0 { s += " - \(Self.formatNumber(-constant))" }
        } else {
            s += Self.formatNumber(constant)
        }
        if priority < .required { s += "   (priority \(Self.formatNumber(CGFloat(priority.rawValue))))" }
        return s
    }

    static func formatNumber(_ x: CGFloat) -> String {
        if x == x.rounded() && abs(x) < 1e15 { return String(Int(x)) }
        var s = String(format: "%.6g", Double(x))
        if s.contains(".") { while s.hasSuffix("0") { s.removeLast() } }
        return s
    }

    static func relationName(_ r: Relation) -> String {
        switch r {
        case .equal: return "=="
        case .lessThanOrEqual: return "<="
        case .greaterThanOrEqual: return ">="
        }
    }

    static func attributeName(_ a: Attribute) -> String {
        switch a {
        case .left: return "left"
        case .right: return "right"
        case .top: return "top"
        case .bottom: return "bottom"
        case .leading: return "leading"
        case .trailing: return "trailing"
        case .width: return "width"
        case .height: return "height"
        case .centerX: return "centerX"
        case .centerY: return "centerY"
        case .lastBaseline: return "lastBaseline"
        case .firstBaseline: return "firstBaseline"
        case .leftMargin: return "leftMargin"
        case .rightMargin: return "rightMargin"
        case .topMargin: return "topMargin"
        case .bottomMargin: return "bottomMargin"
        case .leadingMargin: return "leadingMargin"
        case .trailingMargin: return "trailingMargin"
        case .centerXWithinMargins: return "centerXWithinMargins"
        case .centerYWithinMargins: return "centerYWithinMargins"
        case .notAnAttribute: return "notAnAttribute"
        }
    }
}

/// The old name of a layout axis.
public typealias UILayoutConstraintAxis = NSLayoutConstraint.Axis

/// Constraints the system makes itself (autoresizing masks, content size, guides, stack views): they print
/// with their own class name, as Apple's private subclasses do, and are never installed on a view.
class InternalLayoutConstraint: NSLayoutConstraint {
    var kind = "NSLayoutConstraint"
    var note = ""
    override var kindName: String { kind }
    override var equationDescription: String { note.isEmpty ? super.equationDescription : note + " " + super.equationDescription }
}

/// Where Auto Layout's diagnostics go: stderr, as on iOS (tests may redirect it).
enum LayoutDiagnostics {
    nonisolated(unsafe) static var sink: (String) -> Void = { message in
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
    static func log(_ message: String) {
        sink(message)
        NSLayoutConstraint.diagnosticsObserver?(message)
    }
}

extension NSLayoutConstraint {
    /// Receives each Auto Layout diagnostic ("Unable to simultaneously satisfy constraints." …) as it is
    /// printed to standard error, so an app can show it.
    // Linux: Apple shows these only in the console; the Catalog's Auto Layout page displays them.
    nonisolated(unsafe) public static var diagnosticsObserver: ((String) -> Void)?
}
