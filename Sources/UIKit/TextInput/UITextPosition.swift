import Foundation

/// A position in a text input's document. Opaque: each UITextInput adopter subclasses it to carry what it needs
/// (UITextField and UITextView use a UTF-16 offset).
@preconcurrency @MainActor
open class UITextPosition: NSObject {
    public override init() { super.init() }
}
