import Testing
@testable import UIKit

@Suite @MainActor struct VisualFormatTests {
    func setup(_ names: [String], width: CGFloat = 300, height: CGFloat = 200) -> (UIView, [String: UIView]) {
        let root = makeRoot(width, height)
        var views: [String: UIView] = [:]
        for n in names { views[n] = addConstrained(root) }
        return (root, views)
    }

    func vfl(_ format: String, _ views: [String: UIView], metrics: [String: Any]? = nil,
             options: NSLayoutConstraint.FormatOptions = []) -> [NSLayoutConstraint] {
        let cs = NSLayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: metrics, views: views)
        NSLayoutConstraint.activate(cs)
        return cs
    }

    @Test func standardSpacingAndEqualWidths() {
        // Superview edges 20 pt, between views 8 pt: (300 − 48) / 2 = 126 each.
        let (root, v) = setup(["a", "b"])
        let cs = vfl("H:|-[a]-[b(==a)]-|", v)
        #expect(cs.count == 4)
        _ = vfl("V:|[a(10)]", v); _ = vfl("V:|[b(10)]", v)
        root.layoutIfNeeded()
        #expect(v["a"]!.frame == rect(20, 0, 126, 10))
        #expect(v["b"]!.frame == rect(154, 0, 126, 10))
    }

    @Test func explicitSpacingSizesAndPriorities() {
        let (root, v) = setup(["a", "b"])
        _ = vfl("H:|-10-[a(50)]-(>=5)-[b(80@750)]|", v)
        _ = vfl("V:|-(12)-[a(20)]", v); _ = vfl("V:[b(==a)]|", v)
        root.layoutIfNeeded()
        #expect(v["a"]!.frame == rect(10, 12, 50, 20))
        #expect(v["b"]!.frame == rect(220, 180, 80, 20))
    }

    @Test func constraintsHaveTheRightShape() {
        let (_, v) = setup(["a", "b"])
        let cs = NSLayoutConstraint.constraints(withVisualFormat: "H:[a]-(>=5@300)-[b]", metrics: nil, views: v)
        #expect(cs.count == 1)
        let c = cs[0]
        #expect(c.firstItem === v["b"] && c.firstAttribute == .leading)
        #expect(c.secondItem === v["a"] && c.secondAttribute == .trailing)
        #expect(c.relation == .greaterThanOrEqual && c.constant == 5 && c.priority.rawValue == 300)
        let edge = NSLayoutConstraint.constraints(withVisualFormat: "V:[a]-30-|", metrics: nil, views: v)[0]
        #expect(edge.firstItem === v["a"]!.superview && edge.firstAttribute == .bottom && edge.secondAttribute == .bottom && edge.constant == 30)
    }

    @Test func metricsForSpacingSizesAndPriorities() {
        let (root, v) = setup(["a"])
        _ = vfl("V:|-top-[a(h@p)]", v, metrics: ["top": 12, "h": 30.0, "p": 900])
        _ = vfl("H:|-pad-[a]-pad-|", v, metrics: ["pad": CGFloat(25)])
        root.layoutIfNeeded()
        #expect(v["a"]!.frame == rect(25, 12, 250, 30))
    }

    @Test func multiplePredicatesOnAView() {
        let (root, v) = setup(["a"])
        _ = vfl("H:|[a(>=50,<=80)]", v)
        _ = vfl("V:|[a(10)]", v)
        let wish = v["a"]!.widthAnchor.constraint(equalToConstant: 120)
        wish.priority = .defaultLow
        wish.isActive = true
        root.layoutIfNeeded()
        #expect(v["a"]!.frame.width == 80)
    }

    @Test func flushViews() {
        let (root, v) = setup(["a", "b", "c"])
        _ = vfl("H:|[a(40)][b(60)][c]|", v)
        for n in ["a", "b", "c"] { _ = vfl("V:|[\(n)(10)]", v) }
        root.layoutIfNeeded()
        #expect(v["a"]!.frame.minX == 0 && v["b"]!.frame.minX == 40)
        #expect(v["c"]!.frame == rect(100, 0, 200, 10))
    }

    @Test func alignmentOptions() {
        let (root, v) = setup(["a", "b"])
        let cs = vfl("H:|[a(40)]-10-[b(60)]", v, options: .alignAllCenterY)
        #expect(cs.contains { $0.firstAttribute == .centerY && $0.secondAttribute == .centerY })
        _ = vfl("V:|-20-[a(40)]", v); _ = vfl("V:[b(10)]", v)
        root.layoutIfNeeded()
        #expect(v["b"]!.frame == rect(50, 35, 60, 10))
    }

    @Test func verticalFormatWithAlignAllLeading() {
        let (root, v) = setup(["a", "b"])
        _ = vfl("V:|-5-[a(20)]-5-[b(20)]", v, options: [.alignAllLeading, .alignAllTrailing])
        _ = vfl("H:|-30-[a(100)]", v)
        root.layoutIfNeeded()
        #expect(v["b"]!.frame == rect(30, 30, 100, 20))
    }

    @Test func formatOptionRawValues() {
        #expect(NSLayoutConstraint.FormatOptions.alignAllLeft.rawValue == 2)
        #expect(NSLayoutConstraint.FormatOptions.alignAllCenterY.rawValue == 1 << 10)
        #expect(NSLayoutConstraint.FormatOptions.alignAllLastBaseline == .alignAllBaseline)
        #expect(NSLayoutConstraint.FormatOptions.directionLeftToRight.rawValue == 1 << 16)
        #expect(NSLayoutConstraint.FormatOptions.spacingBaselineToBaseline.rawValue == 1 << 19)
    }

    @Test func unknownViewNameIsReportedWithACaret() {
        let (_, v) = setup(["a"])
        #expect {
            _ = try NSLayoutConstraint.parsedConstraints(withVisualFormat: "H:[a]-[zz]", metrics: nil, views: v)
        } throws: { error in
            let m = (error as! VisualFormatError).message
            return m == "Unable to parse constraint format: \nzz is not a key in the views dictionary. \nH:[a]-[zz]\n       ^"
        }
    }

    @Test func unclosedViewIsReported() {
        let (_, v) = setup(["a"])
        do {
            _ = try NSLayoutConstraint.parsedConstraints(withVisualFormat: "H:|-[a", metrics: nil, views: v)
            Issue.record("should not parse")
        } catch {
            #expect(error.message.hasPrefix("Unable to parse constraint format: \nExpected a ']' to close a view name \nH:|-[a\n"))
        }
    }

    @Test func superviewBarWithoutASuperview() {
        let lone = UIView()
        do {
            _ = try NSLayoutConstraint.parsedConstraints(withVisualFormat: "H:|[lone]", metrics: nil, views: ["lone": lone])
            Issue.record("should not parse")
        } catch {
            #expect(error.message.contains("Unable to interpret '|' character, because the related view doesn't have a superview"))
        }
    }

    @Test func missingMetricIsReported() {
        let (_, v) = setup(["a"])
        #expect(throws: VisualFormatError.self) {
            _ = try NSLayoutConstraint.parsedConstraints(withVisualFormat: "H:|-gap-[a]", metrics: [:], views: v)
        }
    }

    @Test func badFormatTrapsInTheAppleAPI() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let root = UIView()
                let a = UIView()
                root.addSubview(a)
                _ = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a", metrics: nil, views: ["a": a])
            }
        }
    }
}
