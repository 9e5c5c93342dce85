import Foundation

/// Makes the menu of a context menu; receives the system's suggested elements (none on Linux).
public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?
