import Testing

@Suite struct OutletRewriteTests {
    @Test func outletsAndActionsAreConnectableByName() {
        let before = """
        import UIKit

        class LoginViewController: UIViewController {
            @IBOutlet weak var nameField: UITextField!
            @IBOutlet private var rows: [UIView]!
            @IBOutlet weak var delegate: LoginDelegate?

            @IBAction func logIn(_ sender: UIButton) {}
            @IBAction func cancel() {}
        }
        """
        let after = """
        import UIKit

        class LoginViewController: UIViewController {
            weak var nameField: UITextField!
            private var rows: [UIView]!
            weak var delegate: LoginDelegate?

            @IBAction func logIn(_ sender: UIButton) {}
            func cancel() {}

            // openuikit-port: the nib loader connects outlets and actions by name (UINibConnectable).
            override func setNibValue(_ value: Any?, forKey key: String) -> Bool {
                switch key {
                case "nameField": nameField = value as? UITextField
                case "rows": rows = value as? [UIView]
                case "delegate": delegate = value as? LoginDelegate
                default: return super.setNibValue(value, forKey: key)
                }
                return true
            }
            override func nibAction(named selector: String) -> Selector? {
                switch selector {
                case "logIn:": return Selector("logIn:", LoginViewController.logIn(_:))
                case "cancel": return Selector("cancel", (LoginViewController.cancel as (LoginViewController) -> @MainActor () -> Void))
                default: return super.nibAction(named: selector)
                }
            }
        }
        """
        #expect(ported(before) == after)
        #expect(ported(after) == after)
    }

    @Test func aPublicClassOverridesPubliclyAndASubclassOfAnAppClassToo() {
        let files = ported([
            "A.swift": "public class Card: UIView { @IBOutlet weak var title: UILabel! }\n",
            "B.swift": "class BigCard: Card { @IBOutlet weak var subtitle: UILabel! }\n",
        ])
        #expect(files["A.swift"]!.contains("    public override func setNibValue(_ value: Any?, forKey key: String) -> Bool {"))
        #expect(files["B.swift"]!.contains("    override func setNibValue(_ value: Any?, forKey key: String) -> Bool {"))
        #expect(files["B.swift"]!.contains("default: return super.setNibValue(value, forKey: key)"))
    }

    @Test func anObjectThatIsNotAResponderConforms() {
        let result = ported("class Source: NSObject {\n    @IBOutlet weak var table: UITableView!\n}\n")
        #expect(result.contains("    func setNibValue(_ value: Any?, forKey key: String) -> Bool {"))
        #expect(result.contains("        default: return false"))
        #expect(result.contains("\n}\n\nextension Source: UINibConnectable {}\n"))
        #expect(ported(result) == result)
    }

    @Test func anOpenClassGetsOpenMembersThatASubclassInAnotherRunOverrides() {
        let library = ported("open class MessageView: UIView {\n    @IBOutlet open var titleLabel: UILabel?\n}\n")
        #expect(library.contains("    open override func setNibValue(_ value: Any?, forKey key: String) -> Bool {"))
        #expect(!library.contains("UINibConnectable {}"))
        // The app is ported on its own: MessageView is not among its files.
        let before = """
        import UIKit
        class TacoDialogView: MessageView {
            @IBOutlet weak var tacoLabel: UILabel!
            @IBAction func moreTacos() {}
        }
        """
        let after = """
        import UIKit
        class TacoDialogView: MessageView {
            weak var tacoLabel: UILabel!
            func moreTacos() {}

            // openuikit-port: the nib loader connects outlets and actions by name (UINibConnectable).
            override func setNibValue(_ value: Any?, forKey key: String) -> Bool {
                switch key {
                case "tacoLabel": tacoLabel = value as? UILabel
                default: return super.setNibValue(value, forKey: key)
                }
                return true
            }
            override func nibAction(named selector: String) -> Selector? {
                switch selector {
                case "moreTacos": return Selector("moreTacos", (TacoDialogView.moreTacos as (TacoDialogView) -> @MainActor () -> Void))
                default: return super.nibAction(named: selector)
                }
            }
        }
        """
        #expect(ported(before) == after)
        #expect(ported(after) == after)
    }

    @Test func aSubclassOfAGenericSubclassOverridesWithoutASecondConformance() {
        let files = ported([
            "Cell.swift": """
            open class BaseCell: UITableViewCell {}
            open class Cell<T>: BaseCell where T: Equatable {
                @IBOutlet public weak var titleLabel: UILabel?
            }
            """,
            "SwitchCell.swift": """
            open class SwitchCell: Cell<Bool> {
                @IBOutlet public weak var switchControl: UISwitch!
            }
            open class _FieldCell<T>: Cell<T> where T: Equatable {
                @IBOutlet public weak var textField: UITextField!
            }
            """,
        ])
        let cells = files["SwitchCell.swift"]!
        #expect(cells.components(separatedBy: "    open override func setNibValue(_ value: Any?, forKey key: String) -> Bool {").count == 3)
        #expect(!cells.contains("UINibConnectable {}"))
        #expect(files["Cell.swift"]!.contains("    open override func setNibValue("))
    }

    @Test func aSubclassOfTheCodebasesOwnRootClassConforms() {
        let files = ported([
            "A.swift": "class Model {}\n",
            "B.swift": "class Form: Model {\n    @IBOutlet var field: UITextField!\n}\n",
        ])
        #expect(files["B.swift"]!.contains("    func setNibValue(_ value: Any?, forKey key: String) -> Bool {"))
        #expect(files["B.swift"]!.hasSuffix("}\n\nextension Form: UINibConnectable {}\n"))
    }
}
