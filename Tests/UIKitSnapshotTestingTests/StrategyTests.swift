import Foundation
import Testing
import UIKit
import UIKitSnapshotTesting

/// Strategies built by composition, controller hierarchies, and snapshots that never arrive.
@MainActor @Suite struct StrategyTests {
    struct Temperature { let celsius: Double }

    @Test func pullbackSnapshotsAnotherType() {
        let strategy: Snapshotting<Temperature, String> = Snapshotting<String, String>.lines.pullback { "\($0.celsius) °C" }
        var text: String?
        strategy.snapshot(Temperature(celsius: 21.5)).run { text = $0 }
        #expect(text == "21.5 °C")
        #expect(strategy.pathExtension == "txt")
    }

    @Test func asyncSnapshotThatNeverArrivesTimesOut() throws {
        let never = Snapshotting<String, String>(pathExtension: "txt", diffing: .lines, asyncSnapshot: { _ in Async { _ in } })
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("StrategyTests-\(UUID().uuidString)")
        let message = try #require(verifySnapshot(of: "x", as: never, snapshotDirectory: directory.path, timeout: 0))
        #expect(message.hasPrefix("Exceeded timeout of 0.0 seconds waiting for snapshot."))
    }

    @Test func controllerHierarchy() {
        final class Parent: UIViewController {}
        let parent = Parent()
        let child = UIViewController()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        var text: String?
        Snapshotting<UIViewController, String>.hierarchy.snapshot(parent).run { text = $0 }
        #expect(text == """
            <Parent>, state: appeared, view: <UIView>
               | <UIViewController>, state: appeared, view: <UIView>
            """)
    }

    @Test func controllerRecursiveDescriptionOnADevice() {
        let vc = UIViewController()
        var text: String?
        Snapshotting<UIViewController, String>.recursiveDescription(on: .iPhoneSe).snapshot(vc).run { text = $0 }
        #expect(text == "<UIView; frame = (0 0; 320 568); autoresize = W+H; layer = <CALayer>>")
    }
}
