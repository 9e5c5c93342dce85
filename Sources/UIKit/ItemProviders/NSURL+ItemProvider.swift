import Foundation

/// URLs go through item providers as their absolute string; `loadObject(ofClass: URL.self)` reads through here.
// Linux: Foundation's conformance on Apple's platforms, declared by UIKit with NSItemProvider.
extension NSURL: NSItemProviderReading, NSItemProviderWriting {
    public static var readableTypeIdentifiersForItemProvider: [String] { ["public.url"] }

    /// The URL the data spells. A subclass gets a plain NSURL, which does not cast to it: that throws.
    // Linux: Apple's makes an instance of the receiving class.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let string = String(data: data, encoding: .utf8), let url = NSURL(string: string) as? Self else {
            throw NSItemProvider.error(.unexpectedValueClassError, description: "Could not coerce an item to class \(Self.self)")
        }
        return url
    }

    public static var writableTypeIdentifiersForItemProvider: [String] { ["public.url"] }

    /// A file URL is also a public.file-url.
    public var writableTypeIdentifiersForItemProvider: [String] { isFileURL ? ["public.file-url", "public.url"] : ["public.url"] }

    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress? {
        completionHandler(Data(absoluteString.utf8), nil)
        return nil
    }
}
