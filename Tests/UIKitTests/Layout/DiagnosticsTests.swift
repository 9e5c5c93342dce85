import Testing
@testable import UIKit

@Suite @MainActor struct DiagnosticsTests {
    @Test func conflictingRequiredConstraintsAreLoggedAndTheLastIsBroken() {
        let root = makeRoot()
        let v = addConstrained(root)
        let w100 = v.widthAnchor.constraint(equalToConstant: 100)
        let w200 = v.widthAnchor.constraint(equalToConstant: 200)
        let h = v.heightAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([v.leadingAnchor.constraint(equalTo: root.leadingAnchor), v.topAnchor.constraint(equalTo: root.topAnchor), h, w100])
        w200.isActive = true
        let log = captureLayoutLog { root.layoutIfNeeded() }
        #expect(log.hasPrefix("Unable to simultaneously satisfy constraints.\n\tProbably at least one of the constraints in the following list is one you don't want. \n"))
        #expect(log.contains("\"\(w100.description)\""))
        #expect(log.contains("\"\(w200.description)\""))
        // The minimal conflicting set only: the height and edges are not listed.
        #expect(!log.contains(h.description))
        #expect(log.contains("Will attempt to recover by breaking constraint \n\(w200.description)\n"))
        #expect(!log.contains("NSAutoresizingMaskLayoutConstraints"))
        #expect(v.frame.width == 100)
        #expect(w200.isActive)
        // Removing the winner lets the broken constraint apply.
        w100.isActive = false
        root.layoutIfNeeded()
        #expect(v.frame.width == 200)
    }

    @Test func conflictThroughAChainListsEveryLink() {
        // a.width 100, b.width == a.width, b.width == 50: three constraints conflict.
        let root = makeRoot()
        let a = addConstrained(root), b = addConstrained(root)
        let c1 = a.widthAnchor.constraint(equalToConstant: 100)
        let c2 = b.widthAnchor.constraint(equalTo: a.widthAnchor)
        let c3 = b.widthAnchor.constraint(equalToConstant: 50)
        NSLayoutConstraint.activate([c1, c2])
        c3.isActive = true
        let log = captureLayoutLog { root.layoutIfNeeded() }
        for c in [c1, c2, c3] { #expect(log.contains(c.description)) }
        #expect(log.contains("breaking constraint \n\(c3.description)"))
    }

    @Test func autoresizingConflictMentionsTheNote() {
        let root = makeRoot()
        let v = UIView(frame: rect(0, 0, 50, 50))
        root.addSubview(v)
        let w = v.widthAnchor.constraint(equalToConstant: 100)
        w.isActive = true
        let log = captureLayoutLog { root.layoutIfNeeded() }
        #expect(log.contains("(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints)"))
        #expect(log.contains("<NSAutoresizingMaskLayoutConstraint:0x"))
        #expect(v.frame == rect(0, 0, 50, 50))
    }

    @Test func constantMadeUnsatisfiableIsBrokenToo() {
        let root = makeRoot(300, 200)
        let v = addConstrained(root)
        let left = v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
        let max = v.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor)
        NSLayoutConstraint.activate([left, max, v.widthAnchor.constraint(equalToConstant: 100),
                                     v.topAnchor.constraint(equalTo: root.topAnchor), v.heightAnchor.constraint(equalToConstant: 5)])
        root.layoutIfNeeded()
        let log = captureLayoutLog {
            left.constant = 250
            root.layoutIfNeeded()
        }
        #expect(log.contains("Unable to simultaneously satisfy constraints."))
        #expect(v.frame.maxX <= 300)
    }

    @Test func noCommonAncestorTraps() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let a = UIView(), b = UIView()
                a.leadingAnchor.constraint(equalTo: b.leadingAnchor).isActive = true
            }
        }
    }

    @Test func ambiguityIsDetectedAndExercised() {
        let root = makeRoot(300, 200)
        let v = addConstrained(root)
        // Width only bounded: leading pinned, trailing <= root trailing.
        NSLayoutConstraint.activate([v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                                     v.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor),
                                     v.topAnchor.constraint(equalTo: root.topAnchor), v.heightAnchor.constraint(equalToConstant: 20)])
        root.layoutIfNeeded()
        #expect(v.hasAmbiguousLayout)
        let before = v.frame
        v.exerciseAmbiguityInLayout()
        root.layoutIfNeeded()
        #expect(v.frame != before)
        #expect(v.frame.minX == 10 && v.frame.maxX <= 300 && v.frame.height == 20)
        v.widthAnchor.constraint(equalToConstant: 50).isActive = true
        root.layoutIfNeeded()
        #expect(!v.hasAmbiguousLayout)
        #expect(v.frame == rect(10, 0, 50, 20))
    }

    @Test func intrinsicSizeResolvesAmbiguity() {
        let root = makeRoot()
        let v = addConstrained(root, SizedView(40, 20))
        NSLayoutConstraint.activate([v.leadingAnchor.constraint(equalTo: root.leadingAnchor), v.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        #expect(!v.hasAmbiguousLayout)
    }

    @Test func constraintsAffectingLayoutPerAxis() {
        let root = makeRoot()
        let v = addConstrained(root)
        let l = v.leadingAnchor.constraint(equalTo: root.leadingAnchor)
        let w = v.widthAnchor.constraint(equalToConstant: 5)
        let t = v.topAnchor.constraint(equalTo: root.topAnchor)
        let h = v.heightAnchor.constraint(equalToConstant: 5)
        NSLayoutConstraint.activate([l, w, t, h])
        root.layoutIfNeeded()
        let horizontal = v.constraintsAffectingLayout(for: .horizontal)
        #expect(horizontal.contains(l) && horizontal.contains(w))
        #expect(!horizontal.contains(t) && !horizontal.contains(h))
        let vertical = v.constraintsAffectingLayout(for: .vertical)
        #expect(vertical.contains(t) && vertical.contains(h) && !vertical.contains(l))
    }
}
