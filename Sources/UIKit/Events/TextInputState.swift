import Foundation

/// What a back end needs to know about text input (SPEC-NEXT §4.6): whether a responder that takes text is
/// first responder of the key window (the desktop's text input is on only then), and where its caret is, so
/// that an input method's candidate window can follow it.
struct TextInputState: Equatable {
    /// Whether the key window's first responder adopts UIKeyInput.
    var isActive: Bool
    /// The caret (or the marked text while composing), in points of `screen`; nil when unknown.
    var caretRect: CGRect?
    /// The screen the caret is on.
    weak var screen: UIScreen?

    static func == (a: TextInputState, b: TextInputState) -> Bool {
        a.isActive == b.isActive && a.caretRect == b.caretRect && a.screen === b.screen
    }

    static let inactive = TextInputState(isActive: false, caretRect: nil, screen: nil)
}
