import Foundation

/// A class whose instances an item provider can make from data (`NSItemProvider.loadObject(ofClass:)`).
// Linux: Foundation's on Apple's platforms (swift-corelibs-foundation has none); see docs/DIFFERENCES.md.
public protocol NSItemProviderReading: NSObjectProtocol {
    /// The type identifiers the class reads, most faithful first.
    static var readableTypeIdentifiersForItemProvider: [String] { get }
    /// An instance made from `data` of the type `typeIdentifier` (one of the readable identifiers).
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}
