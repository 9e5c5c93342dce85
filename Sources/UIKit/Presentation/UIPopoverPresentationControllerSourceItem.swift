import Foundation

/// Something a popover can point at (iOS 16): a view, a layout guide, a bar button item or a tab bar item.
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerSourceItem: NSObjectProtocol {}

extension UIPopoverPresentationControllerSourceItem {
    /// The item's frame in `referenceView`'s coordinates, nil while it is not shown in a window (iOS 17).
    public func frame(in referenceView: UIView) -> CGRect? {
        switch self {
        case let view as UIView:
            guard view.window != nil else { return nil }
            return view.convert(view.bounds, to: referenceView)
        case let guide as UILayoutGuide:
            guard let owner = guide.owningView, owner.window != nil else { return nil }
            return owner.convert(guide.layoutFrame, to: referenceView)
        case let item as UIBarButtonItem:
            guard let shown = BarButtonView.view(showing: item, in: referenceView.window) else { return nil }
            return shown.convert(shown.bounds, to: referenceView)
        case let item as UITabBarItem:
            guard let bar = item.hostBar as? UITabBar, bar.window != nil,
                  let index = bar.items?.firstIndex(where: { $0 === item }) else { return nil }
            return bar.convert(bar.itemFrame(at: index), to: referenceView)
        default:
            return nil
        }
    }
}

extension UIView: UIPopoverPresentationControllerSourceItem {}
extension UILayoutGuide: UIPopoverPresentationControllerSourceItem {}
extension UIBarButtonItem: UIPopoverPresentationControllerSourceItem {}
extension UITabBarItem: UIPopoverPresentationControllerSourceItem {}
