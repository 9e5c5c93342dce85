import CoreGraphics
import Foundation

/// One rectangle of a selection's highlight (a selection over several lines has one per line). Apple's class is
/// abstract; this one stores what its initializer-less subclasses would answer, for UIKit's own views.
@preconcurrency @MainActor
open class UITextSelectionRect: NSObject {
    private let storedRect: CGRect
    private let storedWritingDirection: NSWritingDirection
    private let storedContainsStart: Bool
    private let storedContainsEnd: Bool
    private let storedIsVertical: Bool

    public override init() {
        storedRect = .zero
        storedWritingDirection = .natural
        storedContainsStart = false
        storedContainsEnd = false
        storedIsVertical = false
        super.init()
    }

    // Linux: Apple's initializer is private to UIKit; UIKit's views make theirs through this one.
    init(rect: CGRect, writingDirection: NSWritingDirection, containsStart: Bool, containsEnd: Bool, isVertical: Bool = false) {
        storedRect = rect
        storedWritingDirection = writingDirection
        storedContainsStart = containsStart
        storedContainsEnd = containsEnd
        storedIsVertical = isVertical
        super.init()
    }

    /// The rectangle, in the text input view's coordinates.
    open var rect: CGRect { storedRect }
    /// The writing direction of the text in the rectangle.
    open var writingDirection: NSWritingDirection { storedWritingDirection }
    /// Whether the rectangle holds the selection's start.
    open var containsStart: Bool { storedContainsStart }
    /// Whether the rectangle holds the selection's end.
    open var containsEnd: Bool { storedContainsEnd }
    /// Whether the text in the rectangle is laid out vertically.
    open var isVertical: Bool { storedIsVertical }
    /// The transform applied to the rectangle (iOS 17): identity for horizontal text.
    open var transform: CGAffineTransform { .identity }
}
