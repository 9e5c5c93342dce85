import Foundation

// Registration and the reuse queues: a cell leaving the screen waits hidden in its identifier's queue.
extension UITableView {
    func registerCellImpl(_ cellClass: AnyClass?, identifier: String) {
        if let cellClass {
            guard let cls = cellClass as? UITableViewCell.Type else {
                preconditionFailure("must pass a class of kind UITableViewCell")
            }
            cellClasses[identifier] = cls
        } else {
            cellClasses[identifier] = nil
        }
    }

    func registerHeaderFooterImpl(_ aClass: AnyClass?, identifier: String) {
        if let aClass {
            guard let cls = aClass as? UITableViewHeaderFooterView.Type else {
                preconditionFailure("must pass a class of kind UITableViewHeaderFooterView")
            }
            headerFooterClasses[identifier] = cls
        } else {
            headerFooterClasses[identifier] = nil
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
        if let cell = cellPool.dequeue(identifier: identifier) {
            cell.prepareForReuse()
            return cell
        }
        guard let cls = cellClasses[identifier] else { return nil }
        return cls.init(registeredReuseIdentifier: identifier)
    }

    func dequeueHeaderFooterImpl(_ identifier: String) -> UITableViewHeaderFooterView? {
        if let v = headerFooterPool.dequeue(identifier: identifier) {
            v.prepareForReuse()
            return v
        }
        guard let cls = headerFooterClasses[identifier] else { return nil }
        return cls.init(registeredReuseIdentifier: identifier)
    }

    /// Puts a cell that left the screen (or was never shown) into its queue, hidden in place; a cell without
    /// an identifier, or beyond the queue's limit, is let go.
    func enqueue(_ cell: UITableViewCell) {
        cell.setHighlighted(false, animated: false)
        if let id = cell.reuseIdentifier, cellPool.enqueue(cell, identifier: id) {
            cell.isHidden = true
        } else {
            cell.removeFromSuperview()
        }
    }

    func enqueueHeaderFooter(_ view: UIView) {
        if let v = view as? UITableViewHeaderFooterView, let id = v.reuseIdentifier, headerFooterPool.enqueue(v, identifier: id) {
            v.isHidden = true
        } else {
            view.removeFromSuperview()
        }
    }
}
