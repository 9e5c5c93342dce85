import Foundation

/// A source of bytes for images.
public final class CGDataProvider: @unchecked Sendable {
    let bytes: Data

    /// A provider for the given data.
    public init?(data: CFData) { bytes = Data(referencing: data) }

    /// A provider for the contents of a file URL; nil when it cannot be read.
    public init?(url: CFURL) {
        guard let u = url.absoluteURL, let d = try? Data(contentsOf: u) else { return nil }
        bytes = d
    }

    /// A provider for the contents of a file; nil when it cannot be read.
    public init?(filename: String) {
        guard let d = FileManager.default.contents(atPath: filename) else { return nil }
        bytes = d
    }

    init(bytes: Data) { self.bytes = bytes }

    /// A copy of the provider's data.
    public var data: CFData? { NSData(data: bytes) }
}
