import Foundation

/// A scroll view showing rows in sections, one column, cells only for the rows in view.
///
/// The data is read lazily: `reloadData()` marks the table and the next layout pass asks the data source. Row
/// heights are a base height plus a Fenwick tree of differences (ListRowHeights), so reloading and scrolling
/// do not grow with the number of rows; estimated rows are measured as they come into view, the content size
/// corrected and the rows on screen kept still.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    /// The table's style, fixed at creation.
    public let style: Style

    // MARK: Stored state (the concerns live in UITableView+….swift)

    var sectionsStorage: [TableSection] = []
    var needsReloadStorage = true
    var loadedOnce = false
    var visibleRows: [IndexPath: UITableViewCell] = [:]
    var visibleHeaders: [Int: UIView] = [:]
    var visibleFooters: [Int: UIView] = [:]
    /// Header and footer views the delegate gave while sizing, shown later without asking again.
    var pendingHeaderViews: [Int: UIView] = [:]
    var pendingFooterViews: [Int: UIView] = [:]
    let cellPool = ReusableViewPool<UITableViewCell>()
    let headerFooterPool = ReusableViewPool<UITableViewHeaderFooterView>()
    var selectedRows: [IndexPath] = []
    var highlightedRow: IndexPath?
    var editingStorage = false
    var swipeStorage: TableSwipe?
    var reorderStorage: TableReorder?
    var retiredSwipeView: UIView?
    var reorderRecognizer: TableReorderRecognizer?
    /// Whether the data source implements commit, probed once per data source.
    var commitsEditsProbe: Bool?
    var swipeStartOffset: CGFloat = 0
    var swipeRecognizer: TableSwipeRecognizer?
    var batch: TableBatch?
    var batchDepth = 0
    /// Set by a protocol extension's default when the data source or delegate lacks the method just called.
    var missedOptionalMethod = false
    /// The height the delegate gave for the row probed at reload, used instead of asking again.
    var probedRowHeight: (IndexPath, CGFloat)?
    var delegateCaps = TableDelegateCaps()
    weak var tableDelegate: UITableViewDelegate?
    weak var dataSourceStorage: UITableViewDataSource?
    var prefetchedRows: Set<IndexPath> = []
    var lastPrefetchOffset: CGFloat?
    /// The table is laying out rows (a nested layout request is ignored).
    var isLayingOutRows = false
    /// The section index at the trailing edge, while the data source gives titles.
    var sectionIndexView: TableSectionIndexView?

    /// Creates a table of the given style.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        setUpTable()
    }

    /// Creates a plain table.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// Creates a table from an archive (a nib's or storyboard's `<tableView>`, its prototype cells registered).
    public required init?(coder: NSCoder) {
        style = UITableView.nibStyle(coder)
        super.init(coder: coder)
        setUpTable()
        if let nib = coder as? NibCoder { decodeTableKeys(nib) }
    }

    private func setUpTable() {
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
        alwaysBounceVertical = true
        headerFooterPool.register(forIdentifier: Self.titleViewIdentifier) {
            UITableViewHeaderFooterView(reuseIdentifier: UITableView.titleViewIdentifier)
        }
        setUpSwipe()
        setUpReorder()
    }

    // MARK: Data source and delegate

    /// The object that supplies the sections, rows and cells.
    open var dataSource: UITableViewDataSource? {
        get { dataSourceStorage }
        set {
            dataSourceStorage = newValue
            commitsEditsProbe = nil
            delegateCaps = TableDelegateCaps()
            reloadData()
        }
    }

    /// The object that sizes rows and hears about display and selection.
    // Linux: Apple's property has the type `UITableViewDelegate?`; a Swift subclass cannot change the type of
    // the scroll view's `delegate`, so it stays `UIScrollViewDelegate?` and the table uses it as a
    // `UITableViewDelegate` when it is one (docs/DIFFERENCES.md). Assigning a table delegate works as on iOS.
    open override var delegate: UIScrollViewDelegate? {
        didSet {
            tableDelegate = delegate as? UITableViewDelegate
            delegateCaps = TableDelegateCaps()
            if loadedOnce { reloadData() }
        }
    }

    /// The object told about rows about to show (iOS 10).
    open weak var prefetchDataSource: UITableViewDataSourcePrefetching?
    /// Whether the prefetch data source is told anything (true).
    open var isPrefetchingEnabled = true

    // MARK: Heights

    /// The height of every row (`automaticDimension`: self-sizing rows).
    open var rowHeight: CGFloat = UITableView.automaticDimension { didSet { reloadGeometry() } }
    /// The height of section headers (`automaticDimension`).
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { reloadGeometry() } }
    /// The height of section footers (`automaticDimension`).
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { reloadGeometry() } }
    /// The height assumed for rows not measured yet (`automaticDimension`; 0 turns estimates off).
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension { didSet { reloadGeometry() } }
    /// The height assumed for headers not measured yet.
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    /// The height assumed for footers not measured yet.
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
    /// Extra room above each header in plain tables (iOS 15; `automaticDimension`).
    open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension { didSet { reloadGeometry() } }

    // MARK: Separators

    /// How separators are drawn (`.singleLine`).
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine { didSet { setNeedsLayout() } }
    /// The separators' colour (`.separator`).
    open var separatorColor: UIColor? = .separator { didSet { setNeedsLayout() } }
    /// The effect separators are drawn with over a blurred background (nil by default).
    // Linux: kept, not drawn — separators are drawn in separatorColor (docs/DIFFERENCES.md).
    open var separatorEffect: UIVisualEffect?
    /// Whether cells' layout margins follow the readable content guide's width (false by default since iOS 12).
    // Linux: kept, not applied (docs/DIFFERENCES.md).
    open var cellLayoutMarginsFollowReadableWidth = false
    /// The default inset of cell separators (left 16 ⚠).
    open var separatorInset = UIEdgeInsets(top: 0, left: UITableViewCell.Metrics.separatorLeft, bottom: 0, right: 0) {
        didSet { setNeedsLayout() }
    }
    /// What `separatorInset` is measured from.
    open var separatorInsetReference: SeparatorInsetReference = .fromCellEdges

    // MARK: Views

    /// A view above the first section (its frame height is used as it is).
    open var tableHeaderView: UIView? {
        didSet {
            if oldValue !== tableHeaderView { oldValue?.removeFromSuperview() }
            if let v = tableHeaderView { addSubview(v) }
            reloadGeometry()
        }
    }
    /// A view below the last section (its frame height is used as it is).
    open var tableFooterView: UIView? {
        didSet {
            if oldValue !== tableFooterView { oldValue?.removeFromSuperview() }
            if let v = tableFooterView { addSubview(v) }
            reloadGeometry()
        }
    }
    /// A view behind the content, sized to the table.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let v = backgroundView { insertSubview(v, at: 0) }
            setNeedsLayout()
        }
    }

    // MARK: Selection

    /// Whether rows can be selected (true).
    open var allowsSelection = true
    /// Whether several rows can be selected at once (false).
    open var allowsMultipleSelection = false
    /// Whether rows can be selected while editing (false).
    open var allowsSelectionDuringEditing = false
    /// Whether several rows can be selected at once while editing (false).
    open var allowsMultipleSelectionDuringEditing = false
    /// Whether the table takes focus for selection (iOS 15; false on iPhone).
    open var selectionFollowsFocus = false

    // MARK: Section index

    /// The colour of the section index titles (nil: the tint colour).
    open var sectionIndexColor: UIColor? { didSet { setNeedsLayout() } }
    /// The section index's background (nil: clear).
    open var sectionIndexBackgroundColor: UIColor? { didSet { setNeedsLayout() } }
    /// The index's background while it is touched (nil: clear).
    open var sectionIndexTrackingBackgroundColor: UIColor? { didSet { setNeedsLayout() } }
    /// Below this many rows the index does not show (0).
    open var sectionIndexMinimumDisplayRowCount = 0 { didSet { setNeedsLayout() } }

    // MARK: Data (UITableView+Data.swift)

    /// Forgets the rows and cells; the next layout pass asks the data source again.
    open func reloadData() { reloadDataImpl() }
    /// Asks the data source for new section index titles.
    open func reloadSectionIndexTitles() { setNeedsLayout() }
    /// The number of sections (the data source is asked if the table has not read it yet).
    open var numberOfSections: Int { ensureData(); return sectionsStorage.count }
    /// The number of rows in `section`.
    open func numberOfRows(inSection section: Int) -> Int { numberOfRowsImpl(inSection: section) }

    // MARK: Reuse (UITableView+Reuse.swift)

    /// Registers a class whose cells `dequeueReusableCell(withIdentifier:for:)` makes for `identifier`.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        registerCellImpl(cellClass, identifier: identifier)
    }
    /// Registers a class of section header or footer views for `identifier`.
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        registerHeaderFooterImpl(aClass, identifier: identifier)
    }
    /// A queued cell of `identifier` or a new one of its registered class; raises for an unregistered one.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        dequeueCellImpl(identifier, indexPath: indexPath)
    }
    /// A queued cell of `identifier`, a new one of its registered class, or nil.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        dequeueCellImpl(identifier)
    }
    /// A queued header or footer view of `identifier`, a new one of its registered class, or nil.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        dequeueHeaderFooterImpl(identifier)
    }

    // MARK: Geometry (UITableView+Geometry.swift)

    /// The rect of section `section` (header, rows and footer) in the content.
    open func rect(forSection section: Int) -> CGRect { rectForSectionImpl(section) }
    /// The rect of the section's header.
    open func rectForHeader(inSection section: Int) -> CGRect { rectForHeaderImpl(section) }
    /// The rect of the section's footer.
    open func rectForFooter(inSection section: Int) -> CGRect { rectForFooterImpl(section) }
    /// The rect of the row at `indexPath` (zero for a row that does not exist).
    open func rectForRow(at indexPath: IndexPath) -> CGRect { rectForRowImpl(indexPath) }
    /// The row at `point` (content coordinates), or nil.
    open func indexPathForRow(at point: CGPoint) -> IndexPath? { indexPathForRowImpl(at: point) }
    /// The index path of a visible cell, or nil.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? { indexPathImpl(for: cell) }
    /// The rows that intersect `rect`, in order (nil when there are none).
    open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? { indexPathsForRowsImpl(in: rect) }
    /// The visible cell of the row, or nil when the row is not on screen.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { visibleRows[indexPath] }
    /// The cells on screen, in row order.
    open var visibleCells: [UITableViewCell] { visibleRowsSorted.map { visibleRows[$0]! } }
    /// The index paths of the rows on screen, in order.
    open var indexPathsForVisibleRows: [IndexPath]? { visibleRowsSorted }
    /// The header view on screen for the section.
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleHeaders[section] as? UITableViewHeaderFooterView
    }
    /// The footer view on screen for the section.
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleFooters[section] as? UITableViewHeaderFooterView
    }
    /// Scrolls so the row sits at `scrollPosition` (`.none`: the least move that shows it).
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        scrollToRowImpl(indexPath, at: scrollPosition, animated: animated)
    }
    /// Scrolls so the selected row sits at `scrollPosition`.
    open func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
        if let ip = selectedRows.first { scrollToRow(at: ip, at: scrollPosition, animated: animated) }
    }

    // MARK: Selection (UITableView+Selection.swift)

    /// The selected row (the first if several), or nil.
    open var indexPathForSelectedRow: IndexPath? { selectedRows.sorted().first }
    /// The selected rows, or nil when none is.
    open var indexPathsForSelectedRows: [IndexPath]? { selectedRows.isEmpty ? nil : selectedRows.sorted() }
    /// Selects the row (nil: clears the selection) and scrolls it to `scrollPosition`; tells the delegate nothing.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        selectRowImpl(indexPath, animated: animated, scrollPosition: scrollPosition)
    }
    /// Deselects the row; tells the delegate nothing.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) { deselectRowImpl(indexPath, animated: animated) }

    // MARK: Updates (UITableView+Updates.swift)

    /// Groups inserts, deletes, moves and reloads into one animated update.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        endUpdates(completion: completion)
    }
    /// Starts a group of updates (ended by `endUpdates()`).
    open func beginUpdates() { beginUpdatesImpl() }
    /// Ends a group of updates and applies them.
    open func endUpdates() { endUpdates(completion: nil) }
    /// Inserts rows (index paths after the update).
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) { recordUpdate(.insertRows(indexPaths), animation) }
    /// Deletes rows (index paths before the update).
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) { recordUpdate(.deleteRows(indexPaths), animation) }
    /// Reloads rows (index paths before the update).
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) { recordUpdate(.reloadRows(indexPaths), animation) }
    /// Moves a row.
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) { recordUpdate(.moveRow(indexPath, newIndexPath), .none) }
    /// Inserts sections (indexes after the update).
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) { recordUpdate(.insertSections(sections), animation) }
    /// Deletes sections (indexes before the update).
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) { recordUpdate(.deleteSections(sections), animation) }
    /// Reloads sections.
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) { recordUpdate(.reloadSections(sections), animation) }
    /// Moves a section.
    open func moveSection(_ section: Int, toSection newSection: Int) { recordUpdate(.moveSection(section, newSection), .none) }
    /// Reconfigures the visible cells of the rows in place (iOS 15): the data source is asked again.
    open func reconfigureRows(at indexPaths: [IndexPath]) { recordUpdate(.reloadRows(indexPaths), .none) }

    // MARK: Editing (UITableView+Editing.swift)

    /// Whether the table shows its editing controls.
    open var isEditing: Bool {
        get { editingStorage }
        set { setEditing(newValue, animated: false) }
    }
    /// Shows or hides the editing controls of the visible rows.
    open func setEditing(_ editing: Bool, animated: Bool) { setEditingImpl(editing, animated: animated) }

    // MARK: Overrides

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutTable()
    }

    /// A drag that starts on a reorder control moves the row, not the content.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === panGestureRecognizer, editingStorage, let touch = panGestureRecognizer.trackedTouches.first,
           reorderControlRow(at: touch.location(in: self)) != nil { return false }
        // A drag along the section index jumps between sections instead of scrolling.
        if gestureRecognizer === panGestureRecognizer, let index = sectionIndexView, let touch = panGestureRecognizer.trackedTouches.first,
           index.bounds.contains(touch.location(in: index)) { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let t = touches.first, touches.count == 1, !swipeSwallowsTouch(at: t.location(in: self)) { tableTouchBegan(at: t.location(in: self)) }
        super.touchesBegan(touches, with: event)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let t = touches.first { tableTouchEnded(at: t.location(in: self)) }
        super.touchesEnded(touches, with: event)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        tableTouchCancelled()
        super.touchesCancelled(touches, with: event)
    }
}
