import Foundation

/// `delaysContentTouches`: a recognizer on the scroll view that withholds a touch's began phase from the
/// content for 0.15 s ⚠. When the pan begins first it claims the touch and the content never sees it; when
/// the time is up, or the finger lifts first, it fails and the content gets the touch (began, then at once
/// ended for a quick tap) — unless `touchesShouldBegin(_:with:in:)` says no, and then it keeps the touch.
// Apple's is the private UIScrollViewDelayedTouchesBeganGestureRecognizer.
final class ScrollContentTouchDelay: UIGestureRecognizer {
    weak var scrollView: UIScrollView?
    private var timer: CAMediaClockTimer?
    private var firstTouches: Set<UITouch> = []
    private weak var firstEvent: UIEvent?
    /// The touch caught the content while it was moving: it only stops it and never reaches the content ⚠ (obs).
    private var caughtMovingContent = false

    override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        delaysTouchesBegan = true
        delaysTouchesEnded = true
        cancelsTouchesInView = true
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard timer == nil, state == .possible else { return }
        // Views such as a table's section index answer a touch at once, as on iOS.
        if touches.first?.view is UndelayedContentTouches {
            state = .failed
            return
        }
        // The delay recognizer sees the touch before the pan (added first), while the content still moves.
        caughtMovingContent = scrollView?.motion != nil
        firstTouches = touches
        firstEvent = event
        timer = CAMediaClock.shared.schedule(after: ScrollPhysics.contentTouchDelay) { [weak self] in
            MainActor.assumeIsolated { self?.decide() }
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if trackedTouches.allSatisfy({ touches.contains($0) }) { decide() }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    /// Time is up (or the finger lifted): hand the touch to the content, or keep it when the scroll view says
    /// the content should not begin with it.
    func decide() {
        timer?.invalidate()
        timer = nil
        guard state == .possible else { return }
        let view = firstTouches.first?.view
        if caughtMovingContent {
            state = .recognized
        } else if let s = scrollView, let view, view !== s, !s.touchesShouldBegin(firstTouches, with: firstEvent, in: view) {
            state = .recognized
        } else {
            state = .failed
        }
    }

    /// Whether the content has been given the touch.
    var contentHasTouch: Bool { !isEnabled || state == .failed }

    override func reset() {
        super.reset()
        timer?.invalidate()
        timer = nil
        firstTouches = []
        firstEvent = nil
        caughtMovingContent = false
    }
}

/// A view inside a scroll view whose touches are never delayed (a table's section index).
@MainActor protocol UndelayedContentTouches: AnyObject {}
