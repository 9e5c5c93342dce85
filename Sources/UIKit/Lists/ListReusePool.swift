import Foundation

/// Views waiting to be reused, by reuse identifier.
// Internal until the shared pool (Lists/ReusableViewPool.swift) lands; the table uses only enqueue/dequeue.
struct ListReusePool<View: UIView> {
    private var queues: [String: [View]] = [:]
    /// ⚠ chosen: more than this many idle views of one identifier are let go.
    static var limit: Int { 16 }

    /// Keeps `view` for reuse; false when the queue is full (the caller drops the view).
    mutating func enqueue(_ view: View, identifier: String) -> Bool {
        var q = queues[identifier, default: []]
        guard q.count < Self.limit else { return false }
        q.append(view)
        queues[identifier] = q
        return true
    }

    mutating func dequeue(identifier: String) -> View? {
        guard var q = queues[identifier], let v = q.popLast() else { return nil }
        queues[identifier] = q
        return v
    }

    var all: [View] { queues.values.flatMap { $0 } }

    mutating func removeAll() { queues.removeAll() }
}
