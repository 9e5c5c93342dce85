import Foundation

/// A container of menu elements: actions, commands, deferred elements and nested menus.
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    /// Names a menu (the system's menus have fixed identifiers; an app's menus get a fresh one).
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let application = Identifier("com.apple.menu.application")
        public static let file = Identifier("com.apple.menu.file")
        public static let edit = Identifier("com.apple.menu.edit")
        public static let view = Identifier("com.apple.menu.view")
        public static let window = Identifier("com.apple.menu.window")
        public static let help = Identifier("com.apple.menu.help")
        public static let about = Identifier("com.apple.menu.about")
        public static let root = Identifier("com.apple.menu.root")
        public static let standardEdit = Identifier("com.apple.menu.standard-edit")
    }

    /// How a menu is shown (raw values are Apple's UIMenuOptions bits).
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The children are shown in the parent menu, set apart by separators, instead of in a submenu.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The menu is drawn as destructive.
        public static let destructive = Options(rawValue: 1 << 1)
        /// At most one child is on at a time.
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// The children are shown side by side as a palette (iOS 17).
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// How large the children of an inline menu are drawn (iOS 16; raw values are Apple's).
    public enum ElementSize: Int, Sendable {
        case small = 0
        case medium = 1
        case large = 2
        case automatic = -1
    }

    /// The menu's identifier.
    public let identifier: Identifier
    /// The menu's options.
    public let options: Options
    /// The menu's children.
    public let children: [UIMenuElement]
    /// How large the children are drawn.
    open var preferredElementSize: ElementSize

    /// Creates a menu. Every argument may be left out.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
                options: Options = [], preferredElementSize: ElementSize = .automatic, children: [UIMenuElement] = []) {
        self.identifier = identifier ?? Identifier("com.apple.menu.dynamic." + UUID().uuidString)
        self.options = options
        self.preferredElementSize = preferredElementSize
        self.children = children
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// A copy of the menu (same title, image, identifier and options) holding `newChildren`.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
               preferredElementSize: preferredElementSize, children: newChildren)
    }

    /// The children whose state is on, looking into inline submenus (iOS 16).
    open var selectedElements: [UIMenuElement] {
        children.flatMap { child -> [UIMenuElement] in
            if let action = child as? UIAction { return action.state == .on ? [action] : [] }
            if let command = child as? UICommand { return command.state == .on ? [command] : [] }
            if let menu = child as? UIMenu, menu.options.contains(.displayInline) { return menu.selectedElements }
            return []
        }
    }
}
