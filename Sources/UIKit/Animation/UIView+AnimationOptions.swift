import Foundation

extension UIView {
    /// Options for animating views with blocks: behaviour flags (bits 0–9), a timing curve
    /// (bits 16–19), a transition (bits 20–23) and a preferred frame rate (bits 24–27).
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lay out subviews at commit time so that they animate along with their parent.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Let the views being animated receive touches.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Start from the value currently shown, replacing an animation in flight.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeat the animation indefinitely.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Run the animation backwards and forwards (with `repeat`: back and forth forever).
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Use the duration given, not the one of an enclosing animation block.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// Use the curve given, not the one of an enclosing animation block.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Animate changes made inside a transition block instead of only cross-fading snapshots.
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// A view transition hides and shows views instead of removing and adding them.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// Inherit neither the animation type nor any option of an enclosing block.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

        /// An ease-in ease-out curve (the default).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// An ease-in curve: slow at the start.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// An ease-out curve: slow at the end.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// A linear curve: constant speed.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        /// No transition (the default).
        public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
        /// A flip about the vertical axis, left side first.
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// A flip about the vertical axis, right side first.
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// A page curling up from the bottom.
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// A page curling down from the top.
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// A cross-dissolve from the old content to the new.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// A flip about the horizontal axis, top edge first.
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// A flip about the horizontal axis, bottom edge first.
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        /// The system's default frame rate.
        public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
        /// A preferred frame rate of 60 frames per second.
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        /// A preferred frame rate of 30 frames per second.
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

        /// The curve field (bits 16–19).
        var curve: AnimationCurve { AnimationCurve(rawValue: Int((rawValue >> 16) & 0xF)) ?? .easeInOut }
        /// The transition field (bits 20–23).
        var transitionField: UInt { (rawValue >> 20) & 0xF }
        /// The behaviour flags only (bits 0–15).
        var flags: AnimationOptions { AnimationOptions(rawValue: rawValue & 0xFFFF) }
    }

    /// The timing curve of an animation.
    public enum AnimationCurve: Int, Sendable {
        /// Slow at the start and the end.
        case easeInOut = 0
        /// Slow at the start.
        case easeIn = 1
        /// Slow at the end.
        case easeOut = 2
        /// Constant speed.
        case linear = 3

        /// The Core Animation timing function with the same shape.
        var timingFunction: CAMediaTimingFunction {
            switch self {
            case .easeInOut: return CAMediaTimingFunction(name: .easeInEaseOut)
            case .easeIn: return CAMediaTimingFunction(name: .easeIn)
            case .easeOut: return CAMediaTimingFunction(name: .easeOut)
            case .linear: return CAMediaTimingFunction(name: .linear)
            }
        }
    }

    /// Options for keyframe animations: the shared behaviour flags and how values are
    /// calculated between keyframes (bits 10–12).
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lay out subviews at commit time so that they animate along with their parent.
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        /// Let the views being animated receive touches.
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// Start from the value currently shown, replacing an animation in flight.
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// Repeat the animation indefinitely.
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// Run the animation backwards and forwards.
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// Use the duration given, not the one of an enclosing animation block.
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        /// Inherit neither the animation type nor any option of an enclosing block.
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)

        /// Straight-line interpolation between keyframes (the default).
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// No interpolation: each value holds until the next keyframe starts.
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// Even pacing over the whole animation; keyframe times are ignored.
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// A smooth (Catmull-Rom) curve through the keyframe values.
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// A smooth, evenly paced curve; keyframe times are ignored.
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

        /// The system's default frame rate.
        public static let preferredFramesPerSecondDefault = KeyframeAnimationOptions(rawValue: 0 << 24)
        /// A preferred frame rate of 60 frames per second.
        public static let preferredFramesPerSecond60 = KeyframeAnimationOptions(rawValue: 3 << 24)
        /// A preferred frame rate of 30 frames per second.
        public static let preferredFramesPerSecond30 = KeyframeAnimationOptions(rawValue: 7 << 24)

        /// The calculation mode field (bits 10–12).
        var calculationMode: CAAnimationCalculationMode {
            switch (rawValue >> 10) & 0x7 {
            case 1: return .discrete
            case 2: return .paced
            case 3: return .cubic
            case 4: return .cubicPaced
            default: return .linear
            }
        }
    }

    /// The transitions of the legacy begin/commit animations.
    public enum AnimationTransition: Int, Sendable {
        /// No transition.
        case none = 0
        /// A flip about the vertical axis, left side first.
        case flipFromLeft = 1
        /// A flip about the vertical axis, right side first.
        case flipFromRight = 2
        /// A page curling up.
        case curlUp = 3
        /// A page curling down.
        case curlDown = 4
    }
}
