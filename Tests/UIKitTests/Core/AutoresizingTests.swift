import Testing
import UIKit

@Suite @MainActor struct AutoresizingTests {
    func grow(_ mask: UIView.AutoresizingMask, child: CGRect, from old: CGSize = CGSize(width: 100, height: 100),
              to new: CGSize = CGSize(width: 200, height: 150)) -> CGRect {
        let parent = UIView(frame: CGRect(origin: .zero, size: old))
        let v = UIView(frame: child)
        v.autoresizingMask = mask
        parent.addSubview(v)
        parent.frame.size = new
        return v.frame
    }

    @Test func noMaskKeepsTheFrame() {
        #expect(grow([], child: CGRect(x: 10, y: 10, width: 20, height: 20)) == CGRect(x: 10, y: 10, width: 20, height: 20))
    }

    @Test func flexibleWidthTakesTheWholeChange() {
        #expect(grow(.flexibleWidth, child: CGRect(x: 10, y: 10, width: 20, height: 20)) == CGRect(x: 10, y: 10, width: 120, height: 20))
    }

    @Test func flexibleWidthAndHeightFill() {
        let r = grow([.flexibleWidth, .flexibleHeight], child: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(r == CGRect(x: 0, y: 0, width: 200, height: 150))
    }

    @Test func flexibleLeftMarginPinsToTheRight() {
        // left margin 10 grows by the whole +100.
        #expect(grow(.flexibleLeftMargin, child: CGRect(x: 10, y: 0, width: 20, height: 20)).minX == 110)
    }

    @Test func bothMarginsShareProportionally() {
        // Margins 10 (left) and 70 (right) share +100 as 10:70 → left grows by 12.5.
        let r = grow([.flexibleLeftMargin, .flexibleRightMargin], child: CGRect(x: 10, y: 0, width: 20, height: 20))
        #expect(r.minX == 22.5 && r.width == 20)
    }

    @Test func marginAndWidthShareProportionally() {
        // Left margin 20 and width 60 share +100 as 20:60 → +25 and +75.
        let r = grow([.flexibleLeftMargin, .flexibleWidth], child: CGRect(x: 20, y: 0, width: 60, height: 20))
        #expect(r.minX == 45 && r.width == 135)
    }

    @Test func allThreeShareProportionally() {
        // 25 : 50 : 25 of +100 → +25, +50, +25.
        let r = grow([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin], child: CGRect(x: 25, y: 0, width: 50, height: 10))
        #expect(r.minX == 50 && r.width == 100)
    }

    @Test func zeroSizedFlexiblePartsShareEqually() {
        // Margins 0 and 0 with a full-width child: +100 split 50/50.
        let r = grow([.flexibleLeftMargin, .flexibleRightMargin], child: CGRect(x: 0, y: 0, width: 100, height: 10))
        #expect(r.minX == 50)
    }

    @Test func flexibleBottomMarginKeepsTheTop() {
        #expect(grow(.flexibleBottomMargin, child: CGRect(x: 0, y: 10, width: 10, height: 10)).minY == 10)
        #expect(grow(.flexibleTopMargin, child: CGRect(x: 0, y: 10, width: 10, height: 10)).minY == 60)
    }

    @Test func autoresizesSubviewsFalseStopsIt() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.autoresizesSubviews = false
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        v.autoresizingMask = .flexibleWidth
        parent.addSubview(v)
        parent.frame.size.width = 300
        #expect(v.frame.width == 10)
    }

    @Test func theMaskAppliesFromWhenItIsSetUntilTheSubviewLeaves() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        parent.addSubview(v)
        parent.frame.size.width = 110
        #expect(v.frame.width == 10)
        v.autoresizingMask = .flexibleWidth // set while a subview
        parent.frame.size.width = 120
        #expect(v.frame.width == 20)
        other.addSubview(v) // moves, keeping its mask
        parent.frame.size.width = 130
        other.frame.size.width = 110
        #expect(v.frame.width == 30)
        v.autoresizingMask = []
        other.frame.size.width = 120
        #expect(v.frame.width == 30)
        v.autoresizingMask = .flexibleWidth
        v.removeFromSuperview()
        parent.addSubview(v)
        parent.frame.size.width = 140
        #expect(v.frame.width == 40)
    }

    @Test func maskRawValues() {
        #expect(UIView.AutoresizingMask.flexibleLeftMargin.rawValue == 1)
        #expect(UIView.AutoresizingMask.flexibleWidth.rawValue == 2)
        #expect(UIView.AutoresizingMask.flexibleBottomMargin.rawValue == 32)
    }
}
