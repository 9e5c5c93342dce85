import Foundation

/// The system's Copy: puts the items (text, URLs, images, colours; attributed text as its string) on the
/// general pasteboard, one pasteboard item per activity item, and finishes at once.
final class CopyToPasteboardActivity: UIActivity {
    /// Apple's pasteboard type identifiers (UIPasteboard's typed accessors use the same).
    private enum PasteboardType {
        static let text = "public.utf8-plain-text"
        static let url = "public.url"
        static let image = "public.image"
        static let color = "com.apple.uikit.color"
    }

    private var items: [[String: Any]] = []

    override class var activityCategory: UIActivity.Category { .action }
    override var activityType: UIActivity.ActivityType? { .copyToPasteboard }
    override var activityTitle: String? { "Copy" }

    private static func pasteboardItem(for item: Any) -> [String: Any]? {
        switch item {
        case let s as String: return [PasteboardType.text: s]
        case let a as NSAttributedString: return [PasteboardType.text: a.string]
        case let u as URL: return [PasteboardType.url: u]
        case let i as UIImage: return [PasteboardType.image: i]
        case let c as UIColor: return [PasteboardType.color: c]
        default: return nil
        }
    }

    override func canPerform(withActivityItems activityItems: [Any]) -> Bool {
        activityItems.contains { Self.pasteboardItem(for: $0) != nil }
    }

    override func prepare(withActivityItems activityItems: [Any]) {
        items = activityItems.compactMap(Self.pasteboardItem(for:))
    }

    override func perform() {
        UIPasteboard.general.setItems(items)
        activityDidFinish(true)
    }
}
