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
        #expect(v.log == ["willMoveToSuperview(view)", "didMoveToSuperview", "willMoveToWindow(window)", "didMoveToWindow"])
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
}
