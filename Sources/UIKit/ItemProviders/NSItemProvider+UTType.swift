import Foundation
import UniformTypeIdentifiers

/// The UTType forms of iOS 16 (Apple declares them in UniformTypeIdentifiers): the same representations,
/// named by content type.
extension NSItemProvider {
    /// A provider of the file at `fileURL` as `contentType` (by default the type its extension names, public.data
    /// when unknown), named after it.
    public convenience init(contentsOf fileURL: URL, contentType: UTType?, openInPlace: Bool = false, coordinated: Bool = false,
                            visibility: NSItemProviderRepresentationVisibility = .all) {
        self.init()
        let type = contentType ?? UTType(filenameExtension: fileURL.pathExtension) ?? .data
        registerFileRepresentation(forTypeIdentifier: type.identifier, fileOptions: openInPlace ? .openInPlace : [],
                                   visibility: visibility) { completion in
            completion(fileURL, coordinated, nil)
            return nil
        }
        suggestedName = fileURL.deletingPathExtension().lastPathComponent
    }

    /// The registered types (those UTType knows), in registration order.
    public var registeredContentTypes: [UTType] { registeredTypeIdentifiers.compactMap { UTType($0) } }

    /// The registered types that load as files opened in place.
    public var registeredContentTypesForOpenInPlace: [UTType] {
        registeredTypeIdentifiers(fileOptions: .openInPlace).compactMap { UTType($0) }
    }

    /// The registered types that conform to `contentType`.
    public func registeredContentTypes(conformingTo contentType: UTType) -> [UTType] {
        registeredContentTypes.filter { $0.conforms(to: contentType) }
    }

    public func registerDataRepresentation(for contentType: UTType, visibility: NSItemProviderRepresentationVisibility = .all,
                                           loadHandler: @escaping @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?) {
        registerDataRepresentation(forTypeIdentifier: contentType.identifier, visibility: visibility, loadHandler: loadHandler)
    }

    public func registerFileRepresentation(for contentType: UTType, visibility: NSItemProviderRepresentationVisibility = .all,
                                           openInPlace: Bool = false,
                                           loadHandler: @escaping @Sendable (@escaping (URL?, Bool, (any Error)?) -> Void) -> Progress?) {
        registerFileRepresentation(forTypeIdentifier: contentType.identifier, fileOptions: openInPlace ? .openInPlace : [],
                                   visibility: visibility) { completion in loadHandler(completion) }
    }

    @discardableResult
    public func loadDataRepresentation(for contentType: UTType,
                                       completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress {
        loadDataRepresentation(forTypeIdentifier: contentType.identifier, completionHandler: completionHandler)
    }

    /// A temporary copy of the file (deleted once the handler returns), or with `openInPlace` the original when
    /// it was registered to open in place; the Bool says which.
    @discardableResult
    public func loadFileRepresentation(for contentType: UTType, openInPlace: Bool = false,
                                       completionHandler: @escaping @Sendable (URL?, Bool, (any Error)?) -> Void) -> Progress {
        if openInPlace {
            return loadInPlaceFileRepresentation(forTypeIdentifier: contentType.identifier, completionHandler: completionHandler)
        }
        return loadFileRepresentation(forTypeIdentifier: contentType.identifier) { url, error in completionHandler(url, false, error) }
    }
}
