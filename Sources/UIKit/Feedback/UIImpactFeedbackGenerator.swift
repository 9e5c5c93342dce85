import Foundation

/// Haptics that go with a collision (nothing is played on a desktop).
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// The mass of the colliding objects.
    public enum FeedbackStyle: Int, Sendable {
        case light = 0
        case medium = 1
        case heavy = 2
        case soft = 3
        case rigid = 4
    }

    /// The style this generator plays.
    let style: FeedbackStyle

    /// A generator of the given style.
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// A generator of the medium style.
    public override convenience init() { self.init(style: .medium) }

    /// Plays an impact at full intensity.
    open func impactOccurred() {}

    /// Plays an impact at an intensity from 0 to 1.
    open func impactOccurred(intensity: CGFloat) {}
}
