// Frame stages 4 layout, 5 display, 6 commit (docs/ARCHITECTURE.md). Before: 3, recognizers and responders — Application/UIApplication.sendEvent → Window/UIWindow.sendEvent → the responder chain.
// After: 7, composite — Application/FrameLoop.renderAllScreens → QuartzCore Render/CACompositor.render.
import Foundation
import CoreGraphics
import Synchronization

/// The transaction key for the default animation duration.
public let kCATransactionAnimationDuration = "animationDuration"
/// The transaction key for disabling actions.
public let kCATransactionDisableActions = "disableActions"
/// The transaction key for the default timing function.
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
/// The transaction key for the completion block.
public let kCATransactionCompletionBlock = "completionBlock"

/// Counts the animations of one transaction and runs its completion block when all have ended.
final class CompletionGroup {
    var block: (() -> Void)?
    var pending = 0
    var sealed = false
    var fired = false

    func animationEnded() {
        pending -= 1
        fireIfDone()
    }

    func fireIfDone() {
        guard sealed, pending <= 0, !fired else { return }
        fired = true
        let b = block
        block = nil
        b?()
    }
}

/// A weak reference to a layer.
struct WeakLayer {
    weak var layer: CALayer?
    init(_ layer: CALayer) { self.layer = layer }
}

/// One begin/commit level.
final class TransactionFrame {
    var values: [String: Any] = [:] {
        didSet { disableActions = values[kCATransactionDisableActions] }
    }
    /// `values[kCATransactionDisableActions]`, read on every property change (without hashing the key).
    private(set) var disableActions: Any?
    let group = CompletionGroup()
    let isImplicit: Bool
    init(isImplicit: Bool) { self.isImplicit = isImplicit }
}

/// A thread's transaction stack and the work it will commit.
final class TransactionState {
    @exclusivity(unchecked) var stack: [TransactionFrame] = []
    // Layers are held weakly: a layer that goes away before the commit needs nothing, and a
    // thread whose run loop never turns must not keep its layers alive.
    /// Layers changed in the open transaction (they count as committed afterwards).
    var changed: [ObjectIdentifier: WeakLayer] = [:]
    /// Layers with animations waiting for the commit to start.
    var pendingAnimationLayers: [ObjectIdentifier: WeakLayer] = [:]
    /// The animations waiting to start (to end those whose layer went away).
    var pendingEntries: [AnimationEntry] = []
    var needsLayout: [WeakLayer] = []
    /// Layers that asked for layout again while laying themselves out: queued for the next turn's commit.
    var needsLayoutNextTurn: [WeakLayer] = []
    private var nextTurnLayoutScheduled = false
    var needsDisplay: [WeakLayer] = []
    /// Groups sealed by nested commits, fired after the outermost commit.
    var sealedGroups: [CompletionGroup] = []
    var committing = false
    let isMain: Bool

    /// Tells states apart for the lifetime of the process (unlike their addresses).
    let serial = TransactionState.serials.wrappingAdd(1, ordering: .relaxed).newValue
    static let serials = Atomic<UInt64>(0)

    init(isMain: Bool) { self.isMain = isMain }

    /// Opens the implicit transaction if none is open; returns self for chaining.
    @discardableResult
    func openImplicitIfNeeded() -> TransactionState {
        if stack.isEmpty {
            stack.append(TransactionFrame(isImplicit: true))
            scheduleImplicitCommit()
        }
        return self
    }

    func scheduleImplicitCommit() {
        // The implicit transaction commits when the thread's run loop next runs its blocks,
        // i.e. at the end of the current turn (RunLoop.perform, in the common modes).
        let loop = isMain ? RunLoop.main : RunLoop.current
        loop.perform(inModes: [.common]) {
            CATransaction.commitImplicitTransaction()
        }
    }

    func value(forKey key: String) -> Any? {
        for f in stack.reversed() { if let v = f.values[key] { return v } }
        return nil
    }

    var actionsDisabled: Bool {
        for f in stack.reversed() { if let v = f.disableActions { return (v as? Bool) ?? false } }
        return false
    }

    func noteChanged(_ layer: CALayer) {
        // Once per layer and transaction: the layer remembers which state noted it (until that commit, after
        // which it has been committed and is not noted again).
        if !layer.hasBeenCommitted && layer.changeNotedIn != serial {
            layer.changeNotedIn = serial
            changed[ObjectIdentifier(layer)] = WeakLayer(layer)
        }
    }

    func noteNeedsLayout(_ layer: CALayer) { needsLayout.append(WeakLayer(layer)) }
    func noteNeedsLayoutNextTurn(_ layer: CALayer) { needsLayoutNextTurn.append(WeakLayer(layer)) }
    func noteNeedsDisplay(_ layer: CALayer) { needsDisplay.append(WeakLayer(layer)) }

    func noteAnimationAdded(_ layer: CALayer, entry: AnimationEntry) {
        pendingAnimationLayers[ObjectIdentifier(layer)] = WeakLayer(layer)
        pendingEntries.append(entry)
        for f in stack {
            f.group.pending += 1
            entry.groups.append(f.group)
        }
    }

    /// Pops one frame; runs the full commit when it was the outermost. Layout and display run
    /// while the outermost frame is still open, so what they change joins this commit.
    func pop() {
        guard !stack.isEmpty else { return }
        if stack.count == 1 { layoutAndDisplay() }
        guard let frame = stack.popLast() else { return }
        frame.group.sealed = true
        sealedGroups.append(frame.group)
        if stack.isEmpty { commitAll() }
    }

    /// The layout pass then the display pass (repeated while they dirty more layers).
    func layoutAndDisplay() {
        if committing { return }
        committing = true
        defer { committing = false }
        var rounds = 0
        while (!needsLayout.isEmpty || !needsDisplay.isEmpty) && rounds < 16 {
            rounds += 1
            let lay = needsLayout
            needsLayout = []
            for case let l? in lay.map(\.layer) where l._needsLayout { l.layoutIfNeeded() }
            let disp = needsDisplay
            needsDisplay = []
            for case let l? in disp.map(\.layer) where l._needsDisplay { l.display() }
        }
    }

    /// The outermost commit: start the animations, fire completion blocks of transactions
    /// without running animations, tell observers.
    func commitAll() {
        if committing { return }
        if stack.isEmpty && (!needsLayout.isEmpty || !needsDisplay.isEmpty) {
            // Work left outside any transaction (flush with nothing open): lay it out inside one.
            stack.append(TransactionFrame(isImplicit: true))
            layoutAndDisplay()
            let frame = stack.removeLast()
            frame.group.sealed = true
            sealedGroups.append(frame.group)
        }
        committing = true
        for case let l? in changed.values.map(\.layer) { l.hasBeenCommitted = true }
        changed = [:]
        let now = CACurrentMediaTime()
        let layers = pendingAnimationLayers.values
        pendingAnimationLayers = [:]
        for case let l? in layers.map(\.layer) {
            l.hasBeenCommitted = true
            l.commitPendingAnimations(mediaTime: now)
        }
        let entries = pendingEntries
        pendingEntries = []
        for e in entries where e.layer == nil && !e.stopped {
            e.stopped = true
            for g in e.groups { g.animationEnded() }
            e.groups = []
        }
        let groups = sealedGroups
        sealedGroups = []
        committing = false
        for g in groups { g.fireIfDone() }
        for hook in CATransaction.didCommitHooks { hook() }
        if !needsLayoutNextTurn.isEmpty { scheduleNextTurnLayout() }
    }

    /// Queues the layers that asked for layout while laying themselves out, for the next turn's commit.
    private func scheduleNextTurnLayout() {
        if nextTurnLayoutScheduled { return }
        nextTurnLayoutScheduled = true
        let loop = isMain ? RunLoop.main : RunLoop.current
        loop.perform(inModes: [.common]) { CATransaction.threadState.queueNextTurnLayout() }
    }

    func queueNextTurnLayout() {
        nextTurnLayoutScheduled = false
        let layers = needsLayoutNextTurn
        needsLayoutNextTurn = []
        _ = openImplicitIfNeeded()
        needsLayout.append(contentsOf: layers)
    }
}

/// A mechanism for grouping layer-tree changes into atomic updates.
///
/// Every change belongs to a transaction. An implicit one opens at the first change on a
/// thread and commits at the end of that thread's current run-loop turn (on Linux: a block
/// scheduled with `RunLoop.perform(inModes: [.common])`, which runs when the loop next turns;
/// `RunLoop.main.run(until:)` or the app's main loop runs it). begin/commit nest inside it;
/// only the outermost commit lays out, displays and starts animations.
open class CATransaction: NSObject {
    nonisolated(unsafe) static let mainState = TransactionState(isMain: true)
    static let globalLock = NSRecursiveLock()

    /// A pthread key holding each thread's state: looked up on every layer change, so it must be cheap
    /// (Thread.isMainThread costs a system call on Linux; the thread dictionary is slower still).
    static let stateKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { p in
            if let p { Unmanaged<TransactionState>.fromOpaque(p).release() }
        }
        return key
    }()

    /// The calling thread's transaction state.
    static var threadState: TransactionState {
        if let p = pthread_getspecific(stateKey) {
            return Unmanaged<TransactionState>.fromOpaque(p).takeUnretainedValue()
        }
        let s = Thread.isMainThread ? mainState : TransactionState(isMain: false)
        pthread_setspecific(stateKey, Unmanaged.passRetained(s).toOpaque())
        return s
    }

    /// Render hook: run after each outermost commit (the model tree is ready to render).
    ///
    /// A hook rather than a call because the one that listens is above this module: UIKit's frame loop
    /// schedules a frame when a commit happened, and QuartzCore cannot name UIKit. Commits happen in here —
    /// at the end of a run-loop turn, but also at any explicit commit() or flush() — so there is nothing
    /// UIKit could call or observe instead, short of compositing after every turn of the run loop.
    nonisolated(unsafe) package static var didCommitHooks: [() -> Void] = []

    /// Begins a new transaction for the current thread (nested in any open one).
    open class func begin() {
        threadState.stack.append(TransactionFrame(isImplicit: false))
    }

    /// Commits the innermost transaction; the outermost commit lays out, displays and starts
    /// the animations.
    open class func commit() {
        let st = threadState
        // Apple logs and ignores a commit without a begin.
        guard let top = st.stack.last, !top.isImplicit else { return }
        st.pop()
    }

    /// Commits the implicit transaction now, unless explicit transactions are open.
    open class func flush() {
        let st = threadState
        // A flush from layout or display code during a commit is part of that commit.
        if st.committing { return }
        if st.stack.count == 1 && st.stack[0].isImplicit { st.pop() }
        else if st.stack.isEmpty && (!st.needsLayout.isEmpty || !st.needsDisplay.isEmpty || !st.pendingAnimationLayers.isEmpty) {
            st.commitAll()
        }
    }

    /// Commits the thread's implicit transaction (the end-of-turn run-loop hook).
    static func commitImplicitTransaction() {
        let st = threadState
        if st.committing { return }
        if st.stack.count == 1 && st.stack[0].isImplicit { st.pop() }
    }

    /// Acquires the global Core Animation lock (recursive).
    open class func lock() { globalLock.lock() }
    /// Releases the global Core Animation lock.
    open class func unlock() { globalLock.unlock() }

    /// The default duration of animations added in this transaction (0.25 s unless set).
    open class func animationDuration() -> CFTimeInterval {
        (threadState.value(forKey: kCATransactionAnimationDuration) as? CFTimeInterval) ?? 0.25
    }

    /// Sets the default duration of animations added in this transaction.
    open class func setAnimationDuration(_ dur: CFTimeInterval) {
        setValue(dur, forKey: kCATransactionAnimationDuration)
    }

    /// The default timing function of animations added in this transaction (nil unless set).
    open class func animationTimingFunction() -> CAMediaTimingFunction? {
        threadState.value(forKey: kCATransactionAnimationTimingFunction) as? CAMediaTimingFunction
    }

    /// Sets the default timing function of animations added in this transaction.
    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        setValue(function, forKey: kCATransactionAnimationTimingFunction)
    }

    /// Whether property changes in this transaction skip their actions. Default false.
    open class func disableActions() -> Bool { threadState.actionsDisabled }

    /// Sets whether property changes in this transaction skip their actions.
    open class func setDisableActions(_ flag: Bool) {
        setValue(flag, forKey: kCATransactionDisableActions)
    }

    /// The completion block of the innermost transaction.
    open class func completionBlock() -> (() -> Void)? {
        threadState.stack.last?.group.block
    }

    /// Sets the block run once all animations added in this transaction (and nested ones)
    /// have ended (at once after commit when there are none).
    open class func setCompletionBlock(_ block: (() -> Void)?) {
        let st = threadState.openImplicitIfNeeded()
        st.stack.last?.group.block = block
    }

    /// A transaction property by key (see the kCATransaction… keys).
    open class func value(forKey key: String) -> Any? {
        if key == kCATransactionCompletionBlock { return completionBlock() }
        if key == kCATransactionAnimationDuration { return animationDuration() }
        if key == kCATransactionDisableActions { return disableActions() }
        return threadState.value(forKey: key)
    }

    /// Sets a transaction property by key for the innermost transaction.
    open class func setValue(_ anObject: Any?, forKey key: String) {
        let st = threadState.openImplicitIfNeeded()
        if key == kCATransactionCompletionBlock {
            st.stack.last?.group.block = anObject as? () -> Void
            return
        }
        var v = anObject
        if key == kCATransactionAnimationDuration, let d = anyToCGFloat(anObject) { v = Double(d) }
        if key == kCATransactionDisableActions, let b = anyToBool(anObject) { v = b }
        st.stack.last?.values[key] = v
    }

    /// Package hook for tests: commits whatever is open on this thread, explicit levels included.
    package static func commitEverything() {
        let st = threadState
        while !st.stack.isEmpty { st.pop() }
    }

    /// Linux: the depth of open transactions on this thread (implicit included); for tests.
    package static var depth: Int { threadState.stack.count }
}
