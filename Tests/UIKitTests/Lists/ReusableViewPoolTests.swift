import Testing
@testable import UIKit

/// A view class whose own `init(frame:)` the pool must reach when it makes one from the class.
final class PoolTestView: UIView {
    var madeByOwnInit = false
    override init(frame: CGRect) {
        super.init(frame: frame)
        madeByOwnInit = true
    }
    required init?(coder: NSCoder) { fatalError() }
}

/// The reuse queues shared by table and collection views (SPEC-NEXT §3.1).
@Suite @MainActor struct ReusableViewPoolTests {
    @Test func unregisteredIdentifierGivesNothing() {
        let pool = ReusableViewPool<UIView>()
        #expect(pool.dequeue("A") == nil)
        #expect(!pool.isRegistered("A"))
    }

    @Test func classRegistrationMakesTheClassThroughItsOwnInitFrame() {
        let pool = ReusableViewPool<UIView>()
        pool.register(PoolTestView.self, forIdentifier: "A")
        let d = pool.dequeue("A")
        #expect(d?.wasReused == false)
        #expect((d?.view as? PoolTestView)?.madeByOwnInit == true)
        #expect(d?.view.frame == .zero)
        #expect(pool.liveCount == 1)
        #expect(pool.queuedCount == 0)
    }

    @Test func aQueuedViewIsHandedBackBeforeANewOneIsMade() {
        let pool = ReusableViewPool<UIView>()
        var made = 0
        pool.register(forIdentifier: "A") { made += 1; return UIView() }
        let first = pool.dequeue("A")!.view
        let second = pool.dequeue("A")!.view
        #expect(made == 2)
        pool.enqueue(first)
        pool.enqueue(first) // twice is harmless
        #expect(pool.queuedCount == 1)
        #expect(pool.liveCount == 1)
        #expect(pool.isQueued(first))
        let again = pool.dequeue("A")!
        #expect(again.view === first)
        #expect(again.wasReused)
        #expect(made == 2)
        #expect(pool.identifier(of: second) == "A")
    }

    @Test func queuesAreKeptPerIdentifierAndTheLastQueuedComesFirst() {
        let pool = ReusableViewPool<UIView>()
        pool.register(UIView.self, forIdentifier: "A")
        pool.register(UIView.self, forIdentifier: "B")
        let a1 = pool.dequeue("A")!.view, a2 = pool.dequeue("A")!.view, b1 = pool.dequeue("B")!.view
        pool.enqueue(a1); pool.enqueue(b1); pool.enqueue(a2)
        #expect(pool.queuedViews(for: "A").map(ObjectIdentifier.init) == [ObjectIdentifier(a1), ObjectIdentifier(a2)])
        #expect(pool.dequeue("A")!.view === a2)
        #expect(pool.dequeueQueuedOnly("B") === b1)
        #expect(pool.dequeueQueuedOnly("B") == nil)
    }

    @Test func unregisteringKeepsQueuedViewsAndDrainEmptiesThem() {
        let pool = ReusableViewPool<UIView>()
        pool.register(UIView.self, forIdentifier: "A")
        let a = pool.dequeue("A")!.view
        pool.enqueue(a)
        pool.register(nil, forIdentifier: "A")
        #expect(!pool.isRegistered("A"))
        #expect(pool.dequeue("A")?.view === a)
        pool.enqueue(a)
        #expect(pool.drain().count == 1)
        #expect(pool.queuedCount == 0 && pool.liveCount == 0)
        #expect(pool.dequeue("A") == nil)
    }

    @Test func aViewThePoolDidNotMakeIsQueuedUnderTheGivenIdentifier() {
        let pool = ReusableViewPool<UIView>()
        let v = UIView()
        pool.enqueue(v) // no identifier known: ignored
        #expect(pool.queuedCount == 0)
        pool.enqueue(v, identifier: "X")
        #expect(pool.dequeueQueuedOnly("X") === v)
        pool.forget(v)
        #expect(pool.liveCount == 0)
    }
}
