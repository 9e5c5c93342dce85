import Foundation

/// The rules a new password must follow, for the system's password generator (kept, not used on the desktop).
// Immutable and not bound to the main actor, as Apple's.
open class UITextInputPasswordRules: NSObject, NSCopying, @unchecked Sendable {
    /// The rules in the password-rules language (e.g. "required: lower; minlength: 8;").
    public let passwordRulesDescriptor: String

    public init(descriptor passwordRulesDescriptor: String) {
        self.passwordRulesDescriptor = passwordRulesDescriptor
        super.init()
    }

    public func copy(with zone: NSZone? = nil) -> Any { self }
}
