import Foundation

/// A controller's content-unavailable configuration, the view showing it, and whether an update is due.
@MainActor
final class ContentUnavailableState {
    var configuration: (any UIContentConfiguration)?
    var view: (any UIView & UIContentView)?
    /// The first layout of the controller's view asks for the configuration too.
    var needsUpdate = true
}

// The content-unavailable view over a controller's view (iOS 17): it covers the view's bounds, above every
// other subview, and shows the configuration updated for the controller's state.
extension UIViewController {
    var contentUnavailable: ContentUnavailableState {
        if let s = contentUnavailableStorage { return s }
        let s = ContentUnavailableState()
        contentUnavailableStorage = s
        return s
    }

    func setContentUnavailableConfiguration(_ configuration: (any UIContentConfiguration)?) {
        contentUnavailable.configuration = configuration
        showContentUnavailableConfiguration()
    }

    var contentUnavailableConfigurationStateImpl: UIContentUnavailableConfigurationState {
        var state = UIContentUnavailableConfigurationState(traitCollection: traitCollection)
        if let search = barStateStorage?.navigationItemStorage?.searchController {
            state.searchText = search.searchBar.text
        }
        return state
    }

    func setNeedsUpdateContentUnavailableConfigurationImpl() {
        contentUnavailable.needsUpdate = true
        viewIfLoaded?.setNeedsLayout()
    }

    /// Calls `updateContentUnavailableConfiguration(using:)` when an update is due, then shows the configuration
    /// over the view (one set before the view loaded appears now).
    func updateContentUnavailableConfigurationIfNeeded() {
        let s = contentUnavailable
        if s.needsUpdate {
            s.needsUpdate = false
            updateContentUnavailableConfiguration(using: contentUnavailableConfigurationState)
            // The state may have changed: the configuration shown is updated for it again.
            showContentUnavailableConfiguration()
        } else if s.configuration != nil, s.view == nil {
            showContentUnavailableConfiguration()
        } else {
            placeContentUnavailableView()
        }
    }

    /// Shows the configuration (updated for the state) in the view over the controller's view, reusing the
    /// view when it supports the configuration; nil removes it.
    func showContentUnavailableConfiguration() {
        guard let root = viewIfLoaded else { return }
        let s = contentUnavailable
        guard let configuration = s.configuration else {
            s.view?.removeFromSuperview()
            s.view = nil
            return
        }
        let updated = configuration.updated(for: contentUnavailableConfigurationState)
        if let v = s.view, v.supports(updated) {
            v.configuration = updated
        } else {
            s.view?.removeFromSuperview()
            let v = updated.makeContentView()
            v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            root.addSubview(v)
            s.view = v
        }
        placeContentUnavailableView()
    }

    /// Keeps the view over the whole of the controller's view and above its other subviews.
    func placeContentUnavailableView() {
        guard let v = contentUnavailableStorage?.view, let root = viewIfLoaded, v.superview === root else { return }
        if v.frame != root.bounds { v.frame = root.bounds }
        if root.subviews.last !== v { root.bringSubviewToFront(v) }
    }
}
