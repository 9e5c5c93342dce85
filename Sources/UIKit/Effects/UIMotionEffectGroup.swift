import Foundation

/// Motion effects applied together: the relative values of all of them, merged.
@preconcurrency @MainActor
open class UIMotionEffectGroup: UIMotionEffect {
    /// The effects of the group.
    open var motionEffects: [UIMotionEffect]?

    /// Every member's key paths and values for `viewerOffset` (a later member's value for a key path wins).
    open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        var merged: [String: Any] = [:]
        for effect in motionEffects ?? [] {
            for (key, value) in effect.keyPathsAndRelativeValues(forViewerOffset: viewerOffset) ?? [:] { merged[key] = value }
        }
        return merged.isEmpty ? nil : merged
    }
}
