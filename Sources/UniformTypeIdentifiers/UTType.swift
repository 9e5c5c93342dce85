// UniformTypeIdentifiers on Linux: swift-corelibs-foundation has no UTType, and iOS code that opens documents,
// reads the pasteboard or names the types a picker accepts needs one. The system's declarations live in
// SystemTypeDeclarations (Apple's identifiers, conformances and tags); types the app declares with
// `init(exportedAs:)`/`init(importedAs:)` and dynamic types carry their own.
import Foundation

/// A type in the uniform type identifier hierarchy (Apple's `UTType`).
public struct UTType: Hashable, Sendable, Codable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The type's identifier: "public.png", "com.adobe.pdf", or "dyn.a…" for a dynamic type.
    public let identifier: String
    // What a type the system does not declare carries itself: its direct supertypes' identifiers and its tags.
    private let ownConformances: [String]
    private let ownTags: [UTTagClass: [String]]
    private let declaredByApp: Bool

    fileprivate init(systemIdentifier identifier: String) {
        self.identifier = identifier
        ownConformances = []
        ownTags = [:]
        declaredByApp = false
    }

    private init(identifier: String, conformances: [String], tags: [UTTagClass: [String]], declaredByApp: Bool) {
        self.identifier = identifier
        ownConformances = conformances
        ownTags = tags
        self.declaredByApp = declaredByApp
    }

    // MARK: Finding types

    /// The type with this identifier, or nil if the system does not know it (as Apple documents).
    /// Dynamic identifiers ("dyn.a…") decode back to the type they name.
    public init?(_ identifier: String) {
        if SystemTypeDeclarations.declaration(of: identifier) != nil {
            self.init(systemIdentifier: SystemTypeDeclarations.declaration(of: identifier)!.identifier)
        } else if let dynamic = DynamicTypeIdentifier.decode(identifier) {
            self.init(identifier: identifier, conformances: dynamic.conformances, tags: dynamic.tags, declaredByApp: false)
        } else if let registered = AppTypeDeclarations.shared.type(identifier) {
            self = registered
        } else {
            return nil
        }
    }

    /// A type the app declares in its Info.plist's exported types (UTExportedTypeDeclarations).
    /// Linux: there is no Info.plist; the declaration is the conformance given here.
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(appIdentifier: identifier, conformingTo: parentType)
    }

    /// A type the app declares in its Info.plist's imported types (UTImportedTypeDeclarations).
    /// Linux: there is no Info.plist; the declaration is the conformance given here.
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(appIdentifier: identifier, conformingTo: parentType)
    }

    private init(appIdentifier identifier: String, conformingTo parentType: UTType?) {
        if let system = SystemTypeDeclarations.declaration(of: identifier) {
            self.init(systemIdentifier: system.identifier)
            return
        }
        self.init(identifier: identifier, conformances: parentType.map { [$0.identifier] } ?? [], tags: [:], declaredByApp: true)
        AppTypeDeclarations.shared.register(self)
    }

    /// The type for a filename extension (without its dot) that conforms to `supertype`; a dynamic type when
    /// no declared type matches.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        self.init(tag: filenameExtension, tagClass: .filenameExtension, conformingTo: supertype)
    }

    /// The type for a MIME type that conforms to `supertype`; a dynamic type when no declared type matches.
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        self.init(tag: mimeType, tagClass: .mimeType, conformingTo: supertype)
    }

    /// The preferred type with this tag that conforms to `supertype` (any type when nil); a dynamic type when
    /// no declared type matches; nil when the tag is not a valid one (empty, or an extension with a dot or slash).
    public init?(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) {
        guard let found = UTType.types(tag: tag, tagClass: tagClass, conformingTo: supertype).first else { return nil }
        self = found
    }

    /// Every declared type with this tag that conforms to `supertype`, preferred first; a single dynamic type
    /// when none does; empty when the tag is not a valid one.
    public static func types(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) -> [UTType] {
        guard UTType.isValid(tag: tag, tagClass: tagClass) else { return [] }
        let declared = (SystemTypeDeclarations.types(tag: tag, tagClass: tagClass) + AppTypeDeclarations.shared.types(tag: tag, tagClass: tagClass))
            .filter { supertype == nil || $0.conforms(to: supertype!) }
        if !declared.isEmpty { return declared }
        let conformances = supertype.map { [$0.identifier] } ?? []
        let tags = [tagClass: [tag]]
        let identifier = DynamicTypeIdentifier.encode(conformances: conformances, tags: tags)
        return [UTType(identifier: identifier, conformances: conformances, tags: tags, declaredByApp: false)]
    }

    private static func isValid(tag: String, tagClass: UTTagClass) -> Bool {
        if tag.isEmpty { return false }
        if tagClass == .filenameExtension { return !tag.contains("/") && !tag.hasPrefix(".") }
        return true
    }

    // MARK: What a type is

    /// The type's tags by class: its filename extensions and MIME types, preferred first.
    public var tags: [UTTagClass: [String]] {
        if let system = SystemTypeDeclarations.declaration(of: identifier) {
            var tags: [UTTagClass: [String]] = [:]
            if !system.extensions.isEmpty { tags[.filenameExtension] = system.extensions }
            if !system.mimeTypes.isEmpty { tags[.mimeType] = system.mimeTypes }
            return tags
        }
        return ownTags
    }

    /// The filename extension a file of this type should have, without its dot.
    public var preferredFilenameExtension: String? { tags[.filenameExtension]?.first }

    /// The MIME type data of this type should be sent as.
    public var preferredMIMEType: String? { tags[.mimeType]?.first }

    /// A description of the type for people ("PNG image"). Linux: English only; nil for dynamic types.
    public var localizedDescription: String? {
        SystemTypeDeclarations.declaration(of: identifier)?.description
    }

    /// Whether the system or the app declares the type.
    public var isDeclared: Bool { SystemTypeDeclarations.declaration(of: identifier) != nil || declaredByApp }

    /// Whether the type was made up for a tag no declared type has ("dyn.…").
    public var isDynamic: Bool { identifier.hasPrefix("dyn.") }

    /// Whether the type is one of the public types ("public.…").
    public var isPublic: Bool { identifier.hasPrefix("public.") }

    /// Every type this type conforms to, directly or through another (not the type itself).
    public var supertypes: Set<UTType> {
        var found = Set<UTType>()
        var pending = directSupertypes
        while let next = pending.popLast() {
            if found.insert(next).inserted { pending += next.directSupertypes }
        }
        return found
    }

    private var directSupertypes: [UTType] {
        let identifiers = SystemTypeDeclarations.declaration(of: identifier)?.conformances ?? ownConformances
        return identifiers.compactMap { UTType($0) }
    }

    /// Whether this type is `type` or conforms to it, directly or through another.
    public func conforms(to type: UTType) -> Bool {
        self == type || supertypes.contains(type)
    }

    /// Whether `type` conforms to this type.
    public func isSupertype(of type: UTType) -> Bool { type.conforms(to: self) }

    /// Whether this type conforms to `type`.
    public func isSubtype(of type: UTType) -> Bool { conforms(to: type) }

    // MARK: Equality, text and coding

    public static func == (lhs: UTType, rhs: UTType) -> Bool { lhs.identifier == rhs.identifier }

    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }

    public var description: String { identifier }

    public var debugDescription: String { "\(identifier) (\(localizedDescription ?? "no description"))" }

    private enum CodingKeys: String, CodingKey { case identifier }

    // Linux: coded as its identifier; a type the decoding process does not know decodes as an undeclared type
    // of that identifier rather than failing.
    public init(from decoder: any Decoder) throws {
        let identifier = try decoder.singleValueContainer().decode(String.self)
        if let known = UTType(identifier) {
            self = known
        } else {
            self.init(identifier: identifier, conformances: [], tags: [:], declaredByApp: false)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(identifier)
    }
}

extension UTType {
    static func system(_ identifier: String) -> UTType { UTType(systemIdentifier: identifier) }
}
