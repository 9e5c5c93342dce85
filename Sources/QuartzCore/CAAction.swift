import Foundation
import CoreGraphics

/// An object that responds to a layer event (a property change or an order-in/out), usually
/// by adding an animation to the layer.
public protocol CAAction: AnyObject {
    /// Called to trigger the action for `event` on `anObject` (a CALayer).
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

/// NSNull as an action: returned from a lookup step it ends the search with no action.
extension NSNull: CAAction {
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

/// The action identifier for a layer becoming visible in a tree.
public let kCAOnOrderIn = "onOrderIn"
/// The action identifier for a layer being removed from a tree.
public let kCAOnOrderOut = "onOrderOut"
/// The action identifier for transition animations.
public let kCATransition = "transition"
