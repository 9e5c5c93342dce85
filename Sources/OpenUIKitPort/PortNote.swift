/// Something `openuikit-port` could not port, or ported only in part: where, what and why.
public struct PortNote: Sendable, Equatable, CustomStringConvertible {
    /// The file, as given.
    public let file: String
    /// The line, from 1.
    public let line: Int
    /// What and why.
    public let message: String

    /// `file:line: message`.
    public var description: String { "\(file):\(line): \(message)" }
}
