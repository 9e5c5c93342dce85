import Foundation

/// A reusable section header or footer: a content view with a title label, over a background.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    /// The identifier the view is reused under.
    open private(set) var reuseIdentifier: String?
    /// The view that holds the content.
    open private(set) var contentView: UIView
    /// The view behind the content.
    open var backgroundView: UIView? {
        didSet {
            if backgroundView != nil, backgroundConfigurationStorage != nil { backgroundConfiguration = nil }
            oldValue?.removeFromSuperview()
            if let v = backgroundView { insertSubview(v, at: 0) }
            setNeedsLayout()
        }
    }
    var textLabelStorage: UILabel?
    var detailTextLabelStorage: UILabel?
    var backgroundConfigurationStorage: UIBackgroundConfiguration?
    var configuredBackground: ListBackgroundView?
    var configuredContentView: (any UIView & UIContentView)?
    var needsConfigurationUpdate = false
    /// The style of the table the view sits in (grouped titles are small capitals in grey).
    var tableStyle: UITableView.Style = .plain { didSet { styleLabels() } }
    /// Whether the view is a footer (grouped footers are small grey text, not capitals).
    var isFooter = false { didSet { styleLabels() } }

    /// ⚠ iOS 17 iPhone metrics: plain titles 17 pt semibold (obs, iOS 15+), grouped footnote 13 pt in
    /// secondaryLabel; 16 pt side margins; grouped titles sit 7 pt above the section (obs).
    enum Metrics {
        static let plainFontSize: CGFloat = 17
        static let groupedFontSize: CGFloat = 13
        static let sideMargin: CGFloat = 16
        static let groupedBottomGap: CGFloat = 7
        static let groupedFooterTopGap: CGFloat = 7
        static let insetGroupedSide: CGFloat = 20
    }

    /// Creates a header or footer view reused under `reuseIdentifier`.
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        contentView = UIView()
        super.init(frame: .zero)
        addSubview(contentView)
    }

    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// What the table calls to make a registered class's view (see UITableViewCell).
    public required convenience init(registeredReuseIdentifier identifier: String) {
        self.init(reuseIdentifier: identifier)
    }

    /// Creates a view from an archive (not supported on Linux).
    public required init?(coder: NSCoder) {
        contentView = UIView()
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// The title label (created on first use).
    open var textLabel: UILabel? {
        if let l = textLabelStorage { return l }
        let l = UILabel()
        l.numberOfLines = 0
        contentView.addSubview(l)
        textLabelStorage = l
        styleLabels()
        return l
    }

    /// A secondary label (created on first use).
    open var detailTextLabel: UILabel? {
        if let l = detailTextLabelStorage { return l }
        let l = UILabel()
        l.font = .systemFont(ofSize: Metrics.groupedFontSize)
        l.textColor = .secondaryLabel
        contentView.addSubview(l)
        detailTextLabelStorage = l
        return l
    }

    /// Called before the table hands the view out again.
    open func prepareForReuse() {}

    func styleLabels() {
        guard let l = textLabelStorage else { return }
        if tableStyle == .plain {
            l.font = .systemFont(ofSize: Metrics.plainFontSize, weight: .semibold)
            l.textColor = .label
        } else {
            l.font = .systemFont(ofSize: Metrics.groupedFontSize)
            l.textColor = .secondaryLabel
        }
        setNeedsLayout()
    }

    /// The text shown: grouped headers show their title in capitals, as iOS does.
    func setTitle(_ title: String?) {
        textLabel?.text = (tableStyle != .plain && !isFooter) ? title?.uppercased() : title
    }

    // MARK: Configurations (iOS 14)

    /// What the view's configuration update handler receives.
    public typealias ConfigurationUpdateHandler = @MainActor (UITableViewHeaderFooterView, UIViewConfigurationState) -> Void

    /// Called after `updateConfiguration(using:)` whenever the view's state may have changed.
    // final, as Apple's Swift overlay property is (an overridable one also trips a Swift 6.3 link bug).
    public final var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }
    /// Whether a state change replaces `contentConfiguration` with its `updated(for:)` (true).
    open var automaticallyUpdatesContentConfiguration = true
    /// Whether a state change replaces `backgroundConfiguration` with its `updated(for:)` (true).
    open var automaticallyUpdatesBackgroundConfiguration = true

    /// The standard header or footer content for the table's style (legacy labels are not created).
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch (tableStyle, isFooter) {
        case (.plain, false): return .plainHeader()
        case (.plain, true): return .plainFooter()
        case (_, false): return .groupedHeader()
        case (_, true): return .groupedFooter()
        }
    }

    /// The view's content as a configuration; its view fills the content view.
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet {
            ContentConfigurationHost.show(contentConfiguration, replacing: &configuredContentView, in: contentView)
            setNeedsLayout()
        }
    }

    /// The view's background as a configuration (nil: the background view). Setting one removes
    /// `backgroundView`.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        get { backgroundConfigurationStorage }
        set {
            backgroundConfigurationStorage = newValue
            guard let config = newValue else {
                configuredBackground?.removeFromSuperview()
                configuredBackground = nil
                return
            }
            if backgroundView != nil { backgroundView = nil }
            let shown = automaticallyUpdatesBackgroundConfiguration ? config.updated(for: configurationState) : config
            let v = configuredBackground ?? ListBackgroundView(configuration: shown)
            v.configuration = shown
            if v.superview !== self { v.frame = bounds; insertSubview(v, at: 0) }
            configuredBackground = v
            setNeedsLayout()
        }
    }

    /// The state configurations are updated for.
    open var configurationState: UIViewConfigurationState {
        var state = UIViewConfigurationState(traitCollection: traitCollection)
        state.isDisabled = !isUserInteractionEnabled
        return state
    }

    /// Asks for a configuration update at the next layout pass.
    open func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Override to configure the view for `state`; called before `configurationUpdateHandler`.
    open func updateConfiguration(using state: UIViewConfigurationState) {}

    private func updateConfigurationIfNeeded() {
        guard needsConfigurationUpdate else { return }
        needsConfigurationUpdate = false
        let state = configurationState
        if automaticallyUpdatesBackgroundConfiguration, let bg = backgroundConfigurationStorage {
            backgroundConfiguration = bg.updated(for: state)
        }
        if automaticallyUpdatesContentConfiguration, let c = contentConfiguration { contentConfiguration = c.updated(for: state) }
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
        needsConfigurationUpdate = false
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        updateConfigurationIfNeeded()
        backgroundView?.setFrameIfChanged(bounds)
        if let v = configuredBackground {
            v.hostMargins = directionalLayoutMargins
            v.setFrameIfChanged(bounds)
        }
        contentView.setFrameIfChanged(bounds)
        configuredContentView?.setFrameIfChanged(contentView.bounds)
        guard let l = textLabelStorage else { return }
        let side = tableStyle == .insetGrouped ? Metrics.insetGroupedSide : Metrics.sideMargin
        let w = max(0, bounds.width - 2 * side)
        let h = l.sizeThatFits(CGSize(width: w, height: .greatestFiniteMagnitude)).height
        let y: CGFloat
        switch (tableStyle, isFooter) {
        case (.plain, _): y = ((bounds.height - h) / 2).rounded()
        case (_, false): y = bounds.height - Metrics.groupedBottomGap - h
        case (_, true): y = Metrics.groupedFooterTopGap
        }
        l.setFrameIfChanged(CGRect(x: side, y: y, width: w, height: h))
    }

    /// The height a title needs at `width` in `style` (automatic header/footer heights).
    static func titleHeight(_ title: String, width: CGFloat, style: UITableView.Style, footer: Bool) -> CGFloat {
        let v = UITableViewHeaderFooterView(reuseIdentifier: nil)
        v.tableStyle = style
        v.isFooter = footer
        v.setTitle(title)
        let side = style == .insetGrouped ? Metrics.insetGroupedSide : Metrics.sideMargin
        let h = v.textLabel!.sizeThatFits(CGSize(width: max(0, width - 2 * side), height: .greatestFiniteMagnitude)).height
        // ⚠ a one-line grouped title takes 38 pt (obs): 22 pt around a 16 pt line.
        return (h + 22).rounded(.up)
    }
}
