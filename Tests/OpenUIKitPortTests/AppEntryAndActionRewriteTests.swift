import Testing

@Suite struct AppEntryAndActionRewriteTests {
    @Test func uiApplicationMainBecomesMain() {
        let before = """
        import UIKit

        @UIApplicationMain // the entry point
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
        }
        """
        let after = """
        import UIKit

        @main // the entry point
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
        }
        """
        #expect(ported(before) == after)
        #expect(ported(after) == after)
        #expect(ported("@UIApplicationMain final class App: UIResponder, UIApplicationDelegate {}\n")
                == "@main final class App: UIResponder, UIApplicationDelegate {}\n")
    }

    @Test func actionsOfNoneOrTwoParametersLoseTheAttributeAndStayReachableByTheirSelectors() {
        let before = """
        import UIKit
        class CountedViewController: UIViewController {
            @IBAction func dismissIt() { dismiss(animated: true) }
            @IBAction func tapped(_ sender: UIButton, forEvent event: UIEvent) {}
            @IBAction func show(_ sender: Any) {}
        }
        """
        let after = """
        import UIKit
        class CountedViewController: UIViewController {
            func dismissIt() { dismiss(animated: true) }
            func tapped(_ sender: UIButton, forEvent event: UIEvent) {}
            @IBAction func show(_ sender: Any) {}

            // openuikit-port: the nib loader connects outlets and actions by name (UINibConnectable).
            override func nibAction(named selector: String) -> Selector? {
                switch selector {
                case "dismissIt": return Selector("dismissIt", (CountedViewController.dismissIt as (CountedViewController) -> @MainActor () -> Void))
                case "tapped:forEvent:": return Selector("tapped:forEvent:", CountedViewController.tapped(_:forEvent:))
                case "show:": return Selector("show:", CountedViewController.show(_:))
                default: return super.nibAction(named: selector)
                }
            }
        }
        """
        #expect(ported(before) == after)
        #expect(ported(after) == after)
    }

    @Test func anActionWithItsAttributeOnItsOwnLine() {
        let before = "import UIKit\nclass V: UIView {\n    @IBAction\n    func close() {}\n}\n"
        let result = ported(before)
        #expect(result.hasPrefix("import UIKit\nclass V: UIView {\n    func close() {}\n"))
        #expect(result.contains(#"case "close": return Selector("close", (V.close as (V) -> @MainActor () -> Void))"#))
        #expect(ported(result) == result)
    }
}
