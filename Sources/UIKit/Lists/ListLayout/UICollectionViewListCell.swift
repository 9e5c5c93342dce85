import Foundation

/// A collection view cell for list layouts (iOS 14): list content and background configurations by
/// default, accessories at its leading and trailing edges, indentation and the separator its list draws.
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// ⚠ iOS 17 list cell metrics (the same as UITableViewCell's, SPEC-NEXT §3.5; iPhone).
    enum Metrics {
        /// The smallest row: 44 pt (SPEC-NEXT §3.3).
        static let minimumHeight: CGFloat = 44
        /// The cell's side margins, where the outermost accessories sit.
        static let sideMargin: CGFloat = 16
        /// The gap between accessories, and between the content's text and the first trailing accessory.
        static let accessoryGap: CGFloat = 10
        /// An editing control (delete, insert, multiselect) is a 22 pt circle and moves the content 38 pt in.
        static let editingControlWidth: CGFloat = 38
        /// The indentation step (Apple's indentationWidth default for list cells ⚠).
        static let indentationWidth: CGFloat = 10
        /// The label accessory's font size.
        static let labelFontSize: CGFloat = 17
    }

    /// The accessories shown; the standard ones sit at their edges (delete, insert and multiselect leading).
    open var accessories: [UICellAccessory] = [] {
        didSet { rebuildAccessoryViews() }
    }
    /// How many steps the content is indented (an outline child's level).
    open var indentationLevel: Int = 0 { didSet { setNeedsLayout() } }
    /// The width of one indentation step.
    open var indentationWidth: CGFloat = Metrics.indentationWidth { didSet { setNeedsLayout() } }
    /// Whether the leading accessories move with the indentation (true).
    open var indentsAccessories: Bool = true { didSet { setNeedsLayout() } }
    /// Where the list aligns this cell's separator (Linux: a guide owned by the cell that no constraint places
    /// yet).
    open private(set) lazy var separatorLayoutGuide: UILayoutGuide = {
        let guide = UILayoutGuide()
        addLayoutGuide(guide)
        return guide
    }()

    /// The list look the layout last applied.
    var listLook: ListItemLook?
    let separatorView = UIView()
    /// The accessories' views, in `accessories` order.
    var accessoryViews: [UIView] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpListCell()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpListCell()
    }

    private func setUpListCell() {
        usesDefaultBackground = true
        separatorView.isUserInteractionEnabled = false
        separatorView.backgroundColor = .separator
        separatorView.isHidden = true
        addSubview(separatorView)
    }

    /// The standard list content for the list's appearance (sidebar cells in sidebars, headers for a
    /// section's header item).
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        guard let look = listLook else { return .cell() }
        switch look.appearance {
        case .sidebar, .sidebarPlain: return look.isHeader ? .sidebarHeader() : .sidebarCell()
        case .plain: return look.isFooter ? .plainFooter() : look.isHeader ? .plainHeader() : .cell()
        case .grouped, .insetGrouped: return look.isFooter ? .groupedFooter() : look.isHeader ? .groupedHeader() : .cell()
        }
    }

    /// The list background for the list's appearance.
    open override func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        guard let look = listLook else { return .listPlainCell() }
        switch look.appearance {
        case .plain: return look.isHeader ? .listPlainHeaderFooter() : .listPlainCell()
        case .grouped, .insetGrouped: return look.isHeader ? .listGroupedHeaderFooter() : .listGroupedCell()
        case .sidebar, .sidebarPlain: return look.isHeader ? .listSidebarHeader() : .listSidebarCell()
        }
    }

    open override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        guard let look = layoutAttributes.listLook else { return }
        let changedAppearance = listLook?.appearance != look.appearance || listLook?.isHeader != look.isHeader
        listLook = look
        if usesDefaultBackground, changedAppearance || backgroundConfigurationStorage == nil {
            applyBackgroundConfiguration(defaultBackgroundConfiguration())
        }
        var corners: CACornerMask = []
        if look.roundsTop { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
        if look.roundsBottom { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
        layer.cornerRadius = corners.isEmpty ? 0 : UICollectionViewCompositionalLayout.listCornerRadius
        layer.maskedCorners = corners
        clipsToBounds = !corners.isEmpty
        separatorView.backgroundColor = look.separatorColor
        setNeedsLayout()
    }

    /// Rows size themselves: the content's height at the width left by the accessories, at least 44 pt.
    open override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        guard layoutAttributes.listLook != nil else { return super.preferredLayoutAttributesFitting(layoutAttributes) }
        let width = listContentFrame(in: CGRect(origin: .zero, size: layoutAttributes.size)).width
        var height = Metrics.minimumHeight
        if let v = configuredContentView {
            height = max(height, v.sizeThatFits(CGSize(width: width, height: 0)).height.rounded(.up))
        } else if !contentView.constraints.isEmpty {
            let s = contentView.systemLayoutSizeFitting(CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
                                                        withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
            if s.height > 0 { height = s.height.rounded(.up) }
        }
        guard height != layoutAttributes.size.height else { return layoutAttributes }
        let preferred = layoutAttributes.copy() as! UICollectionViewLayoutAttributes
        preferred.size.height = height
        return preferred
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutListCell()
    }
}
