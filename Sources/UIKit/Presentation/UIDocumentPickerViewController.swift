import Foundation
import UniformTypeIdentifiers

/// Lets the user pick documents to open or import, or a folder to export or move documents to.
// Linux: there is no Files app or document provider. The picker is an in-app browser of the file system: a
// navigation controller whose lists show a folder (`directoryURL`, else the home directory), folders first;
// files whose type conforms to a requested type can be picked, the others are dimmed. Tapping a folder
// opens it. Importing copies into the app's temporary "<bundle>-Inbox" folder.
@preconcurrency @MainActor
open class UIDocumentPickerViewController: UIViewController {
    /// Whom the picker tells what the user picked, or that they cancelled.
    open weak var delegate: UIDocumentPickerDelegate?
    /// What the picker does with the picked documents.
    open private(set) var documentPickerMode: UIDocumentPickerMode
    /// Whether the user may pick more than one document. Default false.
    open var allowsMultipleSelection = false {
        didSet { browsers.forEach { $0.refresh() } }
    }
    /// Whether the list shows names with their extensions. Default false.
    open var shouldShowFileExtensions = false {
        didSet { browsers.forEach { $0.refresh() } }
    }
    /// The folder the picker opens in; nil for the home directory.
    open var directoryURL: URL?

    /// The types that may be picked (opening modes).
    let contentTypes: [UTType]
    /// The documents to export or move (exporting modes).
    let exportedURLs: [URL]
    /// The browser's navigation, made when the view loads.
    private(set) var browserNavigation: UINavigationController?
    private var browsers: [DocumentBrowserListController] {
        browserNavigation?.viewControllers.compactMap { $0 as? DocumentBrowserListController } ?? []
    }

    // MARK: Initializers

    /// Picks documents of `contentTypes` to open where they are, or, `asCopy`, copies of them.
    public init(forOpeningContentTypes contentTypes: [UTType], asCopy: Bool) {
        self.contentTypes = contentTypes
        exportedURLs = []
        documentPickerMode = asCopy ? .import : .open
        super.init(nibName: nil, bundle: nil)
    }

    /// Picks documents of `contentTypes` to open where they are.
    public convenience init(forOpeningContentTypes contentTypes: [UTType]) {
        self.init(forOpeningContentTypes: contentTypes, asCopy: false)
    }

    /// Picks a folder to move `urls` to, or, `asCopy`, to copy them to.
    public init(forExporting urls: [URL], asCopy: Bool) {
        contentTypes = []
        exportedURLs = urls
        documentPickerMode = asCopy ? .exportToService : .moveToService
        super.init(nibName: nil, bundle: nil)
    }

    /// Picks a folder to move `urls` to.
    public convenience init(forExporting urls: [URL]) {
        self.init(forExporting: urls, asCopy: false)
    }

    /// Picks documents whose types are these identifiers, in `.import` or `.open` mode.
    @available(*, deprecated, message: "Use init(forOpeningContentTypes:asCopy:)")
    public init(documentTypes allowedUTIs: [String], in mode: UIDocumentPickerMode) {
        UncaughtException.check(mode == .import || mode == .open, "NSInvalidArgumentException",
                                "UIDocumentPickerViewController with documentTypes: requires UIDocumentPickerModeImport or UIDocumentPickerModeOpen")
        contentTypes = allowedUTIs.compactMap { UTType($0) }
        exportedURLs = []
        documentPickerMode = mode
        super.init(nibName: nil, bundle: nil)
    }

    /// Exports or moves one document, in `.exportToService` or `.moveToService` mode.
    @available(*, deprecated, message: "Use init(forExporting:asCopy:)")
    public convenience init(url: URL, in mode: UIDocumentPickerMode) {
        self.init(urls: [url], in: mode)
    }

    /// Exports or moves documents, in `.exportToService` or `.moveToService` mode.
    @available(*, deprecated, message: "Use init(forExporting:asCopy:)")
    public init(urls: [URL], in mode: UIDocumentPickerMode) {
        UncaughtException.check(mode == .exportToService || mode == .moveToService, "NSInvalidArgumentException",
                                "UIDocumentPickerViewController with urls: requires UIDocumentPickerModeExportToService or UIDocumentPickerModeMoveToService")
        contentTypes = []
        exportedURLs = urls
        documentPickerMode = mode
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        contentTypes = []
        exportedURLs = []
        documentPickerMode = .open
        super.init(coder: coder)
    }

    var isExporting: Bool { documentPickerMode == .exportToService || documentPickerMode == .moveToService }

    // MARK: The browser

    open override func viewDidLoad() {
        super.viewDidLoad()
        let start = directoryURL ?? FileManager.default.homeDirectoryForCurrentUser
        let navigation = UINavigationController(rootViewController: DocumentBrowserListController(picker: self, folder: start))
        addChild(navigation)
        navigation.view.frame = view.bounds
        navigation.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(navigation.view)
        navigation.didMove(toParent: self)
        browserNavigation = navigation
    }

    /// Whether a file of this type may be picked.
    func accepts(_ type: UTType) -> Bool {
        !isExporting && contentTypes.contains { type.conforms(to: $0) }
    }

    func cancel() {
        dismissFromBrowser()
        delegate?.documentPickerWasCancelled(self)
    }

    /// The user picked these documents (opening) or this folder (exporting).
    func finish(picking urls: [URL], into folder: URL) {
        let delivered: [URL]
        switch documentPickerMode {
        case .open: delivered = urls
        case .import: delivered = transfer(urls, into: Self.inbox(), move: false)
        case .exportToService: delivered = transfer(exportedURLs, into: folder, move: false)
        case .moveToService: delivered = transfer(exportedURLs, into: folder, move: true)
        }
        dismissFromBrowser()
        delegate?.documentPicker(self, didPickDocumentsAt: delivered)
    }

    /// The user swiped the sheet away or tapped outside it: a cancellation, as on iOS.
    override func presentationDidEndByUser() {
        delegate?.documentPickerWasCancelled(self)
    }

    private func dismissFromBrowser() {
        if presentingViewController != nil { dismiss(animated: true) }
    }

    /// "tmp/<bundle identifier>-Inbox", where iOS puts imported copies.
    static func inbox() -> URL {
        let name = (Bundle.main.bundleIdentifier ?? ProcessInfo.processInfo.processName) + "-Inbox"
        return FileManager.default.temporaryDirectory.appendingPathComponent(name, isDirectory: true)
    }

    // A name already taken in the destination is replaced, as iOS replaces an earlier import of the same name.
    private func transfer(_ urls: [URL], into folder: URL, move: Bool) -> [URL] {
        let files = FileManager.default
        try? files.createDirectory(at: folder, withIntermediateDirectories: true)
        return urls.compactMap { source in
            let destination = folder.appendingPathComponent(source.lastPathComponent)
            if destination.standardizedFileURL == source.standardizedFileURL { return destination }
            try? files.removeItem(at: destination)
            do {
                if move { try files.moveItem(at: source, to: destination) } else { try files.copyItem(at: source, to: destination) }
                return destination
            } catch {
                return nil
            }
        }
    }
}
