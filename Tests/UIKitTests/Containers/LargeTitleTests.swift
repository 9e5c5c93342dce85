import Foundation
import Testing
@testable import UIKit
import TestSupport
import UIKitTestSupport

/// Large titles: which items show one (prefersLargeTitles and each item's largeTitleDisplayMode), the 96 pt
/// bar and its 34 pt bold title at the layout margin, the title's attributes, and the collapse that follows the
/// top controller's content scroll view while the safe area follows the bar.
@Suite(.serialized) @MainActor struct LargeTitleTests {
    /// A controller whose root view is a tall scroll view (as a UITableViewController's).
    final class ScrollingController: UIViewController {
        override func loadView() {
            let s = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            s.contentSize = CGSize(width: 320, height: 2000)
            view = s
        }
        var scrollView: UIScrollView { view as! UIScrollView }
    }

    func titled(_ title: String, _ mode: UINavigationItem.LargeTitleDisplayMode = .automatic) -> UIViewController {
        let vc = UIViewController()
        vc.title = title
        vc.navigationItem.largeTitleDisplayMode = mode
        return vc
    }

    @Test func displayModesHaveApplesRawValues() {
        #expect(UINavigationItem.LargeTitleDisplayMode.automatic.rawValue == 0)
        #expect(UINavigationItem.LargeTitleDisplayMode.always.rawValue == 1)
        #expect(UINavigationItem.LargeTitleDisplayMode.never.rawValue == 2)
        #expect(UINavigationItem().largeTitleDisplayMode == .automatic)
        #expect(!UINavigationBar(frame: .zero).prefersLargeTitles)
    }

    /// Apple: `.automatic` keeps the previous item's setting; `.always` and `.never` decide for themselves;
    /// nothing is large unless the bar prefers large titles.
    @Test func automaticInheritsFromThePreviousItem() {
        let nc = UINavigationController(rootViewController: titled("Root"))
        let w = showInWindow(nc)
        defer { w.isHidden = true }
        #expect(nc.navigationBar.frame.height == 44)
        nc.navigationBar.prefersLargeTitles = true
        nc.view.layoutIfNeeded()
        #expect(nc.navigationBar.frame.height == 96)
        nc.pushViewController(titled("Never", .never), animated: false)
        nc.view.layoutIfNeeded()
        #expect(nc.navigationBar.frame.height == 44)
        nc.pushViewController(titled("Inherits never"), animated: false)
        nc.view.layoutIfNeeded()
        #expect(nc.navigationBar.frame.height == 44)
        nc.pushViewController(titled("Always", .always), animated: false)
        nc.view.layoutIfNeeded()
        #expect(nc.navigationBar.frame.height == 96)
        nc.pushViewController(titled("Inherits always"), animated: false)
        nc.view.layoutIfNeeded()
        #expect(nc.navigationBar.frame.height == 96)
        nc.popToRootViewController(animated: false)
        nc.view.layoutIfNeeded()
        #expect(nc.navigationBar.frame.height == 96)
        nc.navigationBar.prefersLargeTitles = false
        nc.view.layoutIfNeeded()
        #expect(nc.navigationBar.frame.height == 44)
    }

    /// iOS 17: a 52 pt large-title area under the 44 pt row; the title in the largeTitle style's size, bold,
    /// left-aligned at the layout margin (16 pt compact, 20 pt regular); the small centred title hidden; the
    /// controller's safe area reaches the bar's bottom.
    @Test func largeTitleSitsAtTheMarginInBoldLargeTitleType() {
        let root = titled("Mailboxes")
        let nc = UINavigationController(rootViewController: root)
        nc.navigationBar.prefersLargeTitles = true
        let w = showInWindow(nc)
        defer { w.isHidden = true }
        let bar = nc.navigationBar
        #expect(bar.frame == CGRect(x: 0, y: 0, width: 320, height: 96))
        #expect(root.view.safeAreaInsets.top == 96)
        #expect(bar.titleLabel.isHidden)
        #expect(!bar.largeTitleLabel.isHidden && bar.largeTitleLabel.text == "Mailboxes")
        let font = bar.largeTitleLabel.font!
        #expect(font.pointSize == 34)
        #expect(font == UIFont.boldSystemFont(ofSize: 34))
        let inBar = bar.largeTitleLabel.convert(bar.largeTitleLabel.bounds, to: bar)
        #expect(inBar.minX == 16)
        #expect(inBar.minY >= 44 && inBar.maxY <= 96)
        // A regular width (from 700 pt on a desktop) has 20 pt margins.
        w.frame = CGRect(x: 0, y: 0, width: 800, height: 480)
        nc.view.frame = w.bounds
        nc.view.layoutIfNeeded()
        bar.layoutIfNeeded()
        #expect(bar.largeTitleLabel.convert(bar.largeTitleLabel.bounds, to: bar).minX == 20)
    }

    @Test func largeTitleTextAttributesStyleTheLargeTitle() {
        let nc = UINavigationController(rootViewController: titled("Inbox"))
        nc.navigationBar.prefersLargeTitles = true
        let w = showInWindow(nc)
        defer { w.isHidden = true }
        let bar = nc.navigationBar
        bar.largeTitleTextAttributes = [.foregroundColor: UIColor.systemRed]
        bar.layoutIfNeeded()
        #expect(bar.largeTitleLabel.textColor == .systemRed)
        #expect(bar.titleLabel.textColor != .systemRed)
        let a = UINavigationBarAppearance()
        a.largeTitleTextAttributes = [.font: UIFont.systemFont(ofSize: 30), .foregroundColor: UIColor.systemGreen]
        bar.largeTitleTextAttributes = nil
        bar.standardAppearance = a
        bar.layoutIfNeeded()
        #expect(bar.largeTitleLabel.font == UIFont.systemFont(ofSize: 30))
        #expect(bar.largeTitleLabel.textColor == .systemGreen)
    }

    /// The large-title area's top follows the content's: scrolled 30 pt the bar is 66 pt, and the controller's
    /// safe area with it, while the scroll view's adjustedContentInset stays at the expanded 96 pt (so its
    /// offset at rest does not move); past 52 pt the bar is 44 pt and shows the small title instead.
    @Test func largeTitleCollapsesAsTheContentScrollViewScrolls() {
        let root = ScrollingController()
        root.title = "Settings"
        let nc = UINavigationController(rootViewController: root)
        nc.navigationBar.prefersLargeTitles = true
        let w = showInWindow(nc)
        defer { w.isHidden = true }
        let s = root.scrollView, bar = nc.navigationBar
        #expect(root.contentScrollView(for: .top) === s)
        #expect(s.adjustedContentInset.top == 96)
        #expect(s.contentOffset.y == -96)
        #expect(bar.frame.height == 96 && s.safeAreaInsets.top == 96)

        s.contentOffset = CGPoint(x: 0, y: -96 + 30)
        #expect(bar.frame.height == 66)
        #expect(s.safeAreaInsets.top == 66)
        #expect(s.adjustedContentInset.top == 96)
        #expect(s.contentOffset.y == -66)
        bar.layoutIfNeeded()
        #expect(bar.titleLabel.isHidden && !bar.largeTitleLabel.isHidden)

        s.contentOffset = CGPoint(x: 0, y: -96 + 52)
        #expect(bar.frame.height == 44 && s.safeAreaInsets.top == 44)
        bar.layoutIfNeeded()
        #expect(!bar.titleLabel.isHidden && bar.titleLabel.text == "Settings")
        #expect(bar.largeTitleLabel.superview!.isHidden)

        s.contentOffset = CGPoint(x: 0, y: 400)
        #expect(bar.frame.height == 44 && s.adjustedContentInset.top == 96)

        // Back at the top the title is large again; pulled further down the bar stretches, the safe area not.
        s.contentOffset = CGPoint(x: 0, y: -96)
        #expect(bar.frame.height == 96 && s.safeAreaInsets.top == 96)
        s.contentOffset = CGPoint(x: 0, y: -96 - 20)
        #expect(bar.frame.height == 116 && s.safeAreaInsets.top == 96 && s.adjustedContentInset.top == 96)
    }

    /// Dragging the content up with a finger collapses the title as it goes.
    @Test func draggingTheContentCollapsesTheTitle() {
        let root = ScrollingController()
        root.title = "Settings"
        let nc = UINavigationController(rootViewController: root)
        nc.navigationBar.prefersLargeTitles = true
        let w = showInWindow(nc)
        defer { w.isHidden = true }
        UIHeadless.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 200), steps: 20, in: w)
        UIHeadless.advance(by: 3)
        #expect(root.scrollView.contentOffset.y > -44)
        #expect(nc.navigationBar.frame.height == 44)
        #expect(root.scrollView.adjustedContentInset.top == 96)
    }

    /// A drag released with the title half-collapsed settles it: open when less than half of the area has gone,
    /// shut otherwise.
    @Test func aHalfCollapsedTitleSettlesOpenOrShut() {
        let root = ScrollingController()
        root.title = "Settings"
        let nc = UINavigationController(rootViewController: root)
        nc.navigationBar.prefersLargeTitles = true
        let w = showInWindow(nc)
        defer { w.isHidden = true }
        func slowDrag(by dy: CGFloat) {
            UIHeadless.touchDown(at: CGPoint(x: 160, y: 300), in: w)
            for i in 1...10 {
                UIHeadless.touchMove(to: CGPoint(x: 160, y: 300 - dy * CGFloat(i) / 10))
                UIHeadless.advance(by: 0.05)
            }
            UIHeadless.advance(by: 0.3)
            UIHeadless.touchUp()
            UIHeadless.advance(by: 2)
        }
        slowDrag(by: 20)
        #expect(root.scrollView.contentOffset.y == -96)
        #expect(nc.navigationBar.frame.height == 96)
        slowDrag(by: 48)
        #expect(root.scrollView.contentOffset.y == -44)
        #expect(nc.navigationBar.frame.height == 44)
    }

    /// Without a scroll view set, a controller's content scroll view is its root view if that scrolls, else its
    /// root view's first subview if that scrolls; one set (for an edge or all) wins; nil goes back.
    @Test func contentScrollViewIsFoundOrSet() {
        let vc = UIViewController()
        let first = UIScrollView(), second = UIScrollView()
        vc.view.addSubview(first)
        vc.view.addSubview(second)
        #expect(vc.contentScrollView(for: .top) === first)
        #expect(vc.contentScrollView(for: .bottom) === first)
        vc.view.insertSubview(UIView(), at: 0)
        #expect(vc.contentScrollView(for: .top) == nil)
        vc.setContentScrollView(second)
        #expect(vc.contentScrollView(for: .top) === second && vc.contentScrollView(for: .bottom) === second)
        vc.setContentScrollView(nil, for: .top)
        #expect(vc.contentScrollView(for: .top) == nil && vc.contentScrollView(for: .bottom) === second)
        let scrolling = ScrollingController()
        #expect(scrolling.contentScrollView(for: .top) == nil) // not loaded
        scrolling.loadViewIfNeeded()
        #expect(scrolling.contentScrollView(for: .top) === scrolling.scrollView)
    }

    /// The bar follows the scroll view set with setContentScrollView, not the first one.
    @Test func theBarFollowsTheScrollViewSet() {
        let root = UIViewController()
        root.title = "Notes"
        let other = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let table = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        table.contentSize = CGSize(width: 320, height: 2000)
        root.view.addSubview(other)
        root.view.addSubview(table)
        root.setContentScrollView(table, for: .top)
        let nc = UINavigationController(rootViewController: root)
        nc.navigationBar.prefersLargeTitles = true
        let w = showInWindow(nc)
        defer { w.isHidden = true }
        #expect(table.adjustedContentInset.top == 96 && table.contentOffset.y == -96)
        table.contentOffset = CGPoint(x: 0, y: -96 + 40)
        #expect(nc.navigationBar.frame.height == 56)
        #expect(root.view.safeAreaInsets.top == 56)
        #expect(table.adjustedContentInset.top == 96)
    }

    /// Pixels darker than mid-grey (text on the light bar).
    func dark(_ p: Pixels, xs: Range<Int>, ys: Range<Int>) -> Int {
        var n = 0
        for y in ys { for x in xs where p[x, y][0] < 120 && p[x, y][1] < 120 { n += 1 } }
        return n
    }

    /// The look, for a person comparing with iOS 17's Settings: a white bar, the bold title at the left margin.
    @Test func largeTitlePixels() throws {
        let stage = ViewsStage(width: 320, height: 200)
        defer { stage.close() }
        let root = ScrollingController()
        root.title = "Settings"
        root.view.backgroundColor = .systemGroupedBackground
        let nc = UINavigationController(rootViewController: root)
        nc.navigationBar.prefersLargeTitles = true
        stage.window.rootViewController = nc
        UIHeadless.runLoopTurn()
        let image = UIHeadless.renderImage(of: stage.screen)!
        if let dir = ProcessInfo.processInfo.environment["OPENUIKIT_BAR_LOOK"] {
            try UIImage(cgImage: image).pngData()?.write(to: URL(fileURLWithPath: dir).appendingPathComponent("large-title.png"))
        }
        let p = Pixels(image)
        // The title's ink lies in the large-title area (y 44..<96), starting at the 16 pt margin; the row
        // above is empty (no small title while the large one shows).
        #expect(dark(p, xs: 16..<150, ys: 50..<96) > 100)
        #expect(dark(p, xs: 0..<14, ys: 44..<96) == 0)
        #expect(dark(p, xs: 0..<320, ys: 0..<44) == 0)
        root.scrollView.contentOffset = CGPoint(x: 0, y: 0)
        let collapsed = Pixels(UIHeadless.renderImage(of: stage.screen)!)
        if let dir = ProcessInfo.processInfo.environment["OPENUIKIT_BAR_LOOK"] {
            try UIImage(cgImage: UIHeadless.renderImage(of: stage.screen)!).pngData()?
                .write(to: URL(fileURLWithPath: dir).appendingPathComponent("large-title-collapsed.png"))
        }
        // Collapsed: the small title's ink in the centre of the 44 pt row.
        #expect(dark(collapsed, xs: 110..<210, ys: 10..<34) > 20)
    }
}

/// Apple documents that an edge other than top or bottom raises (NSInvalidArgumentException here).
@Suite struct ContentScrollViewMisuseTests {
    @Test func askingForALeadingContentScrollViewTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = UIViewController().contentScrollView(for: .leading)
            }
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(text.contains("'NSInvalidArgumentException'"))
    }
}
