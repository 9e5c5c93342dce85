import Foundation

/// Two or three columns side by side (primary, supplementary, secondary) in a regular-width window,
/// collapsing into one column when the width is compact.
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
    /// The column layout (Apple's raw values).
    public enum Style: Int, Sendable {
        case unspecified = 0
        case doubleColumn = 1
        case tripleColumn = 2
    }

    /// A column (Apple's raw values).
    public enum Column: Int, Sendable {
        case primary = 0
        case supplementary = 1
        case secondary = 2
        case compact = 3
    }

    /// How the columns are shown (Apple's raw values).
    public enum DisplayMode: Int, Sendable {
        case automatic = 0
        case secondaryOnly = 1
        case oneBesideSecondary = 2
        case oneOverSecondary = 3
        case twoBesideSecondary = 4
        case twoOverSecondary = 5
        case twoDisplaceSecondary = 6
    }

    /// How the side columns share the width with the secondary (Apple's raw values).
    public enum SplitBehavior: Int, Sendable {
        case automatic = 0
        case tile = 1
        case overlay = 2
        case displace = 3
    }

    private enum Metrics {
        /// ⚠ est.: iOS 17's default primary and supplementary column widths on an iPad in landscape.
        static let primaryWidth: CGFloat = 320
        static let supplementaryWidth: CGFloat = 320
        /// ⚠ est.: a hairline separates the columns.
        static let separator: CGFloat = 1
    }

    /// The column layout.
    public let style: Style
    /// Told about display-mode changes and collapsing.
    open weak var delegate: UISplitViewControllerDelegate?
    /// The display mode asked for (automatic: the side columns beside the secondary when they fit).
    open var preferredDisplayMode: DisplayMode = .automatic { didSet { displayModeMayChange() } }
    /// The split behavior asked for (stored; columns are always tiled here).
    open var preferredSplitBehavior: SplitBehavior = .automatic
    /// The primary column's width asked for (automaticDimension: ⚠ 320 pt).
    open var preferredPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// The supplementary column's width asked for (automaticDimension: ⚠ 320 pt).
    open var preferredSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// Whether a secondary-only display shows a button to bring the primary back (stored).
    open var presentsWithGesture = true
    /// Whether the secondary's navigation bar shows the display-mode button (stored).
    open var showsSecondaryOnlyButton = false
    /// Apple's marker for "the system chooses".
    public static let automaticDimension: CGFloat = -1

    private var columns: [Column: UIViewController] = [:]
    private var wrappers: [Column: UINavigationController] = [:]
    private var classic: [UIViewController] = []
    private(set) var displayModeStorage: DisplayMode = .automatic
    private var collapsedStorage = false

    /// A split view controller with columns of `style`.
    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A split view controller from a storyboard (its columns from the relationship segues).
    public required init?(coder: NSCoder) {
        style = UISplitViewController.nibStyle(coder)
        super.init(coder: coder)
    }

    open override func loadView() {
        let v = SplitContainerView(frame: UIScreen.main.bounds)
        v.controller = self
        v.backgroundColor = .separator
        view = v
    }

    // MARK: Columns

    /// Sets a column's controller; a column-style split wraps a controller that is not a navigation
    /// controller in one, as Apple does.
    open func setViewController(_ vc: UIViewController?, for column: Column) {
        guard style != .unspecified else { return }
        if let old = wrappers[column] ?? columns[column] { remove(old) }
        columns[column] = vc
        wrappers[column] = nil
        if let vc {
            let shown: UIViewController
            if let n = vc as? UINavigationController {
                shown = n
            } else {
                let n = UINavigationController(rootViewController: vc)
                wrappers[column] = n
                shown = n
            }
            addChild(shown)
            shown.didMove(toParent: self)
        }
        viewIfLoaded?.setNeedsLayout()
    }

    /// The controller set for a column (the one given, not its navigation wrapper).
    open func viewController(for column: Column) -> UIViewController? { columns[column] }

    /// The classic (unspecified-style) controllers: primary then secondary; column styles list the shown
    /// controllers of their columns.
    open var viewControllers: [UIViewController] {
        get {
            if style == .unspecified { return classic }
            let order: [Column] = style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
            return order.compactMap { wrappers[$0] ?? columns[$0] }
        }
        set {
            guard style == .unspecified else { return }
            for vc in classic { remove(vc) }
            classic = newValue
            for vc in newValue {
                addChild(vc)
                vc.didMove(toParent: self)
            }
            viewIfLoaded?.setNeedsLayout()
        }
    }

    private func remove(_ vc: UIViewController) {
        vc.willMove(toParent: nil)
        vc.viewIfLoaded?.removeFromSuperview()
        vc.removeFromParent()
    }

    private func shown(_ column: Column) -> UIViewController? {
        if style == .unspecified {
            switch column {
            case .primary: return classic.first
            case .secondary: return classic.count > 1 ? classic.last : nil
            default: return nil
            }
        }
        return wrappers[column] ?? columns[column]
    }

    // MARK: Display mode and collapsing

    /// Whether the split view shows one column (compact width).
    open var isCollapsed: Bool { collapsedStorage }

    /// The display mode in effect.
    open var displayMode: DisplayMode { displayModeStorage }

    /// Shows a column (changing the display mode so it is visible).
    open func show(_ column: Column) {
        switch column {
        case .primary: preferredDisplayMode = style == .tripleColumn ? .twoBesideSecondary : .oneBesideSecondary
        case .supplementary: preferredDisplayMode = .oneBesideSecondary
        default: break
        }
    }

    /// Hides a column.
    open func hide(_ column: Column) {
        switch column {
        case .primary: preferredDisplayMode = style == .tripleColumn ? .oneBesideSecondary : .secondaryOnly
        case .supplementary: preferredDisplayMode = .secondaryOnly
        default: break
        }
    }

    private var resolvedDisplayMode: DisplayMode {
        if preferredDisplayMode != .automatic { return preferredDisplayMode }
        return style == .tripleColumn ? .twoBesideSecondary : .oneBesideSecondary
    }

    private func displayModeMayChange() {
        let new = resolvedDisplayMode
        if new != displayModeStorage {
            delegate?.splitViewController(self, willChangeTo: new)
            displayModeStorage = new
        }
        viewIfLoaded?.setNeedsLayout()
    }

    func layoutColumns() {
        guard let v = viewIfLoaded else { return }
        let compact = traitCollection.horizontalSizeClass == .compact
        if compact != collapsedStorage || displayModeStorage == .automatic {
            if displayModeStorage == .automatic { displayModeStorage = resolvedDisplayMode }
            if compact != collapsedStorage {
                collapsedStorage = compact
                if compact { delegate?.splitViewControllerDidCollapse(self) } else { delegate?.splitViewControllerDidExpand(self) }
            }
        }
        let all: [Column] = [.primary, .supplementary, .secondary, .compact]
        var frames: [Column: CGRect] = [:]
        let b = v.bounds
        if collapsedStorage {
            let proposed: Column = shown(.compact) != nil ? .compact : .primary
            let top = delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: proposed) ?? proposed
            frames[shown(top) != nil ? top : proposed] = b
        } else {
            let primaryW = preferredPrimaryColumnWidth > 0 ? preferredPrimaryColumnWidth : Metrics.primaryWidth
            let supplementaryW = preferredSupplementaryColumnWidth > 0 ? preferredSupplementaryColumnWidth : Metrics.supplementaryWidth
            var x = b.minX
            let mode = displayModeStorage
            let showsPrimary = mode == .oneBesideSecondary && style != .tripleColumn || mode == .twoBesideSecondary
                || mode == .twoDisplaceSecondary
            let showsSupplementary = style == .tripleColumn && mode != .secondaryOnly
            if showsPrimary {
                frames[.primary] = CGRect(x: x, y: b.minY, width: primaryW, height: b.height)
                x += primaryW + Metrics.separator
            }
            if showsSupplementary {
                frames[.supplementary] = CGRect(x: x, y: b.minY, width: supplementaryW, height: b.height)
                x += supplementaryW + Metrics.separator
            }
            frames[.secondary] = CGRect(x: x, y: b.minY, width: max(0, b.maxX - x), height: b.height)
        }
        for column in all {
            guard let vc = shown(column) else { continue }
            if let f = frames[column] {
                if vc.view.superview !== v { v.addSubview(vc.view) }
                vc.view.frame = f
            } else {
                vc.viewIfLoaded?.removeFromSuperview()
            }
        }
    }
}

/// The split view controller's root view: lays out the columns.
@MainActor
final class SplitContainerView: UIView {
    weak var controller: UISplitViewController?

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layoutColumns()
    }
}
