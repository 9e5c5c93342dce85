import Foundation

// Registration and the reuse queues: a cell leaving the screen waits hidden in its identifier's queue.
extension UITableView {
    func registerCellImpl(_ cellClass: AnyClass?, identifier: String) {
        if let cellClass {
            guard let cls = cellClass as? UITableViewCell.Type else {
                preconditionFailure("must pass a class of kind UITableViewCell")
            }
            cellPool.register(forIdentifier: identifier) { cls.init(registeredReuseIdentifier: identifier) }
        } else {
            cellPool.unregister(identifier)
        }
    }

    func registerHeaderFooterImpl(_ aClass: AnyClass?, identifier: String) {
        if let aClass {
            guard let cls = aClass as? UITableViewHeaderFooterView.Type else {
                preconditionFailure("must pass a class of kind UITableViewHeaderFooterView")
            }
            headerFooterPool.register(forIdentifier: identifier) { cls.init(registeredReuseIdentifier: identifier) }
        } else {
            headerFooterPool.unregister(identifier)
        }
    }

    func dequeueCellImpl(_ identifier: String, indexPath: IndexPath) -> UITableViewCell {
        guard let cell = dequeueCellImpl(identifier) else {
            // Apple raises NSInternalInconsistencyException with this reason.
            preconditionFailure("unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        }
        return cell
    }

    func dequeueCellImpl(_ identifier: String) -> UITableViewCell? {
        guard let d = cellPool.dequeue(identifier) else { return nil }
        if d.wasReused { d.view.prepareForReuse() }
        return d.view
    }

    func dequeueHeaderFooterImpl(_ identifier: String) -> UITableViewHeaderFooterView? {
        guard let d = headerFooterPool.dequeue(identifier) else { return nil }
        if d.wasReused { d.view.prepareForReuse() }
        return d.view
    }

    /// ⚠ chosen: more idle views than this of one identifier are let go (a data source that makes its own
    /// cells instead of dequeueing them would otherwise fill the queue).
    static let reuseQueueLimit = 16

    /// Puts a cell that left the screen (or was never shown) into its queue, hidden in place; a cell without
    /// an identifier, or beyond the queue's limit, is let go.
    func enqueue(_ cell: UITableViewCell) {
        cell.setHighlighted(false, animated: false)
        if let id = cell.reuseIdentifier, cellPool.queuedViews(for: id).count < Self.reuseQueueLimit {
            cellPool.enqueue(cell, identifier: id)
            cell.isHidden = true
        } else {
            cellPool.forget(cell)
            cell.removeFromSuperview()
        }
    }

    func enqueueHeaderFooter(_ view: UIView) {
        if let v = view as? UITableViewHeaderFooterView, let id = v.reuseIdentifier,
           headerFooterPool.queuedViews(for: id).count < Self.reuseQueueLimit {
            headerFooterPool.enqueue(v, identifier: id)
            v.isHidden = true
        } else {
            (view as? UITableViewHeaderFooterView).map { headerFooterPool.forget($0) }
            view.removeFromSuperview()
        }
    }
}
