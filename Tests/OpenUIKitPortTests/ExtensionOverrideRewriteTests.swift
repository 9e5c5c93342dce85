import Testing
import OpenUIKitPort

@Suite struct ExtensionOverrideRewriteTests {
    @Test func overridesInAnExtensionOfTheCodebasesClassMoveIntoItsDeclaration() {
        let controller = """
        import UIKit

        class MainViewController: UIViewController {
            var panel: UIView?
        }
        """
        let lifecycle = """
        import UIKit

        // MARK: - Life cycle

        extension MainViewController {
            /// Sets up the panel.
            override func viewDidLoad() {
                super.viewDidLoad()
            }

            @objc
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated) // then show it
            }
        }

        extension MainViewController: UITableViewDelegate {
            override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
            func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
        }
        """
        let controllerAfter = """
        import UIKit

        class MainViewController: UIViewController {
            var panel: UIView?

            /// Sets up the panel.
            override func viewDidLoad() {
                super.viewDidLoad()
            }

            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated) // then show it
            }

            override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
        }
        """
        let lifecycleAfter = """
        import UIKit

        // MARK: - Life cycle

        extension MainViewController: UITableViewDelegate {
            func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
        }
        """
        let files = ported(["A.swift": controller, "B.swift": lifecycle])
        #expect(files["A.swift"] == controllerAfter)
        #expect(files["B.swift"] == lifecycleAfter)
        let again = ported(["A.swift": controllerAfter, "B.swift": lifecycleAfter])
        #expect(again["A.swift"] == controllerAfter)
        #expect(again["B.swift"] == lifecycleAfter)
        #expect(Porter().port([("A.swift", controller), ("B.swift", lifecycle)]).notes.isEmpty)
    }

    @Test func aPublicExtensionsOverrideMovesWithItsAccessWritten() {
        let before = """
        public class LayoutConstraint: NSLayoutConstraint {
            public var label: String?
        }

        public extension LayoutConstraint {
            override var description: String {
                label ?? ""
            }
        }
        """
        let after = """
        public class LayoutConstraint: NSLayoutConstraint {
            public var label: String?

            public override var description: String {
                label ?? ""
            }
        }
        """
        #expect(ported(before) == after)
        #expect(ported(after) == after)
    }

    @Test func anObjCMemberOfAnExtensionThatASubclassOverridesMovesToo() {
        let before = """
        class Base: UIView {}
        class Sub: Base { override func hook() {} }
        extension Base {
            @objc func hook() {}
        }
        """
        let after = """
        class Base: UIView {
            func hook() {}
        }
        class Sub: Base { override func hook() {} }
        """
        #expect(ported(before) == after)
    }

    @Test func overridesOfUIKitClassesExtensionsAreNotedAndStay() {
        let before = """
        extension UIViewController {
            @objc var isHidden: Bool { presentingViewController == nil }
        }
        open class SideMenuNavigationController: UINavigationController {
            open override var isHidden: Bool { super.isHidden }
        }
        extension UILabel {
            override open var intrinsicContentSize: CGSize { .zero }
        }
        private extension Chart {
            override func layoutSubviews() {}
        }
        """
        let found = notes(before)
        #expect(found.count == 3)
        #expect(found.first?.hasPrefix("2: 'isHidden' is declared in an extension and overridden elsewhere") == true)
        #expect(found.dropFirst().first?.hasPrefix("8: 'intrinsicContentSize' overrides from an extension") == true)
        #expect(found.last?.hasPrefix("11: 'layoutSubviews' overrides from an extension") == true)
        #expect(ported(before).contains("extension UILabel {\n    override open var intrinsicContentSize"))
    }

    @Test func fileprivateHelpersOfAMovedMemberBecomeInternalUnlessTheNameIsTaken() {
        let constraint = "public class LayoutConstraint: NSLayoutConstraint {\n    public var label: String?\n}\n"
        let debugging = """
        public extension LayoutConstraint {
            override var description: String {
                descriptionForObject(self) + (label ?? "")
            }
        }

        private func descriptionForObject(_ object: AnyObject) -> String { "" }
        fileprivate func unused() {}
        """
        let files = ported(["A.swift": constraint, "Debugging.swift": debugging])
        #expect(files["A.swift"] == """
        public class LayoutConstraint: NSLayoutConstraint {
            public var label: String?

            public override var description: String {
                descriptionForObject(self) + (label ?? "")
            }
        }

        """)
        #expect(files["Debugging.swift"] == """
        func descriptionForObject(_ object: AnyObject) -> String { "" }
        fileprivate func unused() {}
        """)

        let clash = Porter().port([("A.swift", constraint), ("Debugging.swift", debugging),
                                   ("Other.swift", "private func descriptionForObject(_ o: AnyObject) -> String { \"\" }\n")])
        #expect(clash.files[0].ported == constraint)
        #expect(clash.notes.map(\.message).first?.hasPrefix("'descriptionForObject', private to this file and declared in another") == true)
    }

    @Test func insideTheSameIfTheMemberMovesAndUnderAnotherConditionItStays() {
        let before = """
        #if os(iOS)
        open class DropDownCell: UITableViewCell {
        \tvar normalTextColor: UIColor?
        }

        extension DropDownCell {
        \toverride open func awakeFromNib() {
        \t\tsuper.awakeFromNib()
        \t}
        }
        #endif
        #if DEBUG
        extension DropDownCell {
        \toverride open func prepareForReuse() {}
        }
        #endif
        """
        let after = """
        #if os(iOS) || os(Linux)
        open class DropDownCell: UITableViewCell {
        \tvar normalTextColor: UIColor?

        \toverride open func awakeFromNib() {
        \t\tsuper.awakeFromNib()
        \t}
        }
        #endif
        #if DEBUG
        extension DropDownCell {
        \toverride open func prepareForReuse() {}
        }
        #endif
        """
        let result = Porter().port(before)
        #expect(result.text == after)
        #expect(result.notes.map(\.line) == [14])
        #expect(ported(after) == after)
    }

    @Test func aPrivateExtensionsMemberIsFileprivateInTheClass() {
        let before = "class Chart: UIView {}\n\nprivate extension Chart {\n    override func layoutSubviews() {}\n}\n"
        #expect(ported(before) == "class Chart: UIView {\n    fileprivate override func layoutSubviews() {}\n}\n")
    }
}
