import Foundation


/// What a context menu shows: the action provider's menu and an optional preview.
@preconcurrency @MainActor
open class UIContextMenuConfiguration: NSObject {
    /// The configuration's identifier (a fresh UUID string unless one was given).
    public let identifier: any NSCopying
    /// Makes the preview (not drawn on Linux).
    let previewProvider: UIContextMenuContentPreviewProvider?
    /// Makes the menu.
    let actionProvider: UIContextMenuActionProvider?

    /// Creates a configuration.
    public init(identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider?,
                actionProvider: UIContextMenuActionProvider?) {
        self.identifier = identifier ?? (UUID().uuidString as NSString)
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
        super.init()
    }
}
