import Foundation

/// One row of a table view: a content view holding its labels and image, with an accessory at the trailing
/// edge, background views for the normal and selected states and a separator below.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    let cellStyle: CellStyle
    /// The identifier the cell is reused under.
    open private(set) var reuseIdentifier: String?

    /// The view that holds the cell's content; add custom subviews here, not to the cell.
    open private(set) var contentView: UIView

    var textLabelStorage: UILabel?
    var detailTextLabelStorage: UILabel?
    var imageViewStorage: UIImageView?
    var accessoryHost: TableAccessoryView?
    let separatorView = UIView()
    let defaultSelectedBackground = UIView()
    var selectedStorage = false
    var highlightedStorage = false
    var editingStorage = false
    /// The delete or insert control shown while editing.
    var editingControl: TableEditingControl?
    /// The reorder control shown while editing a movable row.
    var reorderControl: TableReorderControl?
    /// Whether the table found the row movable (canMoveRowAt).
    var tableShowsReorderControl = false
    var userBackgroundColor = false
    /// The table's colour last applied (identity: dynamic colours compare by their resolved values).
    var appliedDefaultBackground: UIColor?
    /// Whether the table shows this cell's separator (set by the table each layout).
    var showsSeparator = true
    /// The separator's colour and insets, as the table has them.
    var tableSeparatorColor: UIColor? = .separator
    /// The table's inset grouping rounds the first and last cell of a section.
    var groupedCorners: (top: Bool, bottom: Bool) = (false, false)
    /// The view drawing `backgroundConfiguration`.
    var configuredBackground: ListBackgroundView?
    var backgroundConfigurationStorage: UIBackgroundConfiguration?
    /// A configuration update is due at the next layout pass.
    var needsConfigurationUpdate = false
    /// Whether the table shows this row's swipe actions.
    var swipedStorage = false
    /// The width the table's section index takes at the trailing edge: accessories and content stay clear of it.
    var sectionIndexInset: CGFloat = 0 { didSet { if oldValue != sectionIndexInset { setNeedsLayout() } } }

    /// Creates a cell of one of the built-in styles, reused under `reuseIdentifier`.
    public init(style: CellStyle, reuseIdentifier: String?) {
        cellStyle = style
        self.reuseIdentifier = reuseIdentifier
        contentView = UIView()
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: Metrics.defaultRowHeight))
        setUpCell()
    }

    /// Creates a default-style cell with no reuse identifier.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// What the table calls to make a registered class's cell: the class's own `init(style:reuseIdentifier:)`
    /// with the default style, as Apple's table does.
    // Linux: Swift can only call `required` initializers through a metatype; a required convenience
    // initializer is inherited by every subclass that overrides the designated ones, as cell subclasses do.
    public required convenience init(registeredReuseIdentifier identifier: String) {
        self.init(style: .default, reuseIdentifier: identifier)
    }

    /// Creates a cell from an archive (a nib's `<tableViewCell>` or a storyboard's prototype cell).
    public required init?(coder: NSCoder) {
        cellStyle = UITableViewCell.nibCellStyle(coder)
        reuseIdentifier = (coder as? NibCoder)?.string("reuseIdentifier")
        contentView = UIView()
        super.init(coder: coder)
        setUpCell()
        if let nib = coder as? NibCoder { decodeCellKeys(nib) }
    }

    /// The storyboard segue a tap on the cell performs (`<segue>` in a prototype cell's connections), before
    /// the table's delegate hears of the selection, as on iOS.
    final var selectionSegue: (@MainActor (UITableViewCell) -> Void)?

    private func setUpCell() {
        setDefaultBackground(.systemBackground)
        contentView.frame = bounds
        // ⚠ iOS 11+ cell content margins on an iPhone: 11 pt above and below, 16 pt at the sides.
        contentView.layoutMargins = Metrics.contentMargins
        addSubview(contentView)
        separatorView.isUserInteractionEnabled = false
        addSubview(separatorView)
        defaultSelectedBackground.backgroundColor = .systemGray4
        defaultSelectedBackground.isUserInteractionEnabled = false
    }

    /// The ⚠ measured and chosen metrics of iOS 17 cells (SPEC-NEXT §3.3–3.5; iPhone, default Dynamic Type).
    enum Metrics {
        /// ⚠ The default row height (Chameleon 43 + 1 separator; iOS keeps 44).
        static let defaultRowHeight: CGFloat = 44
        /// ⚠ Content margins of a cell's content view (obs, iOS 11+ iPhone).
        static let contentMargins = UIEdgeInsets(top: 11, left: 16, bottom: 11, right: 16)
        /// ⚠ The standard separator inset (SPEC-NEXT §3.4; 15 on iOS ≤ 12).
        static let separatorLeft: CGFloat = 16
        /// ⚠ Gap between the image and the text label (obs).
        static let imageGap: CGFloat = 16
        /// ⚠ Trailing inset of the accessory and its gap to the content (chosen to match iOS 17 shots).
        static let accessoryTrailing: CGFloat = 16
        static let accessoryGap: CGFloat = 10
        /// ⚠ value2's title column width (obs) and the gap to its detail.
        static let value2TitleWidth: CGFloat = 67
        static let value2Gap: CGFloat = 6
        /// Label fonts (SPEC-NEXT §3.5 ⚠: body 17, subtitle detail 12 (IB), value1 detail 17).
        static let textFontSize: CGFloat = 17
        static let subtitleDetailFontSize: CGFloat = 12
        static let value2FontSize: CGFloat = 12
        static let value2DetailFontSize: CGFloat = 15
        /// The indentation step (Chameleon, Apple).
        static let indentationWidth: CGFloat = 10
        /// ⚠ How far the content moves right for the editing control, and the control's leading inset
        /// (iOS 17 iPhone screenshots: a 22 pt circle 16 pt from the edge, content 38 pt in).
        static let editingIndent: CGFloat = 38
        static let editingControlLeading: CGFloat = 16
    }

    // MARK: Legacy content

    /// The cell's main label (created on first use).
    open var textLabel: UILabel? {
        if let l = textLabelStorage { return l }
        let l = UILabel()
        switch cellStyle {
        case .value2:
            l.font = .boldSystemFont(ofSize: Metrics.value2FontSize)
            l.textColor = .systemBlue
            l.textAlignment = .right
        default:
            l.font = .systemFont(ofSize: Metrics.textFontSize)
            l.textColor = .label
        }
        l.highlightedTextColor = .label
        contentView.addSubview(l)
        textLabelStorage = l
        setNeedsLayout()
        return l
    }

    /// The cell's secondary label (nil in the default style; created on first use).
    open var detailTextLabel: UILabel? {
        if let l = detailTextLabelStorage { return l }
        let size: CGFloat
        let color: UIColor
        switch cellStyle {
        case .default: return nil
        case .value1: size = Metrics.textFontSize; color = .secondaryLabel
        case .value2: size = Metrics.value2DetailFontSize; color = .label
        case .subtitle: size = Metrics.subtitleDetailFontSize; color = .label
        }
        let l = UILabel()
        l.font = .systemFont(ofSize: size)
        l.textColor = color
        if cellStyle == .value1 { l.textAlignment = .right }
        contentView.addSubview(l)
        detailTextLabelStorage = l
        setNeedsLayout()
        return l
    }

    /// The cell's image view (created on first use).
    open var imageView: UIImageView? {
        if let v = imageViewStorage { return v }
        let v = UIImageView()
        contentView.addSubview(v)
        imageViewStorage = v
        setNeedsLayout()
        return v
    }

    // MARK: Content configuration (iOS 14)

    /// The standard list configuration for the cell's style (text only; legacy labels are not created).
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch cellStyle {
        case .default: return .cell()
        case .subtitle: return .subtitleCell()
        case .value1, .value2: return .valueCell()
        }
    }

    /// The cell's content as a configuration; setting one shows its view filling the content view.
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet {
            ContentConfigurationHost.show(contentConfiguration, replacing: &configuredContentView, in: contentView)
            setNeedsLayout()
        }
    }
    /// The view showing `contentConfiguration`.
    var configuredContentView: (any UIView & UIContentView)?

    // MARK: Accessory

    /// The standard accessory (`.none` by default).
    open var accessoryType: AccessoryType = .none { didSet { if oldValue != accessoryType { updateAccessory() } } }
    /// A custom accessory view, shown instead of `accessoryType`.
    open var accessoryView: UIView? {
        didSet {
            if oldValue !== accessoryView { oldValue?.removeFromSuperview() }
            updateAccessory()
        }
    }
    /// The accessory shown while editing (`.none` by default).
    open var editingAccessoryType: AccessoryType = .none { didSet { updateAccessory() } }
    /// The accessory view shown while editing.
    open var editingAccessoryView: UIView? { didSet { updateAccessory() } }

    // MARK: Selection and backgrounds

    /// How the cell looks when selected (`.default`: the grey background).
    open var selectionStyle: SelectionStyle = .default
    /// The view behind the content (nil by default: the background colour shows). Setting one removes
    /// the background configuration.
    open var backgroundView: UIView? {
        didSet {
            if backgroundView != nil, backgroundConfigurationStorage != nil { backgroundConfiguration = nil }
            oldValue?.removeFromSuperview()
            if let v = backgroundView { insertSubview(v, at: 0) }
            setNeedsLayout()
        }
    }
    /// The view behind the content while selected or highlighted (nil: the standard grey). Setting one
    /// removes the background configuration.
    open var selectedBackgroundView: UIView? {
        didSet {
            if selectedBackgroundView != nil, backgroundConfigurationStorage != nil { backgroundConfiguration = nil }
            oldValue?.removeFromSuperview()
            updateSelectionBackground()
        }
    }
    /// The selected background while the table allows several selections.
    open var multipleSelectionBackgroundView: UIView?

    /// Whether the cell is selected.
    open var isSelected: Bool {
        get { selectedStorage }
        set { setSelected(newValue, animated: false) }
    }
    /// Whether the cell is highlighted (the finger is on it).
    open var isHighlighted: Bool {
        get { highlightedStorage }
        set { setHighlighted(newValue, animated: false) }
    }

    /// Selects or deselects the cell; the labels and images inside show their highlighted look.
    open func setSelected(_ selected: Bool, animated: Bool) {
        selectedStorage = selected
        updateSelectionBackground()
        setNeedsUpdateConfiguration()
    }

    /// Highlights or unhighlights the cell; the labels and images inside show their highlighted look.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        highlightedStorage = highlighted
        updateSelectionBackground()
        setNeedsUpdateConfiguration()
    }

    open override var backgroundColor: UIColor? {
        get { super.backgroundColor }
        set { userBackgroundColor = true; super.backgroundColor = newValue }
    }

    /// The table's background for its style, unless the app set one.
    func setDefaultBackground(_ color: UIColor) {
        guard appliedDefaultBackground !== color, backgroundConfigurationStorage == nil else { return }
        appliedDefaultBackground = color
        super.backgroundColor = color
    }

    // MARK: Separator and indentation

    /// The inset of the separator below the cell (left 16 by default ⚠).
    open var separatorInset = UIEdgeInsets(top: 0, left: Metrics.separatorLeft, bottom: 0, right: 0) {
        didSet { setNeedsLayout() }
    }
    /// How many steps the content is indented (0).
    open var indentationLevel = 0 { didSet { setNeedsLayout() } }
    /// The width of one indentation step (10 pt).
    open var indentationWidth: CGFloat = Metrics.indentationWidth { didSet { setNeedsLayout() } }
    /// Whether the content moves right for the editing control (true).
    open var shouldIndentWhileEditing = true
    /// The focus look (`.default`).
    open var focusStyle: FocusStyle = .default

    // MARK: Editing

    /// Whether the cell is in editing mode.
    open var isEditing: Bool {
        get { editingStorage }
        set { setEditing(newValue, animated: false) }
    }
    /// Enters or leaves editing mode.
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != editingStorage else { return }
        editingStorage = editing
        updateAccessory()
        setNeedsLayout()
        setNeedsUpdateConfiguration()
    }
    /// The editing control the table gave the row.
    open internal(set) var editingStyle: EditingStyle = .none { didSet { if oldValue != editingStyle { setNeedsLayout() } } }
    /// Whether the cell shows a reorder control while editing.
    open var showsReorderControl = false
    /// Whether the delete confirmation button is showing.
    open internal(set) var showingDeleteConfirmation = false

    // MARK: Reuse

    /// Called before the table hands the cell back out of its reuse queue: reset state that is not content.
    open func prepareForReuse() {}

    // MARK: Configurations (iOS 14)

    /// What the cell's configuration update handler receives.
    public typealias ConfigurationUpdateHandler = @MainActor (UITableViewCell, UICellConfigurationState) -> Void

    /// Called after `updateConfiguration(using:)` whenever the cell's configuration state may have
    /// changed; setting it asks for an update.
    // final, as Apple's Swift overlay property is (an overridable one also trips a Swift 6.3 link bug).
    public final var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// Whether a state change replaces `contentConfiguration` with its `updated(for:)` (true).
    open var automaticallyUpdatesContentConfiguration = true
    /// Whether a state change replaces `backgroundConfiguration` with its `updated(for:)` (true).
    open var automaticallyUpdatesBackgroundConfiguration = true

    /// The cell's background as a configuration (nil: the background colour and views). Setting one
    /// removes `backgroundView` and `selectedBackgroundView`.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        get { backgroundConfigurationStorage }
        set { setBackgroundConfiguration(newValue) }
    }

    /// The list background the cell's table style calls for.
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        let style = (superview as? UITableView)?.style ?? .plain
        return style == .plain ? .listPlainCell() : .listGroupedCell()
    }

    /// The state configurations are updated for: traits, selection, highlight, editing, swiping.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = selectedStorage
        state.isHighlighted = highlightedStorage
        state.isEditing = editingStorage
        state.isSwiped = swipedStorage
        state.isDisabled = !isUserInteractionEnabled
        return state
    }

    /// Asks for a configuration update at the next layout pass (several requests make one update).
    open func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Override to configure the cell for `state`; called before `configurationUpdateHandler`.
    open func updateConfiguration(using state: UICellConfigurationState) {}

    open override func layoutSubviews() {
        super.layoutSubviews()
        updateConfigurationIfNeeded()
        layoutCell()
    }
}
