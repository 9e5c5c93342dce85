import Foundation

/// The object a table tells about rows it will soon show, so their data can be loaded ahead.
// Linux: Apple's optional `cancelPrefetchingForRowsAt` has a default implementation here (see
// UITableViewDataSource).
@preconcurrency @MainActor
public protocol UITableViewDataSourcePrefetching: NSObjectProtocol {
    /// Rows about to come into view, in the direction of scrolling.
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
    /// Rows prefetched earlier that are no longer about to show.
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}
