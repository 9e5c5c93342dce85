import Testing
@testable import UIKit

/// Records updateConstraints and layoutSubviews calls into a shared journal.
final class JournalView: UIView {
    let name: String
    let journal: Journal
    var callSuper = true
    init(_ name: String, _ journal: Journal) {
        self.name = name
        self.journal = journal
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { nil }
    override func updateConstraints() {
        journal.entries.append("update \(name)")
        if callSuper { super.updateConstraints() }
    }
    override func layoutSubviews() {
        journal.entries.append("layout \(name)")
        super.layoutSubviews()
    }
}

final class Journal { var entries: [String] = [] }

/// Counts frames assigned through the center setter.
final class CenterCountingView: UIView {
    var centerSets = 0
    override var center: CGPoint { didSet { centerSets += 1 } }
}

@Suite @MainActor struct LayoutPassTests {
    @Test func updateConstraintsRunsBottomUpBeforeLayout() {
        let j = Journal()
        let root = JournalView("root", j)
        root.frame = rect(0, 0, 200, 200)
        let parent = JournalView("parent", j), child = JournalView("child", j)
        addConstrained(root, parent)
        addConstrained(parent, child)
        NSLayoutConstraint.activate([parent.leadingAnchor.constraint(equalTo: root.leadingAnchor)])
        root.layoutIfNeeded()
        let updates = j.entries.filter { $0.hasPrefix("update") }
        #expect(updates == ["update child", "update parent", "update root"])
        #expect(j.entries.firstIndex(of: "update root")! < j.entries.firstIndex(of: "layout root")!)
        // Asking again: only the views that need it, children first.
        j.entries = []
        parent.setNeedsUpdateConstraints()
        child.setNeedsUpdateConstraints()
        #expect(parent.needsUpdateConstraints())
        root.layoutIfNeeded()
        #expect(j.entries.filter { $0.hasPrefix("update") } == ["update child", "update parent"])
        #expect(!parent.needsUpdateConstraints())
    }

    @Test func layoutRunsTopDownAfterSolving() {
        let j = Journal()
        let root = JournalView("root", j)
        root.frame = rect(0, 0, 200, 200)
        let a = JournalView("a", j)
        let b = JournalView("b", j)
        addConstrained(root, a)
        addConstrained(a, b)
        NSLayoutConstraint.activate([a.leadingAnchor.constraint(equalTo: root.leadingAnchor), a.topAnchor.constraint(equalTo: root.topAnchor),
                                     a.widthAnchor.constraint(equalToConstant: 100), a.heightAnchor.constraint(equalToConstant: 100),
                                     b.leadingAnchor.constraint(equalTo: a.leadingAnchor, constant: 5), b.topAnchor.constraint(equalTo: a.topAnchor),
                                     b.widthAnchor.constraint(equalToConstant: 10), b.heightAnchor.constraint(equalToConstant: 10)])
        root.layoutIfNeeded()
        let layouts = j.entries.filter { $0.hasPrefix("layout") }
        #expect(layouts == ["layout root", "layout a", "layout b"])
        #expect(b.frame == rect(5, 0, 10, 10))
    }

    @Test func updateConstraintsWithoutSuperIsLogged() {
        let j = Journal()
        let root = makeRoot()
        let v = JournalView("v", j)
        v.callSuper = false
        addConstrained(root, v)
        let log = captureLayoutLog {
            v.setNeedsUpdateConstraints()
            root.layoutIfNeeded()
        }
        #expect(log.contains("implementation of -updateConstraints needs to call super."))
    }

    @Test func constraintsMadeInUpdateConstraints() {
        final class SelfSizing: UIView {
            var made = false
            override func updateConstraints() {
                if !made, let s = superview {
                    made = true
                    NSLayoutConstraint.activate([leadingAnchor.constraint(equalTo: s.leadingAnchor, constant: 7),
                                                 topAnchor.constraint(equalTo: s.topAnchor, constant: 9),
                                                 widthAnchor.constraint(equalToConstant: 30), heightAnchor.constraint(equalToConstant: 40)])
                }
                super.updateConstraints()
            }
            override class var requiresConstraintBasedLayout: Bool { true }
        }
        let root = makeRoot()
        let v = SelfSizing()
        addConstrained(root, v)
        root.layoutIfNeeded()
        #expect(v.frame == rect(7, 9, 30, 40))
    }

    @Test func translatesAutoresizingMaskDefaultsToTrueAndStays() {
        let root = makeRoot(300, 200)
        let fixed = UIView(frame: rect(20, 30, 40, 50))
        #expect(fixed.translatesAutoresizingMaskIntoConstraints)
        root.addSubview(fixed)
        let v = addConstrained(root)
        NSLayoutConstraint.activate([v.leadingAnchor.constraint(equalTo: fixed.trailingAnchor, constant: 10),
                                     v.topAnchor.constraint(equalTo: fixed.bottomAnchor),
                                     v.widthAnchor.constraint(equalTo: fixed.widthAnchor), v.heightAnchor.constraint(equalToConstant: 5)])
        root.layoutIfNeeded()
        // The autoresizing view keeps its frame; the constrained one follows it.
        #expect(fixed.translatesAutoresizingMaskIntoConstraints)
        #expect(fixed.frame == rect(20, 30, 40, 50))
        #expect(v.frame == rect(70, 80, 40, 5))
        fixed.frame = rect(0, 0, 60, 10)
        root.layoutIfNeeded()
        #expect(v.frame == rect(70, 10, 60, 5))
    }

    @Test func autoresizedContainerMovesConstrainedContent() {
        // The container keeps its frame from its autoresizing mask; its constrained subview fills it.
        let root = makeRoot(300, 200)
        let container = UIView(frame: rect(0, 0, 300, 200))
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.addSubview(container)
        let v = addConstrained(container)
        NSLayoutConstraint.activate([v.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
                                     v.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -10),
                                     v.topAnchor.constraint(equalTo: container.topAnchor), v.heightAnchor.constraint(equalToConstant: 5)])
        root.layoutIfNeeded()
        #expect(v.frame.width == 280)
        root.frame = rect(0, 0, 400, 200)
        root.layoutIfNeeded()
        #expect(container.frame.width == 400)
        #expect(v.frame == rect(10, 0, 380, 5))
    }

    @Test func framesAreAssignedThroughTheCenterSetter() {
        // So an animation block around layoutIfNeeded() animates the change.
        let root = makeRoot()
        let v = CenterCountingView()
        addConstrained(root, v)
        let left = v.leadingAnchor.constraint(equalTo: root.leadingAnchor)
        NSLayoutConstraint.activate([left, v.topAnchor.constraint(equalTo: root.topAnchor),
                                     v.widthAnchor.constraint(equalToConstant: 10), v.heightAnchor.constraint(equalToConstant: 10)])
        root.layoutIfNeeded()
        let sets = v.centerSets
        left.constant = 30
        root.layoutIfNeeded()
        #expect(v.centerSets == sets + 1)
        #expect(v.center == CGPoint(x: 35, y: 5))
    }

    @Test func aMovedViewIsLaidOutByItsNewSuperview() {
        let root = makeRoot(300, 200)
        let journal = Journal()
        let first = JournalView("first", journal), second = JournalView("second", journal)
        for c in [first, second] {
            addConstrained(root, c)
            NSLayoutConstraint.activate([c.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                         c.widthAnchor.constraint(equalToConstant: 100),
                                         c.heightAnchor.constraint(equalToConstant: 50)])
        }
        NSLayoutConstraint.activate([first.topAnchor.constraint(equalTo: root.topAnchor),
                                     second.topAnchor.constraint(equalTo: first.bottomAnchor)])
        let v = addConstrained(first)
        NSLayoutConstraint.activate([v.leadingAnchor.constraint(equalTo: first.leadingAnchor, constant: 5),
                                     v.topAnchor.constraint(equalTo: first.topAnchor), v.heightAnchor.constraint(equalToConstant: 5)])
        let width = v.widthAnchor.constraint(equalToConstant: 10)
        width.isActive = true
        root.layoutIfNeeded()
        #expect(v.frame == rect(5, 0, 10, 5))
        second.addSubview(v)
        NSLayoutConstraint.activate([v.leadingAnchor.constraint(equalTo: second.leadingAnchor, constant: 7),
                                     v.topAnchor.constraint(equalTo: second.topAnchor, constant: 1)])
        root.layoutIfNeeded()
        #expect(v.frame == rect(7, 1, 10, 5))
        journal.entries = []
        width.constant = 20
        root.layoutIfNeeded()
        #expect(journal.entries == ["layout second"])
        #expect(v.frame == rect(7, 1, 20, 5))
    }

    @Test func aViewThatStopsTranslatingItsMaskGetsItsFrameFromTheEngine() {
        let root = makeRoot(300, 200)
        let v = UIView(frame: rect(1, 2, 3, 4))
        root.addSubview(v)
        let other = addConstrained(root)
        NSLayoutConstraint.activate([other.leadingAnchor.constraint(equalTo: v.trailingAnchor),
                                     other.topAnchor.constraint(equalTo: root.topAnchor),
                                     other.widthAnchor.constraint(equalToConstant: 10), other.heightAnchor.constraint(equalToConstant: 10)])
        root.layoutIfNeeded()
        #expect(v.frame == rect(1, 2, 3, 4) && other.frame == rect(4, 0, 10, 10))
        v.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                                     v.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
                                     v.widthAnchor.constraint(equalToConstant: 40), v.heightAnchor.constraint(equalToConstant: 50)])
        root.layoutIfNeeded()
        #expect(v.frame == rect(20, 30, 40, 50) && other.frame == rect(60, 0, 10, 10))
    }

    @Test func aFrameSetByHandIsReplacedAtTheSuperviewsNextLayout() {
        let root = makeRoot(300, 200)
        let v = addConstrained(root)
        NSLayoutConstraint.activate([v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                                     v.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
                                     v.widthAnchor.constraint(equalToConstant: 40), v.heightAnchor.constraint(equalToConstant: 40)])
        root.layoutIfNeeded()
        v.frame = rect(0, 0, 5, 5)
        v.layer.position = CGPoint(x: 100, y: 100)
        root.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(v.frame == rect(10, 10, 40, 40))
    }

    @Test func removingAViewDeactivatesConstraintsToIt() {
        let root = makeRoot()
        let a = addConstrained(root), b = addConstrained(root)
        let between = b.leadingAnchor.constraint(equalTo: a.trailingAnchor)
        let own = b.widthAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([between, own])
        b.removeFromSuperview()
        #expect(!between.isActive)
        #expect(own.isActive && b.constraints.contains(own))
    }

    @Test func aDetachedTreeKeepsItsConstraintsWhenAdded() {
        let container = UIView(frame: rect(0, 0, 100, 100))
        let v = addConstrained(container)
        NSLayoutConstraint.activate([v.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 4),
                                     v.topAnchor.constraint(equalTo: container.topAnchor, constant: 6),
                                     v.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.5),
                                     v.heightAnchor.constraint(equalToConstant: 8)])
        container.layoutIfNeeded()
        #expect(v.frame == rect(4, 6, 50, 8))
        let root = makeRoot(300, 300)
        container.frame = rect(10, 10, 200, 100)
        root.addSubview(container)
        root.layoutIfNeeded()
        #expect(v.frame == rect(4, 6, 100, 8))
    }

    @Test func invalidateIntrinsicSizeInAWindowRelaysOutAtTheEndOfTheTurn() {
        let window = UIWindow(frame: rect(0, 0, 320, 200))
        let label = SizedView(50, 20)
        addConstrained(window, label)
        NSLayoutConstraint.activate([label.centerXAnchor.constraint(equalTo: window.centerXAnchor),
                                     label.topAnchor.constraint(equalTo: window.topAnchor, constant: 10)])
        window.isHidden = false
        UIHeadless.runLoopTurn()
        #expect(label.frame == rect(135, 10, 50, 20))
        label.size = CGSize(width: 100, height: 20)
        UIHeadless.runLoopTurn()
        #expect(label.frame == rect(110, 10, 100, 20))
        window.isHidden = true
    }
}
