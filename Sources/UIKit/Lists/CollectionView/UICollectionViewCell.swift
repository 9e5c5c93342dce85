import Foundation

/// A collection view's cell: a content view for the app's subviews, over optional background views, with
/// the selected and highlighted states the collection view sets.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// Where the app adds the cell's subviews; it fills the cell.
    open private(set) var contentView: UIView = UIView()

    /// A view behind the content.
    open var backgroundView: UIView? {
        didSet {
            if backgroundView != nil, backgroundConfigurationStorage != nil { backgroundConfiguration = nil }
            oldValue?.removeFromSuperview()
            if let v = backgroundView { v.frame = bounds; insertSubview(v, at: 0) }
        }
    }

    /// A view shown behind the content while the cell is selected or highlighted.
    open var selectedBackgroundView: UIView? {
        didSet {
            if selectedBackgroundView != nil, backgroundConfigurationStorage != nil { backgroundConfiguration = nil }
            oldValue?.removeFromSuperview()
            if let v = selectedBackgroundView {
                v.frame = bounds
                insertSubview(v, at: backgroundView == nil ? 0 : 1)
                v.isHidden = !(isSelected || isHighlighted)
            }
        }
    }

    /// Whether the cell is selected; the collection view sets it.
    open var isSelected: Bool = false {
        didSet { updateStateViews(); setNeedsUpdateConfiguration() }
    }

    /// Whether the cell is highlighted (a touch is on it); the collection view sets it. Labels and image
    /// views of the content highlight with it.
    open var isHighlighted: Bool = false {
        didSet {
            updateStateViews()
            propagateHighlight(isHighlighted, in: contentView)
            setNeedsUpdateConfiguration()
        }
    }

    var backgroundConfigurationStorage: UIBackgroundConfiguration?
    var configuredBackground: ListBackgroundView?
    var configuredContentView: (any UIView & UIContentView)?
    var needsConfigurationUpdate = false
    /// Whether the list shows this cell's swipe actions.
    var swipedStorage = false
    /// Whether this cell's outline item is expanded (list cells with an outline disclosure).
    var expandedStorage = false
    /// Whether the collection view is editing.
    var editingStorage = false
    /// Whether the background is the list's default (replaced when the list appearance changes).
    var usesDefaultBackground = false

    // MARK: Configurations (iOS 14)

    /// What the cell's configuration update handler receives.
    public typealias ConfigurationUpdateHandler = @MainActor (UICollectionViewCell, UICellConfigurationState) -> Void

    /// Called after `updateConfiguration(using:)` whenever the cell's state may have changed; setting it
    /// asks for an update.
    // final, as Apple's Swift overlay property is (an overridable one also trips a Swift 6.3 link bug).
    public final var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }
    /// Whether a state change replaces `contentConfiguration` with its `updated(for:)` (true).
    open var automaticallyUpdatesContentConfiguration = true
    /// Whether a state change replaces `backgroundConfiguration` with its `updated(for:)` (true).
    open var automaticallyUpdatesBackgroundConfiguration = true

    /// The cell's content as a configuration; its view fills the content view.
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet {
            ContentConfigurationHost.show(contentConfiguration, replacing: &configuredContentView, in: contentView)
            setNeedsLayout()
        }
    }

    /// The cell's background as a configuration (nil: the background views). Setting one removes
    /// `backgroundView` and `selectedBackgroundView`.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        get { backgroundConfigurationStorage }
        set { usesDefaultBackground = false; applyBackgroundConfiguration(newValue) }
    }

    /// A plain cell has no standard background: a clear one.
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration { .clear() }

    /// The state configurations are updated for: traits, selection, highlight, swiping, expansion.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isSwiped = swipedStorage
        state.isExpanded = expandedStorage
        state.isEditing = editingStorage
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

    func updateConfigurationIfNeeded() {
        guard needsConfigurationUpdate else { return }
        needsConfigurationUpdate = false
        let state = configurationState
        if automaticallyUpdatesBackgroundConfiguration, let bg = backgroundConfigurationStorage {
            applyBackgroundConfiguration(bg.updated(for: state))
        }
        if automaticallyUpdatesContentConfiguration, let c = contentConfiguration { contentConfiguration = c.updated(for: state) }
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
        needsConfigurationUpdate = false
    }

    func applyBackgroundConfiguration(_ config: UIBackgroundConfiguration?) {
        backgroundConfigurationStorage = config
        guard let config else {
            configuredBackground?.removeFromSuperview()
            configuredBackground = nil
            return
        }
        if backgroundView != nil { backgroundView = nil }
        if selectedBackgroundView != nil { selectedBackgroundView = nil }
        let shown = automaticallyUpdatesBackgroundConfiguration ? config.updated(for: configurationState) : config
        let v = configuredBackground ?? ListBackgroundView(configuration: shown)
        v.configuration = shown
        if v.superview !== self { v.frame = bounds; insertSubview(v, at: 0) }
        configuredBackground = v
        setNeedsLayout()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpContentView()
    }

    /// A cell from an archive (a nib's `<collectionViewCell>` or a storyboard's prototype cell).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpContentView()
        if let nib = coder as? NibCoder { decodeCollectionCellKeys(nib) }
    }

    /// The storyboard segue a tap on the cell performs (`<segue>` in a prototype cell's connections), before
    /// the collection view's delegate hears of the selection, as on iOS.
    final var selectionSegue: (@MainActor (UICollectionViewCell) -> Void)?

    private func setUpContentView() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    open override func prepareForReuse() {
        super.prepareForReuse()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        updateConfigurationIfNeeded()
        if let v = configuredBackground {
            v.hostMargins = directionalLayoutMargins
            v.setFrameIfChanged(bounds)
        }
        contentView.frame = bounds
        configuredContentView?.setFrameIfChanged(contentView.bounds)
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
    }

    private func updateStateViews() {
        selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
    }

    private func propagateHighlight(_ on: Bool, in view: UIView) {
        for sub in view.subviews {
            if let label = sub as? UILabel { label.isHighlighted = on }
            if let image = sub as? UIImageView { image.isHighlighted = on }
            propagateHighlight(on, in: sub)
        }
    }

    /// The content view sizes a self-sizing cell when it has constraints.
    override var fittingView: UIView? {
        contentView.constraints.isEmpty && constraints.isEmpty ? nil : contentView
    }
}
