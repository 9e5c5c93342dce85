import Testing
@testable import UIKit

@Suite @MainActor struct StackViewTests {
    /// A stack filling a root of the given size.
    func pinnedStack(_ views: [UIView], width: CGFloat = 300, height: CGFloat = 100,
                     configure: (UIStackView) -> Void = { _ in }) -> (UIView, UIStackView) {
        let root = makeRoot(width, height)
        let stack = UIStackView(arrangedSubviews: views)
        configure(stack)
        addConstrained(root, stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor), stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor), stack.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ])
        root.layoutIfNeeded()
        return (root, stack)
    }

    /// A stack pinned at its top-left corner only: it takes its size from its arranged views.
    func cornerStack(_ views: [UIView], configure: (UIStackView) -> Void = { _ in }) -> (UIView, UIStackView) {
        let root = makeRoot(300, 200)
        let stack = UIStackView(arrangedSubviews: views)
        configure(stack)
        addConstrained(root, stack)
        NSLayoutConstraint.activate([stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     stack.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        return (root, stack)
    }

    @Test func rawValuesAndDefaults() {
        #expect(UIStackView.Distribution.fillEqually.rawValue == 1 && UIStackView.Distribution.equalCentering.rawValue == 4)
        #expect(UIStackView.Alignment.firstBaseline.rawValue == 2 && UIStackView.Alignment.lastBaseline.rawValue == 5)
        #expect(UIStackView.Alignment.top == .leading && UIStackView.Alignment.bottom == .trailing)
        let s = UIStackView()
        #expect(s.axis == .horizontal && s.distribution == .fill && s.alignment == .fill && s.spacing == 0)
        #expect(!s.isBaselineRelativeArrangement && !s.isLayoutMarginsRelativeArrangement)
        #expect(UIStackView.spacingUseDefault == CGFloat(Float.greatestFiniteMagnitude))
        #expect(UIStackView.spacingUseSystem == CGFloat(Float.leastNormalMagnitude))
    }

    @Test func arrangedSubviewsBecomeConstrainedSubviews() {
        let a = UIView(), b = UIView()
        let s = UIStackView(arrangedSubviews: [a])
        s.insertArrangedSubview(b, at: 0)
        #expect(s.arrangedSubviews == [b, a])
        #expect(s.subviews.count == 2)
        #expect(!a.translatesAutoresizingMaskIntoConstraints && !b.translatesAutoresizingMaskIntoConstraints)
    }

    @Test func removeArrangedSubviewKeepsItAsASubview() {
        let a = UIView(), b = UIView()
        let s = UIStackView(arrangedSubviews: [a, b])
        s.removeArrangedSubview(a)
        #expect(s.arrangedSubviews == [b])
        #expect(s.subviews.contains(a))
        b.removeFromSuperview()
        #expect(s.arrangedSubviews.isEmpty)
    }

    @Test func fillStretchesTheViewThatHugsLeast() {
        let a = SizedView(50, 20), b = SizedView(70, 20)
        b.setContentHuggingPriority(UILayoutPriority(249), for: .horizontal)
        _ = pinnedStack([a, b]) { $0.spacing = 10 }
        #expect(a.frame == rect(0, 0, 50, 100))
        #expect(b.frame == rect(60, 0, 240, 100))
    }

    @Test func fillStretchesTheFirstWhenItHugsLeast() {
        let a = SizedView(50, 20), b = SizedView(70, 20)
        a.setContentHuggingPriority(UILayoutPriority(200), for: .horizontal)
        _ = pinnedStack([a, b])
        #expect(a.frame == rect(0, 0, 230, 100))
        #expect(b.frame == rect(230, 0, 70, 100))
    }

    @Test func fillShrinksTheViewResistingLeast() {
        // 120 + 100 + 10 spacing in 150: the first resists less (700) and gives up 80.
        let a = SizedView(120, 20), b = SizedView(100, 20)
        a.setContentCompressionResistancePriority(UILayoutPriority(700), for: .horizontal)
        _ = pinnedStack([a, b], width: 150) { $0.spacing = 10 }
        #expect(a.frame == rect(0, 0, 40, 100))
        #expect(b.frame == rect(50, 0, 100, 100))
    }

    @Test func fillEquallyShares() {
        let views = [SizedView(10, 10), SizedView(80, 10), UIView()]
        _ = pinnedStack(views) { $0.distribution = .fillEqually; $0.spacing = 15 }
        #expect(views.map(\.frame) == [rect(0, 0, 90, 100), rect(105, 0, 90, 100), rect(210, 0, 90, 100)])
    }

    @Test func fillProportionallyFollowsIntrinsicWidths() {
        // Intrinsic 50, 100, 150; 620 − 2 × 10 spacing = 600 shared 1:2:3.
        let views = [SizedView(50, 10), SizedView(100, 10), SizedView(150, 10)]
        _ = pinnedStack(views, width: 620) { $0.distribution = .fillProportionally; $0.spacing = 10 }
        #expect(views.map(\.frame) == [rect(0, 0, 100, 100), rect(110, 0, 200, 100), rect(320, 0, 300, 100)])
    }

    @Test func equalSpacingSharesTheGaps() {
        // 50 + 70 + 30 = 150 of 300: two gaps of 75.
        let views = [SizedView(50, 10), SizedView(70, 10), SizedView(30, 10)]
        _ = pinnedStack(views) { $0.distribution = .equalSpacing }
        #expect(views.map(\.frame) == [rect(0, 0, 50, 100), rect(125, 0, 70, 100), rect(270, 0, 30, 100)])
    }

    @Test func equalCenteringSpacesTheCentres() {
        // Centres at 25 and 285; the middle one centred at 155 → x 120.
        let views = [SizedView(50, 10), SizedView(70, 10), SizedView(30, 10)]
        _ = pinnedStack(views) { $0.distribution = .equalCentering }
        #expect(views.map(\.frame) == [rect(0, 0, 50, 100), rect(120, 0, 70, 100), rect(270, 0, 30, 100)])
    }

    @Test func alignmentFillStretchesAcross() {
        let a = SizedView(50, 20), b = SizedView(70, 40)
        b.setContentHuggingPriority(UILayoutPriority(200), for: .horizontal)
        _ = pinnedStack([a, b]) { $0.alignment = .fill }
        #expect(a.frame == rect(0, 0, 50, 100) && b.frame == rect(50, 0, 250, 100))
    }

    @Test func alignmentLeadingIsTop() {
        let a = SizedView(50, 20), b = SizedView(70, 40)
        b.setContentHuggingPriority(UILayoutPriority(200), for: .horizontal)
        _ = pinnedStack([a, b]) { $0.alignment = .top }
        #expect(a.frame == rect(0, 0, 50, 20) && b.frame == rect(50, 0, 250, 40))
    }

    @Test func alignmentCenter() {
        let a = SizedView(50, 20), b = SizedView(70, 40)
        b.setContentHuggingPriority(UILayoutPriority(200), for: .horizontal)
        _ = pinnedStack([a, b]) { $0.alignment = .center }
        #expect(a.frame == rect(0, 40, 50, 20) && b.frame == rect(50, 30, 250, 40))
    }

    @Test func alignmentTrailingIsBottom() {
        let a = SizedView(50, 20), b = SizedView(70, 40)
        b.setContentHuggingPriority(UILayoutPriority(200), for: .horizontal)
        _ = pinnedStack([a, b]) { $0.alignment = .bottom }
        #expect(a.frame == rect(0, 80, 50, 20) && b.frame == rect(50, 60, 250, 40))
    }

    @Test func alignmentLastBaseline() {
        // Baselines 15 and 30 below the tops: the taller ascender touches the top; the stack hugs to 40.
        let a = SizedView(50, 20, baselineFromBottom: 5), b = SizedView(70, 40, baselineFromBottom: 10)
        let (_, stack) = cornerStack([a, b]) { $0.alignment = .lastBaseline }
        #expect(a.frame == rect(0, 15, 50, 20))
        #expect(b.frame == rect(50, 0, 70, 40))
        #expect(stack.frame == rect(0, 0, 120, 40))
    }

    @Test func alignmentFirstBaseline() {
        // First baselines 12 and 25 below the tops.
        let a = SizedView(50, 20, firstBaselineFromTop: 12), b = SizedView(70, 40, firstBaselineFromTop: 25)
        let (_, stack) = cornerStack([a, b]) { $0.alignment = .firstBaseline }
        #expect(a.frame == rect(0, 13, 50, 20))
        #expect(b.frame == rect(50, 0, 70, 40))
        #expect(stack.frame.height == 40)
    }

    @Test func centerAlignedStackHugsTheTallestView() {
        let a = SizedView(50, 20), b = SizedView(70, 40)
        let (_, stack) = cornerStack([a, b]) { $0.alignment = .center; $0.spacing = 5 }
        #expect(stack.frame == rect(0, 0, 125, 40))
        #expect(a.frame == rect(0, 10, 50, 20) && b.frame == rect(55, 0, 70, 40))
    }

    @Test func verticalStack() {
        let root = makeRoot(300, 200)
        let a = SizedView(50, 20), b = SizedView(70, 30)
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.axis = .vertical
        stack.spacing = 5
        addConstrained(root, stack)
        NSLayoutConstraint.activate([stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                                     stack.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
                                     stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 20)])
        root.layoutIfNeeded()
        #expect(stack.frame == rect(10, 20, 280, 55))
        #expect(a.frame == rect(0, 0, 280, 20) && b.frame == rect(0, 25, 280, 30))
    }

    @Test func verticalCenterAlignment() {
        let a = SizedView(50, 20), b = SizedView(70, 30)
        let (_, stack) = cornerStack([a, b]) { $0.axis = .vertical; $0.alignment = .center }
        #expect(stack.frame == rect(0, 0, 70, 50))
        #expect(a.frame == rect(10, 0, 50, 20) && b.frame == rect(0, 20, 70, 30))
    }

    @Test func hiddenArrangedViewsCollapseAndComeBack() {
        let views = [UIView(), UIView(), UIView()]
        let (root, _) = pinnedStack(views, width: 320) { $0.distribution = .fillEqually; $0.spacing = 10 }
        #expect(views.map(\.frame.minX) == [0, 110, 220])
        views[1].isHidden = true
        root.layoutIfNeeded()
        #expect(views[0].frame == rect(0, 0, 155, 100))
        #expect(views[2].frame == rect(165, 0, 155, 100))
        #expect(views[1].frame.width == 0)
        views[1].isHidden = false
        root.layoutIfNeeded()
        #expect(views.map(\.frame) == [rect(0, 0, 100, 100), rect(110, 0, 100, 100), rect(220, 0, 100, 100)])
    }

    @Test func hidingTheLastViewDropsItsSpacing() {
        let a = SizedView(50, 10), b = SizedView(70, 10)
        let (root, stack) = cornerStack([a, b]) { $0.spacing = 10 }
        #expect(stack.frame.width == 130)
        b.isHidden = true
        root.layoutIfNeeded()
        #expect(stack.frame.width == 50)
    }

    @Test func customSpacingAfterAView() {
        let a = SizedView(50, 10), b = SizedView(70, 10), c = SizedView(30, 10)
        let (root, stack) = cornerStack([a, b, c]) { $0.spacing = 10 }
        stack.setCustomSpacing(30, after: a)
        #expect(stack.customSpacing(after: a) == 30)
        #expect(stack.customSpacing(after: b) == UIStackView.spacingUseDefault)
        root.layoutIfNeeded()
        #expect([a, b, c].map(\.frame.minX) == [0, 80, 160])
        #expect(stack.frame.width == 190)
        stack.setCustomSpacing(UIStackView.spacingUseSystem, after: b)
        root.layoutIfNeeded()
        #expect(c.frame.minX == 158)
    }

    @Test func baselineRelativeVerticalSpacing() {
        // a's last baseline is 15 below its top; b's first baseline 12 below its top; 30 between baselines.
        let a = SizedView(50, 20, baselineFromBottom: 5), b = SizedView(50, 20, firstBaselineFromTop: 12)
        _ = cornerStack([a, b]) { $0.axis = .vertical; $0.spacing = 30; $0.isBaselineRelativeArrangement = true }
        #expect(b.frame.minY == 33)
    }

    @Test func addingAnArrangedViewLater() {
        let a = SizedView(50, 10)
        let (root, stack) = cornerStack([a])
        let b = SizedView(40, 10)
        stack.addArrangedSubview(b)
        root.layoutIfNeeded()
        #expect(b.frame == rect(50, 0, 40, 10))
        #expect(stack.frame.width == 90)
    }

    @Test func changingTheAxisRearranges() {
        let a = SizedView(50, 10), b = SizedView(40, 20)
        let (root, stack) = cornerStack([a, b])
        #expect(b.frame.origin == CGPoint(x: 50, y: 0))
        stack.axis = .vertical
        stack.alignment = .leading
        root.layoutIfNeeded()
        #expect(a.frame == rect(0, 0, 50, 10) && b.frame == rect(0, 10, 40, 20))
        #expect(stack.frame.size == CGSize(width: 50, height: 30))
    }

    @Test func nestedStacksInAResizedWindow() {
        let window = UIWindow(frame: rect(0, 0, 330, 480))
        let rows = (0..<3).map { _ in UIStackView(arrangedSubviews: (0..<4).map { _ in SizedView(30, 20) }) }
        for r in rows { r.distribution = .fillEqually; r.spacing = 10 }
        let column = UIStackView(arrangedSubviews: rows)
        column.axis = .vertical
        column.spacing = 5
        addConstrained(window, column)
        NSLayoutConstraint.activate([column.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                                     column.trailingAnchor.constraint(equalTo: window.trailingAnchor),
                                     column.topAnchor.constraint(equalTo: window.topAnchor)])
        window.makeKeyAndVisible()
        UIHeadless.runLoopTurn()
        // (330 − 30) / 4 = 75 per view.
        #expect(rows[2].frame == rect(0, 50, 330, 20))
        #expect(rows[1].arrangedSubviews[3].frame == rect(255, 0, 75, 20))
        window.frame = rect(0, 0, 430, 480)
        UIHeadless.runLoopTurn()
        #expect(rows[1].arrangedSubviews[3].frame == rect(330, 0, 100, 20))
        window.isHidden = true
    }
}
