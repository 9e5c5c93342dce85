import Testing

@Suite struct OptionalRequirementRewriteTests {
    static let protocolBefore = """
    /// Tells the delegate about picks.
    @objc public protocol PickerDelegate {
        func picker(_ picker: Picker, didPick index: Int)
        @objc optional func pickerDidCancel(_ picker: Picker) // optional
        @objc optional func picker(_ picker: Picker, titleFor index: Int) -> String
        @objc optional var tint: UIColor { get }
    }
    """

    static let protocolAfter = """
    /// Tells the delegate about picks.
    public protocol PickerDelegate: AnyObject {
        func picker(_ picker: Picker, didPick index: Int)
        func pickerDidCancel(_ picker: Picker) throws // optional
        func picker(_ picker: Picker, titleFor index: Int) throws -> String
        var tint: UIColor { get throws }
    }

    // openuikit-port: what a conformer of PickerDelegate does not implement throws
    // OptionalRequirementNotImplemented, so `try? x?.requirement(…)` is nil as `x?.requirement?(…)` was.
    extension PickerDelegate {
        public func pickerDidCancel(_ picker: Picker) throws { throw OptionalRequirementNotImplemented() }
        public func picker(_ picker: Picker, titleFor index: Int) throws -> String { throw OptionalRequirementNotImplemented() }
        public var tint: UIColor { get throws { throw OptionalRequirementNotImplemented() } }
    }
    """

    @Test func optionalRequirementsBecomeThrowingOnesWithDefaultsThatThrow() {
        #expect(ported("import UIKit\n\n" + Self.protocolBefore + "\n") == "import UIKit\n\n" + Self.protocolAfter + "\n")
        #expect(ported("import UIKit\n\n" + Self.protocolAfter + "\n") == "import UIKit\n\n" + Self.protocolAfter + "\n")
    }

    @Test func callSitesBecomeTryQuestionMark() {
        let before = """
        final class Picker: UIView {
            weak var delegate: PickerDelegate?
            func cancel() {
                delegate?.pickerDidCancel?(self) // tell it
                let title = delegate?.picker?(self, titleFor: 2) ?? "none"
                let length = delegate?.picker?(self, titleFor: 3).count
                if let tint = delegate?.tint { print(tint, title, length as Any) }
                delegate?.picker(self, didPick: 1)
                delegate!.pickerDidCancel!(self)
                onChange?(self)
            }
            func title() -> String? {
                delegate?.picker?(self, titleFor: 0)
            }
        }
        """
        let after = """
        final class Picker: UIView {
            weak var delegate: PickerDelegate?
            func cancel() {
                try? delegate?.pickerDidCancel(self) // tell it
                let title = (try? delegate?.picker(self, titleFor: 2)) ?? "none"
                let length = (try? delegate?.picker(self, titleFor: 3).count)
                if let tint = (try? delegate?.tint) { print(tint, title, length as Any) }
                delegate?.picker(self, didPick: 1)
                try! delegate!.pickerDidCancel(self)
                onChange?(self)
            }
            func title() -> String? {
                try? delegate?.picker(self, titleFor: 0)
            }
        }
        """
        let files = ported(["P.swift": "import UIKit\n" + Self.protocolBefore, "Picker.swift": before])
        #expect(files["Picker.swift"] == after)
        let again = ported(["P.swift": files["P.swift"]!, "Picker.swift": files["Picker.swift"]!])
        #expect(again["Picker.swift"] == after)
        #expect(again["P.swift"] == files["P.swift"])
    }

    @Test func settableAndThrowingOptionalRequirementsAreNoted() throws {
        let before = """
        @objc protocol Source: NSObjectProtocol {
            @objc optional var count: Int { get set }
            @objc optional func load() throws
        }
        """
        let result = ported(before)
        #expect(result.contains("protocol Source: NSObjectProtocol {"))
        #expect(result.contains("var count: Int { get throws }"))
        #expect(result.contains("func load() throws\n"))
        let found = notes(before)
        try #require(found.count == 2)
        #expect(found[0].hasPrefix("2: optional requirement 'count' was settable"))
        #expect(found[1].hasPrefix("3: optional requirement 'load' already throws"))
    }

    @Test func respondsToOfAnOptionalRequirementIsNoted() {
        let before = """
        @objc protocol D { @objc optional func done() }
        class C: NSObject { weak var d: D?
            func f() -> Bool { d?.responds(to: #selector(D.done)) ?? false } }
        """
        #expect(ported(before).contains(#"d?.responds(to: Selector("done", D.done))"#))
        #expect(notes(before).first?.hasPrefix("3: responds(to:) of an optional requirement") == true)
    }

    @Test func readsOfAnOptionalPropertyOnAValueOfTheProtocolsTypeBecomeTryQuestionMark() {
        let protocolFile = """
        @objc public protocol FloatingPanelBehavior {
            @objc optional var springDecelerationRate: CGFloat { get }
        }
        open class FloatingPanelDefaultBehavior: FloatingPanelBehavior {
            open var springDecelerationRate: CGFloat { 0.99 }
        }
        """
        let before = """
        class BehaviorAdapter {
            fileprivate var behavior: FloatingPanelBehavior
            var springDecelerationRate: CGFloat {
                behavior.springDecelerationRate ?? FloatingPanelDefaultBehavior().springDecelerationRate
            }
            func rate(of other: any FloatingPanelBehavior, plain: FloatingPanelDefaultBehavior) -> CGFloat {
                let local: FloatingPanelBehavior = other
                return (local.springDecelerationRate ?? 0) + (self.behavior.springDecelerationRate ?? 0)
                    + (other.springDecelerationRate ?? 0) + plain.springDecelerationRate + springDecelerationRate
            }
        }
        """
        let after = """
        class BehaviorAdapter {
            fileprivate var behavior: FloatingPanelBehavior
            var springDecelerationRate: CGFloat {
                (try? behavior.springDecelerationRate) ?? FloatingPanelDefaultBehavior().springDecelerationRate
            }
            func rate(of other: any FloatingPanelBehavior, plain: FloatingPanelDefaultBehavior) -> CGFloat {
                let local: FloatingPanelBehavior = other
                return ((try? local.springDecelerationRate) ?? 0) + ((try? self.behavior.springDecelerationRate) ?? 0)
                    + ((try? other.springDecelerationRate) ?? 0) + plain.springDecelerationRate + springDecelerationRate
            }
        }
        """
        let files = ported(["B.swift": protocolFile, "Adapter.swift": before])
        #expect(files["Adapter.swift"] == after)
        // Not the target of an assignment (which the compiler then reports: the property has no setter now).
        let assignment = "func set(_ behavior: FloatingPanelBehavior) {\n    behavior.springDecelerationRate = 1\n}\n"
        #expect(ported(["B.swift": protocolFile, "S.swift": assignment])["S.swift"] == assignment)
        #expect(ported(["B.swift": protocolFile, "Adapter.swift": after])["Adapter.swift"] == after)
    }
}
