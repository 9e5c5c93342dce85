import Foundation

extension UIScrollView {
    /// How fast content slows down after the finger lifts: the fraction of its velocity kept each millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// The default rate: 0.998 of the velocity kept per millisecond.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// A quicker stop: 0.99 per millisecond.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// The look of the scroll indicators.
    public enum IndicatorStyle: Int, Sendable {
        /// Dark with a light border: visible on any background.
        case `default` = 0
        /// Dark, for light backgrounds.
        case black = 1
        /// Light, for dark backgrounds.
        case white = 2
    }

    /// How dragging the content dismisses the keyboard.
    public enum KeyboardDismissMode: Int, Sendable {
        /// Dragging leaves the keyboard alone.
        case none = 0
        /// The keyboard goes away when a drag begins.
        case onDrag = 1
        /// The keyboard follows the finger and can be dragged off screen.
        case interactive = 2
        /// As onDrag, also dismissing the input accessory view (iOS 16).
        case onDragWithAccessory = 3
        /// As interactive, also for the input accessory view (iOS 16).
        case interactiveWithAccessory = 4
    }

    /// Which edges of the safe area are added to `contentInset` to make `adjustedContentInset`.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// As scrollableAxes, and the top and bottom always for a controller's view under bars.
        case automatic = 0
        /// Top and bottom when the content scrolls vertically, left and right when it scrolls horizontally.
        case scrollableAxes = 1
        /// Never: `adjustedContentInset` is `contentInset`.
        case never = 2
        /// Always all four edges.
        case always = 3
    }
}
