import Foundation

/// The scroll style's pages: a paging scroll view three pages long — the page before, the shown page, the
/// page after — kept at rest on the middle one. It tells its page view controller about drags and rest
/// through UIScrollView's own hooks, not its delegate, so an app may set the delegate (as iOS apps do to
/// follow the scrolling) without breaking page turns.
@MainActor
final class PageQueuingScrollView: UIScrollView {
    weak var owner: UIPageViewController?

    init(owner: UIPageViewController) {
        self.owner = owner
        super.init(frame: .zero)
        isPagingEnabled = true
        showsHorizontalScrollIndicator = false
        showsVerticalScrollIndicator = false
        scrollsToTop = false
        contentInsetAdjustmentBehavior = .never
        delaysContentTouches = false
        if owner.navigationOrientation == .horizontal { alwaysBounceHorizontal = true } else { alwaysBounceVertical = true }
    }

    required init?(coder: NSCoder) { nil }

    override var bounds: CGRect {
        didSet { if oldValue.origin != bounds.origin { owner?.queueDidScroll() } }
    }

    override func didBeginDraggingHook() { owner?.queueDidBeginDragging() }
    override func didComeToRestHook() {
        super.didComeToRestHook()
        owner?.queueDidComeToRest()
    }
}
