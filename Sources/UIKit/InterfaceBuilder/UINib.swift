import Foundation

/// The contents of an Interface Builder document, loaded and kept so that its objects can be made again
/// and again (`instantiate(withOwner:options:)`).
///
/// Linux: Apple's UINib reads a nib compiled from the .xib at build time; here the .xib's XML itself is read
/// (found as `<name>.xib` in the bundle, including folders a SwiftPM target copies), parsed when first
/// instantiated.
@preconcurrency @MainActor
open class UINib: NSObject {
    /// Keys of the `options` of `instantiate(withOwner:options:)`.
    public struct OptionsKey: Hashable, Equatable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// A dictionary of objects by placeholder identifier, for the document's external-object placeholders.
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    private enum Source {
        case named(String, Bundle)
        case data(Data)
    }

    private let source: Source
    private let bundle: Bundle
    private var cachedDocument: NibElement?

    /// A nib for the document `name` in `bundleOrNil` (the main bundle when nil). A missing document raises
    /// when instantiated, as Apple's does.
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        let bundle = bundleOrNil ?? .main
        self.bundle = bundle
        source = .named(name, bundle)
        super.init()
    }

    /// A nib from a document's contents (Linux: the .xib's XML).
    public init(data: Data, bundle bundleOrNil: Bundle?) {
        bundle = bundleOrNil ?? .main
        source = .data(data)
        super.init()
    }

    /// Makes the document's objects, with `ownerOrNil` as File's Owner and `options[.externalObjects]` for
    /// its other placeholders; connects outlets and actions, sends `awakeFromNib`, and returns the top-level
    /// objects in document order.
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil) -> [Any] {
        do {
            return try instantiateThrowing(withOwner: ownerOrNil, options: optionsOrNil)
        } catch {
            fatalError("\(error)")
        }
    }

    /// What `instantiate(withOwner:options:)` does, throwing Apple's message instead of raising it.
    func instantiateThrowing(withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil) throws -> [Any] {
        let document = try loadDocument()
        guard let objects = document.child("objects") else { return [] }
        let externals = optionsOrNil?[.externalObjects] as? [String: Any] ?? [:]
        let loader = NibLoader(bundle: bundle, owner: ownerOrNil.map { $0 as AnyObject }, externalObjects: externals)
        return try loader.loadObjects(objects)
    }

    func loadDocument() throws -> NibElement {
        if let cachedDocument { return cachedDocument }
        let data: Data
        switch source {
        case .data(let d):
            data = d
        case .named(let name, let bundle):
            guard let url = UINib.resourceURL(name, extension: "xib", in: bundle),
                  let d = try? Data(contentsOf: url) else {
                throw NibLoadError(message: UINib.missingNibMessage(name, bundle))
            }
            data = d
        }
        do {
            let document = try NibElement.parseDocument(data)
            cachedDocument = document
            return document
        } catch {
            throw NibLoadError(message: "\(error)")
        }
    }

    /// Apple's text for a nib that is not in the bundle.
    static func missingNibMessage(_ name: String, _ bundle: Bundle) -> String {
        "Could not load NIB in bundle: 'NSBundle <\(bundle.bundlePath)> (loaded)' with name '\(name)'"
    }

    /// `<name>.<ext>` in the bundle's resources; a name may carry its extension. Linux: folders copied whole
    /// into the bundle (SwiftPM's `.copy("Folder")`) are searched too, one level down.
    static func resourceURL(_ name: String, extension ext: String, in bundle: Bundle) -> URL? {
        guard !name.isEmpty else { return nil }
        var base = name
        if base.hasSuffix("." + ext) { base = String(base.dropLast(ext.count + 1)) }
        if let url = bundle.url(forResource: base, withExtension: ext) { return url }
        for folder in folders(of: bundle) {
            let candidate = folder.appendingPathComponent(base + "." + ext)
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    /// The folders at the top of a bundle's resources, listed once per bundle (every controller without a
    /// nib looks for one by its class name at loadView).
    private static func folders(of bundle: Bundle) -> [URL] {
        guard let root = bundle.resourceURL else { return [] }
        if let cached = folderCache[root.path] { return cached }
        let entries = (try? FileManager.default.contentsOfDirectory(at: root, includingPropertiesForKeys: [.isDirectoryKey])) ?? []
        let folders = entries.filter { (try? $0.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        folderCache[root.path] = folders
        return folders
    }

    nonisolated(unsafe) private static var folderCache: [String: [URL]] = [:]

    // MARK: Classes by name (Linux:)

    nonisolated(unsafe) private static var registered: [String: AnyClass] = [:]

    /// Makes `cls` known to nib loading under its name (bare and module-qualified), for classes that cannot be
    /// found by name (`NSClassFromString` on Linux does not find private or generic classes).
    // Linux: Apple finds every Objective-C visible class by name in the runtime.
    public static func register(_ cls: AnyClass) {
        let qualified = String(reflecting: cls)
        registered[qualified] = cls
        if let bare = qualified.split(separator: ".").last { registered[String(bare)] = cls }
    }

    /// A class by IB's customClass / customModule / customModuleProvider (SPEC-NEXT §7.4): the registry, the
    /// named module, the main executable's module for "target", UIKit's own classes, then the name as given.
    static func lookUpClass(named name: String, module: String?, moduleProvider: String?) -> AnyClass? {
        if let module, let cls = registered[module + "." + name] { return cls }
        if let cls = registered[name] { return cls }
        if let module, let cls = NSClassFromString(module + "." + name) { return cls }
        if moduleProvider == "target" || module == nil, let main = mainModuleName(),
           let cls = NSClassFromString(main + "." + name) {
            return cls
        }
        if let cls = NSClassFromString("UIKit." + name) { return cls }
        return NSClassFromString(name)
    }

    /// The main executable's module name (its file name, with `-` as `_`).
    static func mainModuleName() -> String? {
        guard let executable = Bundle.main.executableURL?.lastPathComponent ?? CommandLine.arguments.first.map({
            URL(fileURLWithPath: $0).lastPathComponent
        }) else { return nil }
        return executable.replacingOccurrences(of: "-", with: "_")
    }
}
