import Foundation

/// The context handed to transition coordinator blocks.
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    var isAnimated: Bool { get }
    var isCancelled: Bool { get }
    var transitionDuration: TimeInterval { get }
}
