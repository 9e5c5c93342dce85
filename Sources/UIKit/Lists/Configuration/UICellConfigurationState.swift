import Foundation

/// The state of a cell that its content and background configurations are updated for (iOS 14): the view
/// states plus editing, swiping, expansion, reordering and drag and drop.
// Linux: a plain value type (Apple's is main-actor isolated); equality compares the traits by value.
nonisolated public struct UICellConfigurationState: UIConfigurationState, Hashable {
    public var traitCollection: UITraitCollection
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    /// Whether the cell is in editing mode.
    public var isEditing = false
    /// Whether the cell is expanded (an outline parent showing its children).
    public var isExpanded = false
    /// Whether the cell's swipe actions are showing.
    public var isSwiped = false
    /// Whether the cell is being reordered.
    public var isReordering = false
    public var cellDragState: UICellConfigurationDragState = .none
    public var cellDropState: UICellConfigurationDropState = .none
    var customStates: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { customStates[key] }
        set { customStates[key] = newValue }
    }
}
