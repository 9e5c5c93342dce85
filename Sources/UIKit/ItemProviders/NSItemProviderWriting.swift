import Foundation

/// A class whose instances an item provider can turn into data (`NSItemProvider(object:)`).
// Linux: Foundation's on Apple's platforms (swift-corelibs-foundation has none); see docs/DIFFERENCES.md. Apple's
// optional requirements are requirements with default implementations here (no Objective-C runtime).
public protocol NSItemProviderWriting: NSObjectProtocol {
    /// The type identifiers every instance can write, most faithful first.
    static var writableTypeIdentifiersForItemProvider: [String] { get }
    /// The type identifiers this instance can write (default: the class's).
    var writableTypeIdentifiersForItemProvider: [String] { get }
    /// Who may see the representation of a type (default `.all`).
    static func itemProviderVisibilityForRepresentation(withTypeIdentifier typeIdentifier: String) -> NSItemProviderRepresentationVisibility
    /// Who may see this instance's representation of a type (default: the class's answer).
    func itemProviderVisibilityForRepresentation(withTypeIdentifier typeIdentifier: String) -> NSItemProviderRepresentationVisibility
    /// Gives the instance's data of `typeIdentifier` (one of the writable identifiers) to `completionHandler`.
    func loadData(withTypeIdentifier typeIdentifier: String,
                  forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
}

extension NSItemProviderWriting {
    public var writableTypeIdentifiersForItemProvider: [String] { Self.writableTypeIdentifiersForItemProvider }

    public static func itemProviderVisibilityForRepresentation(withTypeIdentifier typeIdentifier: String) -> NSItemProviderRepresentationVisibility {
        .all
    }

    public func itemProviderVisibilityForRepresentation(withTypeIdentifier typeIdentifier: String) -> NSItemProviderRepresentationVisibility {
        Self.itemProviderVisibilityForRepresentation(withTypeIdentifier: typeIdentifier)
    }
}
