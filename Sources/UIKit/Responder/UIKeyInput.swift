import Foundation

/// What a responder implements to take simple text input: typed and committed text reaches its
/// `insertText(_:)` while it is first responder.
@preconcurrency @MainActor
public protocol UIKeyInput: UITextInputTraits {
    /// Whether the responder holds any text.
    var hasText: Bool { get }
    /// Inserts text at the insertion point.
    func insertText(_ text: String)
    /// Deletes the character before the insertion point, or the selection.
    func deleteBackward()
}
