import Testing
import UIKit

@Suite struct UIKitValueTypesTests {
    @Test func insetRectShrinksEachEdge() {
        let r = CGRect(x: 10, y: 20, width: 100, height: 50).inset(by: UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 20))
        #expect(r == CGRect(x: 20, y: 25, width: 70, height: 30))
    }

    @Test func negativeInsetsGrowTheRect() {
        let r = CGRect(x: 0, y: 0, width: 10, height: 10).inset(by: UIEdgeInsets(top: -1, left: -2, bottom: -3, right: -4))
        #expect(r == CGRect(x: -2, y: -1, width: 16, height: 14))
    }

    @Test func insettingPastZeroGivesNull() {
        #expect(CGRect(x: 0, y: 0, width: 10, height: 10).inset(by: UIEdgeInsets(top: 0, left: 6, bottom: 0, right: 6)).isNull)
    }

    @Test func cStyleInsetFunctions() {
        let i = UIEdgeInsetsMake(1, 2, 3, 4)
        #expect(i == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(UIEdgeInsetsInsetRect(CGRect(x: 0, y: 0, width: 10, height: 10), i) == CGRect(x: 2, y: 1, width: 4, height: 6))
        #expect(UIEdgeInsets.zero == UIEdgeInsets())
        #expect(NSDirectionalEdgeInsets.zero == NSDirectionalEdgeInsetsMake(0, 0, 0, 0))
    }

    @Test func rectEdgeAndCornerRawValues() {
        #expect(UIRectEdge.top.rawValue == 1 && UIRectEdge.left.rawValue == 2 && UIRectEdge.bottom.rawValue == 4 && UIRectEdge.right.rawValue == 8)
        #expect(UIRectEdge.all.rawValue == 15)
        #expect(UIRectCorner.topLeft.rawValue == 1 && UIRectCorner.bottomRight.rawValue == 8)
        #expect(UIRectCorner.allCorners.contains(.bottomLeft))
    }

    @Test func layoutPriorityConstantsAndArithmetic() {
        #expect(UILayoutPriority.required.rawValue == 1000)
        #expect(UILayoutPriority.defaultHigh.rawValue == 750)
        #expect(UILayoutPriority.dragThatCanResizeScene.rawValue == 510)
        #expect(UILayoutPriority.defaultLow.rawValue == 250)
        #expect(UILayoutPriority.fittingSizeLevel.rawValue == 50)
        #expect((UILayoutPriority.defaultLow + 1).rawValue == 251)
        #expect((UILayoutPriority.required - 1) < .required)
        let p: UILayoutPriority = 999
        #expect(p.rawValue == 999)
    }

    @Test func offsetDefaults() {
        #expect(UIOffset.zero == UIOffset(horizontal: 0, vertical: 0))
        #expect(UIOffsetMake(2, 3).vertical == 3)
    }
}
