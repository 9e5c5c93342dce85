import Foundation

/// One animated property of one layer in a property animator: the values it runs between and the Core
/// Animation animation that shows it.
///
/// Progress q runs from 0 (the value shown before the animation block changed the property) to 1 (the
/// value the block set). Properties that add (numbers, points, sizes, rectangles, transforms) animate as
/// UIView animations do, additively on top of the model: at progress q the animation adds the offset
/// `start − shown` scaled towards zero, so other animations of the same property keep adding their own.
/// Colours animate absolutely from the old colour to the new one.
@MainActor
final class PropertyAnimatorPart {
    let layer: CALayer
    weak var view: UIView?
    /// The layer key path animated ("position", "bounds.size", "opacity", "position.x" …).
    let keyPath: String
    /// The model value the block set (progress 1).
    let end: Any?
    /// Additive parts: the offset from the model at progress 0. Nil for absolute parts.
    let offset: Any?
    /// Absolute parts: the value at progress 0.
    let start: Any?
    /// Which component of a spring's initial velocity drives this part (y only for "position.y").
    let usesVerticalVelocity: Bool

    /// The progress at the start and the end of the part's current animation.
    var from = 0.0
    var to = 1.0
    /// The pacing of the part's current animation.
    var curve: PropertyAnimatorCurve
    /// The key its animation is attached under, while attached.
    var key: String?
    /// The delegate of its animation (tells hit-testing whether the view takes touches meanwhile).
    var delegate: ViewAnimationDelegate?

    init(layer: CALayer, view: UIView?, keyPath: String, end: Any?, offset: Any?, start: Any?,
         usesVerticalVelocity: Bool, curve: PropertyAnimatorCurve) {
        self.layer = layer
        self.view = view
        self.keyPath = keyPath
        self.end = end
        self.offset = offset
        self.start = start
        self.usesVerticalVelocity = usesVerticalVelocity
        self.curve = curve
    }

    /// What the part's animation contributes at progress `q`: the additive offset, or the absolute value.
    func animationValue(at q: Double) -> Any? {
        if let offset {
            if q == 0 { return offset }
            let zero = ViewAnimationValues.zero(like: offset)
            if q == 1 { return zero }
            return CAInterpolatedValue(from: offset, to: zero, fraction: q)
        }
        if q == 0 { return start }
        if q == 1 { return end }
        return CAInterpolatedValue(from: start, to: end, fraction: q)
    }

    /// The model value that shows the part at progress `q` without its animation.
    func modelValue(at q: Double) -> Any? {
        if offset != nil { return q == 1 ? end : CAAddedValue(end, offset: animationValue(at: q)) }
        return animationValue(at: q)
    }

    /// The part's progress when its track has run for `local` seconds of `duration`.
    func progress(local: Double, duration: Double) -> Double {
        let x = duration > 0 ? local / duration : (local >= 0 ? 1 : 0)
        return from + curve.progress(x) * (to - from)
    }
}
