import Foundation

/// One attribute of a view or layout guide, for making constraints with a type-checked API.
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    /// The view or layout guide.
    let item: AnyObject
    /// The attribute of the item.
    let attribute: NSLayoutConstraint.Attribute

    init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
        super.init()
    }

    /// The item and attribute, as printed in logs ("UIView:0x….leading").
    var debugName: String { "\(LayoutEngine.itemName(item)).\(NSLayoutConstraint.attributeName(attribute))" }

    open override var description: String { MainActor.assumeIsolated { "<\(type(of: self)):\(LayoutEngine.address(self)) \"\(debugName)\">" } }

    func make(_ rel: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat = 1,
              constant: CGFloat = 0) -> NSLayoutConstraint {
        NSLayoutConstraint(item: item, attribute: attribute, relatedBy: rel, toItem: other?.item,
                           attribute: other?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
    }

    /// `self == anchor`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { make(.equal, anchor) }
    /// `self >= anchor`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { make(.greaterThanOrEqual, anchor) }
    /// `self <= anchor`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { make(.lessThanOrEqual, anchor) }
    /// `self == anchor + c`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { make(.equal, anchor, constant: c) }
    /// `self >= anchor + c`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { make(.greaterThanOrEqual, anchor, constant: c) }
    /// `self <= anchor + c`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { make(.lessThanOrEqual, anchor, constant: c) }
}

/// The standard spacing between sibling views and between a view and its superview's edge
/// (UIKit's "system spacing"; ⚠ 8 pt, Apple's value for default Dynamic Type).
let systemSpacing: CGFloat = 8
