import Foundation

/// Strings go through item providers as UTF-8 text; `loadObject(ofClass: String.self)` reads through here.
// Linux: Foundation's conformance on Apple's platforms, declared by UIKit with NSItemProvider.
extension NSString: NSItemProviderReading, NSItemProviderWriting {
    public static var readableTypeIdentifiersForItemProvider: [String] {
        ["public.utf8-plain-text", "public.utf16-plain-text", "public.plain-text", "public.text"]
    }

    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        let encoding: String.Encoding = typeIdentifier == "public.utf16-plain-text" ? .utf16 : .utf8
        guard let string = String(data: data, encoding: encoding) else {
            throw NSItemProvider.error(.unexpectedValueClassError, description: "Could not coerce an item to class \(Self.self)")
        }
        return Self(string: string)
    }

    public static var writableTypeIdentifiersForItemProvider: [String] { ["public.utf8-plain-text"] }

    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress? {
        completionHandler(Data(String(describing: self).utf8), nil)
        return nil
    }
}
