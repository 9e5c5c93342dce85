import Foundation

/// A description of a cell's, header's or footer's background (iOS 14): a colour, an optional image,
/// custom view or visual effect, insets, rounded corners and a stroke. The list styles change their
/// colour with the cell's state in `updated(for:)` (selected and highlighted cells turn grey).
// Linux: a plain value type (Apple's is main-actor isolated). Equality ignores the colour transformers,
// which are closures.
nonisolated public struct UIBackgroundConfiguration: Hashable {
    /// The system style a configuration came from; it decides the colours `updated(for:)` picks.
    enum Style: Hashable, Sendable {
        case clear, plainCell, groupedCell, sidebarCell, accompaniedSidebarCell, sidebarHeader
        case plainHeaderFooter, groupedHeaderFooter
    }

    /// ⚠ iOS 17 list background colours and shapes (SPEC-NEXT §3.4–3.5, Apple's list styles; sidebar
    /// selection in the tint colour as iPad sidebars show it).
    private enum Metrics {
        /// Selected and highlighted list cells (UITableViewCell's grey since iOS 7; SPEC-NEXT §3.5).
        static var selectedFill: UIColor { .systemGray4 }
        /// ⚠ The rounded selection of sidebar cells (iPadOS 14+ sidebar screenshots).
        static let sidebarCornerRadius: CGFloat = 10
    }

    var style: Style
    /// Whether the colour is still the style's own: `updated(for:)` only replaces a colour the app left alone.
    var colorFollowsState = true
    private var colorStorage: UIColor?

    /// A custom view drawn above the colour and image, inset with the background.
    public var customView: UIView?
    /// The radius of the background's corners (0: square).
    public var cornerRadius: CGFloat = 0
    /// How far the background sits inside the view's bounds.
    public var backgroundInsets = NSDirectionalEdgeInsets.zero
    /// The edges where the view's layout margins are added to `backgroundInsets`.
    public var edgesAddingLayoutMarginsToBackgroundInsets: NSDirectionalRectEdge = []
    /// The fill colour; nil uses the view's tint colour.
    public var backgroundColor: UIColor? {
        get { colorStorage }
        set { colorStorage = newValue; colorFollowsState = false }
    }
    /// A transformer applied to the fill colour when it is resolved.
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    /// A blur or vibrancy effect drawn in the background's shape.
    public var visualEffect: UIVisualEffect?
    /// An image drawn above the colour (iOS 15).
    public var image: UIImage?
    /// How the image fills the background (scale to fill by default).
    public var imageContentMode: UIView.ContentMode = .scaleToFill
    /// The stroke's colour; nil uses the view's tint colour.
    public var strokeColor: UIColor?
    /// A transformer applied to the stroke colour when it is resolved.
    public var strokeColorTransformer: UIConfigurationColorTransformer?
    /// The stroke's width (0: no stroke).
    public var strokeWidth: CGFloat = 0
    /// How far the stroke reaches outside the background.
    public var strokeOutset: CGFloat = 0

    init(style: Style) {
        self.style = style
        colorStorage = Self.color(for: style, selected: false, highlighted: false)
        if style == .sidebarCell || style == .accompaniedSidebarCell { cornerRadius = Metrics.sidebarCornerRadius }
    }

    /// The style's colour in a state: nil is the tint colour.
    private static func color(for style: Style, selected: Bool, highlighted: Bool) -> UIColor? {
        switch style {
        case .clear, .sidebarHeader, .groupedHeaderFooter: return .clear
        case .plainCell, .groupedCell:
            if selected || highlighted { return Metrics.selectedFill }
            return style == .plainCell ? .systemBackground : .secondarySystemGroupedBackground
        case .plainHeaderFooter: return .systemBackground
        case .sidebarCell, .accompaniedSidebarCell:
            if selected { return nil }
            return highlighted ? Metrics.selectedFill : .clear
        }
    }

    /// No background: a clear colour.
    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .clear) }
    /// A plain list's cell: the system background.
    public static func listPlainCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .plainCell) }
    /// A grouped list's cell: the secondary grouped background.
    public static func listGroupedCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .groupedCell) }
    /// A sidebar's cell: clear, rounded, the tint colour when selected.
    public static func listSidebarCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .sidebarCell) }
    /// A sidebar cell beside a secondary column.
    public static func listAccompaniedSidebarCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .accompaniedSidebarCell) }
    /// A sidebar's header.
    public static func listSidebarHeader() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .sidebarHeader) }
    /// A plain list's header or footer: the system background.
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .plainHeaderFooter) }
    /// A grouped list's header or footer: clear.
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .groupedHeaderFooter) }

    /// The fill colour for `tintColor`: the background colour (or the tint when nil), through the transformer.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let base = colorStorage ?? tintColor
        return backgroundColorTransformer.map { $0(base) } ?? base
    }

    /// The stroke colour for `tintColor`: the stroke colour (or the tint when nil), through the transformer.
    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
        let base = strokeColor ?? tintColor
        return strokeColorTransformer.map { $0(base) } ?? base
    }

    /// This configuration with the style's colour for `state` (selected or highlighted list cells grey,
    /// selected sidebar cells tinted); a colour the app set is kept.
    @MainActor public func updated(for state: any UIConfigurationState) -> UIBackgroundConfiguration {
        guard colorFollowsState else { return self }
        let selected: Bool, highlighted: Bool
        if let s = state as? UICellConfigurationState {
            selected = s.isSelected; highlighted = s.isHighlighted || s.cellDropState == .targeted
        } else if let s = state as? UIViewConfigurationState {
            selected = s.isSelected; highlighted = s.isHighlighted
        } else {
            return self
        }
        var copy = self
        copy.colorStorage = Self.color(for: style, selected: selected, highlighted: highlighted)
        return copy
    }

    public static func == (a: UIBackgroundConfiguration, b: UIBackgroundConfiguration) -> Bool {
        a.style == b.style && a.colorStorage == b.colorStorage && a.customView === b.customView
            && a.cornerRadius == b.cornerRadius && a.backgroundInsets == b.backgroundInsets
            && a.edgesAddingLayoutMarginsToBackgroundInsets == b.edgesAddingLayoutMarginsToBackgroundInsets
            && a.visualEffect === b.visualEffect && a.image === b.image && a.imageContentMode == b.imageContentMode
            && a.strokeColor == b.strokeColor && a.strokeWidth == b.strokeWidth && a.strokeOutset == b.strokeOutset
            && (a.backgroundColorTransformer == nil) == (b.backgroundColorTransformer == nil)
            && (a.strokeColorTransformer == nil) == (b.strokeColorTransformer == nil)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(style)
        hasher.combine(cornerRadius)
        hasher.combine(strokeWidth)
        hasher.combine(image.map(ObjectIdentifier.init))
    }
}
