import Foundation

/// How a file representation is shared. Raw values are Apple's.
// Linux: Foundation's on Apple's platforms (swift-corelibs-foundation has none); see docs/DIFFERENCES.md.
public struct NSItemProviderFileOptions: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The file is opened where it is, not copied: loadInPlaceFileRepresentation gives its own URL.
    public static let openInPlace = NSItemProviderFileOptions(rawValue: 1)
}
