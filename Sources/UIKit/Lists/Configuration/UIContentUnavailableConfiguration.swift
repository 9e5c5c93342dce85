import Foundation

/// The content of a view that says there is nothing to show (iOS 17): an image (a spinner while loading), a
/// text, a secondary text and up to two buttons, centred over a background. `empty()`, `loading()` and
/// `search()` give iOS's styles; `updated(for:)` brings the style's defaults up to date for a state (the search
/// text of `search()`), keeping whatever the app set.
// Linux: a plain value type (Apple's is main-actor isolated).
nonisolated public struct UIContentUnavailableConfiguration: UIContentConfiguration, Hashable {
    /// ⚠ iOS 17's values (UIKit's iPhone/iPad constants for content-unavailable views).
    private enum Metrics {
        static let emptyTextFont = UIFont.systemFont(ofSize: 22, weight: .bold)        // title2, emphasized
        static let secondaryTextFont = UIFont.systemFont(ofSize: 15)                   // subheadline
        static let loadingTextFont = UIFont.systemFont(ofSize: 15)                     // subheadline
        static let emptyImagePointSize: CGFloat = 48
        static let loadingImagePointSize: CGFloat = 32
        /// 32 pt at the sides below the accessibility text sizes (16 from them on), 16 above and below.
        static let margins = NSDirectionalEdgeInsets(top: 16, leading: 32, bottom: 16, trailing: 32)
        static let emptyImageToTextPadding: CGFloat = 15
        static let loadingImageToTextPadding: CGFloat = 8
        static let textToSecondaryTextPadding: CGFloat = 3
        static let textToButtonPadding: CGFloat = 20
        static let buttonToSecondaryButtonPadding: CGFloat = 15
        /// English texts of UIKit's localized strings.
        static let loadingText = "Loading..."
        static let searchText = "No Results"
        static let searchSecondaryText = "Check the spelling or try a new search."
        static func searchText(for query: String) -> String { "No Results for \u{201C}\(query)\u{201D}" }
        /// Linux: no SF Symbols, so `magnifyingglass` is drawn: a ring and a handle as the symbol has them at a
        /// 48 pt point size (⚠ proportions read off iOS 17 screenshots), a template the image tint colours.
        static let searchGlyph: UIImage = {
            let side: CGFloat = 46
            let image = UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { ctx in
                let cg = ctx.cgContext
                cg.setStrokeColor(UIColor.black.cgColor)
                cg.setLineCap(.round)
                cg.setLineWidth(4.5)
                cg.strokeEllipse(in: CGRect(x: 3, y: 3, width: 31.5, height: 31.5))
                cg.setLineWidth(5.5)
                cg.move(to: CGPoint(x: 30.5, y: 30.5))
                cg.addLine(to: CGPoint(x: 42.5, y: 42.5))
                cg.strokePath()
            }
            return image.withRenderingMode(.alwaysTemplate)
        }()
    }

    /// How the content lines up.
    public enum Alignment: Int, Hashable, Sendable {
        /// Centred, each line too.
        case center = 0
        /// Along the leading edge, text in its natural alignment.
        case natural = 1
    }

    /// How a text is drawn.
    public struct TextProperties: Hashable {
        public var font: UIFont
        public var color: UIColor
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// 0: as many lines as the text needs.
        public var numberOfLines = 0
        public var adjustsFontSizeToFitWidth = false
        public var minimumScaleFactor: CGFloat = 0
        public var allowsDefaultTighteningForTruncation = false
    }

    /// How the image (or the loading spinner) is drawn.
    public struct ImageProperties: Hashable {
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
        /// nil: the view's inherited tint colour.
        public var tintColor: UIColor?
        public var cornerRadius: CGFloat = 0
        /// .zero: no limit.
        public var maximumSize: CGSize = .zero
        public var accessibilityIgnoresInvertColors = false
    }

    /// What a button does beyond its look.
    public struct ButtonProperties: Hashable {
        public var primaryAction: UIAction?
        public var menu: UIMenu?
        public var isEnabled = true
        public var role: UIButton.Role = .normal

        public static func == (a: ButtonProperties, b: ButtonProperties) -> Bool {
            a.primaryAction === b.primaryAction && a.menu === b.menu && a.isEnabled == b.isEnabled && a.role == b.role
        }
        public func hash(into h: inout Hasher) {
            h.combine(primaryAction.map(ObjectIdentifier.init))
            h.combine(menu.map(ObjectIdentifier.init))
            h.combine(isEnabled)
            h.combine(role)
        }
    }

    /// The iOS style a configuration came from: `updated(for:)` restores its defaults for the state.
    enum Style: Hashable, Sendable { case empty, loading, search }
    var style: Style

    /// What the app set, which `updated(for:)` leaves alone.
    struct Customized: OptionSet, Hashable {
        let rawValue: Int
        static let text = Customized(rawValue: 1 << 0)
        static let secondaryText = Customized(rawValue: 1 << 1)
        static let image = Customized(rawValue: 1 << 2)
    }
    var customized: Customized = []

    private var textStorage: String?
    private var secondaryTextStorage: String?
    private var imageStorage: UIImage?

    /// The image above the text (ignored by `loading()`, which shows a spinner).
    public var image: UIImage? {
        get { imageStorage }
        set { imageStorage = newValue; customized.insert(.image) }
    }
    public var imageProperties = ImageProperties()
    /// The main text.
    public var text: String? {
        get { textStorage }
        set { textStorage = newValue; customized.insert(.text) }
    }
    /// The main text with attributes; it wins over `text`.
    public var attributedText: NSAttributedString?
    public var textProperties: TextProperties
    /// The text below the main one.
    public var secondaryText: String? {
        get { secondaryTextStorage }
        set { secondaryTextStorage = newValue; customized.insert(.secondaryText) }
    }
    /// The secondary text with attributes; it wins over `secondaryText`.
    public var secondaryAttributedText: NSAttributedString?
    public var secondaryTextProperties: TextProperties
    /// The first button's look; shown when it has a title or an image.
    public var button: UIButton.Configuration
    public var buttonProperties = ButtonProperties()
    /// The second button's look; shown when it has a title or an image.
    public var secondaryButton: UIButton.Configuration
    public var secondaryButtonProperties = ButtonProperties()
    public var alignment: Alignment = .center
    /// The axes on which the view keeps its superview's margins when they are larger (horizontal by default).
    public var axesPreservingSuperviewLayoutMargins: UIAxis = .horizontal
    /// The space between the content and the view's edges.
    public var directionalLayoutMargins = Metrics.margins
    public var imageToTextPadding: CGFloat
    public var textToSecondaryTextPadding = Metrics.textToSecondaryTextPadding
    public var textToButtonPadding = Metrics.textToButtonPadding
    public var buttonToSecondaryButtonPadding = Metrics.buttonToSecondaryButtonPadding
    /// What is drawn behind the content (clear by default).
    public var background = UIBackgroundConfiguration.clear()

    private init(style: Style) {
        self.style = style
        let loading = style == .loading
        imageProperties.preferredSymbolConfiguration = UIImage.SymbolConfiguration(
            pointSize: loading ? Metrics.loadingImagePointSize : Metrics.emptyImagePointSize)
        imageProperties.tintColor = .secondaryLabel
        textProperties = loading ? TextProperties(font: Metrics.loadingTextFont, color: .secondaryLabel)
                                 : TextProperties(font: Metrics.emptyTextFont, color: .label)
        secondaryTextProperties = TextProperties(font: Metrics.secondaryTextFont, color: .secondaryLabel)
        imageToTextPadding = loading ? Metrics.loadingImageToTextPadding : Metrics.emptyImageToTextPadding
        button = UIContentUnavailableConfiguration.defaultButton()
        secondaryButton = UIContentUnavailableConfiguration.defaultButton()
        applyStyleDefaults(searchText: nil)
    }

    /// iOS's button: plain, small, its title centred.
    private static func defaultButton() -> UIButton.Configuration {
        var b = UIButton.Configuration.plain()
        b.buttonSize = .small
        b.titleAlignment = .center
        return b
    }

    /// The style's texts and image where the app set none of its own.
    private mutating func applyStyleDefaults(searchText: String?) {
        guard style == .search else {
            if style == .loading, !customized.contains(.text) { textStorage = Metrics.loadingText }
            return
        }
        if !customized.contains(.image) { imageStorage = UIImage(systemName: "magnifyingglass") ?? Metrics.searchGlyph }
        if !customized.contains(.text) {
            textStorage = searchText.map { $0.isEmpty ? Metrics.searchText : Metrics.searchText(for: $0) } ?? Metrics.searchText
        }
        if !customized.contains(.secondaryText) { secondaryTextStorage = Metrics.searchSecondaryText }
    }

    /// Nothing to show: no image or text until the app sets them.
    public static func empty() -> UIContentUnavailableConfiguration { UIContentUnavailableConfiguration(style: .empty) }
    /// Content on its way: a spinner over "Loading...".
    public static func loading() -> UIContentUnavailableConfiguration { UIContentUnavailableConfiguration(style: .loading) }
    /// A search that found nothing: a magnifying glass, "No Results" and a hint.
    public static func search() -> UIContentUnavailableConfiguration { UIContentUnavailableConfiguration(style: .search) }

    @MainActor public func makeContentView() -> any UIView & UIContentView { UIContentUnavailableView(configuration: self) }

    /// The configuration for `state`: the style's defaults for its traits and search text (`search()` says
    /// "No Results for “text”" while there is a search text), keeping what the app set.
    public func updated(for state: any UIConfigurationState) -> UIContentUnavailableConfiguration {
        var c = self
        c.applyStyleDefaults(searchText: (state as? UIContentUnavailableConfigurationState)?.searchText)
        return c
    }

    var isLoading: Bool { style == .loading }
}
