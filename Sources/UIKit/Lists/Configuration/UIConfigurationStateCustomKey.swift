import Foundation

/// The key of an app-defined state in a configuration state (iOS 14): a string, usually declared as a
/// static constant in an extension.
public struct UIConfigurationStateCustomKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}
