import Foundation

/// A rectangular area that takes part in Auto Layout without being a view (no layer, no events).
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    /// What places the guide: constraints of the app, or the owning view itself (margins, safe area, readable width,
    /// keyboard).
    enum Kind { case user, margins, safeArea, readableContent, scrollContent, scrollFrame, keyboard }

    var kind: Kind = .user
    weak var owningViewStorage: UIView?
    weak var varsEngine: LayoutEngine?

    /// The view that owns the guide (set by addLayoutGuide).
    open var owningView: UIView? {
        get { owningViewStorage }
        set {
            if let newValue { newValue.addLayoutGuide(self) } else { owningViewStorage?.removeLayoutGuide(self) }
        }
    }

    /// A name for logs.
    open var identifier: String = ""

    public override init() { super.init() }

    /// The guide's frame in its owning view's coordinates, as last solved (zero before layout).
    open var layoutFrame: CGRect {
        guard let owner = owningViewStorage else { return .zero }
        if let f = LayoutEngine.solvedFrame(of: self, in: owner) { return f }
        // The view's own guides are known without constraints (Apple gives them before any are made).
        switch kind {
        case .safeArea: return owner.bounds.inset(by: owner.safeAreaInsetsStorage)
        case .margins: return owner.bounds.inset(by: owner.effectiveLayoutMargins)
        case .keyboard: return (self as? UIKeyboardLayoutGuide)?.unsolvedFrame(in: owner) ?? .zero
        default: return .zero
        }
    }

    /// The guide's leading edge.
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The guide's trailing edge.
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The guide's left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The guide's right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The guide's top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The guide's bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The guide's width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The guide's height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    /// The guide's horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The guide's vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }

    open override var description: String {
        MainActor.assumeIsolated {
            "<\(type(of: self)): \(LayoutEngine.address(self)) - \(layoutFrame), layoutFrame = \(layoutFrame), owningView = \(owningViewStorage.map { LayoutEngine.itemName($0) } ?? "nil")>"
        }
    }

    /// The constraints that affect the guide along an axis.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        LayoutEngine.constraintsAffecting(self, axis: axis)
    }

    /// Whether the guide's frame is not fully determined by its constraints.
    public var hasAmbiguousLayout: Bool { LayoutEngine.isAmbiguous(self) }
}
