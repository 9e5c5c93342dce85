import Foundation

/// A page view controller's root view: for the scroll style it holds the queue of pages (a paging scroll
/// view) and, when the data source gives a page count, the page indicator below them; for page curl the
/// pages are its own subviews.
@MainActor
final class PageViewControllerContentView: UIView {
    weak var owner: UIPageViewController?
    /// The scroll style's pages.
    private(set) var queue: PageQueuingScrollView?
    /// The scroll style's page indicator (shown when the data source gives a page count).
    let pageControl = UIPageControl()

    init(frame: CGRect, owner: UIPageViewController, scrolls: Bool) {
        self.owner = owner
        super.init(frame: frame)
        if scrolls {
            let q = PageQueuingScrollView(owner: owner)
            addSubview(q)
            queue = q
            pageControl.isHidden = true
            pageControl.addAction(UIAction { [weak owner] _ in owner?.pageControlValueChanged() }, for: .valueChanged)
            addSubview(pageControl)
        }
    }

    required init?(coder: NSCoder) { nil }

    /// Whether the page indicator takes room below the pages.
    var showsPageControl: Bool { queue != nil && !pageControl.isHidden }

    /// Where the pages go: the bounds, less the indicator's strip at the bottom when it shows.
    var pageArea: CGRect {
        var area = bounds
        if showsPageControl {
            let h = pageControl.size(forNumberOfPages: pageControl.numberOfPages).height
            area.size.height = max(0, area.height - h)
        }
        return area
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        if showsPageControl {
            let area = pageArea
            pageControl.frame = CGRect(x: bounds.minX, y: area.maxY, width: bounds.width, height: bounds.maxY - area.maxY)
        }
        owner?.layoutPages()
    }
}
