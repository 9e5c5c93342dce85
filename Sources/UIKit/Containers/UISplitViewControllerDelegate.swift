import Foundation

/// Hears about a split view controller's display mode and collapsing. Every method is optional.
@preconcurrency @MainActor
public protocol UISplitViewControllerDelegate: AnyObject {
    /// The display mode is about to change.
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
    /// The column shown on top when the split view collapses (the proposed one by default).
    func splitViewController(_ svc: UISplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column
    /// The split view collapsed into one column.
    func splitViewControllerDidCollapse(_ svc: UISplitViewController)
    /// The split view expanded into its columns.
    func splitViewControllerDidExpand(_ svc: UISplitViewController)
}

public extension UISplitViewControllerDelegate {
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {}
    func splitViewController(_ svc: UISplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column {
        proposedTopColumn
    }
    func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
    func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
}
