import Testing
@testable import UIKit

@Suite @MainActor struct IntrinsicSizeTests {
    @Test func defaultPriorities() {
        let v = UIView()
        #expect(v.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(v.contentHuggingPriority(for: .vertical).rawValue == 250)
        #expect(v.contentCompressionResistancePriority(for: .horizontal).rawValue == 750)
        v.setContentHuggingPriority(.required, for: .vertical)
        #expect(v.contentHuggingPriority(for: .vertical) == .required)
        #expect(v.contentHuggingPriority(for: .horizontal) == .defaultLow)
    }

    @Test func intrinsicSizeGivesTheFrameItsSize() {
        let root = makeRoot()
        let v = addConstrained(root, SizedView(80, 21))
        NSLayoutConstraint.activate([v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                                     v.topAnchor.constraint(equalTo: root.topAnchor, constant: 20)])
        root.layoutIfNeeded()
        #expect(v.frame == rect(10, 20, 80, 21))
    }

    @Test func huggingKeepsTheViewSmallAgainstALowerWish() {
        // Pinned left; trailing <= ... optional at 200 pulls it wide; hugging 250 wins.
        let root = makeRoot(300, 100)
        let v = addConstrained(root, SizedView(80, 20))
        let stretch = v.trailingAnchor.constraint(equalTo: root.trailingAnchor)
        stretch.priority = UILayoutPriority(200)
        NSLayoutConstraint.activate([v.leadingAnchor.constraint(equalTo: root.leadingAnchor), stretch,
                                     v.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        #expect(v.frame.width == 80)
        v.setContentHuggingPriority(UILayoutPriority(100), for: .horizontal)
        root.layoutIfNeeded()
        #expect(v.frame.width == 300)
    }

    @Test func lowerHuggingStretchesInARow() {
        // Two label-like views fill 300 pt: the one hugging less takes the extra.
        let root = makeRoot(300, 100)
        let a = addConstrained(root, SizedView(50, 20)), b = addConstrained(root, SizedView(70, 20))
        a.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor), b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(a.frame == rect(0, 0, 50, 20))
        #expect(b.frame == rect(50, 0, 250, 20))
    }

    @Test func lowerCompressionResistanceShrinksInARowTooNarrow() {
        // 100 + 120 = 220 in 150 pt: the view resisting less (740) gives up 70 pt.
        let root = makeRoot(150, 100)
        let a = addConstrained(root, SizedView(100, 20)), b = addConstrained(root, SizedView(120, 20))
        b.setContentCompressionResistancePriority(UILayoutPriority(740), for: .horizontal)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor), b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(a.frame.width == 100)
        #expect(b.frame == rect(100, 0, 50, 20))
        // Swap who resists more: now a shrinks.
        b.setContentCompressionResistancePriority(.defaultHigh, for: .horizontal)
        a.setContentCompressionResistancePriority(UILayoutPriority(700), for: .horizontal)
        root.layoutIfNeeded()
        #expect(a.frame == rect(0, 0, 30, 20))
        #expect(b.frame == rect(30, 0, 120, 20))
    }

    @Test func compressionResistanceBeatsADefaultLowWish() {
        let root = makeRoot()
        let v = addConstrained(root, SizedView(80, 20))
        let small = v.widthAnchor.constraint(equalToConstant: 40)
        small.priority = .defaultLow
        NSLayoutConstraint.activate([small, v.leadingAnchor.constraint(equalTo: root.leadingAnchor), v.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        #expect(v.frame.width == 80)
        small.priority = UILayoutPriority(760)
        root.layoutIfNeeded()
        #expect(v.frame.width == 40)
    }

    @Test func invalidatingTheIntrinsicSizeRelaysOut() {
        let root = makeRoot()
        let v = addConstrained(root, SizedView(80, 20))
        NSLayoutConstraint.activate([v.leadingAnchor.constraint(equalTo: root.leadingAnchor), v.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        v.size = CGSize(width: 120, height: 30)
        root.layoutIfNeeded()
        #expect(v.frame == rect(0, 0, 120, 30))
    }

    @Test func noIntrinsicMetricOnOneAxis() {
        let root = makeRoot(300, 200)
        let v = addConstrained(root, SizedView(UIView.noIntrinsicMetric, 30))
        NSLayoutConstraint.activate([v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                                     v.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
                                     v.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        #expect(v.frame == rect(10, 0, 280, 30))
    }

    @Test func fittingSizeOfAContainerAroundItsContent() {
        // Container with 10 pt padding around a 80×20 label and 15 pt below it a 60×40 view.
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        let label = addConstrained(box, SizedView(80, 20))
        let image = addConstrained(box, SizedView(60, 40))
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 10),
            label.topAnchor.constraint(equalTo: box.topAnchor, constant: 10),
            box.trailingAnchor.constraint(greaterThanOrEqualTo: label.trailingAnchor, constant: 10),
            image.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 10),
            image.topAnchor.constraint(equalTo: label.bottomAnchor, constant: 15),
            box.trailingAnchor.constraint(greaterThanOrEqualTo: image.trailingAnchor, constant: 10),
            box.bottomAnchor.constraint(equalTo: image.bottomAnchor, constant: 10),
        ])
        #expect(box.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 100, height: 95))
        // Expanded: the width grows without bound except at fitting priority 50 → wants 10 000 000; height is fixed.
        let expanded = box.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize)
        #expect(expanded.height == 95 && expanded.width == UIView.layoutFittingExpandedSize.width)
    }

    @Test func fittingWithARequiredWidth() {
        // Width required at 300: the height follows a multiplier of the width.
        let box = UIView()
        let inner = addConstrained(box)
        NSLayoutConstraint.activate([
            inner.leadingAnchor.constraint(equalTo: box.leadingAnchor), inner.trailingAnchor.constraint(equalTo: box.trailingAnchor),
            inner.topAnchor.constraint(equalTo: box.topAnchor), inner.bottomAnchor.constraint(equalTo: box.bottomAnchor),
            inner.heightAnchor.constraint(equalTo: inner.widthAnchor, multiplier: 0.25),
        ])
        let s = box.systemLayoutSizeFitting(CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
                                            verticalFittingPriority: .fittingSizeLevel)
        #expect(s == CGSize(width: 300, height: 75))
    }

    @Test func fittingConstantsAreApples() {
        #expect(UIView.layoutFittingCompressedSize == .zero)
        #expect(UILayoutPriority.fittingSizeLevel.rawValue == 50)
    }
}
