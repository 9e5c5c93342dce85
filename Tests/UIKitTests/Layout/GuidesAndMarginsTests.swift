import Testing
@testable import UIKit

@Suite @MainActor struct GuidesAndMarginsTests {
    @Test func defaultMarginsAreEight() {
        let v = UIView()
        #expect(v.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(v.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
        #expect(!v.preservesSuperviewLayoutMargins)
        #expect(v.insetsLayoutMarginsFromSafeArea)
    }

    @Test func pinningToTheMarginsGuideInsetsByEight() {
        let root = makeRoot(300, 200)
        let v = addConstrained(root)
        let g = root.layoutMarginsGuide
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: g.leadingAnchor), v.trailingAnchor.constraint(equalTo: g.trailingAnchor),
            v.topAnchor.constraint(equalTo: g.topAnchor), v.bottomAnchor.constraint(equalTo: g.bottomAnchor),
        ])
        root.layoutIfNeeded()
        #expect(v.frame == rect(8, 8, 284, 184))
        #expect(g.layoutFrame == rect(8, 8, 284, 184))
        #expect(g.owningView === root)
        #expect(g.identifier == "UIViewLayoutMarginsGuide")
        #expect(root.layoutGuides.contains(g))
    }

    @Test func marginAttributes() {
        let root = makeRoot(300, 200)
        let v = addConstrained(root)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(item: v, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .leadingMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: v, attribute: .trailing, relatedBy: .equal, toItem: root, attribute: .trailingMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: v, attribute: .top, relatedBy: .equal, toItem: root, attribute: .topMargin, multiplier: 1, constant: 2),
            NSLayoutConstraint(item: v, attribute: .centerY, relatedBy: .equal, toItem: root, attribute: .centerYWithinMargins, multiplier: 1, constant: 0),
        ])
        root.layoutIfNeeded()
        // top 10, centre 100 → height 180.
        #expect(v.frame == rect(8, 10, 284, 180))
    }

    @Test func changingMarginsMovesPinnedViews() {
        final class Watcher: UIView {
            var calls = 0
            override func layoutMarginsDidChange() { calls += 1 }
        }
        let root = Watcher(frame: rect(0, 0, 300, 200))
        let v = addConstrained(root)
        let g = root.layoutMarginsGuide
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: g.leadingAnchor), v.trailingAnchor.constraint(equalTo: g.trailingAnchor),
            v.topAnchor.constraint(equalTo: g.topAnchor), v.bottomAnchor.constraint(equalTo: g.bottomAnchor),
        ])
        root.layoutIfNeeded()
        root.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 20, bottom: 3, trailing: 40)
        root.layoutIfNeeded()
        #expect(v.frame == rect(20, 1, 240, 196))
        #expect(root.layoutMargins == UIEdgeInsets(top: 1, left: 20, bottom: 3, right: 40))
        #expect(root.calls == 1)
    }

    @Test func safeAreaIsTheWholeViewOnTheDesktop() {
        let root = makeRoot(300, 200)
        #expect(root.safeAreaInsets == .zero)
        let v = addConstrained(root)
        let s = root.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: s.leadingAnchor), v.trailingAnchor.constraint(equalTo: s.trailingAnchor),
            v.topAnchor.constraint(equalTo: s.topAnchor), v.bottomAnchor.constraint(equalTo: s.bottomAnchor),
        ])
        root.layoutIfNeeded()
        #expect(v.frame == rect(0, 0, 300, 200))
        #expect(s.layoutFrame == rect(0, 0, 300, 200))
    }

    @Test func readableContentGuideIsCappedAndCentred() {
        // 1000 wide: margins 8…992 (984 wide) → readable width 672, centred at 500 → 164…836.
        let root = makeRoot(1000, 100)
        let v = addConstrained(root)
        let r = root.readableContentGuide
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: r.leadingAnchor), v.trailingAnchor.constraint(equalTo: r.trailingAnchor),
            v.topAnchor.constraint(equalTo: r.topAnchor), v.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(v.frame == rect(164, 8, 672, 10))
        // Narrower than the cap: the readable guide is the margins guide.
        root.frame = rect(0, 0, 400, 100)
        root.layoutIfNeeded()
        #expect(v.frame == rect(8, 8, 384, 10))
    }

    @Test func userLayoutGuideAsASpacer() {
        // Two 50-pt views with equal guides around and between them in 300 pt: gaps of (300 − 100) / 3.
        let root = makeRoot(300, 100)
        let a = addConstrained(root), b = addConstrained(root)
        let g1 = UILayoutGuide(), g2 = UILayoutGuide(), g3 = UILayoutGuide()
        for g in [g1, g2, g3] { root.addLayoutGuide(g) }
        #expect(g1.owningView === root && root.layoutGuides.count == 3)
        NSLayoutConstraint.activate([
            g1.leadingAnchor.constraint(equalTo: root.leadingAnchor), a.leadingAnchor.constraint(equalTo: g1.trailingAnchor),
            g2.leadingAnchor.constraint(equalTo: a.trailingAnchor), b.leadingAnchor.constraint(equalTo: g2.trailingAnchor),
            g3.leadingAnchor.constraint(equalTo: b.trailingAnchor), g3.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            g2.widthAnchor.constraint(equalTo: g1.widthAnchor), g3.widthAnchor.constraint(equalTo: g1.widthAnchor),
            a.widthAnchor.constraint(equalToConstant: 60), b.widthAnchor.constraint(equalToConstant: 60),
            a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 10), b.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(a.frame == rect(60, 0, 60, 10))
        #expect(b.frame == rect(180, 0, 60, 10))
        #expect(g2.layoutFrame.minX == 120 && g2.layoutFrame.width == 60)
        root.removeLayoutGuide(g2)
        #expect(g2.owningView == nil && root.layoutGuides.count == 2)
    }

    @Test func preservingSuperviewMargins() {
        // A child flush with its superview's left edge takes the superview's 30-pt margin.
        let root = makeRoot(300, 200)
        root.layoutMargins = UIEdgeInsets(top: 30, left: 30, bottom: 30, right: 30)
        let child = UIView(frame: rect(0, 0, 300, 100))
        root.addSubview(child)
        child.preservesSuperviewLayoutMargins = true
        let v = addConstrained(child)
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: child.layoutMarginsGuide.leadingAnchor),
            v.topAnchor.constraint(equalTo: child.layoutMarginsGuide.topAnchor),
            v.widthAnchor.constraint(equalToConstant: 10), v.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(v.frame == rect(30, 30, 10, 10))
    }

    @Test func layoutMarginsRelativeStackUsesTheMargins() {
        let root = makeRoot(300, 200)
        let stack = UIStackView(arrangedSubviews: [UIView()])
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 20)
        addConstrained(root, stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor), stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor), stack.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ])
        root.layoutIfNeeded()
        #expect(stack.arrangedSubviews[0].frame == rect(10, 5, 270, 180))
    }
}
