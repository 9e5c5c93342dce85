import Foundation

/// What a responder implements to take simple text input: typed and committed text reaches its
/// `insertText(_:)` while it is first responder.
// Linux: Apple's protocol also inherits UITextInputTraits, which arrives with the text-input work.
@preconcurrency @MainActor
public protocol UIKeyInput: AnyObject {
    /// Whether the responder holds any text.
    var hasText: Bool { get }
    /// Inserts text at the insertion point.
    func insertText(_ text: String)
    /// Deletes the character before the insertion point, or the selection.
    func deleteBackward()
}
