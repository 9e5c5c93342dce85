import Foundation

/// The base of the items a menu holds (actions, commands, menus): a title, an image and a subtitle.
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
    /// The element's title.
    open var title: String
    /// The element's subtitle (shown under the title).
    open var subtitle: String?
    /// The element's image.
    open var image: UIImage?

    init(title: String, subtitle: String? = nil, image: UIImage?) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
        super.init()
    }

    /// How a menu element looks and behaves.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The element is shown but cannot be chosen.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// The element is drawn as destructive (usually red).
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// The element is not shown.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Choosing the element keeps the menu open.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// The checked state of a menu element.
    public enum State: Int, Sendable {
        case off = 0
        case on = 1
        case mixed = 2
    }
}
