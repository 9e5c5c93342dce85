import Foundation
import Testing
import UIKitTestSupport
@testable import UIKit

/// Items a controller puts on its navigation item while its view loads, as iOS code does in viewDidLoad.
@Suite(.serialized) @MainActor struct NavigationItemTimingTests {
    final class AddingController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Inbox"
            navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
        }
    }

    @Test func aBarButtonItemSetInTheRootsViewDidLoadIsShown() {
        let stage = ViewsStage(width: 320, height: 480)
        defer { stage.close() }
        let root = AddingController()
        let navigation = UINavigationController(rootViewController: root)
        stage.window.rootViewController = navigation
        stage.window.layoutIfNeeded()
        UIHeadless.runLoopTurn()
        let bar = navigation.navigationBar
        bar.layoutIfNeeded()
        // The item's view sits at the bar's trailing end (a button view inside the bar's hierarchy).
        let views = bar.allSubviewsForTest().filter { $0 is BarButtonView }
        #expect(views.count == 1, "the add button is shown")
    }
}

extension UIView {
    fileprivate func allSubviewsForTest() -> [UIView] { subviews + subviews.flatMap { $0.allSubviewsForTest() } }
}
