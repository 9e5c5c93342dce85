import Foundation

/// The content of a list cell, header or footer: an image, a text and a secondary text, laid out as iOS's
/// standard list cells (iOS 14).
// Linux: a plain value type (Apple's is main-actor isolated); Hashable is synthesized over its properties.
nonisolated public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    /// How a text is drawn.
    public struct TextProperties: Hashable {
        public var font: UIFont
        public var color: UIColor
        public var alignment: Alignment = .natural
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        public var numberOfLines = 0
        public var adjustsFontSizeToFitWidth = false
        public var minimumScaleFactor: CGFloat = 0
        public var allowsDefaultTighteningForTruncation = true
        public var adjustsFontForContentSizeCategory = true

        /// Where the text sits in its width.
        public enum Alignment: Int, Hashable, Sendable { case natural = 0, center = 1, justified = 2 }
    }

    /// How the image is drawn.
    public struct ImageProperties: Hashable {
        public var tintColor: UIColor?
        public var cornerRadius: CGFloat = 0
        public var maximumSize: CGSize = .zero
        public var reservedLayoutSize: CGSize = .zero
        /// The reserved size that means "the standard one".
        public static let standardDimension: CGFloat = -CGFloat.greatestFiniteMagnitude
    }

    public var image: UIImage?
    public var text: String?
    public var attributedText: NSAttributedString?
    public var secondaryText: String?
    public var secondaryAttributedText: NSAttributedString?
    public var textProperties: TextProperties
    public var secondaryTextProperties: TextProperties
    public var imageProperties = ImageProperties()
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    /// Whether text and secondary text sit side by side (the value cell) rather than stacked.
    public var prefersSideBySideTextAndSecondaryText = false
    public var imageToTextPadding: CGFloat = 16
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    public var textToSecondaryTextVerticalPadding: CGFloat = 3

    /// A sidebar cell's colours turn white on its tinted selection (see `updated(for:)`).
    var isSidebarCell = false
    /// The colours before a sidebar selection whitened them, to restore when it ends.
    struct StatelessColors: Hashable { var text: UIColor; var secondary: UIColor; var image: UIColor? }
    var statelessColors: StatelessColors?

    init(text: TextProperties, secondary: TextProperties) {
        textProperties = text
        secondaryTextProperties = secondary
    }

    /// ⚠ iOS 17 list fonts: body 17, subheadline 15, footnote 13.
    private static func props(_ size: CGFloat, _ color: UIColor, weight: UIFont.Weight = .regular) -> TextProperties {
        TextProperties(font: .systemFont(ofSize: size, weight: weight), color: color)
    }

    /// A cell: one text in body.
    public static func cell() -> UIListContentConfiguration {
        UIListContentConfiguration(text: props(17, .label), secondary: props(15, .secondaryLabel))
    }
    /// A cell with the secondary text below in a smaller grey font.
    public static func subtitleCell() -> UIListContentConfiguration {
        UIListContentConfiguration(text: props(17, .label), secondary: props(15, .secondaryLabel))
    }
    /// A cell with the secondary text on the trailing side.
    public static func valueCell() -> UIListContentConfiguration {
        var c = UIListContentConfiguration(text: props(17, .label), secondary: props(17, .secondaryLabel))
        c.prefersSideBySideTextAndSecondaryText = true
        return c
    }
    /// A sidebar cell.
    public static func sidebarCell() -> UIListContentConfiguration { var c = cell(); c.isSidebarCell = true; return c }
    /// A sidebar cell with a subtitle.
    public static func sidebarSubtitleCell() -> UIListContentConfiguration { var c = subtitleCell(); c.isSidebarCell = true; return c }
    /// A sidebar header.
    public static func sidebarHeader() -> UIListContentConfiguration { groupedHeader() }
    /// An accompanied sidebar cell.
    public static func accompaniedSidebarCell() -> UIListContentConfiguration { sidebarCell() }
    /// A plain list's header: body semibold.
    public static func plainHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(text: props(17, .label, weight: .semibold), secondary: props(15, .secondaryLabel))
    }
    /// A plain list's footer.
    public static func plainFooter() -> UIListContentConfiguration {
        UIListContentConfiguration(text: props(15, .secondaryLabel), secondary: props(15, .secondaryLabel))
    }
    /// A grouped list's header: footnote in secondary label colour.
    public static func groupedHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(text: props(13, .secondaryLabel), secondary: props(13, .secondaryLabel))
    }
    /// A grouped list's footer.
    public static func groupedFooter() -> UIListContentConfiguration { groupedHeader() }
    /// A prominent inset-grouped header (iOS 15).
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(text: props(22, .label, weight: .bold), secondary: props(15, .secondaryLabel))
    }
    /// An extra-prominent inset-grouped header (iOS 15).
    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(text: props(28, .label, weight: .bold), secondary: props(15, .secondaryLabel))
    }

    @MainActor public func makeContentView() -> any UIView & UIContentView { UIListContentView(configuration: self) }
    /// This configuration for `state`: a selected sidebar cell's text and image turn white over the tinted
    /// background (⚠ iPadOS sidebar); other list cells keep their colours, as iOS 14+ lists do.
    public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration {
        guard isSidebarCell, let cellState = state as? UICellConfigurationState else { return self }
        var c = self
        if cellState.isSelected {
            if c.statelessColors == nil {
                c.statelessColors = StatelessColors(text: textProperties.color, secondary: secondaryTextProperties.color,
                                                    image: imageProperties.tintColor)
            }
            c.textProperties.color = .white
            c.secondaryTextProperties.color = .white
            c.imageProperties.tintColor = .white
        } else if let base = c.statelessColors {
            c.textProperties.color = base.text
            c.secondaryTextProperties.color = base.secondary
            c.imageProperties.tintColor = base.image
            c.statelessColors = nil
        }
        return c
    }
}
