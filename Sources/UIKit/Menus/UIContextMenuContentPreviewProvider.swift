import Foundation

/// Makes the view controller previewed above a context menu.
public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?
