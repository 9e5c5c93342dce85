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
            @IBAction func cancel() {}

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
                case "cancel": return Selector("cancel", LoginViewController.cancel)
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
}
