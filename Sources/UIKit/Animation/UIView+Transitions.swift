import Foundation

extension UIView {
    /// Animates a change of `view`'s content (subviews added, removed, shown or hidden in
    /// `animations`) with the transition in `options`. Property changes inside the block apply
    /// at once unless `.allowAnimatedContent` is set, when they animate with the transition's
    /// duration and curve. `completion` runs when the transition ends.
    public class func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                 animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let state = UIViewAnimationState(kind: .transition, duration: duration, delay: 0, curve: options.curve,
                                         options: options, completion: completion)
        let transition = UIView.caTransition(for: options)
        UIViewAnimationState.push(state, requestedOptions: options.union([.overrideInheritedDuration, .overrideInheritedCurve]))
        let animated = state.animatesChanges
        state.animatesChanges = animated && options.contains(.allowAnimatedContent)
        animations?()
        if animated, let transition {
            transition.duration = state.duration
            transition.timingFunction = state.timingFunction
            state.add(transition, layer: view.layer, view: view, key: kCATransition)
        }
        UIViewAnimationState.popAndCommit()
    }

    /// Replaces `fromView` by `toView` with the transition in `options`, animating their common
    /// superview: `fromView` is removed and `toView` added to the superview in its place; with
    /// `.showHideTransitionViews` `fromView` is hidden and `toView` shown instead.
    public class func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                 options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        let container = fromView.superview
        let swap = {
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else if let container {
                if toView.superview !== container { container.insertSubview(toView, aboveSubview: fromView) }
                fromView.removeFromSuperview()
            }
        }
        guard let container else {
            // Apple needs a superview to animate in; without one the swap just happens.
            swap()
            let state = UIViewAnimationState(kind: .transition, duration: 0, delay: 0, curve: .easeInOut,
                                             options: [], completion: completion)
            UIViewAnimationState.push(state, requestedOptions: [.overrideInheritedOptions])
            UIViewAnimationState.popAndCommit()
            return
        }
        transition(with: container, duration: duration, options: options.subtracting(.allowAnimatedContent),
                   animations: swap, completion: completion)
    }

    /// The Core Animation transition closest to a UIKit transition option (nil for none).
    ///
    /// Core Animation's public transition types are fade, moveIn, push and reveal, so:
    /// crossDissolve → fade; flipFromLeft/Right/Top/Bottom → push from that side (the new
    /// content enters from where the flip starts); curlUp → reveal from the bottom (the old page
    /// lifts off upwards); curlDown → moveIn from the top (the new page comes down over the old).
    static func caTransition(for options: AnimationOptions) -> CATransition? {
        let t = CATransition()
        switch options.transitionField {
        case 1: t.type = .push; t.subtype = .fromLeft
        case 2: t.type = .push; t.subtype = .fromRight
        case 3: t.type = .reveal; t.subtype = .fromBottom
        case 4: t.type = .moveIn; t.subtype = .fromTop
        case 5: t.type = .fade
        case 6: t.type = .push; t.subtype = .fromTop
        case 7: t.type = .push; t.subtype = .fromBottom
        default: return nil
        }
        return t
    }
}
