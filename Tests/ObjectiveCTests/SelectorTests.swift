import Foundation
import ObjectiveC
import Testing

@MainActor private class Screen: NSObject {
    var log: [String] = []
    func refresh() { log.append("refresh") }
    func tapped(_ sender: Any) { log.append("tapped \(sender)") }
    func tapped(_ sender: NSObject?, with event: NSObject?) { log.append("tapped \(sender.map { "\($0)" } ?? "nil") \(event.map { "\($0)" } ?? "nil")") }
    func make() -> NSString { "made" }
    var title = "Title"
}

@MainActor private final class DetailScreen: Screen {
    override func refresh() { log.append("detail refresh") }
}

private final class Model: NSObject {
    nonisolated(unsafe) var count = 0
    func bump() { count += 1 }
    func add(_ n: Int) -> Int { count += n; return count }
}

private protocol Source: AnyObject {
    func title() throws -> String
}

private final class FullSource: Source {
    func title() -> String { "full" }
}

@Suite struct SelectorTests {
    @Test func equalityAndHashingGoByName() {
        let named = Selector("tapped:")
        let literal: Selector = "tapped:"
        #expect(named == literal)
        #expect(named != Selector("tapped"))
        #expect(Set([named, literal, Selector("other")]).count == 2)
        #expect(NSStringFromSelector(NSSelectorFromString("method:with:")) == "method:with:")
        #expect("\(Selector("method:with:"))" == "method:with:")
        #expect(Selector("method:with:").argumentCount == 2)
    }

    @Test @MainActor func aSelectorMadeFromAMethodEqualsTheNameOnlyOne() {
        #expect(Selector("tapped:", Screen.tapped(_:) as (Screen) -> (Any) -> Void) == Selector("tapped:"))
    }

    @Test @MainActor func invokePassesAsManyArgumentsAsTheMethodTakes() {
        let screen = Screen()
        let sender = NSString(string: "button")
        let event = NSString(string: "event")
        Selector("refresh", Screen.refresh).invoke(on: screen, with: sender, with: event)
        Selector("tapped:", Screen.tapped(_:) as (Screen) -> (Any) -> Void).invoke(on: screen, with: sender, with: event)
        Selector("tapped:with:", Screen.tapped(_:with:)).invoke(on: screen, with: sender, with: event)
        Selector("tapped:with:", Screen.tapped(_:with:)).invoke(on: screen, with: sender)
        #expect(screen.log == ["refresh", "tapped button", "tapped button event", "tapped button nil"])
    }

    @Test @MainActor func anOverrideRunsAsInObjectiveC() {
        let detail = DetailScreen()
        Selector("refresh", Screen.refresh).invoke(on: detail)
        #expect(detail.log == ["detail refresh"])
    }

    @Test @MainActor func invokeReturnsWhatTheMethodReturns() {
        #expect(Selector("make", Screen.make).invoke(on: Screen()) as? NSString == "made")
        #expect(Selector("title", { (s: Screen) in { s.title } }).invoke(on: Screen()) as? String == "Title")
        #expect(Selector("refresh", Screen.refresh).invoke(on: Screen()) == nil)
    }

    @Test func nonisolatedMethodsRunWhereTheyAreSent() async {
        let model = Model()
        let selector = Selector("add:", Model.add(_:))
        await Task.detached {
            #expect(selector.invoke(on: model, with: 3) as? Int == 3)
        }.value
    }

    @Test func aProtocolRequirementIsASelectorTarget() {
        #expect(Selector("title", Source.title).invoke(on: FullSource()) as? String == "full")
    }

    @Test @MainActor func respondsToFindsMethodsByNameForTheirClassAndSubclasses() {
        _ = Selector("refresh", Screen.refresh)
        #expect(Screen().responds(to: Selector("refresh")))
        #expect(DetailScreen().responds(to: Selector("refresh")))
        #expect(!Model().responds(to: Selector("refresh")))
        #expect(!Screen().responds(to: Selector("neverMadeFromAMethod:")))
        #expect(!Screen().responds(to: nil))
    }

    @Test @MainActor func aNameOnlySelectorReachesAMethodRecordedUnderThatName() {
        _ = Selector("bump", Model.bump)
        let model = Model()
        Selector("bump").invoke(on: model)
        model.perform(Selector("bump"))
        #expect(model.count == 2)
    }

    @Test @MainActor func performReturnsTheObjectTheMethodReturns() {
        let screen = Screen()
        let result = screen.perform(Selector("make", Screen.make))
        #expect(result?.takeUnretainedValue() as? NSString == "made")
        #expect(screen.perform(Selector("refresh", Screen.refresh)) == nil)
        screen.perform(Selector("tapped:", Screen.tapped(_:) as (Screen) -> (Any) -> Void), with: "x")
        #expect(screen.log == ["refresh", "tapped x"])
    }
}
