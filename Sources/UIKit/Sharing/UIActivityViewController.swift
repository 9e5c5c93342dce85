import Foundation

/// The share sheet: offers the activities that can act on the given items (the system's that exist here and
/// the app's own), runs the one the user chooses and reports how it ended. Presented as a sheet on a compact
/// width and as a popover (from `popoverPresentationController`'s source) on a regular one.
@preconcurrency @MainActor
open class UIActivityViewController: UIViewController {
    /// Called once the sheet is done: the chosen activity's type (nil when cancelled), whether it completed,
    /// the items an extension returned (none here) and an error (none here).
    public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void
    /// The deprecated completion handler's shape: the activity's type and whether it completed.
    public typealias CompletionHandler = (UIActivity.ActivityType?, Bool) -> Void

    private enum Metrics {
        // ⚠ Read off iOS 17 iPhone share-sheet screenshots (390 pt wide); Apple publishes none of these.
        static let margin: CGFloat = 16
        static let headerHeight: CGFloat = 80
        static let appRowHeight: CGFloat = 112
        static let actionRowHeight: CGFloat = 52
        static let groupGap: CGFloat = 16
        static let closeSize: CGFloat = 30
        /// ⚠ iPadOS 17: the share popover is 375 pt wide (an iPhone-width card).
        static let popoverWidth: CGFloat = 375
    }

    /// The items to share, as given (item sources included).
    let activityItems: [Any]
    /// The app's own activities, as given.
    let applicationActivities: [UIActivity]

    /// Activity types not to offer, even when they could act on the items. Nil by default.
    open var excludedActivityTypes: [UIActivity.ActivityType]?

    /// Called once the sheet is done (an activity finished, or the user cancelled).
    open var completionWithItemsHandler: UIActivityViewController.CompletionWithItemsHandler?

    /// The older completion handler, called after `completionWithItemsHandler`.
    @available(*, deprecated, message: "Use completionWithItemsHandler")
    open var completionHandler: UIActivityViewController.CompletionHandler? {
        get { completionHandlerStorage }
        set { completionHandlerStorage = newValue }
    }
    private var completionHandlerStorage: CompletionHandler?

    /// Whether an activity may be shown prominently (SharePlay, collaboration) at the top. Default true.
    // Linux: no activity here is ever prominent, so this changes nothing on screen.
    open var allowsProminentActivity = true

    /// The activity the user chose, until it finishes.
    private(set) var runningActivity: UIActivity?
    /// Whether the completion handlers were called for the current showing.
    private var finished = false
    /// Whether the sheet has been shown and gone (a new showing rebuilds it).
    private var shownBefore = false
    /// The items' placeholders, asked of item sources when the sheet is built.
    private(set) var placeholderItems: [Any] = []
    /// The activities on show, in the row of apps (share) and in the list (action).
    private(set) var shareActivities: [UIActivity] = []
    private(set) var actionActivities: [UIActivity] = []

    let headerView = ActivityHeaderView()
    let closeButton = ColorPickerCloseButton()
    private let headerSeparator = UIView()
    private let appRow = UIScrollView()
    private(set) var appButtons: [ActivityAppButton] = []
    private let actionGroup = UIView()
    private(set) var actionRows: [ActivityActionRow] = []

    /// A share sheet for `activityItems` offering, besides the system's activities, `applicationActivities`.
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities ?? []
        super.init(nibName: nil, bundle: nil)
        // Apple presents the sheet as a popover, adapted to a sheet on a compact width, so
        // `popoverPresentationController` is there to be configured on every device.
        modalPresentationStyle = .popover
        // The bubble (its arrow included) takes the sheet's grouped background.
        popoverPresentationController?.backgroundColor = .systemGroupedBackground
    }

    @available(*, unavailable, message: "Use init(activityItems:applicationActivities:)")
    public required init?(coder: NSCoder) {
        activityItems = []
        applicationActivities = []
        super.init(coder: coder)
    }

    // MARK: Building the sheet

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        view.addSubview(headerView)
        closeButton.addTarget(self, action: { [weak self] _ in self?.cancel() }, for: .touchUpInside)
        view.addSubview(closeButton)
        headerSeparator.backgroundColor = .separator
        view.addSubview(headerSeparator)
        appRow.showsHorizontalScrollIndicator = false
        appRow.alwaysBounceHorizontal = true
        view.addSubview(appRow)
        actionGroup.backgroundColor = .secondarySystemGroupedBackground
        actionGroup.layer.cornerRadius = 10
        actionGroup.clipsToBounds = true
        view.addSubview(actionGroup)
        rebuild()
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        finished = false
        // Shown again: the items and activities are asked afresh (the first showing was built at load).
        if shownBefore { rebuild() }
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        shownBefore = true
    }

    /// Asks for the placeholders, decides which activities show and makes their buttons.
    private func rebuild() {
        placeholderItems = activityItems.map { item in
            (item as? UIActivityItemSource)?.activityViewControllerPlaceholderItem(self) ?? item
        }
        let excluded = Set(excludedActivityTypes ?? [])
        func offered(_ activity: UIActivity) -> Bool {
            if let type = activity.activityType, excluded.contains(type) { return false }
            return activity.canPerform(withActivityItems: placeholderItems)
        }
        // The system's activities first, then the app's, as iOS lists them (⚠ observed order).
        let candidates: [UIActivity] = [CopyToPasteboardActivity()] + applicationActivities
        let shown = candidates.filter(offered)
        shareActivities = shown.filter { type(of: $0).activityCategory == .share }
        actionActivities = shown.filter { type(of: $0).activityCategory == .action }

        headerView.preview(placeholderItems)
        appButtons.forEach { $0.removeFromSuperview() }
        appButtons = shareActivities.map { activity in
            let button = ActivityAppButton(activity: activity)
            button.addTarget(self, action: { [weak self, weak activity] _ in
                if let activity { self?.choose(activity) }
            }, for: .touchUpInside)
            appRow.addSubview(button)
            return button
        }
        actionRows.forEach { $0.removeFromSuperview() }
        actionRows = actionActivities.enumerated().map { index, activity in
            let row = ActivityActionRow(activity: activity, separated: index > 0)
            row.addTarget(self, action: { [weak self, weak activity] _ in
                if let activity { self?.choose(activity) }
            }, for: .touchUpInside)
            actionGroup.addSubview(row)
            return row
        }
        appRow.isHidden = shareActivities.isEmpty
        actionGroup.isHidden = actionActivities.isEmpty
        preferredContentSize = CGSize(width: Metrics.popoverWidth, height: contentHeight)
        view.setNeedsLayout()
    }

    /// The height the content needs (the popover's height).
    private var contentHeight: CGFloat {
        var h = Metrics.headerHeight
        if !shareActivities.isEmpty { h += Metrics.appRowHeight }
        if !actionActivities.isEmpty { h += Metrics.groupGap + CGFloat(actionActivities.count) * Metrics.actionRowHeight }
        return h + Metrics.groupGap
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let b = view.bounds, m = Metrics.margin
        headerView.frame = CGRect(x: 0, y: 0, width: b.width - m - Metrics.closeSize, height: Metrics.headerHeight)
        closeButton.frame = CGRect(x: b.width - m - Metrics.closeSize, y: m, width: Metrics.closeSize, height: Metrics.closeSize)
        let hairline = 1 / max(1, view.window?.screen.scale ?? 1)
        headerSeparator.frame = CGRect(x: 0, y: Metrics.headerHeight - hairline, width: b.width, height: hairline)
        var y = Metrics.headerHeight
        if !shareActivities.isEmpty {
            appRow.frame = CGRect(x: 0, y: y, width: b.width, height: Metrics.appRowHeight)
            var x = m
            for button in appButtons {
                button.frame = CGRect(x: x, y: 0, width: ActivityAppButton.width, height: Metrics.appRowHeight)
                x += ActivityAppButton.width + ActivityAppButton.gap
            }
            appRow.contentSize = CGSize(width: x - ActivityAppButton.gap + m, height: Metrics.appRowHeight)
            y += Metrics.appRowHeight
        }
        y += Metrics.groupGap
        actionGroup.frame = CGRect(x: m, y: y, width: max(0, b.width - 2 * m),
                                   height: CGFloat(actionRows.count) * Metrics.actionRowHeight)
        for (i, row) in actionRows.enumerated() {
            row.frame = CGRect(x: 0, y: CGFloat(i) * Metrics.actionRowHeight, width: actionGroup.bounds.width,
                               height: Metrics.actionRowHeight)
        }
    }

    // MARK: Running an activity

    /// The items for `type`: item sources asked for theirs (nil answers left out), other items as given.
    private func items(for type: UIActivity.ActivityType?) -> [Any] {
        activityItems.compactMap { item in
            if let source = item as? UIActivityItemSource { return source.activityViewController(self, itemForActivityType: type) }
            return item
        }
    }

    /// The user chose `activity`: it is prepared with its items, then shows its view controller or performs.
    func choose(_ activity: UIActivity) {
        guard runningActivity == nil, !finished else { return }
        runningActivity = activity
        activity.owner = self
        activity.prepare(withActivityItems: items(for: activity.activityType))
        if let controller = activity.activityViewController {
            present(controller, animated: true)
        } else {
            activity.perform()
        }
    }

    /// `activity` called `activityDidFinish(_:)`: the sheet (and the activity's controller) goes, then the
    /// completion handlers hear of it.
    func activity(_ activity: UIActivity, didFinish completed: Bool) {
        guard activity === runningActivity else { return }
        runningActivity = nil
        activity.owner = nil
        let type = activity.activityType
        if let presenter = presentingViewController {
            presenter.dismiss(animated: true) { [weak self] in self?.finish(type, completed: completed) }
        } else {
            finish(type, completed: completed)
        }
    }

    /// The close button: the sheet goes and the handlers hear of a cancellation.
    private func cancel() {
        guard runningActivity == nil else { return }
        if presentingViewController != nil {
            dismiss(animated: true) { [weak self] in self?.finish(nil, completed: false) }
        } else {
            finish(nil, completed: false)
        }
    }

    /// The user dismissed the sheet (a tap outside it or a swipe): a cancellation.
    override func presentationDidEndByUser() {
        finish(nil, completed: false)
    }

    private func finish(_ type: UIActivity.ActivityType?, completed: Bool) {
        guard !finished else { return }
        finished = true
        completionWithItemsHandler?(type, completed, nil, nil)
        completionHandlerStorage?(type, completed)
    }
}

extension UIActivityViewController: AdaptedSheetSizing {
    /// On a compact width the sheet opens at the medium detent, as iOS's share sheet does.
    func adaptedSheetHeight(in bounds: CGRect) -> CGFloat? {
        (SheetGeometry.maximumDetentValue(in: bounds) + SheetGeometry.Metrics.compactTopInset) / 2
    }
}
