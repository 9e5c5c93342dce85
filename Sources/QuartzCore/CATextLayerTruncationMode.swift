import Foundation

/// Truncation in a CATextLayer.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// No truncation (the default).
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    /// An ellipsis at the start.
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    /// An ellipsis at the end.
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    /// An ellipsis in the middle.
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}
