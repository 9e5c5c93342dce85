import Foundation

/// Text alignment in a CATextLayer.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// The script's natural alignment (the default).
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    /// Left aligned.
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    /// Right aligned.
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    /// Centred.
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    /// Justified.
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}
