import Foundation

extension UIPageViewController {
    /// How pages turn.
    public enum TransitionStyle: Int, Sendable {
        /// A page curls over, as a book's page turns.
        case pageCurl = 0
        /// Pages scroll past, side by side.
        case scroll = 1
    }

    /// The axis pages turn along.
    public enum NavigationOrientation: Int, Sendable {
        /// Pages turn from side to side.
        case horizontal = 0
        /// Pages turn from top to bottom.
        case vertical = 1
    }

    /// Where the spine of a page-curl book is.
    public enum SpineLocation: Int, Sendable {
        /// No spine (the scroll style).
        case none = 0
        /// At the left or top edge: one page shown.
        case min = 1
        /// In the middle: two pages shown side by side.
        case mid = 2
        /// At the right or bottom edge: one page shown.
        case max = 3
    }

    /// Which way a change of pages goes.
    public enum NavigationDirection: Int, Sendable {
        /// To the next page (right to left, or bottom to top).
        case forward = 0
        /// To the previous page.
        case reverse = 1
    }

    /// The keys of the options dictionary of `init(transitionStyle:navigationOrientation:options:)`.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A `SpineLocation`'s raw value (an NSNumber or Int): the spine of a page-curl book.
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// A number of points: the gap between pages of the scroll style.
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }
}
