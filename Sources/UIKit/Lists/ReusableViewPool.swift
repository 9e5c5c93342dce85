import Foundation
import QuartzCore

/// The reuse queues of a list view (UITableView, UICollectionView): what is registered under each reuse
/// identifier, the views waiting in each identifier's queue, and the views handed out and not yet given back.
///
/// The pool only keeps the books; its owner decides what a queued view looks like (hidden, kept as a subview)
/// and calls the cell's `prepareForReuse()` when `dequeue` says the view was reused, because Apple calls it on
/// a recycled view only, never on a new one.
@MainActor
package final class ReusableViewPool<View: UIView> {
    /// How a view of an identifier is made when its queue is empty.
    package enum Registration {
        /// A class, made as `[[cls alloc] init]` is on Apple's platforms (UIView's `init()` calls the
        /// class's own `init(frame:)` with a zero frame).
        case viewClass(View.Type)
        /// A closure that makes the view (a table cell's `init(style:reuseIdentifier:)`, a nib).
        case factory(@MainActor () -> View)
    }

    /// A view given out by `dequeue`.
    package struct Dequeued {
        /// The view.
        package let view: View
        /// True when it came from the queue (the owner calls `prepareForReuse()`), false when it was made.
        package let wasReused: Bool
    }

    private var registrations: [String: Registration] = [:]
    private var queues: [String: [View]] = [:]
    /// Every view of the pool, live or queued, and the identifier it was made for.
    private var identifiers: [ObjectIdentifier: String] = [:]
    private var queued: Set<ObjectIdentifier> = []

    package init() {}

    // MARK: Registration

    /// Registers a class for `identifier`; nil unregisters it (Apple's behaviour for a nil class). A new
    /// registration replaces the old one; views already queued stay queued.
    package func register(_ viewClass: View.Type?, forIdentifier identifier: String) {
        registrations[identifier] = viewClass.map { .viewClass($0) }
    }

    /// Registers a closure that makes the views of `identifier`.
    package func register(forIdentifier identifier: String, factory: @escaping @MainActor () -> View) {
        registrations[identifier] = .factory(factory)
    }

    /// Removes the registration of `identifier`.
    package func unregister(_ identifier: String) {
        registrations[identifier] = nil
    }

    /// Whether `identifier` has a class or factory.
    package func isRegistered(_ identifier: String) -> Bool { registrations[identifier] != nil }

    /// The registration of `identifier`, if any.
    package func registration(for identifier: String) -> Registration? { registrations[identifier] }

    // MARK: Dequeue and enqueue

    /// A queued view of `identifier` (the one queued last, as UIKit hands back the most recently recycled), or
    /// else a new one made by the registration; nil when the queue is empty and nothing is registered (the
    /// owner raises Apple's exception or returns nil, as its API says).
    package func dequeue(_ identifier: String) -> Dequeued? {
        if let view = queues[identifier]?.popLast() {
            queued.remove(ObjectIdentifier(view))
            return Dequeued(view: view, wasReused: true)
        }
        guard let registration = registrations[identifier] else { return nil }
        let view: View
        switch registration {
        case .viewClass(let cls): view = ClassInitializers.makeObject(cls)
        case .factory(let make): view = make()
        }
        identifiers[ObjectIdentifier(view)] = identifier
        return Dequeued(view: view, wasReused: false)
    }

    /// Only a view already queued for `identifier`, never a new one.
    package func dequeueQueuedOnly(_ identifier: String) -> View? {
        guard let view = queues[identifier]?.popLast() else { return nil }
        queued.remove(ObjectIdentifier(view))
        return view
    }

    /// Gives `view` back to its identifier's queue (the identifier it was made for, or `identifier` for a
    /// view the pool did not make, such as one the data source built itself). Enqueuing twice is harmless.
    package func enqueue(_ view: View, identifier: String? = nil) {
        let key = ObjectIdentifier(view)
        guard !queued.contains(key) else { return }
        guard let id = identifier ?? identifiers[key] else { return }
        identifiers[key] = id
        queued.insert(key)
        queues[id, default: []].append(view)
    }

    /// Forgets `view` (its owner dropped it rather than queue it).
    package func forget(_ view: View) {
        let key = ObjectIdentifier(view)
        if queued.remove(key) != nil, let id = identifiers[key] {
            queues[id]?.removeAll { $0 === view }
        }
        identifiers[key] = nil
    }

    /// Empties every queue, returning the views that were queued (for the owner to remove from its hierarchy).
    @discardableResult
    package func drain() -> [View] {
        let views = queues.values.flatMap { $0 }
        for view in views { identifiers[ObjectIdentifier(view)] = nil }
        queues.removeAll()
        queued.removeAll()
        return views
    }

    // MARK: What is where

    /// The identifier `view` was made for or last queued under.
    package func identifier(of view: View) -> String? { identifiers[ObjectIdentifier(view)] }

    /// Whether `view` is waiting in a queue.
    package func isQueued(_ view: View) -> Bool { queued.contains(ObjectIdentifier(view)) }

    /// The views waiting in `identifier`'s queue, oldest first.
    package func queuedViews(for identifier: String) -> [View] { queues[identifier] ?? [] }

    /// How many views wait in all queues.
    package var queuedCount: Int { queued.count }

    /// How many views the pool made (or was given) that are out of the queues: the live ones.
    package var liveCount: Int { identifiers.count - queued.count }
}
