import Foundation

/// The presentation of a search controller: over the current context, below the search bar, leaving the
/// presenter's view in place.
@MainActor
final class SearchPresentationController: UIPresentationController {
    override var shouldRemovePresentersView: Bool { false }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        var context = container.bounds
        if let v = contextViewController.viewIfLoaded, v.window != nil, v.window === container.window {
            context = v.convert(v.bounds, to: container)
        }
        guard let search = presentedViewController as? UISearchController else { return context }
        return search.searchInterfaceFrame(context: context, in: container)
    }
}
