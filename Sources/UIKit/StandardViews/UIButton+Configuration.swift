import Foundation

extension UIButton {
    /// The type of a button: its look and behaviour.
    public enum ButtonType: Int, Sendable {
        /// No look of its own: what the app sets (title colour white by default).
        case custom = 0
        /// The system look: tint-coloured title, dimmed while highlighted.
        case system = 1
        case detailDisclosure = 2
        case infoLight = 3
        case infoDark = 4
        case contactAdd = 5
        /// A button with a configuration and no look before one is set.
        case plain = 6
        case close = 7
        /// Deprecated: the same as system.
        public static var roundedRect: ButtonType { .system }
    }

    /// The look and content of a button, as a value: styles (plain, tinted, gray, filled …), title and
    /// subtitle, image and its placement, colours, insets and corner style. Setting `UIButton.configuration`
    /// updates the button.
    public struct Configuration: Hashable, Sendable {
        /// The built-in styles.
        enum Style: Hashable, Sendable { case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent }

        /// How the background's corners are rounded.
        public enum CornerStyle: Int, Sendable {
            /// background.cornerRadius is used as it is (0 here: there is no background configuration).
            case fixed = -1
            /// A radius that follows the button size (the medium radius here).
            case dynamic = 0
            case small = 1
            case medium = 2
            case large = 3
            /// Half the height: a capsule.
            case capsule = 4
        }

        /// The preferred size of the button's content.
        public enum Size: Int, Sendable {
            case medium = 0
            case small = 1
            case mini = 2
            case large = 3
        }

        /// How title and subtitle align with each other.
        public enum TitleAlignment: Int, Sendable {
            case automatic = 0
            case leading = 1
            case center = 2
            case trailing = 3
        }

        var style: Style

        /// The title.
        public var title: String?
        /// The subtitle, under the title.
        public var subtitle: String?
        /// The image.
        public var image: UIImage?
        /// The symbol configuration a symbol image is drawn with.
        // Linux: there are no symbol images to apply it to; it is kept for code that sets and reads it.
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
        /// The colour of title, subtitle and template image (nil: the style's, from the tint colour).
        public var baseForegroundColor: UIColor?
        /// The colour the background is derived from (nil: the style's, from the tint colour).
        public var baseBackgroundColor: UIColor?
        /// The space around the content.
        public var contentInsets: NSDirectionalEdgeInsets
        /// How the background's corners are rounded. Default dynamic.
        public var cornerStyle: CornerStyle = .dynamic
        /// The space between image and text. Default 0.
        public var imagePadding: CGFloat = 0
        /// Which side of the text the image is on. Default leading.
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// The space between title and subtitle. Default 0.
        public var titlePadding: CGFloat = 0
        /// How title and subtitle align. Default automatic (centred).
        public var titleAlignment: TitleAlignment = .automatic
        /// The preferred size. Default medium.
        public var buttonSize: Size = .medium
        /// Whether an activity indicator replaces the image. Kept; not shown.
        public var showsActivityIndicator = false

        init(style: Style) {
            self.style = style
            // ⚠ Apple does not document the default insets of a medium button; these are the commonly
            // measured ones (7 points above and below, 12 on the sides).
            contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        }

        /// No background; tint-coloured content.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A light tint background; tint-coloured content.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A gray background; tint-coloured content.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// A tint-coloured background; white content.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// No background (as plain).
        public static func borderless() -> Configuration { Configuration(style: .borderless) }
        /// A gray background (as gray).
        public static func bordered() -> Configuration { Configuration(style: .bordered) }
        /// A light tint background (as tinted).
        public static func borderedTinted() -> Configuration { Configuration(style: .borderedTinted) }
        /// A tint-coloured background (as filled).
        public static func borderedProminent() -> Configuration { Configuration(style: .borderedProminent) }

        /// The colour of the content for `tint` (the button's tint colour).
        func foregroundColor(tint: UIColor) -> UIColor {
            if let baseForegroundColor { return baseForegroundColor }
            switch style {
            case .filled, .borderedProminent: return .white
            default: return tint
            }
        }

        /// The colour of the background for `tint`.
        // ⚠ Apple derives these colours without documenting them: tinted uses the base colour at 15 %
        // opacity, gray and bordered a system fill.
        func backgroundColor(tint: UIColor) -> UIColor {
            switch style {
            case .plain, .borderless: return baseBackgroundColor ?? .clear
            case .tinted, .borderedTinted: return (baseBackgroundColor ?? tint).withAlphaComponent(0.15)
            case .gray, .bordered: return baseBackgroundColor ?? .tertiarySystemFill
            case .filled, .borderedProminent: return baseBackgroundColor ?? tint
            }
        }

        /// The corner radius for a button of `size`.
        // ⚠ Apple's radii per corner style are not documented: small 4, medium (and dynamic) 6, large 10.
        func cornerRadius(for size: CGSize) -> CGFloat {
            switch cornerStyle {
            case .fixed: return 0
            case .small: return 4
            case .dynamic, .medium: return 6
            case .large: return 10
            case .capsule: return min(size.width, size.height) / 2
            }
        }
    }
}
