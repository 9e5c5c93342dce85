import Foundation

/// The part of a view the keyboard covers (iOS 15): `UIView.keyboardLayoutGuide`. While no software keyboard
/// is on screen its top is the bottom of the view's safe area (or, without `usesBottomSafeArea`, the view's
/// bottom), so content constrained above it sits above the home indicator.
///
/// Linux: a desktop has a hardware keyboard and shows no software keyboard, so the guide always lies in its
/// keyboard-hidden place and is docked (near the bottom, leading and trailing edges). Its edges are tied to the
/// owning view's; iOS ties them to the window's keyboard guide, which differs only for a view that does not
/// reach the window's sides or bottom (docs/DIFFERENCES.md).
@preconcurrency @MainActor
open class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
    public override init() {
        super.init()
        kind = .keyboard
    }

    /// Whether the guide follows the keyboard when it is undocked or floating. False by default: the guide then
    /// drops to the bottom of the safe area.
    open var followsUndockedKeyboard: Bool = false

    /// Extra room above the keyboard where a scroll view's interactive dismissal starts (iOS 17, 0 by default);
    /// negative values count as 0.
    open var keyboardDismissPadding: CGFloat = 0

    /// Whether the guide's top rests on the bottom of the owning view's safe area while the keyboard is off screen
    /// (iOS 17, true by default); false rests it on the view's bottom.
    open var usesBottomSafeArea: Bool = true {
        didSet {
            guard usesBottomSafeArea != oldValue else { return }
            varsEngine?.markDirty(self)
            owningViewStorage?.setNeedsLayout()
        }
    }

    /// How far the keyboard reaches up into the owning view from its bottom: none on the desktop.
    var keyboardOverlap: CGFloat { 0 }

    /// Docked at the bottom across the whole width, as the hidden keyboard is on iOS.
    override var currentNearEdges: NSDirectionalRectEdge { [.bottom, .leading, .trailing] }

    /// The frame the guide has before any constraint places it (in the owning view's bounds coordinates).
    func unsolvedFrame(in owner: UIView) -> CGRect {
        let b = owner.bounds
        let floor = usesBottomSafeArea ? b.height - owner.safeAreaInsetsStorage.bottom : b.height
        let top = max(0, min(floor, b.height - keyboardOverlap))
        return CGRect(x: b.minX, y: b.minY + top, width: b.width, height: b.height - top)
    }
}
