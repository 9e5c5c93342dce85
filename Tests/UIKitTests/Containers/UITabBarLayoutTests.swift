import Testing
import Foundation
@testable import UIKit
import TestSupport
import UIKitTestSupport

/// The tab bar's three item layouts (stacked in a compact width, inline and centred in a regular one, compact
/// inline in a compact height) and the item appearances of `UITabBarAppearance` (iOS 13): icon colours, title
/// attributes and offsets, badges.
@Suite @MainActor struct UITabBarLayoutTests {
    /// A screen and window of `size` (regular width from 700 pt, compact height under 500, as the screen's
    /// traits are worked out) with a tab bar along its bottom.
    func stage(_ size: CGSize, items: [UITabBarItem]) -> (ViewsStage, UITabBar) {
        UIHeadless.useManualClock()
        let stage = ViewsStage(width: size.width, height: size.height)
        let bar = UITabBar(frame: CGRect(x: 0, y: size.height - 49, width: size.width, height: 49))
        bar.items = items
        bar.selectedItem = items.first
        stage.window.addSubview(bar)
        UIHeadless.runLoopTurn()
        return (stage, bar)
    }

    /// A 20 × 20 template square: its centre pixel shows the colour the bar draws the icon in.
    func square() -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { _ in
            UIColor.black.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }.withRenderingMode(.alwaysTemplate)
    }

    @Test func aCompactWidthStacksItemsAcrossTheBar() {
        let items = [UITabBarItem(title: "A", image: nil, tag: 0), UITabBarItem(title: "B", image: nil, tag: 1)]
        let (window, bar) = stage(CGSize(width: 390, height: 844), items: items)
        #expect(bar.traitCollection.horizontalSizeClass == .compact)
        #expect(bar.itemLayout == .stacked)
        // Two items share 390 pt; each 25 pt image is centred at the top of its half.
        #expect(bar.itemFrame(at: 1) == CGRect(x: 195, y: 0, width: 195, height: 49))
        #expect(bar.imageFrame(at: 1) == CGRect(x: 292.5 - 12.5, y: 5, width: 25, height: 25))
        // A compact height (a phone on its side) lays the items out compact inline, still across the bar.
        let (wide, sideways) = stage(CGSize(width: 600, height: 390), items: [UITabBarItem(title: nil, image: nil, tag: 0)])
        #expect(sideways.itemLayout == .compactInline)
        #expect(sideways.itemFrame(at: 0) == CGRect(x: 0, y: 0, width: 600, height: 49))
        window.close()
        wide.close()
    }

    @Test func aRegularWidthCentresInlineItems() {
        let first = UITabBarItem(title: nil, image: square(), tag: 0)
        let (window, bar) = stage(CGSize(width: 800, height: 600), items: [first, UITabBarItem(title: nil, image: square(), tag: 1)])
        #expect(bar.traitCollection.horizontalSizeClass == .regular)
        #expect(bar.itemLayout == .inline)
        // Title-less items: 25 pt of image and 16 pt either side, 57 pt each, centred: 800 / 2 − 57 = 343.
        #expect(bar.itemFrame(at: 0) == CGRect(x: 343, y: 0, width: 57, height: 49))
        #expect(bar.itemFrame(at: 1) == CGRect(x: 400, y: 0, width: 57, height: 49))
        // Inline, the image is centred vertically in the 49 pt bar: (49 − 25) / 2 = 12.
        #expect(bar.imageFrame(at: 0) == CGRect(x: 343 + 16, y: 12, width: 25, height: 25))
        // itemWidth and itemSpacing, when set, decide instead: 2 × 100 + 20 = 220, from (800 − 220) / 2 = 290.
        bar.itemWidth = 100
        bar.itemSpacing = 20
        #expect(bar.itemFrame(at: 0) == CGRect(x: 290, y: 0, width: 100, height: 49))
        #expect(bar.itemFrame(at: 1) == CGRect(x: 410, y: 0, width: 100, height: 49))
        // .fill spreads them over the bar again.
        bar.itemPositioning = .fill
        #expect(bar.itemFrame(at: 1) == CGRect(x: 400, y: 0, width: 400, height: 49))
        window.close()
    }

    @Test func tappingACentredItemSelectsItAndTheGapsSelectNothing() {
        final class Delegate: UITabBarDelegate {
            var selected: [Int] = []
            func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) { selected.append(item.tag) }
        }
        let delegate = Delegate()
        let (window, bar) = stage(CGSize(width: 800, height: 600), items: [UITabBarItem(title: nil, image: square(), tag: 0),
                                                                            UITabBarItem(title: nil, image: square(), tag: 1)])
        bar.delegate = delegate
        UIHeadless.tap(at: CGPoint(x: 428, y: 600 - 25), in: window.window)   // inside the second (400…457)
        UIHeadless.tap(at: CGPoint(x: 100, y: 600 - 25), in: window.window)   // left of both
        #expect(delegate.selected == [1])
        #expect(bar.selectedItem === bar.items?[1])
        window.close()
    }

    @Test func itemAppearancesColourIconsTitlesAndBadges() throws {
        let first = UITabBarItem(title: nil, image: square(), tag: 0)
        let second = UITabBarItem(title: nil, image: square(), tag: 1)
        second.badgeValue = ""
        let (window, bar) = stage(CGSize(width: 390, height: 844), items: [first, second])
        let appearance = UITabBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .white
        appearance.stackedLayoutAppearance.selected.iconColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        appearance.stackedLayoutAppearance.normal.iconColor = UIColor(red: 0, green: 0.5, blue: 0, alpha: 1)
        appearance.stackedLayoutAppearance.normal.badgeBackgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        appearance.stackedLayoutAppearance.normal.badgePositionAdjustment = UIOffset(horizontal: 4, vertical: 2)
        bar.standardAppearance = appearance
        bar.scrollEdgeAppearance = appearance
        UIHeadless.runLoopTurn()
        let pixels = window.pixels()
        func pixel(_ p: CGPoint) -> [Int] {
            let q = bar.convert(p, to: nil)
            return Array(pixels[Int(q.x), Int(q.y)].prefix(3))
        }
        func near(_ a: [Int], _ b: [Int]) -> Bool { zip(a, b).allSatisfy { abs($0 - $1) <= 2 } }
        let selectedIcon = bar.imageFrame(at: 0), normalIcon = bar.imageFrame(at: 1)
        #expect(near(pixel(CGPoint(x: selectedIcon.midX, y: selectedIcon.midY)), [255, 0, 0]), "the selected state's icon colour")
        #expect(near(pixel(CGPoint(x: normalIcon.midX, y: normalIcon.midY)), [0, 128, 0]), "the normal state's icon colour")
        // An empty badge is a 9 pt dot centred on the image's top-right corner, moved by the state's offset.
        let badge = try #require(bar.badgeFrame(at: 1))
        #expect(badge == CGRect(x: normalIcon.maxX - 4.5 + 4, y: normalIcon.minY - 3 + 2, width: 9, height: 9))
        #expect(near(pixel(CGPoint(x: badge.midX, y: badge.midY)), [0, 0, 255]), "the state's badge colour")
        window.close()
    }

    @Test func appearancesCopyTheirItemAppearances() {
        #expect(UITabBarItemAppearance.Style.compactInline.rawValue == 2)
        let appearance = UITabBarAppearance()
        appearance.inlineLayoutAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemPink]
        appearance.stackedItemPositioning = .centered
        appearance.stackedItemWidth = 80
        // `copy()` is typed, as Apple's `instancetype` copy is: no annotation needed.
        let copy = appearance.copy()
        let buttons = UIBarButtonItemAppearance(style: .done).copy()
        let items = appearance.stackedLayoutAppearance.copy()
        #expect(type(of: buttons) == UIBarButtonItemAppearance.self && type(of: items) == UITabBarItemAppearance.self)
        #expect((appearance as NSObject).copy() is UITabBarAppearance, "NSObject's copy gives the same kind")
        #expect(copy.inlineLayoutAppearance !== appearance.inlineLayoutAppearance)
        #expect(copy.inlineLayoutAppearance.normal.titleTextAttributes[.foregroundColor] as? UIColor == .systemPink)
        #expect(copy.stackedItemPositioning == .centered && copy.stackedItemWidth == 80)
        let fresh = UITabBarItemAppearance(style: .inline)
        fresh.selected.iconColor = .red
        fresh.configureWithDefault(for: .inline)
        #expect(fresh.selected.iconColor == nil, "configureWithDefault resets every state")
    }
}
