import Foundation

/// Manages one presentation: the container view the presented view lives in while it is on screen, the presented
/// view's frame there, the chrome around it (dimming), how it adapts to a compact environment, and the callbacks
/// around the presentation and dismissal transitions. Subclass it for custom presentations.
@preconcurrency @MainActor
open class UIPresentationController: NSObject {
    /// The controller that presented (whose content stays behind, unless the presentation covers it).
    open var presentingViewController: UIViewController { presentingStorage ?? presentedStorage }
    /// The controller being presented.
    open var presentedViewController: UIViewController { presentedStorage }
    /// The style the presentation was made for (`.automatic` resolved: a page sheet).
    open var presentationStyle: UIModalPresentationStyle { styleStorage }

    /// Whether this controller is the kind made for `style` (sheet, popover or plain).
    func kindMatches(_ style: UIModalPresentationStyle) -> Bool {
        switch style {
        case .pageSheet, .formSheet: return self is UISheetPresentationController
        case .popover: return self is UIPopoverPresentationController
        default: return !(self is UISheetPresentationController) && !(self is UIPopoverPresentationController)
        }
    }
    /// The view the presentation happens in (nil before the presentation begins and after it ends).
    open var containerView: UIView? { containerStorage }
    /// The view that is animated on and off screen: the presented controller's view by default.
    open var presentedView: UIView? { wrapperView ?? presentedStorage.view }
    /// The delegate that decides adaptation and user dismissals.
    open weak var delegate: UIAdaptivePresentationControllerDelegate?
    /// Whether the presentation covers the whole screen.
    open var shouldPresentInFullscreen: Bool { true }
    /// Whether the presenter's view is removed when the presentation ends (full-screen styles: true).
    open var shouldRemovePresentersView: Bool {
        let style = effectiveStyle
        return style == .fullScreen || style == .currentContext
    }
    /// Traits the presented controller gets on top of those it inherits.
    open var overrideTraitCollection: UITraitCollection?

    /// Unowned: the presented controller owns its presentation controller (`presentationController`), so a
    /// strong reference back would keep every presented controller and its views alive after dismissal.
    unowned let presentedStorage: UIViewController
    weak var presentingStorage: UIViewController?
    /// The presented controller's style (`.automatic`: a page sheet).
    var styleStorage: UIModalPresentationStyle {
        let s = presentedStorage.modalPresentationStyle
        return s == .automatic ? .pageSheet : s
    }
    var containerStorage: UIView?
    /// A view the built-in presentations wrap the presented view in (sheet card, popover background).
    var wrapperView: UIView?
    /// The view that dims what lies behind (built-in sheets, popovers, alerts).
    var dimmingView: UIView?

    /// Makes a presentation controller for `presentedViewController`, presented by `presentingViewController`.
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        presentedStorage = presentedViewController
        presentingStorage = presentingViewController
        super.init()
    }

    // MARK: Frames and layout

    /// Where the presented view goes in the container: the whole container for full-screen and custom styles,
    /// the presenter's view for the current-context styles.
    open var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerStorage else { return .zero }
        switch effectiveStyle {
        case .currentContext, .overCurrentContext:
            if let v = contextViewController.viewIfLoaded, v.window != nil { return v.convert(v.bounds, to: container) }
            return container.bounds
        case .pageSheet, .formSheet, .popover, .automatic:
            return SheetGeometry.frame(style: effectiveStyle, in: container.bounds, detentHeight: nil)
        default:
            return container.bounds
        }
    }

    // MARK: UIContentContainer

    /// The size of a child content container (the presented controller) given the container's size.
    open func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }
    /// The presented controller's preferred size.
    open var preferredContentSize: CGSize { presentedStorage.preferredContentSize }
    /// The presented controller's `preferredContentSize` changed (nothing by default).
    open func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {}
    /// The presented controller's fitting size changed (nothing by default).
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: UIContentContainer) {}
    /// The window's size is about to change: the presented controller hears it, with the size this
    /// controller gives it.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        let child = presentedStorage
        child.viewWillTransition(to: self.size(forChildContentContainer: child, withParentContainerSize: size), with: coordinator)
    }
    /// The traits are about to change: the presented controller hears it.
    open func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        presentedStorage.willTransition(to: newCollection, with: coordinator)
    }

    /// Called before the container view lays out its subviews.
    open func containerViewWillLayoutSubviews() {}
    /// Called after the container view laid out its subviews.
    open func containerViewDidLayoutSubviews() {}

    // MARK: Transitions

    /// The presentation is about to start (add chrome here).
    open func presentationTransitionWillBegin() {}
    /// The presentation finished (`completed` false: it was cancelled).
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// The dismissal is about to start.
    open func dismissalTransitionWillBegin() {}
    /// The dismissal finished (`completed` false: it was cancelled and the presentation stays).
    open func dismissalTransitionDidEnd(_ completed: Bool) {}

    // MARK: Adaptation

    /// The style to use in a horizontally compact environment: the delegate's answer, `.none` without one.
    open var adaptivePresentationStyle: UIModalPresentationStyle {
        adaptivePresentationStyle(for: UITraitCollection(horizontalSizeClass: .compact))
    }

    /// The style to use for `traitCollection`: the delegate's answer, `.none` without one.
    open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        delegate?.adaptivePresentationStyle(for: self, traitCollection: traitCollection) ?? .none
    }

    /// The adaptation the built-in presentation makes by itself in a compact environment (`.none`: none).
    var defaultAdaptiveStyle: UIModalPresentationStyle { .none }

    /// The traits the presentation adapts to: the presenter's (the window's when it has none).
    var environmentTraits: UITraitCollection {
        presentingStorage?.traitCollection ?? presentedStorage.traitCollection
    }

    /// The style in effect: adapted in a horizontally compact environment when the delegate (or the built-in
    /// adaptation) says so.
    var effectiveStyle: UIModalPresentationStyle {
        let traits = environmentTraits
        guard traits.horizontalSizeClass == .compact else { return styleStorage }
        let adapted = delegate?.adaptivePresentationStyle(for: self, traitCollection: traits) ?? defaultAdaptiveStyle
        return adapted == .none ? styleStorage : adapted
    }

    /// The controller whose view the current-context styles cover: the nearest ancestor of the presenter that
    /// defines the presentation context, else the root of its hierarchy.
    var contextViewController: UIViewController {
        var c = presentingStorage
        while let vc = c {
            if vc.definesPresentationContext { return vc }
            if vc.parentStorage == nil { return vc }
            c = vc.parentStorage
        }
        return presentedStorage
    }

    // MARK: Built-in chrome

    /// Adds the dimming view (and any wrapper) to the container: called before `presentationTransitionWillBegin`.
    func installChrome(in container: UIView) {}

    /// Puts the chrome in its shown or hidden state (inside the transition's animation block).
    func applyChrome(shown: Bool) { dimmingView?.alpha = shown ? 1 : 0 }

    /// Dismisses because the user tapped outside or swiped, asking the delegate first; returns whether it did.
    @discardableResult
    func userDismiss() -> Bool {
        let presented = presentedStorage
        guard !presented.isModalInPresentation, delegate?.presentationControllerShouldDismiss(self) ?? true else {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return false
        }
        delegate?.presentationControllerWillDismiss(self)
        presented.dismiss(animated: true) { [weak self] in
            guard let self else { return }
            self.delegate?.presentationControllerDidDismiss(self)
            presented.presentationDidEndByUser()
        }
        return true
    }

    // MARK: Swipe to dismiss (sheets, and popovers adapted to sheets)

    /// How far the sheet has been pulled down, and the frame it started from.
    var panStart: CGRect?

    func handleSheetPan(_ pan: UIPanGestureRecognizer) {
        guard let card = wrapperView, let container = containerStorage else { return }
        let dy = pan.translation(in: container).y
        switch pan.state {
        case .began:
            panStart = card.frame
        case .changed:
            guard let start = panStart else { return }
            // Pulling up, or down while the sheet may not be dismissed, rubber-bands (a third of the finger's travel).
            let blocked = presentedStorage.isModalInPresentation
            let offset = dy < 0 || blocked ? dy / 3 : dy
            card.frame = start.offsetBy(dx: 0, dy: offset)
        case .ended, .cancelled:
            guard let start = panStart else { return }
            panStart = nil
            let v = pan.velocity(in: container).y
            let wantsDismiss = pan.state == .ended && (dy > start.height / 2 || (dy > 0 && v > SheetGeometry.Metrics.dismissVelocity))
            if !(wantsDismiss && userDismiss()) {
                UIView.animate(withDuration: SheetGeometry.Metrics.settleDuration) { card.frame = start }
            }
        default:
            break
        }
    }

    /// Lays out the container: the presented view at its frame, between the layout callbacks.
    func layoutContainer() {
        containerViewWillLayoutSubviews()
        if let container = containerStorage {
            dimmingView?.frame = container.bounds
            if !isTransitioning, let v = presentedView, v.superview === container {
                v.frame = frameOfPresentedViewInContainerView
            }
        }
        containerViewDidLayoutSubviews()
    }

    /// Whether a presentation or dismissal is running (frames are the transition's then).
    var isTransitioning = false

    /// Takes the chrome and the container off screen once the presentation is over.
    func tearDownContainer() {
        wrapperView?.removeFromSuperview()
        wrapperView = nil
        dimmingView?.removeFromSuperview()
        dimmingView = nil
        containerStorage?.removeFromSuperview()
        containerStorage = nil
    }
}

/// The view a presentation happens in: it fills the window and reports its layout to the presentation controller.
@MainActor
final class PresentationContainerView: UIView {
    weak var controller: UIPresentationController?

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layoutContainer()
    }

    /// Touches outside the presented content fall through to what is behind unless the chrome takes them.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}
