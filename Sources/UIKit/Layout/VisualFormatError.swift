import Foundation

// Linux: the error of parsedConstraints(withVisualFormat:…).
/// A visual format string that does not parse; `message` is Apple's exception reason.
public struct VisualFormatError: Error, CustomStringConvertible, Sendable {
    /// "Unable to parse constraint format: …" with the format and a caret under the problem.
    public let message: String
    public var description: String { message }
}
