import Testing
import UIKit

/// A view that records its hierarchy callbacks.
@MainActor
final class RecordingView: UIView {
    var log: [String] = []
    var name = ""
    override func willMove(toSuperview newSuperview: UIView?) { log.append("willMoveToSuperview(\(newSuperview == nil ? "nil" : "view"))") }
    override func didMoveToSuperview() { log.append("didMoveToSuperview") }
    override func willMove(toWindow newWindow: UIWindow?) { log.append("willMoveToWindow(\(newWindow == nil ? "nil" : "window"))") }
    override func didMoveToWindow() { log.append("didMoveToWindow") }
    override func didAddSubview(_ subview: UIView) { log.append("didAddSubview") }
    override func willRemoveSubview(_ subview: UIView) { log.append("willRemoveSubview") }
}

/// Names for views and layers, and a shared log of hierarchy callbacks with what each view saw from inside.
@MainActor
final class HierarchyLog {
    var entries: [String] = []
    private var names: [ObjectIdentifier: String] = [:]
    func name(_ object: AnyObject?, _ name: String) { if let object { names[ObjectIdentifier(object)] = name } }
    func of(_ object: AnyObject?) -> String { object.map { names[ObjectIdentifier($0)] ?? "?" } ?? "nil" }
    /// The entries of one view, without its name.
    func of(view name: String) -> [String] {
        entries.filter { $0.hasPrefix(name + ".") }.map { String($0.dropFirst(name.count + 1)) }
    }
    func index(_ entry: String) -> Int { entries.firstIndex(of: entry) ?? -1 }
}

/// A view that logs each hierarchy callback with the superview and window it sees at that moment.
@MainActor
final class StateView: UIView {
    let log: HierarchyLog
    let name: String
    init(_ name: String, _ log: HierarchyLog) {
        self.log = log
        self.name = name
        super.init(frame: .zero)
        log.name(self, name)
    }
    required init?(coder: NSCoder) { fatalError() }
    private func note(_ s: String) { log.entries.append("\(name).\(s)") }
    private var seen: String { "superview=\(log.of(superview)) window=\(log.of(window))" }
    override func willMove(toSuperview newSuperview: UIView?) { note("willMoveToSuperview(\(log.of(newSuperview))) \(seen)") }
    override func didMoveToSuperview() { note("didMoveToSuperview \(seen)") }
    override func willMove(toWindow newWindow: UIWindow?) { note("willMoveToWindow(\(log.of(newWindow))) \(seen)") }
    override func didMoveToWindow() { note("didMoveToWindow \(seen)") }
    override func didAddSubview(_ subview: UIView) {
        note("didAddSubview(\(log.of(subview))) its superview=\(log.of(subview.superview)) among subviews=\(subviews.contains(subview))")
    }
    override func willRemoveSubview(_ subview: UIView) {
        note("willRemoveSubview(\(log.of(subview))) its superview=\(log.of(subview.superview)) among subviews=\(subviews.contains(subview))")
    }
}

/// The names of a view's sublayers, back to front.
@MainActor
private func order(_ view: UIView) -> [String] { (view.layer.sublayers ?? []).map { $0.name ?? "?" } }

/// Views and plain layers named for `order`.
@MainActor
private func named(_ names: String...) -> [UIView] {
    names.map { n in let v = UIView(); v.layer.name = n; return v }
}

@MainActor
private func plainLayer(_ name: String) -> CALayer {
    let l = CALayer()
    l.name = name
    return l
}

@Suite @MainActor struct UIViewHierarchyTests {
    @Test func addSubviewAppendsAndLinksLayers() {
        let p = UIView(), a = UIView(), b = UIView()
        p.addSubview(a); p.addSubview(b)
        #expect(p.subviews == [a, b])
        #expect(a.superview === p)
        #expect(p.layer.sublayers?.map { $0 } == [a.layer, b.layer])
    }

    @Test func addingAnExistingSubviewBringsItToFront() {
        let p = UIView(), a = UIView(), b = UIView()
        p.addSubview(a); p.addSubview(b); p.addSubview(a)
        #expect(p.subviews == [b, a])
        #expect(p.layer.sublayers?.map { $0 } == [b.layer, a.layer])
    }

    @Test func addSubviewRemovesFromTheOldSuperview() {
        let p1 = UIView(), p2 = UIView(), v = UIView()
        p1.addSubview(v)
        p2.addSubview(v)
        #expect(p1.subviews.isEmpty)
        #expect(v.superview === p2)
        #expect(v.layer.superlayer === p2.layer)
    }

    @Test func insertAtAboveAndBelow() {
        let p = UIView(), a = UIView(), b = UIView(), c = UIView(), d = UIView()
        p.addSubview(a); p.addSubview(b)
        p.insertSubview(c, at: 1)
        #expect(p.subviews == [a, c, b])
        p.insertSubview(d, aboveSubview: a)
        #expect(p.subviews == [a, d, c, b])
        p.insertSubview(b, belowSubview: a)
        #expect(p.subviews == [b, a, d, c])
        #expect(p.layer.sublayers?.map { $0 } == [b.layer, a.layer, d.layer, c.layer])
        p.insertSubview(UIView(), at: 99) // clamped to the end
        #expect(p.subviews.count == 5)
    }

    @Test func bringSendAndExchange() {
        let p = UIView(), a = UIView(), b = UIView(), c = UIView()
        p.addSubview(a); p.addSubview(b); p.addSubview(c)
        p.bringSubviewToFront(a)
        #expect(p.subviews == [b, c, a])
        p.sendSubviewToBack(c)
        #expect(p.subviews == [c, b, a])
        p.exchangeSubview(at: 0, withSubviewAt: 2)
        #expect(p.subviews == [a, b, c])
        #expect(p.layer.sublayers?.map { $0 } == [a.layer, b.layer, c.layer])
    }

    @Test func removeFromSuperviewUnlinks() {
        let p = UIView(), v = UIView()
        p.addSubview(v)
        v.removeFromSuperview()
        #expect(v.superview == nil && p.subviews.isEmpty && v.layer.superlayer == nil)
    }

    @Test func removeFromSuperviewWithoutASuperviewDoesNothing() {
        let v = RecordingView()
        v.removeFromSuperview()
        #expect(v.log.isEmpty && v.superview == nil)
        // A window has no superview: it stays on its screen.
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        w.isHidden = false
        defer { w.isHidden = true }
        let onScreen = w.layer.superlayer
        #expect(onScreen != nil)
        w.removeFromSuperview()
        #expect(w.layer.superlayer === onScreen && !w.isHidden)
    }

    @Test func tagsAndDescendants() {
        let p = UIView(), a = UIView(), b = UIView()
        b.tag = 7
        p.addSubview(a); a.addSubview(b)
        #expect(p.viewWithTag(7) === b)
        #expect(p.viewWithTag(8) == nil)
        #expect(b.isDescendant(of: p) && b.isDescendant(of: b) && !p.isDescendant(of: b))
    }

    @Test func windowIsFoundThroughAncestors() {
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let a = UIView(), b = UIView()
        a.addSubview(b)
        #expect(b.window == nil)
        w.addSubview(a)
        #expect(b.window === w)
    }

    @Test func callbacksWhenAddingToAWindowedView() {
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let parent = RecordingView()
        w.addSubview(parent)
        parent.log = []
        let v = RecordingView()
        parent.addSubview(v)
        #expect(v.log == ["willMoveToSuperview(view)", "willMoveToWindow(window)", "didMoveToSuperview", "didMoveToWindow"])
        #expect(parent.log == ["didAddSubview"])
    }

    @Test func callbacksWhenRemoving() {
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let parent = RecordingView()
        w.addSubview(parent)
        let v = RecordingView()
        parent.addSubview(v)
        v.log = []; parent.log = []
        v.removeFromSuperview()
        #expect(parent.log == ["willRemoveSubview"])
        #expect(v.log == ["willMoveToSuperview(nil)", "willMoveToWindow(nil)", "didMoveToWindow", "didMoveToSuperview"])
    }

    @Test func windowCallbacksReachDescendants() {
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let a = UIView()
        let deep = RecordingView()
        a.addSubview(deep)
        deep.log = []
        w.addSubview(a)
        #expect(deep.log == ["willMoveToWindow(window)", "didMoveToWindow"])
    }

    @Test func addingAViewToItselfTraps() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let v = UIView()
                v.addSubview(v)
            }
        }
    }

    @Test func addingAnAncestorAsSubviewTraps() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let a = UIView(), b = UIView()
                a.addSubview(b)
                b.addSubview(a)
            }
        }
    }

    @Test func nextResponderIsTheSuperview() {
        let p = UIView(), v = UIView()
        p.addSubview(v)
        #expect(v.next === p)
    }

    // MARK: Layer order with plain sublayers

    @Test func addSubviewPutsTheLayerAboveEveryPlainSublayer() {
        let p = UIView(), v = named("a", "b"), (a, b) = (v[0], v[1])
        p.addSubview(a)
        p.layer.addSublayer(plainLayer("L"))
        p.addSubview(b)
        #expect(p.subviews == [a, b])
        #expect(order(p) == ["a", "L", "b"])
        p.addSubview(a) // an existing subview goes to the front, above the plain layer too
        #expect(p.subviews == [b, a])
        #expect(order(p) == ["L", "b", "a"])
    }

    @Test func insertBelowAndAbovePlaceTheLayerNextToTheSiblingsLayer() {
        let p = UIView(), v = named("a", "b", "c", "d"), (a, b, c, d) = (v[0], v[1], v[2], v[3])
        p.addSubview(a)
        p.layer.addSublayer(plainLayer("L"))
        p.addSubview(b)
        p.insertSubview(c, belowSubview: b) // directly under b's layer: the plain layer stays under c
        #expect(p.subviews == [a, c, b])
        #expect(order(p) == ["a", "L", "c", "b"])
        p.insertSubview(d, aboveSubview: a) // directly over a's layer: the plain layer stays over d
        #expect(p.subviews == [a, d, c, b])
        #expect(order(p) == ["a", "d", "L", "c", "b"])
        p.insertSubview(b, belowSubview: a) // reordering an existing subview
        #expect(p.subviews == [b, a, d, c])
        #expect(order(p) == ["b", "a", "d", "L", "c"])
    }

    @Test func insertNextToAViewThatIsNotASubviewAddsOnTop() {
        let p = UIView(), v = named("a", "e", "f", "stranger"), (a, e, f, stranger) = (v[0], v[1], v[2], v[3])
        p.addSubview(a)
        p.layer.addSublayer(plainLayer("L"))
        p.insertSubview(e, belowSubview: stranger)
        #expect(p.subviews == [a, e])
        #expect(order(p) == ["a", "L", "e"])
        p.insertSubview(f, aboveSubview: stranger)
        #expect(p.subviews == [a, e, f])
        #expect(order(p) == ["a", "L", "e", "f"])
    }

    @Test func insertAtIndexGoesDirectlyBelowTheSubviewNowAtThatIndex() {
        let p = UIView(), v = named("a", "b", "c", "d", "e"), (a, b, c, d, e) = (v[0], v[1], v[2], v[3], v[4])
        p.addSubview(a)
        p.layer.addSublayer(plainLayer("L"))
        p.addSubview(b)
        p.insertSubview(c, at: 1) // takes b's index: directly under b's layer
        #expect(p.subviews == [a, c, b])
        #expect(order(p) == ["a", "L", "c", "b"])
        p.insertSubview(d, at: 0)
        #expect(p.subviews == [d, a, c, b])
        #expect(order(p) == ["d", "a", "L", "c", "b"])
        p.layer.addSublayer(plainLayer("M"))
        p.insertSubview(e, at: 4) // past the last subview: on top, as addSubview(_:)
        #expect(p.subviews == [d, a, c, b, e])
        #expect(order(p) == ["d", "a", "L", "c", "b", "M", "e"])
    }

    @Test func bringToFrontAndSendToBackPassPlainSublayers() {
        let p = UIView(), v = named("a", "b"), (a, b) = (v[0], v[1])
        p.layer.addSublayer(plainLayer("L"))
        p.addSubview(a); p.addSubview(b)
        p.layer.addSublayer(plainLayer("M"))
        #expect(order(p) == ["L", "a", "b", "M"])
        p.bringSubviewToFront(a)
        #expect(p.subviews == [b, a])
        #expect(order(p) == ["L", "b", "M", "a"])
        p.sendSubviewToBack(a)
        #expect(p.subviews == [a, b])
        #expect(order(p) == ["a", "L", "b", "M"])
    }

    @Test func exchangeSwapsTheTwoLayersInPlace() {
        let p = UIView(), v = named("a", "b", "c"), (a, b, c) = (v[0], v[1], v[2])
        p.addSubview(a)
        p.layer.addSublayer(plainLayer("L"))
        p.addSubview(b)
        p.layer.addSublayer(plainLayer("M"))
        p.addSubview(c)
        p.exchangeSubview(at: 0, withSubviewAt: 2)
        #expect(p.subviews == [c, b, a])
        #expect(order(p) == ["c", "L", "b", "M", "a"])
        p.exchangeSubview(at: 2, withSubviewAt: 1)
        #expect(p.subviews == [c, a, b])
        #expect(order(p) == ["c", "L", "a", "M", "b"])
        p.exchangeSubview(at: 0, withSubviewAt: 1) // c and a have L between them
        #expect(p.subviews == [a, c, b])
        #expect(order(p) == ["a", "L", "c", "M", "b"])
    }

    // MARK: Callbacks and what each sees

    @Test func movingIntoAWindowForTheFirstTime() {
        let log = HierarchyLog()
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        log.name(w, "w")
        let p = StateView("P", log), v = StateView("v", log), c = StateView("c", log)
        w.addSubview(p)
        v.addSubview(c)
        log.entries = []
        p.addSubview(v)
        // willMove(toWindow:) comes before the change: window is still nil (the old window) inside it.
        #expect(log.of(view: "v") == [
            "willMoveToSuperview(P) superview=nil window=nil",
            "willMoveToWindow(w) superview=nil window=nil",
            "didMoveToSuperview superview=P window=w",
            "didMoveToWindow superview=P window=w",
        ])
        #expect(log.of(view: "c") == ["willMoveToWindow(w) superview=v window=nil", "didMoveToWindow superview=v window=w"])
        #expect(log.of(view: "P") == ["didAddSubview(v) its superview=P among subviews=true"])
        // Every will comes before every did, and the superview hears last.
        #expect(log.index("c.willMoveToWindow(w) superview=v window=nil") < log.index("v.didMoveToSuperview superview=P window=w"))
        #expect(log.entries.last == "P.didAddSubview(v) its superview=P among subviews=true")
    }

    @Test func removingFromAWindow() {
        let log = HierarchyLog()
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        log.name(w, "w")
        let p = StateView("P", log), v = StateView("v", log), c = StateView("c", log)
        w.addSubview(p); p.addSubview(v); v.addSubview(c)
        log.entries = []
        v.removeFromSuperview()
        #expect(log.entries.first == "P.willRemoveSubview(v) its superview=P among subviews=true")
        #expect(log.of(view: "v") == [
            "willMoveToSuperview(nil) superview=P window=w",
            "willMoveToWindow(nil) superview=P window=w",
            "didMoveToWindow superview=nil window=nil",
            "didMoveToSuperview superview=nil window=nil",
        ])
        #expect(log.of(view: "c") == ["willMoveToWindow(nil) superview=v window=w", "didMoveToWindow superview=v window=nil"])
        #expect(log.index("c.willMoveToWindow(nil) superview=v window=w") < log.index("v.didMoveToWindow superview=nil window=nil"))
        #expect(log.of(view: "P").count == 1)
    }

    @Test func movingBetweenSuperviewsInTwoWindows() {
        let log = HierarchyLog()
        let w1 = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let w2 = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        log.name(w1, "w1"); log.name(w2, "w2")
        let p1 = StateView("P1", log), p2 = StateView("P2", log), v = StateView("v", log)
        w1.addSubview(p1); w2.addSubview(p2); p1.addSubview(v)
        log.entries = []
        p2.addSubview(v)
        #expect(log.entries == [
            "P1.willRemoveSubview(v) its superview=P1 among subviews=true",
            "v.willMoveToSuperview(P2) superview=P1 window=w1",
            "v.willMoveToWindow(w2) superview=P1 window=w1",
            "v.didMoveToSuperview superview=P2 window=w2",
            "v.didMoveToWindow superview=P2 window=w2",
            "P2.didAddSubview(v) its superview=P2 among subviews=true",
        ])
        #expect(p1.subviews.isEmpty && p2.subviews == [v])
    }

    @Test func movingWithinOneWindowToADescendantOfTheOldSuperviewHasNoWindowCallbacks() {
        let log = HierarchyLog()
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        log.name(w, "w")
        let p = StateView("P", log), a = StateView("a", log), v = StateView("v", log)
        w.addSubview(p); p.addSubview(a); p.addSubview(v)
        log.entries = []
        a.addSubview(v)
        #expect(log.entries == [
            "P.willRemoveSubview(v) its superview=P among subviews=true",
            "v.willMoveToSuperview(a) superview=P window=w",
            "v.didMoveToSuperview superview=a window=w",
            "a.didAddSubview(v) its superview=a among subviews=true",
        ])
        #expect(p.subviews == [a] && a.subviews == [v])
    }

    @Test func addingOutsideAnyWindowHasNoWindowCallbacks() {
        let log = HierarchyLog()
        let p = StateView("P", log), v = StateView("v", log)
        p.addSubview(v)
        #expect(log.entries == [
            "v.willMoveToSuperview(P) superview=nil window=nil",
            "v.didMoveToSuperview superview=P window=nil",
            "P.didAddSubview(v) its superview=P among subviews=true",
        ])
    }
}
