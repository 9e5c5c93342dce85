import Foundation

/// The input system's side of UITextInput: a text input view tells it about changes to its text and selection
/// that did not come through the input system (a change made in code, a tap that moves the caret).
@preconcurrency @MainActor
public protocol UITextInputDelegate: AnyObject {
    func selectionWillChange(_ textInput: (any UITextInput)?)
    func selectionDidChange(_ textInput: (any UITextInput)?)
    func textWillChange(_ textInput: (any UITextInput)?)
    func textDidChange(_ textInput: (any UITextInput)?)
}
