import Foundation
import UniformTypeIdentifiers

/// A promise of data in one or more types, loaded on demand: what drag and drop, the share sheet and the
/// photo picker hand over. Representations are registered in order of fidelity; loading asks the first
/// representation whose type conforms to the one asked for. Completion handlers run on a background queue,
/// as Apple's ("may be called on any thread"): code hops to the main queue itself.
// Linux: Foundation's class on Apple's platforms; swift-corelibs-foundation has none, so UIKit declares it
// (docs/DIFFERENCES.md). Not main-actor, as Apple's is not: its state is behind a lock.
open class NSItemProvider: NSObject, NSCopying, @unchecked Sendable {
    /// The domain of the errors loading gives (Apple's NSItemProviderErrorDomain).
    public static let errorDomain = "NSItemProviderErrorDomain"

    /// Receives an item of the older API (`loadItem`).
    public typealias CompletionHandler = @Sendable ((any NSSecureCoding)?, (any Error)?) -> Void
    /// Makes an item of the older API when asked (`registerItem`): given where to send it, the class expected
    /// (always nil here) and the loader's options.
    public typealias LoadHandler = @Sendable (NSItemProvider.CompletionHandler?, AnyClass?, [AnyHashable: Any]?) -> Void

    /// Gives data, or a file (and whether that file is the original, opened in place).
    enum Loader: Sendable {
        case data(@Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?)
        case file(@Sendable (@escaping @Sendable (URL?, Bool, (any Error)?) -> Void) -> Progress?, NSItemProviderFileOptions)
        /// An item of the older API (`init(item:typeIdentifier:)`), given as it is by `loadItem`.
        case item(@Sendable () -> (any NSSecureCoding)?)
        /// An item of the older API made when asked (`registerItem(forTypeIdentifier:loadHandler:)`).
        case itemHandler(NSItemProvider.LoadHandler)
    }

    struct Representation: Sendable {
        let typeIdentifier: String
        let visibility: NSItemProviderRepresentationVisibility
        let loader: Loader

        var fileOptions: NSItemProviderFileOptions {
            if case .file(_, let options) = loader { return options }
            return []
        }
    }

    private let lock = NSLock()
    private var representations: [Representation] = []
    private var storedSuggestedName: String?

    /// A provider with nothing registered.
    public override init() {
        super.init()
    }

    /// A provider of `object`'s writable types, each loaded from the object.
    public convenience init(object: any NSItemProviderWriting) {
        self.init()
        registerObject(object, visibility: .all)
    }

    /// A provider of the file at `fileURL`, typed by its extension (public.data when unknown), named after it.
    /// Nil when there is no such file.
    public convenience init?(contentsOf fileURL: URL!) {
        guard let fileURL, fileURL.isFileURL, FileManager.default.fileExists(atPath: fileURL.path) else { return nil }
        self.init()
        let type = UTType(filenameExtension: fileURL.pathExtension)?.identifier ?? UTType.data.identifier
        registerFileRepresentation(forTypeIdentifier: type, fileOptions: [], visibility: .all) { completion in
            completion(fileURL, false, nil)
            return nil
        }
        suggestedName = fileURL.deletingPathExtension().lastPathComponent
    }

    /// A provider of one item of the older API: data, a string, a URL, an image or another secure-coding object.
    public convenience init(item: (any NSSecureCoding)?, typeIdentifier: String?) {
        self.init()
        guard let typeIdentifier, let item else { return }
        nonisolated(unsafe) let kept = item
        append(Representation(typeIdentifier: typeIdentifier, visibility: .all, loader: .item({ kept })))
    }

    /// Apple's form: the address, then the registered types as an array prints.
    open override var description: String {
        let address = String(UInt(bitPattern: Unmanaged.passUnretained(self).toOpaque()), radix: 16)
        let types = registeredTypeIdentifiers.map { "    \"\($0)\"" }.joined(separator: ",\n")
        return "<NSItemProvider: 0x\(address)> {types = (\n\(types.isEmpty ? "" : types + "\n"))}"
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSItemProvider()
        lock.lock()
        copy.representations = representations
        copy.storedSuggestedName = storedSuggestedName
        lock.unlock()
        return copy
    }

    // MARK: Registering

    /// A name for the data, used when it becomes a file (without extension).
    open var suggestedName: String? {
        get { lock.lock(); defer { lock.unlock() }; return storedSuggestedName }
        set { lock.lock(); storedSuggestedName = newValue; lock.unlock() }
    }

    /// Registers data of `typeIdentifier`, made by `loadHandler` when asked for.
    open func registerDataRepresentation(forTypeIdentifier typeIdentifier: String, visibility: NSItemProviderRepresentationVisibility,
                                         loadHandler: @escaping @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?) {
        append(Representation(typeIdentifier: typeIdentifier, visibility: visibility, loader: .data(loadHandler)))
    }

    /// Registers a file of `typeIdentifier`, given by `loadHandler` (with whether readers must coordinate access,
    /// which nothing here needs).
    open func registerFileRepresentation(forTypeIdentifier typeIdentifier: String, fileOptions: NSItemProviderFileOptions = [],
                                         visibility: NSItemProviderRepresentationVisibility,
                                         loadHandler: @escaping @Sendable (@escaping @Sendable (URL?, Bool, (any Error)?) -> Void) -> Progress?) {
        append(Representation(typeIdentifier: typeIdentifier, visibility: visibility, loader: .file(loadHandler, fileOptions)))
    }

    /// Registers an item of the older API, made by `loadHandler` when `loadItem` (or a data load) asks.
    open func registerItem(forTypeIdentifier typeIdentifier: String, loadHandler: @escaping NSItemProvider.LoadHandler) {
        append(Representation(typeIdentifier: typeIdentifier, visibility: .all, loader: .itemHandler(loadHandler)))
    }

    /// Registers `object`'s writable types, each loaded from the object.
    open func registerObject(_ object: any NSItemProviderWriting, visibility: NSItemProviderRepresentationVisibility) {
        nonisolated(unsafe) let object = object
        for type in object.writableTypeIdentifiersForItemProvider {
            registerDataRepresentation(forTypeIdentifier: type, visibility: visibility) { completion in
                object.loadData(withTypeIdentifier: type, forItemProviderCompletionHandler: completion)
            }
        }
    }

    /// Registers `aClass`'s writable types, for an object `loadHandler` makes when one is asked for.
    open func registerObject(ofClass aClass: any NSItemProviderWriting.Type, visibility: NSItemProviderRepresentationVisibility,
                             loadHandler: @escaping @Sendable (@escaping @Sendable ((any NSItemProviderWriting)?, (any Error)?) -> Void) -> Progress?) {
        for type in aClass.writableTypeIdentifiersForItemProvider {
            registerDataRepresentation(forTypeIdentifier: type, visibility: visibility) { completion in
                loadHandler { object, error in
                    guard let object else { return completion(nil, error ?? Self.error(.itemUnavailableError, type: type)) }
                    _ = object.loadData(withTypeIdentifier: type, forItemProviderCompletionHandler: completion)
                }
            }
        }
    }

    private func append(_ representation: Representation) {
        lock.lock()
        representations.append(representation)
        lock.unlock()
    }

    var allRepresentations: [Representation] {
        lock.lock(); defer { lock.unlock() }
        return representations
    }

    // MARK: What it holds

    /// The registered type identifiers, in the order they were registered (most faithful first).
    open var registeredTypeIdentifiers: [String] { allRepresentations.map(\.typeIdentifier) }

    /// The registered type identifiers whose file options include `fileOptions`.
    open func registeredTypeIdentifiers(fileOptions: NSItemProviderFileOptions = []) -> [String] {
        allRepresentations.filter { $0.fileOptions.isSuperset(of: fileOptions) }.map(\.typeIdentifier)
    }

    /// Whether a registered type conforms to `typeIdentifier` (public.png to public.image, say).
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        representation(conformingTo: typeIdentifier) != nil
    }

    /// Whether a registered type with `fileOptions` conforms to `typeIdentifier`.
    open func hasRepresentationConforming(toTypeIdentifier typeIdentifier: String, fileOptions: NSItemProviderFileOptions = []) -> Bool {
        representation(conformingTo: typeIdentifier, fileOptions: fileOptions) != nil
    }

    /// The first representation (in registration order) whose type conforms to `typeIdentifier`.
    func representation(conformingTo typeIdentifier: String, fileOptions: NSItemProviderFileOptions = []) -> Representation? {
        allRepresentations.first {
            $0.fileOptions.isSuperset(of: fileOptions) && Self.type($0.typeIdentifier, conformsTo: typeIdentifier)
        }
    }

    /// Conformance through UTType; an identifier UTType does not know conforms only to itself.
    static func type(_ identifier: String, conformsTo other: String) -> Bool {
        if identifier == other { return true }
        guard let type = UTType(identifier), let otherType = UTType(other) else { return false }
        return type.conforms(to: otherType)
    }

    // MARK: Loading

    /// Whether an object of `aClass` can be made: a registered type conforms to one the class reads.
    open func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        aClass.readableTypeIdentifiersForItemProvider.contains { hasItemConformingToTypeIdentifier($0) }
    }

    /// Makes an object of `aClass` from the data of the first type it reads (in its order) that a registered
    /// type conforms to; the handler runs on a background queue.
    @discardableResult
    open func loadObject(ofClass aClass: any NSItemProviderReading.Type,
                         completionHandler: @escaping @Sendable ((any NSItemProviderReading)?, (any Error)?) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        let className = String(describing: aClass)
        // Metatypes are not Sendable; the class is only read from (its static requirements) on the queue.
        nonisolated(unsafe) let aClass = aClass
        for readable in aClass.readableTypeIdentifiersForItemProvider {
            guard let representation = representation(conformingTo: readable) else { continue }
            Self.loadData(of: representation, progress: progress) { data, error in
                guard let data else { return completionHandler(nil, error) }
                do {
                    completionHandler(try aClass.object(withItemProviderData: data, typeIdentifier: readable), nil)
                } catch {
                    completionHandler(nil, error)
                }
            }
            return progress
        }
        Self.background {
            progress.completedUnitCount = 1
            completionHandler(nil, Self.error(.unavailableCoercionError, description: "Could not coerce an item to class \(className)"))
        }
        return progress
    }

    /// Whether a value of a bridged type (String, URL) can be made.
    public func canLoadObject<T>(ofClass aClass: T.Type) -> Bool where T: _ObjectiveCBridgeable, T._ObjectiveCType: NSItemProviderReading {
        canLoadObject(ofClass: T._ObjectiveCType.self)
    }

    /// Makes a value of a bridged type (String, URL) through its Foundation class.
    @discardableResult
    public func loadObject<T>(ofClass aClass: T.Type, completionHandler: @escaping @Sendable (T?, (any Error)?) -> Void) -> Progress
    where T: _ObjectiveCBridgeable, T._ObjectiveCType: NSItemProviderReading {
        let delivery: any BridgedDelivery = Delivery<T>(handler: completionHandler)
        return loadObject(ofClass: T._ObjectiveCType.self as any NSItemProviderReading.Type) { object, error in
            delivery.deliver(object, error)
        }
    }

    /// Registers a bridged type's writable types (String, URL), for a value `loadHandler` makes when asked.
    public func registerObject<T>(ofClass aClass: T.Type, visibility: NSItemProviderRepresentationVisibility,
                                  loadHandler: @escaping @Sendable (@escaping @Sendable (T?, (any Error)?) -> Void) -> Progress?)
    where T: _ObjectiveCBridgeable, T._ObjectiveCType: NSItemProviderWriting {
        let registration: any BridgedRegistration = Registration<T>(handler: loadHandler)
        registerObject(ofClass: T._ObjectiveCType.self as any NSItemProviderWriting.Type, visibility: visibility) { completion in
            registration.load(completion)
        }
    }

    /// The data of the first registered type conforming to `typeIdentifier` (a file's contents for a file
    /// representation); the handler runs on a background queue.
    @discardableResult
    open func loadDataRepresentation(forTypeIdentifier typeIdentifier: String,
                                     completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        guard let representation = representation(conformingTo: typeIdentifier) else {
            Self.background {
                progress.completedUnitCount = 1
                completionHandler(nil, Self.error(.itemUnavailableError, type: typeIdentifier))
            }
            return progress
        }
        Self.loadData(of: representation, progress: progress, completionHandler: completionHandler)
        return progress
    }

    /// A temporary copy of the representation as a file (data written out for a data representation),
    /// deleted once the handler returns, as Apple's: the handler must read or move it before returning.
    @discardableResult
    open func loadFileRepresentation(forTypeIdentifier typeIdentifier: String,
                                     completionHandler: @escaping @Sendable (URL?, (any Error)?) -> Void) -> Progress {
        loadFile(forTypeIdentifier: typeIdentifier, inPlace: false) { url, _, error in completionHandler(url, error) }
    }

    /// The original file when the representation was registered to open in place, else a temporary copy
    /// (deleted after the handler returns); the Bool says which.
    @discardableResult
    open func loadInPlaceFileRepresentation(forTypeIdentifier typeIdentifier: String,
                                            completionHandler: @escaping @Sendable (URL?, Bool, (any Error)?) -> Void) -> Progress {
        loadFile(forTypeIdentifier: typeIdentifier, inPlace: true, completionHandler: completionHandler)
    }

    /// The item registered for `typeIdentifier` (older API): the item as given, NSData for a data
    /// representation, an NSURL for a file.
    // Linux: Apple coerces to the class the block's parameter declares (Objective-C introspection); here the
    // item comes as registered.
    open func loadItem(forTypeIdentifier typeIdentifier: String, options: [AnyHashable: Any]? = nil,
                       completionHandler: NSItemProvider.CompletionHandler? = nil) {
        guard let completionHandler else { return }
        guard let representation = representation(conformingTo: typeIdentifier) else {
            return Self.background { completionHandler(nil, Self.error(.itemUnavailableError, type: typeIdentifier)) }
        }
        switch representation.loader {
        case .item(let item):
            Self.background { completionHandler(item(), nil) }
        case .itemHandler(let handler):
            nonisolated(unsafe) let options = options
            Self.background { handler(completionHandler, nil, options) }
        case .file:
            _ = loadInPlaceFileRepresentation(forTypeIdentifier: typeIdentifier) { url, _, error in
                completionHandler(url.map { NSURL(fileURLWithPath: $0.path) }, error)
            }
        case .data:
            Self.loadData(of: representation, progress: Progress(totalUnitCount: 1)) { data, error in
                completionHandler(data.map { NSData(data: $0) }, error)
            }
        }
    }

    private func loadFile(forTypeIdentifier typeIdentifier: String, inPlace: Bool,
                          completionHandler: @escaping @Sendable (URL?, Bool, (any Error)?) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        guard let representation = representation(conformingTo: typeIdentifier) else {
            Self.background {
                progress.completedUnitCount = 1
                completionHandler(nil, false, Self.error(.itemUnavailableError, type: typeIdentifier))
            }
            return progress
        }
        let name = suggestedName
        let type = representation.typeIdentifier
        switch representation.loader {
        case .file(let handler, let options):
            Self.background {
                _ = handler { url, _, error in
                    progress.completedUnitCount = 1
                    guard let url else { return completionHandler(nil, false, error ?? Self.error(.itemUnavailableError, type: type)) }
                    if inPlace, options.contains(.openInPlace) { return completionHandler(url, true, nil) }
                    do {
                        let copy = try Self.temporaryFile(named: url.deletingPathExtension().lastPathComponent, type: type,
                                                          extension: url.pathExtension) { try FileManager.default.copyItem(at: url, to: $0) }
                        defer { Self.remove(copy) }
                        completionHandler(copy, false, nil)
                    } catch {
                        completionHandler(nil, false, error)
                    }
                }
            }
        case .data, .item, .itemHandler:
            Self.loadData(of: representation, progress: progress) { data, error in
                guard let data else { return completionHandler(nil, false, error) }
                do {
                    let file = try Self.temporaryFile(named: name, type: type, extension: nil) { try data.write(to: $0) }
                    defer { Self.remove(file) }
                    completionHandler(file, false, nil)
                } catch {
                    completionHandler(nil, false, error)
                }
            }
        }
        return progress
    }

    // MARK: Helpers

    /// Where loads run and handlers are called, off the main queue as Apple's; concurrent, so that a handler
    /// that waits for another load does not block it.
    static let queue = DispatchQueue(label: "NSItemProvider", qos: .userInitiated, attributes: .concurrent)

    /// Runs `work` on the providers' background queue.
    static func background(_ work: @escaping @Sendable () -> Void) {
        queue.async(execute: work)
    }

    /// Loads a representation's data on a background queue: the registered handler's data, a file's
    /// contents, or an older-API item's bytes (Data, a string's UTF-8, a URL's string, an archive otherwise).
    static func loadData(of representation: Representation, progress: Progress,
                         completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) {
        let type = representation.typeIdentifier
        let finish: @Sendable (Data?, (any Error)?) -> Void = { data, error in
            progress.completedUnitCount = 1
            completionHandler(data, data == nil ? (error ?? Self.error(.itemUnavailableError, type: type)) : nil)
        }
        background {
            switch representation.loader {
            case .data(let handler):
                _ = handler(finish)
            case .file(let handler, _):
                _ = handler { url, _, error in
                    guard let url else { return finish(nil, error) }
                    do { finish(try Data(contentsOf: url), nil) } catch { finish(nil, error) }
                }
            case .item(let item):
                finish(Self.data(of: item()), nil)
            case .itemHandler(let handler):
                handler({ item, error in finish(Self.data(of: item), error) }, nil, nil)
            }
        }
    }

    private static func data(of item: (any NSSecureCoding)?) -> Data? {
        switch item {
        case let data as NSData: return Data(referencing: data)
        case let string as NSString: return Data(String(describing: string).utf8)
        case let url as NSURL: return Data(url.absoluteString.utf8)
        case let image as UIImage: return image.pngData()
        case let object?: return try? NSKeyedArchiver.archivedData(withRootObject: object, requiringSecureCoding: false)
        case nil: return nil
        }
    }

    /// A new file in a folder of its own in the temporary directory, named `name` (or after the type) with the
    /// type's extension, written by `write`.
    private static func temporaryFile(named name: String?, type: String, extension pathExtension: String?,
                                      write: (URL) throws -> Void) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("NSItemProvider-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var file = folder.appendingPathComponent(name.flatMap { $0.isEmpty ? nil : $0 } ?? "file")
        if let ext = pathExtension.flatMap({ $0.isEmpty ? nil : $0 }) ?? UTType(type)?.preferredFilenameExtension {
            file.appendPathExtension(ext)
        }
        do {
            try write(file)
        } catch {
            remove(file)
            throw error
        }
        return file
    }

    private static func remove(_ file: URL) {
        try? FileManager.default.removeItem(at: file.deletingLastPathComponent())
    }

    static func error(_ code: ErrorCode, type: String) -> NSError {
        error(code, description: "Cannot load representation of type \(type)")
    }

    static func error(_ code: ErrorCode, description: String) -> NSError {
        NSError(domain: errorDomain, code: code.rawValue, userInfo: [NSLocalizedDescriptionKey: description])
    }
}
