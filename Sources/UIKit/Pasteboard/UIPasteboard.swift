import Foundation

/// Lets the app share data through a pasteboard. The general pasteboard's text is the desktop clipboard while
/// the app runs in a desktop window; other items, and every pasteboard headless, live in the app's process.
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

    /// Posted when a pasteboard's contents change.
    nonisolated public static let changedNotification = Notification.Name("UIPasteboardChangedNotification")
    /// Posted when a named pasteboard is removed.
    nonisolated public static let removedNotification = Notification.Name("UIPasteboardRemovedNotification")

    /// Contents by pasteboard name: instances of one name share them.
    private static var contents: [Name: [[String: Any]]] = [:]
    private static var changeCounts: [Name: Int] = [:]
    private static let generalBoard = UIPasteboard(name: .general)

    /// The general pasteboard, for copy, cut and paste.
    open class var general: UIPasteboard { generalBoard }

    /// The pasteboard of a name, made when `create` is true; nil otherwise.
    public convenience init?(name pasteboardName: Name, create: Bool) {
        guard pasteboardName != .general else { return nil }   // use `general`
        if UIPasteboard.contents[pasteboardName] == nil {
            guard create else { return nil }
            UIPasteboard.contents[pasteboardName] = []
        }
        self.init(name: pasteboardName)
    }

    /// A new pasteboard with a unique name.
    open class func withUniqueName() -> UIPasteboard {
        let board = UIPasteboard(name: Name(rawValue: UUID().uuidString))
        UIPasteboard.contents[board.name] = []
        return board
    }

    /// Removes a named pasteboard.
    open class func remove(withName pasteboardName: Name) {
        UIPasteboard.contents[pasteboardName] = nil
        UIPasteboard.changeCounts[pasteboardName] = nil
    }

    /// The pasteboard's name.
    public let name: Name

    /// A count that grows with every change of the contents.
    open var changeCount: Int { UIPasteboard.changeCounts[name] ?? 0 }

    private init(name: Name) {
        self.name = name
        super.init()
    }

    private var usesDesktopClipboard: Bool { name == .general && SDLClipboard.isAvailable }

    /// The items, each a dictionary from type identifier to value.
    open var items: [[String: Any]] {
        get {
            if usesDesktopClipboard, let text = SDLClipboard.text {
                return [["public.utf8-plain-text": text]]
            }
            return UIPasteboard.contents[name] ?? []
        }
        set {
            UIPasteboard.contents[name] = newValue
            if usesDesktopClipboard, let text = newValue.first?["public.utf8-plain-text"] as? String {
                SDLClipboard.setText(text)
            }
            UIPasteboard.changeCounts[name, default: 0] += 1
            NotificationCenter.default.post(name: UIPasteboard.changedNotification, object: self)
        }
    }

    /// The number of items.
    open var numberOfItems: Int { items.count }

    private func values<T>(_ type: String, as: T.Type) -> [T] { items.compactMap { $0[type] as? T } }

    /// The text of the first item that has text.
    open var string: String? {
        get { strings?.first }
        set { strings = newValue.map { [$0] } }
    }
    /// The text of every item that has text.
    open var strings: [String]? {
        get { let v = values("public.utf8-plain-text", as: String.self); return v.isEmpty ? nil : v }
        set { items = (newValue ?? []).map { ["public.utf8-plain-text": $0] } }
    }
    /// The URL of the first item that has one.
    open var url: URL? {
        get { urls?.first }
        set { urls = newValue.map { [$0] } }
    }
    /// The URL of every item that has one.
    open var urls: [URL]? {
        get { let v = values("public.url", as: URL.self); return v.isEmpty ? nil : v }
        set { items = (newValue ?? []).map { ["public.url": $0] } }
    }
    /// The image of the first item that has one.
    open var image: UIImage? {
        get { images?.first }
        set { images = newValue.map { [$0] } }
    }
    /// The image of every item that has one.
    open var images: [UIImage]? {
        get { let v = values("public.image", as: UIImage.self); return v.isEmpty ? nil : v }
        set { items = (newValue ?? []).map { ["public.image": $0] } }
    }
    /// The colour of the first item that has one.
    open var color: UIColor? {
        get { colors?.first }
        set { colors = newValue.map { [$0] } }
    }
    /// The colour of every item that has one.
    open var colors: [UIColor]? {
        get { let v = values("com.apple.uikit.color", as: UIColor.self); return v.isEmpty ? nil : v }
        set { items = (newValue ?? []).map { ["com.apple.uikit.color": $0] } }
    }

    /// Whether some item has text.
    open var hasStrings: Bool { strings != nil }
    /// Whether some item has a URL.
    open var hasURLs: Bool { urls != nil }
    /// Whether some item has an image.
    open var hasImages: Bool { images != nil }
    /// Whether some item has a colour.
    open var hasColors: Bool { colors != nil }
}
