import Foundation

// What UniformTypeIdentifiers adds to URL: names completed with a type's preferred filename extension, unless
// the name already has an extension of that type ("puppy.jpg" stays so for .jpeg and for .image).
extension URL {
    /// This URL with `partialName` appended, given `contentType`'s preferred extension unless it has one of it.
    public func appendingPathComponent(_ partialName: String, conformingTo contentType: UTType) -> URL {
        appendingPathComponent(UTType.name(partialName, completedFor: contentType))
    }

    /// Appends `partialName`, given `contentType`'s preferred extension unless it has one of it.
    public mutating func appendPathComponent(_ partialName: String, conformingTo contentType: UTType) {
        self = appendingPathComponent(partialName, conformingTo: contentType)
    }

    /// This URL with `contentType`'s preferred extension appended, unless its last component has one of it.
    public func appendingPathExtension(for contentType: UTType) -> URL {
        let name = lastPathComponent
        let completed = UTType.name(name, completedFor: contentType)
        return completed == name ? self : deletingLastPathComponent().appendingPathComponent(completed)
    }

    /// Appends `contentType`'s preferred extension, unless the last component has one of it.
    public mutating func appendPathExtension(for contentType: UTType) {
        self = appendingPathExtension(for: contentType)
    }

    /// This URL with `component` appended, given `contentType`'s preferred extension unless it has one of it.
    public func appending<S: StringProtocol>(component: S, conformingTo contentType: UTType) -> URL {
        appendingPathComponent(String(component), conformingTo: contentType)
    }

    /// Appends `component`, given `contentType`'s preferred extension unless it has one of it.
    public mutating func append<S: StringProtocol>(component: S, conformingTo contentType: UTType) {
        self = appending(component: component, conformingTo: contentType)
    }
}

extension UTType {
    static func name(_ name: String, completedFor contentType: UTType) -> String {
        let ext = (name as NSString).pathExtension
        if !ext.isEmpty, let type = UTType(filenameExtension: ext, conformingTo: contentType), !type.isDynamic {
            return name
        }
        guard let preferred = contentType.preferredFilenameExtension else { return name }
        return name + "." + preferred
    }
}
