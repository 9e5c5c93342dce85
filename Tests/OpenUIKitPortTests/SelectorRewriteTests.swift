import Testing
import OpenUIKitPort

@Suite struct SelectorRewriteTests {
    @Test func selectorsCarryApplesNameAndTheMethod() {
        let before = """
        import UIKit

        class ViewController: UIViewController {
            func setUp() {
                button.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside) // the button
                let item = UIBarButtonItem(title: "Go", style: .plain, target: self,
                                           action: #selector(ViewController.go(sender:)))
                let tap = UITapGestureRecognizer(target: self, action: #selector(self.handleTap))
                _ = #selector(move(to:))
                _ = #selector(Model.update(_:with:))
            }
            @objc func tapped(_ sender: UIButton) {}
            @objc func go(sender: Any) {}
            @objc func handleTap(_ recognizer: UITapGestureRecognizer) {}
            @objc func move(to point: CGPoint) {}
        }
        """
        let after = """
        import UIKit

        class ViewController: UIViewController {
            func setUp() {
                button.addTarget(self, action: Selector("tapped:", ViewController.tapped(_:)), for: .touchUpInside) // the button
                let item = UIBarButtonItem(title: "Go", style: .plain, target: self,
                                           action: Selector("goWithSender:", ViewController.go(sender:)))
                let tap = UITapGestureRecognizer(target: self, action: Selector("handleTap:", ViewController.handleTap(_:)))
                _ = Selector("moveTo:", ViewController.move(to:))
                _ = Selector("update:with:", Model.update(_:with:))
            }
            func tapped(_ sender: UIButton) {}
            func go(sender: Any) {}
            func handleTap(_ recognizer: UITapGestureRecognizer) {}
            func move(to point: CGPoint) {}
        }
        """
        #expect(ported(before) == after)
        #expect(ported(after) == after)
    }

    @Test func aBareNameFindsItsDeclarationInAnotherFileAndItsCustomName() {
        let files = ported([
            "A.swift": """
            import UIKit
            extension Screen {
                func wire() { control.addTarget(self, action: #selector(changed), for: .valueChanged) }
            }
            """,
            "B.swift": """
            import UIKit
            class Base: UIView { @objc(valueDidChange:) func changed(_ sender: UIControl) {} }
            class Screen: Base {}
            """,
        ])
        #expect(files["A.swift"]!.contains(#"Selector("valueDidChange:", Screen.changed(_:))"#))
    }

    @Test func nestedTypesAndCoercions() {
        let before = """
        class Outer {
            class Inner: NSObject {
                func f() { _ = #selector(ping as () -> Void) }
                @objc func ping() {}
                @objc func ping(_ x: Int) {}
            }
        }
        """
        #expect(ported(before).contains(#"Selector("ping", (Outer.Inner.ping as (Outer.Inner) -> () -> Void))"#))
    }

    @Test func gettersAndSetters() {
        let before = """
        class Model: NSObject {
            @objc var title = ""
            func f() {
                _ = #selector(getter: title)
                _ = #selector(setter: Model.title)
            }
        }
        """
        let result = ported(before)
        #expect(result.contains(#"_ = Selector("title", { (target: Model) in { target.title } })"#))
        #expect(result.contains(#"_ = Selector("setTitle:", { (target: Model) in { target.title = $0 } })"#))
    }

    @Test func aSelectorInAProtocolExtensionUsesSelf() {
        let before = """
        protocol Refreshing: AnyObject {}
        extension Refreshing where Self: UIViewController {
            func install() { _ = #selector(refresh(_:)) }
        }
        """
        #expect(ported(before).contains(#"Selector("refresh:", Self.refresh(_:))"#))
    }

    @Test func whatTheSyntaxCannotTellIsNoted() throws {
        let before = """
        let free = #selector(Handler.handle(_:))
        let bare = #selector(handle)
        class C: NSObject {
            func f(other: Handler) { _ = #selector(other.handle(_:)) }
            func g() { _ = #selector(unknown) }
        }
        """
        let result = ported(before)
        #expect(result.contains(#"let free = Selector("handle:", Handler.handle(_:))"#))
        #expect(result.contains(#"let bare = Selector("handle")"#))
        #expect(result.contains(#"_ = Selector("handle:")"#))
        #expect(result.contains(#"_ = Selector("unknown", C.unknown)"#))
        let found = notes(before)
        try #require(found.count == 3)
        #expect(found[0].hasPrefix("2: #selector(handle) outside a type"))
        #expect(found[1].hasPrefix("4: #selector(other.handle(_:)): the type of 'other' is not known"))
        #expect(found[2].hasPrefix("5: #selector(unknown): no declaration"))
    }

    @Test func aFileWithoutUIKitImportsObjectiveC() {
        let before = "// Model\nimport Foundation\n\nclass M: NSObject { func f() { _ = #selector(g) }\n @objc func g() {} }\n"
        #expect(ported(before) == "// Model\nimport ObjectiveC\nimport Foundation\n\nclass M: NSObject { func f() { _ = Selector(\"g\", M.g) }\n func g() {} }\n")
    }

    @Test func aFileThatUsesObjectiveCNamesWithFoundationAloneImportsObjectiveC() {
        let before = "import Foundation\n\nprivate var key: UInt8 = 0\nfunc tag(_ o: NSObject) { objc_setAssociatedObject(o, &key, 1, .OBJC_ASSOCIATION_RETAIN) }\n"
        #expect(ported(before) == "import ObjectiveC\n" + before)
        #expect(ported("import UIKit\nlet s: Selector = \"a\"\n") == "import UIKit\nlet s: Selector = \"a\"\n")
    }

    @Test func aGenericClassesMethodIsNamedWithItsParametersInsideIt() {
        let before = """
        import UIKit
        open class _FieldCell<T: Equatable>: UITableViewCell {
            open func setup() {
                textField.addTarget(self, action: #selector(_FieldCell.textFieldDidChange(_:)), for: .editingChanged)
                textField.addTarget(self, action: #selector(textFieldDidEnd), for: .editingDidEnd)
            }
            @objc open func textFieldDidChange(_ textField: UITextField) {}
            @objc open func textFieldDidEnd(_ textField: UITextField) {}
        }
        final class Form {
            func watch(_ cell: UITableViewCell) { _ = #selector(_FieldCell.textFieldDidChange(_:)) }
        }
        """
        let result = Porter().port(before)
        #expect(result.text.contains(#"action: Selector("textFieldDidChange:", _FieldCell<T>.textFieldDidChange(_:)), for: .editingChanged)"#))
        #expect(result.text.contains(#"action: Selector("textFieldDidEnd:", _FieldCell<T>.textFieldDidEnd(_:)), for: .editingDidEnd)"#))
        #expect(result.notes.map(\.line) == [11])
        #expect(result.notes.first?.message.hasPrefix("#selector(_FieldCell.textFieldDidChange(_:)) names a method of the generic class _FieldCell") == true)
    }

    @Test func selfInAWeakCaptureIsTheEnclosingType() {
        let before = """
        import UIKit
        class AttachmentCell: UICollectionViewCell {
            lazy var button: UIButton = { [weak self] in
                let button = UIButton()
                button.addTarget(self, action: #selector(self?.deleteAttachment), for: .touchUpInside)
                return button
            }()
            func deleteAttachment() {}
        }
        """
        let result = Porter().port(before)
        #expect(result.text.contains(#"action: Selector("deleteAttachment", AttachmentCell.deleteAttachment), for: .touchUpInside)"#))
        #expect(result.notes.isEmpty)
    }
}
