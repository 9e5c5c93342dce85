import Foundation

/// Images go through item providers as PNG or JPEG data, the formats UIImage decodes here.
// ⚠ Apple's UIImage also reads HEIC, GIF, TIFF… and writes its private com.apple.uikit.image archive first;
// ours reads and writes what CGImage decodes and encodes (docs/DIFFERENCES.md).
extension UIImage: NSItemProviderReading, NSItemProviderWriting {
    public static var readableTypeIdentifiersForItemProvider: [String] { ["public.png", "public.jpeg", "public.image"] }

    /// Decodes the data (any PNG or JPEG, whatever image type it is labelled). A subclass gets its data
    /// decoded as a plain UIImage, which does not cast to it: that throws.
    // Linux: Apple's makes an instance of the receiving class (Objective-C's [[self alloc] initWithData:]).
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let image = UIImage(data: data) as? Self else {
            throw NSItemProvider.error(.unexpectedValueClassError, description: "Could not coerce an item to class \(Self.self)")
        }
        return image
    }

    public static var writableTypeIdentifiersForItemProvider: [String] { ["public.png", "public.jpeg"] }

    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress? {
        let data = typeIdentifier == "public.jpeg" ? jpegData(compressionQuality: 1) : pngData()
        completionHandler(data, data == nil ? NSItemProvider.error(.itemUnavailableError, type: typeIdentifier) : nil)
        return nil
    }
}
