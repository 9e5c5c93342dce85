import CoreGraphics
import Foundation

/// What a responder implements to take text from the input system with its full editing: positions and ranges
/// in its document, the selection, marked (composing) text from an input method, and the geometry the input
/// system needs to place its caret and candidate window. UITextField and UITextView adopt it themselves.
// Linux: Apple's optional requirements are requirements with defaults here (the extension below), so a call
// reads `input.textInputView`, not `input.textInputView?`; the dictation, text-placeholder and edit-menu ones,
// which the desktop never calls, are left out.
@preconcurrency @MainActor
public protocol UITextInput: UIKeyInput {
    // MARK: Replacing and returning text

    /// The text in `range`.
    func text(in range: UITextRange) -> String?
    /// Replaces the text in `range`.
    func replace(_ range: UITextRange, withText text: String)
    /// Whether the text in `range` may be replaced (iOS 17; optional in Apple's protocol, default true).
    func shouldChangeText(in range: UITextRange, replacementText text: String) -> Bool

    // MARK: Selection and marked text

    /// The selection; an empty range is the caret.
    var selectedTextRange: UITextRange? { get set }
    /// The marked (composing) text's range, nil when nothing is being composed.
    var markedTextRange: UITextRange? { get }
    /// The attributes marked text is drawn with.
    var markedTextStyle: [NSAttributedString.Key: Any]? { get set }
    /// Replaces the marked text (or the selection, when none is marked) with `markedText` and marks it;
    /// `selectedRange` is the selection within it (the input method's cursor).
    func setMarkedText(_ markedText: String?, selectedRange: NSRange)
    /// Commits the marked text as it is.
    func unmarkText()
    /// Attributed marked text (optional in Apple's protocol; the default marks the plain string).
    func setAttributedMarkedText(_ markedText: NSAttributedString?, selectedRange: NSRange)

    // MARK: The document's ends and text ranges

    var beginningOfDocument: UITextPosition { get }
    var endOfDocument: UITextPosition { get }
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition?
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int

    // MARK: The input system's delegate and tokenizer

    /// Set by the input system; the view tells it about changes that did not come through it.
    var inputDelegate: (any UITextInputDelegate)? { get set }
    /// Finds word, sentence, paragraph and line boundaries.
    var tokenizer: any UITextInputTokenizer { get }

    // MARK: Layout and writing direction

    func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition?
    func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange?
    func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection
    func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange)

    // MARK: Geometry and hit-testing

    /// The first rectangle enclosing `range` (the first line's part of it), in the text input view's coordinates.
    func firstRect(for range: UITextRange) -> CGRect
    /// The caret's rectangle at `position`.
    func caretRect(for position: UITextPosition) -> CGRect
    /// The rectangles that highlight `range`, one per line.
    func selectionRects(for range: UITextRange) -> [UITextSelectionRect]
    func closestPosition(to point: CGPoint) -> UITextPosition?
    func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition?
    func characterRange(at point: CGPoint) -> UITextRange?

    // MARK: Optional in Apple's protocol (defaults below)

    func textStyling(at position: UITextPosition, in direction: UITextStorageDirection) -> [NSAttributedString.Key: Any]?
    func position(within range: UITextRange, atCharacterOffset offset: Int) -> UITextPosition?
    func characterOffset(of position: UITextPosition, within range: UITextRange) -> Int
    /// The view the geometry is measured in (the adopter itself when it is a view).
    var textInputView: UIView { get }
    /// Which way the selection extends (forward, the default).
    var selectionAffinity: UITextStorageDirection { get set }
    func insertText(_ text: String, alternatives: [String], style: UITextAlternativeStyle)
    func beginFloatingCursor(at point: CGPoint)
    func updateFloatingCursor(at point: CGPoint)
    func endFloatingCursor()
    /// The caret's transform (iOS 17): identity for horizontal text.
    func caretTransform(for position: UITextPosition) -> CGAffineTransform
}

extension UITextInput {
    public func shouldChangeText(in range: UITextRange, replacementText text: String) -> Bool { true }

    public func setAttributedMarkedText(_ markedText: NSAttributedString?, selectedRange: NSRange) {
        setMarkedText(markedText?.string, selectedRange: selectedRange)
    }

    public func textStyling(at position: UITextPosition, in direction: UITextStorageDirection) -> [NSAttributedString.Key: Any]? {
        nil
    }

    public func position(within range: UITextRange, atCharacterOffset offset: Int) -> UITextPosition? {
        self.position(from: range.start, offset: offset)
    }

    public func characterOffset(of position: UITextPosition, within range: UITextRange) -> Int {
        self.offset(from: range.start, to: position)
    }

    public var textInputView: UIView {
        // An adopter that is no view has to answer itself, as on iOS, where the optional method is then missing.
        (self as? UIView) ?? UIView()
    }

    public var selectionAffinity: UITextStorageDirection { get { .forward } set {} }

    public func insertText(_ text: String, alternatives: [String], style: UITextAlternativeStyle) {
        insertText(text)
    }

    public func beginFloatingCursor(at point: CGPoint) {}
    public func updateFloatingCursor(at point: CGPoint) {}
    public func endFloatingCursor() {}

    public func caretTransform(for position: UITextPosition) -> CGAffineTransform { .identity }
}
