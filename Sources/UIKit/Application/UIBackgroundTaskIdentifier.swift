/// Identifies a task the app asked to finish in the background.
public struct UIBackgroundTaskIdentifier: RawRepresentable, Hashable, Sendable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public init(_ rawValue: Int) { self.rawValue = rawValue }
    /// No task (0).
    public static let invalid = UIBackgroundTaskIdentifier(rawValue: 0)
}
