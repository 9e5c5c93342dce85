import Foundation

/// One finger (or pointer) on the screen: where, in which phase, since when.
@preconcurrency @MainActor
open class UITouch: NSObject {
    /// The phase of a touch.
    public enum Phase: Int, Sendable {
        case began = 0
        case moved = 1
        case stationary = 2
        case ended = 3
        case cancelled = 4
        case regionEntered = 5
        case regionMoved = 6
        case regionExited = 7
    }

    /// The kind of input that made a touch.
    public enum TouchType: Int, Sendable {
        case direct = 0
        case indirect = 1
        case pencil = 2
        case indirectPointer = 3
        public static let stylus = TouchType.pencil
    }

    /// The touch's phase.
    open internal(set) var phase: Phase = .began
    /// How many times the finger tapped in quick succession at this point.
    open internal(set) var tapCount: Int = 1
    /// When the touch began or last changed (seconds of system uptime / media time).
    open internal(set) var timestamp: TimeInterval = 0
    /// The view the touch began in (its hit-test view).
    open internal(set) weak var view: UIView?
    /// The window the touch happens in.
    open internal(set) weak var window: UIWindow?
    /// The kind of touch.
    open internal(set) var type: TouchType = .direct
    /// The radius of the touch in points.
    open internal(set) var majorRadius: CGFloat = 20
    open internal(set) var majorRadiusTolerance: CGFloat = 5
    /// The force of the touch (1.0 is an average touch).
    open internal(set) var force: CGFloat = 1
    open internal(set) var maximumPossibleForce: CGFloat = 1
    /// Gesture recognizers receiving this touch.
    open internal(set) var gestureRecognizers: [UIGestureRecognizer]? = nil

    /// Location in window coordinates.
    var windowLocation: CGPoint = .zero
    var previousWindowLocation: CGPoint = .zero

    public override init() { super.init() }

    /// The touch's location in `view`'s coordinates (the window's when nil).
    open func location(in view: UIView?) -> CGPoint {
        guard let view else { return windowLocation }
        guard let window = view.window ?? self.window else { return windowLocation }
        return view.convert(windowLocation, from: window)
    }

    /// The touch's previous location in `view`'s coordinates.
    open func previousLocation(in view: UIView?) -> CGPoint {
        guard let view else { return previousWindowLocation }
        guard let window = view.window ?? self.window else { return previousWindowLocation }
        return view.convert(previousWindowLocation, from: window)
    }

    /// Same as location(in:) on a device without precise pointer input.
    open func preciseLocation(in view: UIView?) -> CGPoint { location(in: view) }
    open func precisePreviousLocation(in view: UIView?) -> CGPoint { previousLocation(in: view) }
}
