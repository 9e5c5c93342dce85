import Foundation

/// A motion effect that moves one key path between two relative values as the device tilts along an axis.
@preconcurrency @MainActor
open class UIInterpolatingMotionEffect: UIMotionEffect {
    /// The axis of tilt the effect follows (Apple's raw values).
    public enum EffectType: Int, Sendable {
        case tiltAlongHorizontalAxis = 0
        case tiltAlongVerticalAxis = 1
    }

    /// The key path changed (`center.x`, `layer.shadowOffset` …).
    open private(set) var keyPath: String
    /// The axis followed.
    open private(set) var type: EffectType
    /// The value added at a full tilt one way (-1): a number.
    open var minimumRelativeValue: Any?
    /// The value added at a full tilt the other way (+1): a number.
    open var maximumRelativeValue: Any?

    /// An effect on `keyPath` following `type`.
    public init(keyPath: String, type: EffectType) {
        self.keyPath = keyPath
        self.type = type
        super.init()
    }

    // Linux: there are no archives; the initializer exists so iOS subclasses compile.
    public required init?(coder: NSCoder) {
        keyPath = ""
        type = .tiltAlongHorizontalAxis
        super.init(coder: coder)
    }

    /// The value between the two relative values for the offset along the effect's axis (offsets beyond
    /// -1…1 are clamped); nil when either value is missing or not a number.
    open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        guard let low = CGFloat(anyNumber: minimumRelativeValue), let high = CGFloat(anyNumber: maximumRelativeValue) else { return nil }
        let raw = type == .tiltAlongHorizontalAxis ? viewerOffset.horizontal : viewerOffset.vertical
        let offset = raw.isFinite ? min(max(raw, -1), 1) : 0
        let fraction = (offset + 1) / 2
        return [keyPath: low + (high - low) * fraction]
    }
}
