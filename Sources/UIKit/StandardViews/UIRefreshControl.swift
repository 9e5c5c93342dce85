import Foundation

/// A control a scroll view shows above its content: pulling the content down far enough starts a refresh
/// (the control sends `.valueChanged`), and the app calls `endRefreshing()` when it is done.
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    let spinner = UIActivityIndicatorView(style: .medium)
    var refreshingStorage = false
    /// Whether the current pull already started a refresh (one per pull).
    var triggeredThisPull = false

    /// Creates a refresh control (the scroll view it is given to sizes and places it).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureRefreshControl()
    }

    /// Creates a refresh control.
    public convenience init() { self.init(frame: CGRect(x: 0, y: 0, width: 0, height: ScrollPhysics.refreshControlHeight)) }

    /// Refresh controls are not archived on Linux.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureRefreshControl()
    }

    private func configureRefreshControl() {
        isOpaque = false
        backgroundColor = nil
        addSubview(spinner)
    }

    /// Whether a refresh is in progress.
    open var isRefreshing: Bool { refreshingStorage }

    /// A title shown under the spinner.
    open var attributedTitle: NSAttributedString?

    /// Shows the control as refreshing (as when the user pulled), without sending `.valueChanged` and without
    /// scrolling it into view.
    open func beginRefreshing() {
        guard !refreshingStorage else { return }
        refreshingStorage = true
        spinner.startAnimating()
        scrollView?.setRefreshInset(bounds.height > 0 ? bounds.height : ScrollPhysics.refreshControlHeight)
    }

    /// Ends the refresh: the spinner goes and the content slides back up.
    open func endRefreshing() {
        guard refreshingStorage else { return }
        refreshingStorage = false
        spinner.stopAnimating()
        scrollView?.setRefreshInset(0)
    }

    /// The user pulled past the threshold: refresh and tell the targets.
    func refreshFromPull() {
        guard !refreshingStorage else { return }
        refreshingStorage = true
        spinner.startAnimating()
        sendActions(for: .valueChanged)
    }

    var scrollView: UIScrollView? { superview as? UIScrollView }

    open override func layoutSubviews() {
        super.layoutSubviews()
        spinner.center = CGPoint(x: bounds.midX, y: bounds.midY)
    }
}
