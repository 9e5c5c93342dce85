import Foundation

/// What an edit menu is presented for (iOS 16): an identifier the delegate recognises it by, and the point in
/// the interaction's view it points at.
@preconcurrency @MainActor
open class UIEditMenuConfiguration: NSObject {
    /// The configuration's identifier (a fresh UUID when made with nil, as Apple makes one).
    public let identifier: NSCopying
    /// The point in the interaction's view the menu is for.
    public let sourcePoint: CGPoint
    /// Where the menu's arrow should point (automatic).
    open var preferredArrowDirection: UIEditMenuArrowDirection = .automatic

    public init(identifier: NSCopying?, sourcePoint: CGPoint) {
        self.identifier = identifier ?? NSUUID()
        self.sourcePoint = sourcePoint
        super.init()
    }
}
