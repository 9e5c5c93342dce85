import Foundation

/// Lets the app share data through a pasteboard. The general pasteboard's text is the desktop clipboard while
/// the app runs in a desktop window; other items, named pasteboards, and every pasteboard headless, live in the
/// app's process.
@preconcurrency @MainActor
open class UIPasteboard: NSObject {
    /// A pasteboard's name.
    public struct Name: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// The system-wide general pasteboard.
        public static let general = Name(rawValue: "com.apple.UIKit.pboard.general")
    }

    /// Options for `setItems(_:options:)`.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// A Bool: the items stay on this device (always so here).
        public static let localOnly = OptionsKey(rawValue: "UIPasteboardOptionLocalOnly")
        /// A Date after which the items are gone.
        public static let expirationDate = OptionsKey(rawValue: "UIPasteboardOptionExpirationDate")
    }

    /// Posted (object: the pasteboard) when a pasteboard's contents change.
    nonisolated public static let changedNotification = Notification.Name("UIPasteboardChangedNotification")
    /// Posted (object: the pasteboard) when a named pasteboard is removed.
    nonisolated public static let removedNotification = Notification.Name("UIPasteboardRemovedNotification")
    /// The changed notification's user-info key for the type identifiers added.
    nonisolated public static let changedTypesAddedUserInfoKey = "UIPasteboardChangedTypesAddedKey"
    /// The changed notification's user-info key for the type identifiers removed.
    nonisolated public static let changedTypesRemovedUserInfoKey = "UIPasteboardChangedTypesRemovedKey"

    /// Apple's type identifiers for the typed accessors.
    private enum TypeID {
        static let text = "public.utf8-plain-text"
        static let url = "public.url"
        static let image = "public.image"
        static let color = "com.apple.uikit.color"
    }

    /// A pasteboard's contents, shared by every instance of its name.
    private struct Board {
        var items: [[String: Any]] = []
        var changeCount = 0
        var expiration: Date?
    }

    private static var boards: [Name: Board] = [.general: Board()]
    private static let generalBoard = UIPasteboard(name: .general)
    /// The desktop clipboard text the general pasteboard last wrote (its own SDL_CLIPBOARDUPDATE is no change).
    private static var textWrittenToDesktop: String?

    /// The general pasteboard, for copy, cut and paste.
    open class var general: UIPasteboard { generalBoard }

    /// The pasteboard of a name (sharing the contents of every pasteboard of that name), made when `create`
    /// is true; nil when it does not exist and `create` is false.
    public convenience init?(name pasteboardName: Name, create: Bool) {
        if UIPasteboard.boards[pasteboardName] == nil {
            guard create else { return nil }
            UIPasteboard.boards[pasteboardName] = Board()
        }
        self.init(name: pasteboardName)
    }

    /// A new pasteboard with a unique name.
    open class func withUniqueName() -> UIPasteboard {
        let name = Name(rawValue: "com.apple.UIKit.pboard.unique." + UUID().uuidString)
        boards[name] = Board()
        return UIPasteboard(name: name)
    }

    /// Removes a named pasteboard (the general one stays) and posts `removedNotification`.
    open class func remove(withName pasteboardName: Name) {
        guard pasteboardName != .general, boards.removeValue(forKey: pasteboardName) != nil else { return }
        NotificationCenter.default.post(name: removedNotification, object: UIPasteboard(name: pasteboardName))
    }

    /// The pasteboard's name.
    public let name: Name

    private init(name: Name) {
        self.name = name
        super.init()
    }

    private var board: Board {
        get { UIPasteboard.boards[name] ?? Board() }
        set { UIPasteboard.boards[name] = newValue }
    }

    /// A count that grows by one with every change of the contents (and of the desktop clipboard's text).
    open var changeCount: Int { board.changeCount }

    private var usesDesktopClipboard: Bool { name == .general && SDLClipboard.isAvailable }

    // MARK: Items

    /// The items, each a dictionary from type identifier to value. Setting replaces them all.
    open var items: [[String: Any]] {
        get {
            if let date = board.expiration, date <= Date() { return [] }
            let stored = board.items
            guard usesDesktopClipboard else { return stored }
            // Another application may own the desktop clipboard: its text is the one item then.
            guard let text = SDLClipboard.text else { return stored }
            if text == UIPasteboard.textWrittenToDesktop { return stored }
            return [[TypeID.text: text]]
        }
        set { setItems(newValue, options: [:]) }
    }

    /// Replaces the items, with options (an expiration date; local-only is always so).
    open func setItems(_ items: [[String: Any]], options: [OptionsKey: Any] = [:]) {
        let before = Set(self.items.flatMap(\.keys))
        var b = board
        b.items = items
        b.expiration = options[.expirationDate] as? Date
        board = b
        changed(typesBefore: before)
    }

    /// Adds items after the existing ones.
    open func addItems(_ items: [[String: Any]]) {
        guard !items.isEmpty else { return }
        setItems(self.items + items, options: board.expiration.map { [.expirationDate: $0] } ?? [:])
    }

    private func changed(typesBefore before: Set<String>) {
        if usesDesktopClipboard {
            let text = board.items.lazy.compactMap { $0[TypeID.text] as? String }.first ?? ""
            UIPasteboard.textWrittenToDesktop = text
            SDLClipboard.setText(text)
        }
        board.changeCount += 1
        let after = Set(items.flatMap(\.keys))
        NotificationCenter.default.post(name: UIPasteboard.changedNotification, object: self, userInfo: [
            UIPasteboard.changedTypesAddedUserInfoKey: Array(after.subtracting(before)).sorted(),
            UIPasteboard.changedTypesRemovedUserInfoKey: Array(before.subtracting(after)).sorted(),
        ])
    }

    /// The desktop clipboard changed (SDL_CLIPBOARDUPDATE): unless the general pasteboard wrote that text
    /// itself, its change count grows and `changedNotification` is posted.
    static func desktopClipboardChanged() {
        let text = SDLClipboard.text
        if let text, text == textWrittenToDesktop { return }
        textWrittenToDesktop = nil
        let board = general
        board.board.changeCount += 1
        NotificationCenter.default.post(name: changedNotification, object: board)
    }

    /// The number of items.
    open var numberOfItems: Int { items.count }

    /// The type identifiers of the first item.
    open var types: [String] { items.first.map { Array($0.keys).sorted() } ?? [] }

    /// The type identifiers of each item in `itemSet` (every item when nil).
    open func types(forItemSet itemSet: IndexSet?) -> [[String]]? {
        let all = items
        let indexes = itemSet.map { Array($0) } ?? Array(all.indices)
        guard indexes.allSatisfy({ all.indices.contains($0) }) else { return nil }
        return indexes.map { Array(all[$0].keys).sorted() }
    }

    /// Whether the first item has one of `pasteboardTypes`.
    open func contains(pasteboardTypes: [String]) -> Bool {
        guard let first = items.first else { return false }
        return pasteboardTypes.contains { first[$0] != nil }
    }

    /// Whether the items in `itemSet` (every item when nil) have one of `pasteboardTypes`.
    open func contains(pasteboardTypes: [String], inItemSet itemSet: IndexSet?) -> Bool {
        let all = items
        let indexes = itemSet.map { Array($0) } ?? Array(all.indices)
        return indexes.contains { i in all.indices.contains(i) && pasteboardTypes.contains { all[i][$0] != nil } }
    }

    /// The indexes of the items that have one of `pasteboardTypes`.
    open func itemSet(withPasteboardTypes pasteboardTypes: [String]) -> IndexSet? {
        let all = items
        let found = IndexSet(all.indices.filter { i in pasteboardTypes.contains { all[i][$0] != nil } })
        return found.isEmpty ? nil : found
    }

    /// The first item's value of a type.
    open func value(forPasteboardType pasteboardType: String) -> Any? { items.first?[pasteboardType] }

    /// The first item's value of a type as data (text as UTF-8).
    open func data(forPasteboardType pasteboardType: String) -> Data? {
        Self.data(of: items.first?[pasteboardType])
    }

    /// The values of a type of the items in `itemSet` (every item when nil).
    open func values(forPasteboardType pasteboardType: String, inItemSet itemSet: IndexSet?) -> [Any]? {
        let all = items
        let indexes = itemSet.map { Array($0) } ?? Array(all.indices)
        let v = indexes.compactMap { all.indices.contains($0) ? all[$0][pasteboardType] : nil }
        return v.isEmpty ? nil : v
    }

    /// The data of a type of the items in `itemSet` (every item when nil).
    open func data(forPasteboardType pasteboardType: String, inItemSet itemSet: IndexSet?) -> [Data]? {
        values(forPasteboardType: pasteboardType, inItemSet: itemSet)?.compactMap(Self.data(of:))
    }

    /// Makes the contents one item with `value` as the given type.
    open func setValue(_ value: Any, forPasteboardType pasteboardType: String) {
        setItems([[pasteboardType: value]])
    }

    /// Makes the contents one item with `data` as the given type.
    open func setData(_ data: Data, forPasteboardType pasteboardType: String) {
        setItems([[pasteboardType: data]])
    }

    private static func data(of value: Any?) -> Data? {
        switch value {
        case let d as Data: return d
        case let s as String: return Data(s.utf8)
        case let u as URL: return Data(u.absoluteString.utf8)
        default: return nil
        }
    }

    // MARK: Typed accessors

    private func values<T>(_ type: String, as: T.Type) -> [T] { items.compactMap { $0[type] as? T } }

    /// The text of the first item that has text.
    open var string: String? {
        get { strings?.first }
        set { strings = newValue.map { [$0] } }
    }
    /// The text of every item that has text.
    open var strings: [String]? {
        get { let v = values(TypeID.text, as: String.self); return v.isEmpty ? nil : v }
        set { items = (newValue ?? []).map { [TypeID.text: $0] } }
    }
    /// The URL of the first item that has one.
    open var url: URL? {
        get { urls?.first }
        set { urls = newValue.map { [$0] } }
    }
    /// The URL of every item that has one.
    open var urls: [URL]? {
        get { let v = values(TypeID.url, as: URL.self); return v.isEmpty ? nil : v }
        set { items = (newValue ?? []).map { [TypeID.url: $0] } }
    }
    /// The image of the first item that has one.
    open var image: UIImage? {
        get { images?.first }
        set { images = newValue.map { [$0] } }
    }
    /// The image of every item that has one.
    open var images: [UIImage]? {
        get { let v = values(TypeID.image, as: UIImage.self); return v.isEmpty ? nil : v }
        set { items = (newValue ?? []).map { [TypeID.image: $0] } }
    }
    /// The colour of the first item that has one.
    open var color: UIColor? {
        get { colors?.first }
        set { colors = newValue.map { [$0] } }
    }
    /// The colour of every item that has one.
    open var colors: [UIColor]? {
        get { let v = values(TypeID.color, as: UIColor.self); return v.isEmpty ? nil : v }
        set { items = (newValue ?? []).map { [TypeID.color: $0] } }
    }

    /// Whether some item has text.
    open var hasStrings: Bool { !values(TypeID.text, as: String.self).isEmpty }
    /// Whether some item has a URL.
    open var hasURLs: Bool { !values(TypeID.url, as: URL.self).isEmpty }
    /// Whether some item has an image.
    open var hasImages: Bool { !values(TypeID.image, as: UIImage.self).isEmpty }
    /// Whether some item has a colour.
    open var hasColors: Bool { !values(TypeID.color, as: UIColor.self).isEmpty }
}
