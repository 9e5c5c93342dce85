import UIKit

/// Stands in for a table view's delegate and passes each call on to the delegate it replaced, as many libraries
/// do: UIKit's optional requirements called with `?(`.
public final class SwatchTableDelegateProxy: NSObject, UITableViewDelegate {
    public weak var original: UITableViewDelegate?
    /// The delegate it sends every selection to as well (never nil).
    public var observer: UITableViewDelegate
    public private(set) var shownHeaders: [Int] = []

    public init(observer: UITableViewDelegate) {
        self.observer = observer
    }

    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        return original?.tableView?(tableView, heightForRowAt: indexPath) ?? 44
    }

    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        original?.tableView?(tableView, didSelectRowAt: indexPath)
        observer.tableView?(tableView, didSelectRowAt: indexPath)
    }

    public func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
        shownHeaders.append(section)
        if let shouldHighlight = observer.tableView?(tableView, shouldHighlightRowAt: IndexPath(row: 0, section: section)),
           shouldHighlight {
            original?.tableView?(tableView, willDisplayHeaderView: view, forSection: section)
        }
    }
}
