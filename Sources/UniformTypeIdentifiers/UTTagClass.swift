// UniformTypeIdentifiers on Linux: the kinds of tag a type is known by outside the type system.

/// A class of tags — filename extensions, MIME types — by which a `UTType` is found (Apple's `UTTagClass`).
public struct UTTagClass: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    /// "public.filename-extension": extensions without their leading dot ("png").
    public static let filenameExtension = UTTagClass(rawValue: "public.filename-extension")
    /// "public.mime-type": MIME types ("image/png").
    public static let mimeType = UTTagClass(rawValue: "public.mime-type")

    public var description: String { rawValue }
}
