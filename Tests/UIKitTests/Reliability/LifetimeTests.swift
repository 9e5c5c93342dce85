import Testing
@testable import UIKit

/// Issue 18, defect 1: a view with Auto Layout inside, shown and removed, must be freed — as on iOS, where
/// neither constraints nor the layout engine keep views alive once they leave their hierarchy.
@Suite @MainActor struct LifetimeTests {
    private func makeWindow() -> UIWindow {
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        w.isHidden = false
        return w
    }

    /// A container whose subview is pinned to it by four constraints (installed on the container).
    private func makeConstrainedContainer() -> (UIView, UIView) {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(child)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            child.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -10),
            child.topAnchor.constraint(equalTo: container.topAnchor, constant: 5),
            child.heightAnchor.constraint(equalToConstant: 20),
        ])
        return (container, child)
    }

    @Test func constrainedViewRemovedFromWindowIsFreed() {
        let window = makeWindow()
        defer { window.isHidden = true }
        weak var weakContainer: UIView?
        weak var weakChild: UIView?
        do {
            let (container, child) = makeConstrainedContainer()
            weakContainer = container
            weakChild = child
            window.addSubview(container)
            window.layoutIfNeeded()
            // 200 wide, 10 in from each side: worked out by hand.
            #expect(child.frame == CGRect(x: 10, y: 5, width: 180, height: 20))
            container.removeFromSuperview()
        }
        #expect(weakContainer == nil)
        #expect(weakChild == nil)
    }

    @Test func constrainedViewNeverShownIsFreed() {
        weak var weakContainer: UIView?
        do {
            let (container, _) = makeConstrainedContainer()
            weakContainer = container
            container.layoutIfNeeded()
        }
        #expect(weakContainer == nil)
    }

    @Test func subtreeRemovedFromDetachedTreeIsFreed() {
        // Removed from a laid-out view that is not in a window: the removed subtree is its own hierarchy for
        // a while (its constraints are kept for when it joins another), but nothing must keep it alive.
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        weak var weakContainer: UIView?
        do {
            let (container, _) = makeConstrainedContainer()
            weakContainer = container
            root.addSubview(container)
            root.layoutIfNeeded()
            container.removeFromSuperview()
        }
        #expect(weakContainer == nil)
    }

    @Test func dismissedControllerWithConstrainedViewIsFreed() {
        final class Constrained: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let label = UILabel()
                label.text = "Hello"
                label.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(label)
                NSLayoutConstraint.activate([
                    label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                    label.centerYAnchor.constraint(equalTo: view.centerYAnchor),
                ])
            }
        }
        let window = makeWindow()
        defer { window.isHidden = true }
        let root = UIViewController()
        window.rootViewController = root
        window.layoutIfNeeded()
        weak var weakController: UIViewController?
        weak var weakView: UIView?
        do {
            let presented = Constrained()
            presented.modalPresentationStyle = .fullScreen
            weakController = presented
            root.present(presented, animated: false)
            UIHeadless.runLoopTurn() // a presentation without animation finishes at the next turn
            window.layoutIfNeeded()
            weakView = presented.view
            #expect(presented.view.window === window)
            root.dismiss(animated: false)
            UIHeadless.runLoopTurn()
            #expect(presented.view.window == nil)
        }
        #expect(weakController == nil)
        #expect(weakView == nil)
    }

    /// Views churned through a window leave nothing in its layout engine: the solver takes their variables
    /// back and the per-item arrays are compacted, so the engine stays the size of what the window holds
    /// (before: 8 more variables and 2 more array slots per container, forever).
    @Test func churnLeavesTheWindowsEngineTheSizeOfWhatItHolds() throws {
        let window = makeWindow()
        defer { window.isHidden = true }
        func churn() {
            let (container, _) = makeConstrainedContainer()
            window.addSubview(container)
            window.layoutIfNeeded()
            container.removeFromSuperview()
        }
        churn()
        window.layoutIfNeeded()
        let engine = try #require(window.autoLayoutStorage?.engine)
        let variables = engine.solver.variableCount
        for _ in 0..<200 { churn() }
        window.layoutIfNeeded()
        #expect(engine.solver.variableCount <= variables + 8) // at most one container's worth beyond the first
        #expect(engine.frameHosts.count <= 2 * (engine.itemList.count + 16))
    }
}
