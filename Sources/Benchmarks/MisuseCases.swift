import Foundation
import UIKit

/// Misuse that Apple traps, each run in a child process by `ReliabilityBenchmark.releaseMessages`, with the
/// text Apple's exception carries (which must reach standard error in a release build).
enum MisuseCases {
    static let expected: [(String, String)] = [
        ("addSelf", "reason: 'Can't add self as subview'"),
        ("noCommonAncestor", "because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal."),
        ("locationToConstant", "A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs."),
        ("leftToTop", "Invalid pairing of layout attributes"),
        ("leadingToLeft", "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither."),
        ("nanConstant", "NSLayoutConstraint constant is not finite!  That's illegal."),
        ("nanPosition", "'CALayerInvalidGeometry', reason: 'CALayer position contains NaN: [nan 5]'"),
        ("nanBounds", "'CALayerInvalidGeometry', reason: 'CALayer bounds contains NaN: [0 0; nan 10]'"),
        ("badIndexPath", "Invalid index path for use with UITableView."),
        ("animatorStoppedTwice", "is already stopped!"),
    ]

    @MainActor
    static func run(_ name: String) {
        switch name {
        case "addSelf":
            let v = UIView()
            v.addSubview(v)
        case "noCommonAncestor":
            let a = UIView(), b = UIView()
            a.topAnchor.constraint(equalTo: b.topAnchor).isActive = true
        case "locationToConstant":
            _ = NSLayoutConstraint(item: UIView(), attribute: .top, relatedBy: .equal, toItem: nil,
                                   attribute: .notAnAttribute, multiplier: 1, constant: 10)
        case "leftToTop":
            _ = NSLayoutConstraint(item: UIView(), attribute: .left, relatedBy: .equal, toItem: UIView(),
                                   attribute: .top, multiplier: 1, constant: 0)
        case "leadingToLeft":
            _ = UIView().leadingAnchor.constraint(equalTo: UIView().leftAnchor)
        case "nanConstant":
            _ = UIView().widthAnchor.constraint(equalToConstant: CGFloat.nan)
        case "nanPosition":
            CALayer().position = CGPoint(x: CGFloat.nan, y: 5)
        case "nanBounds":
            CALayer().bounds = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10)
        case "badIndexPath":
            _ = IndexPath(index: 3).row
        case "animatorStoppedTwice":
            let v = UIView()
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.alpha = 0 }
            animator.startAnimation()
            animator.stopAnimation(false)
            animator.stopAnimation(false)
        default:
            exit(2)
        }
    }
}
