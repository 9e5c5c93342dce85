import Foundation

/// A range in a text input's document, between two UITextPositions. Opaque: adopters of UITextInput subclass
/// it and override `start`, `end` and `isEmpty`.
@preconcurrency @MainActor
open class UITextRange: NSObject {
    private lazy var placeholder = UITextPosition()

    public override init() { super.init() }

    /// Whether the range holds no text. Abstract in Apple's class: subclasses answer.
    open var isEmpty: Bool { start === end }

    /// The start of the range. Abstract in Apple's class: subclasses answer.
    open var start: UITextPosition { placeholder }

    /// The end of the range. Abstract in Apple's class: subclasses answer.
    open var end: UITextPosition { placeholder }
}
