import Foundation
import ObjectiveC
import Testing

@MainActor private final class Listener: NSObject {
    var received: [String] = []
    var timers: [Timer] = []
    func noticed(_ notification: Notification) { received.append(notification.name.rawValue) }
    func ticked(_ timer: Timer) { timers.append(timer); received.append("tick \(timer.userInfo as? String ?? "-")") }
    func later(_ value: Any?) { received.append("later \(value as? String ?? "nil")") }
}

private let testName = Notification.Name("ObjectiveCTests.selector")

/// Turns the current run loop (the main actor runs off the main thread in Swift Testing on Linux) until `condition` holds or `timeout` passes.
@MainActor private func spin(timeout: TimeInterval = 1, until condition: () -> Bool) {
    let end = Date(timeIntervalSinceNow: timeout)
    while !condition(), Date() < end { RunLoop.current.run(until: Date(timeIntervalSinceNow: 0.005)) }
}

@Suite(.serialized) @MainActor struct FoundationSelectorTests {
    @Test func notificationCenterSendsTheSelectorOncePerPost() {
        let center = NotificationCenter()
        let listener = Listener()
        center.addObserver(listener, selector: Selector("noticed:", Listener.noticed(_:)), name: testName, object: nil)
        center.post(name: testName, object: nil)
        #expect(listener.received == [testName.rawValue])
        center.removeObserver(listener)
        center.post(name: testName, object: nil)
        #expect(listener.received == [testName.rawValue])
    }

    @Test func notificationCenterFiltersBySender() {
        let center = NotificationCenter()
        let listener = Listener()
        let sender = NSObject()
        center.addObserver(listener, selector: Selector("noticed:", Listener.noticed(_:)), name: testName, object: sender)
        center.post(name: testName, object: NSObject())
        center.post(name: testName, object: sender)
        #expect(listener.received.count == 1)
    }

    @Test func aDeadObserverIsNotSent() {
        let center = NotificationCenter()
        weak var gone: Listener?
        do {
            let listener = Listener()
            gone = listener
            center.addObserver(listener, selector: Selector("noticed:", Listener.noticed(_:)), name: testName, object: nil)
        }
        #expect(gone == nil)
        center.post(name: testName, object: nil)
    }

    @Test func blockObserversStillRemoveThroughFoundation() {
        let center = NotificationCenter()
        nonisolated(unsafe) var count = 0
        let token = center.addObserver(forName: testName, object: nil, queue: nil) { _ in count += 1 }
        center.post(name: testName, object: nil)
        center.removeObserver(token)
        center.post(name: testName, object: nil)
        #expect(count == 1)
    }

    @Test func scheduledTimerSendsTheSelectorWithItselfAndItsUserInfo() {
        let listener = Listener()
        let timer = Timer.scheduledTimer(timeInterval: 0.01, target: listener,
                                         selector: Selector("ticked:", Listener.ticked(_:)), userInfo: "info", repeats: false)
        spin { !listener.received.isEmpty }
        #expect(listener.received == ["tick info"])
        #expect(listener.timers.first === timer)
    }

    @Test func aTimerMadeWithATargetFiresOnceAddedToARunLoop() {
        let listener = Listener()
        let timer = Timer(timeInterval: 0.01, target: listener, selector: Selector("ticked:", Listener.ticked(_:)),
                          userInfo: nil, repeats: true)
        RunLoop.current.add(timer, forMode: .default)
        spin { listener.received.count >= 2 }
        timer.invalidate()
        #expect(listener.received.count >= 2)
    }

    @Test func performAfterDelayRunsOnceLater() {
        let listener = Listener()
        listener.perform(Selector("later:", Listener.later(_:)), with: "soon", afterDelay: 0.01)
        #expect(listener.received.isEmpty)
        spin { !listener.received.isEmpty }
        spin(timeout: 0.05) { false }
        #expect(listener.received == ["later soon"])
    }

    @Test func cancelPreviousPerformRequestsCancelsByTargetOrBySelectorAndArgument() {
        let listener = Listener()
        let later = Selector("later:", Listener.later(_:))
        listener.perform(later, with: "a", afterDelay: 0.01)
        listener.perform(later, with: "b", afterDelay: 0.01)
        NSObject.cancelPreviousPerformRequests(withTarget: listener, selector: later, object: "a")
        spin(timeout: 0.1) { false }
        #expect(listener.received == ["later b"])
        listener.perform(later, with: "c", afterDelay: 0.01)
        NSObject.cancelPreviousPerformRequests(withTarget: listener)
        spin(timeout: 0.1) { false }
        #expect(listener.received == ["later b"])
    }

    @Test func autoreleasepoolRunsItsBody() {
        #expect(autoreleasepool { 42 } == 42)
    }
}
