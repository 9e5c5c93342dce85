import Foundation

/// A standard or custom accessory a list cell shows at its leading or trailing edge (iOS 14).
@preconcurrency @MainActor
public struct UICellAccessory {
    /// When an accessory shows.
    public enum DisplayedState: Int, Sendable {
        case always = 0
        case whenEditing = 1
        case whenNotEditing = 2
    }

    /// Which edge a custom view sits at, and where among that edge's accessories.
    public enum Placement {
        /// Picks the custom view's index among the accessories already on its edge (counted from the content
        /// outward); the default, their count, puts it at the edge.
        public typealias Position = @MainActor ([UICellAccessory]) -> Int
        /// At the leading edge.
        case leading(displayed: DisplayedState = .always, at: Position = { $0.count })
        /// At the trailing edge.
        case trailing(displayed: DisplayedState = .always, at: Position = { $0.count })

        /// Just after the first accessory of the same kind as `accessory`, or at the end when there is none.
        public static func position(after accessory: UICellAccessory) -> Position {
            { list in list.firstIndex { $0.isSameKind(as: accessory) }.map { $0 + 1 } ?? list.count }
        }
        /// Just before the first accessory of the same kind as `accessory`, or at the start when there is none.
        public static func position(before accessory: UICellAccessory) -> Position {
            { list in list.firstIndex { $0.isSameKind(as: accessory) } ?? 0 }
        }
    }

    /// What an accessory runs when tapped.
    public typealias ActionHandler = @MainActor () -> Void

    /// The width the cell reserves for an accessory.
    public enum LayoutDimension: Sendable {
        /// The accessory's own width.
        case actual
        /// The standard width of the system accessories (⚠ 44 pt here).
        case standard
        /// A width of its own.
        case custom(CGFloat)

        /// The width to reserve, nil for the accessory's own.
        var points: CGFloat? {
            switch self {
            case .actual: return nil
            case .standard: return 44
            case .custom(let w): return w
            }
        }
    }

    /// How an outline disclosure looks.
    public enum OutlineDisclosureStyle: Int, Sendable {
        case automatic = 0
        case header = 1
        case cell = 2
    }

    public struct DisclosureIndicatorOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden; self.reservedLayoutWidth = reservedLayoutWidth; self.tintColor = tintColor
        }
    }
    public struct CheckmarkOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden; self.reservedLayoutWidth = reservedLayoutWidth; self.tintColor = tintColor
        }
    }
    public struct DetailOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden; self.reservedLayoutWidth = reservedLayoutWidth; self.tintColor = tintColor
        }
    }
    public struct DeleteOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public var backgroundColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, backgroundColor: UIColor? = nil) {
            self.isHidden = isHidden; self.reservedLayoutWidth = reservedLayoutWidth; self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }
    public struct InsertOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public var backgroundColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, backgroundColor: UIColor? = nil) {
            self.isHidden = isHidden; self.reservedLayoutWidth = reservedLayoutWidth; self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }
    public struct ReorderOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public var showsVerticalSeparator = true
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, showsVerticalSeparator: Bool = true) {
            self.isHidden = isHidden; self.reservedLayoutWidth = reservedLayoutWidth; self.tintColor = tintColor
            self.showsVerticalSeparator = showsVerticalSeparator
        }
    }
    public struct MultiselectOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public var backgroundColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, backgroundColor: UIColor? = nil) {
            self.isHidden = isHidden; self.reservedLayoutWidth = reservedLayoutWidth; self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }
    public struct OutlineDisclosureOptions {
        public var style: OutlineDisclosureStyle
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public init(style: OutlineDisclosureStyle = .automatic, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.style = style; self.isHidden = isHidden; self.reservedLayoutWidth = reservedLayoutWidth; self.tintColor = tintColor
        }
    }
    public struct LabelOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public var font: UIFont?
        public var adjustsFontForContentSizeCategory: Bool?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, font: UIFont? = nil,
                    adjustsFontForContentSizeCategory: Bool? = nil) {
            self.isHidden = isHidden; self.reservedLayoutWidth = reservedLayoutWidth; self.tintColor = tintColor
            self.font = font; self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
        }
    }

    /// A custom view as an accessory.
    public struct CustomViewConfiguration {
        public var customView: UIView
        public var placement: Placement
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public var maintainsFixedSize: Bool?
        public init(customView: UIView, placement: Placement, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
                    tintColor: UIColor? = nil, maintainsFixedSize: Bool? = nil) {
            self.customView = customView; self.placement = placement; self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth; self.tintColor = tintColor; self.maintainsFixedSize = maintainsFixedSize
        }
    }

    /// The kinds of accessory.
    enum Kind {
        case disclosureIndicator, checkmark, detail, delete, insert, reorder, multiselect, outlineDisclosure
        case label(String)
        case custom(UIView, leading: Bool)
    }

    let kind: Kind
    let displayed: DisplayedState
    let isHidden: Bool
    let reservedLayoutWidth: CGFloat?
    let tintColor: UIColor?
    let backgroundColor: UIColor?
    let font: UIFont?
    let actionHandler: ActionHandler?
    /// A custom view's position on its edge.
    var position: Placement.Position?

    init(_ kind: Kind, displayed: DisplayedState, isHidden: Bool?, width: CGFloat?, tint: UIColor?,
         background: UIColor? = nil, font: UIFont? = nil, action: ActionHandler? = nil) {
        self.kind = kind
        self.displayed = displayed
        self.isHidden = isHidden ?? false
        reservedLayoutWidth = width
        tintColor = tint
        backgroundColor = background
        self.font = font
        actionHandler = action
    }

    /// Whether the accessory sits at the leading edge (delete, insert, multiselect, leading custom views).
    var isLeading: Bool {
        switch kind {
        case .delete, .insert, .multiselect: return true
        case .custom(_, let leading): return leading
        default: return false
        }
    }

    /// The system order of an edge's standard accessories, from the content outward (Apple: their order in
    /// the array does not matter): label, detail, checkmark, disclosure, outline, reorder; leading: insert,
    /// delete, multiselect.
    var systemRank: Int {
        switch kind {
        case .label: return 0
        case .detail: return 1
        case .checkmark: return 2
        case .disclosureIndicator: return 3
        case .outlineDisclosure: return 4
        case .reorder: return 5
        case .insert: return 0
        case .delete: return 1
        case .multiselect: return 2
        case .custom: return -1
        }
    }

    /// Whether two accessories are of the same kind (their texts and views aside).
    func isSameKind(as other: UICellAccessory) -> Bool {
        switch (kind, other.kind) {
        case (.label, .label), (.custom, .custom): return true
        default: return systemRank >= 0 && systemRank == other.systemRank && isLeading == other.isLeading
        }
    }

    /// Whether the accessory shows in this editing state.
    func shows(editing: Bool) -> Bool {
        switch displayed {
        case .always: return true
        case .whenEditing: return editing
        case .whenNotEditing: return !editing
        }
    }

    /// A grey chevron: the row leads somewhere.
    public static func disclosureIndicator(displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = .init()) -> UICellAccessory {
        UICellAccessory(.disclosureIndicator, displayed: displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth?.points, tint: options.tintColor)
    }
    /// A tinted checkmark.
    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = .init()) -> UICellAccessory {
        UICellAccessory(.checkmark, displayed: displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth?.points, tint: options.tintColor)
    }
    /// A tinted info button.
    public static func detail(displayed: DisplayedState = .always, options: DetailOptions = .init(), actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(.detail, displayed: displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth?.points, tint: options.tintColor, action: actionHandler)
    }
    /// A red delete control at the leading edge while editing.
    public static func delete(displayed: DisplayedState = .whenEditing, options: DeleteOptions = .init(), actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(.delete, displayed: displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth?.points, tint: options.tintColor,
                        background: options.backgroundColor, action: actionHandler)
    }
    /// A green insert control at the leading edge while editing.
    public static func insert(displayed: DisplayedState = .whenEditing, options: InsertOptions = .init(), actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(.insert, displayed: displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth?.points, tint: options.tintColor,
                        background: options.backgroundColor, action: actionHandler)
    }
    /// The reorder grip at the trailing edge while editing.
    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = .init()) -> UICellAccessory {
        UICellAccessory(.reorder, displayed: displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth?.points, tint: options.tintColor)
    }
    /// The selection circle at the leading edge while editing.
    public static func multiselect(displayed: DisplayedState = .whenEditing, options: MultiselectOptions = .init()) -> UICellAccessory {
        UICellAccessory(.multiselect, displayed: displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth?.points, tint: options.tintColor,
                        background: options.backgroundColor)
    }
    /// The chevron that expands and collapses an outline item's children; the default action toggles the
    /// item in the diffable data source's section snapshot.
    public static func outlineDisclosure(displayed: DisplayedState = .always, options: OutlineDisclosureOptions = .init(),
                                         actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(.outlineDisclosure, displayed: displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth?.points,
                        tint: options.tintColor, action: actionHandler)
    }
    /// A secondary-coloured text.
    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = .init()) -> UICellAccessory {
        UICellAccessory(.label(text), displayed: displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth?.points,
                        tint: options.tintColor, font: options.font)
    }
    /// A custom view at the edge its configuration names.
    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
        let leading: Bool, displayed: DisplayedState, position: Placement.Position
        switch configuration.placement {
        case .leading(let d, let at): leading = true; displayed = d; position = at
        case .trailing(let d, let at): leading = false; displayed = d; position = at
        }
        var accessory = UICellAccessory(.custom(configuration.customView, leading: leading), displayed: displayed, isHidden: configuration.isHidden,
                                        width: configuration.reservedLayoutWidth?.points, tint: configuration.tintColor)
        accessory.position = position
        return accessory
    }
}
