import Foundation

/// A view whose font can follow the user's text size automatically.
@preconcurrency @MainActor
public protocol UIContentSizeCategoryAdjusting: AnyObject {
    /// Whether the view updates its font when the content size category changes; only fonts made by
    /// `preferredFont(forTextStyle:)` or `UIFontMetrics` change. False by default.
    var adjustsFontForContentSizeCategory: Bool { get set }
}
