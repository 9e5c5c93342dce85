import Foundation
import Testing
@testable import UIKit

/// Found by the nib-loader fuzz target (issue 18): a processing instruction with no data crashed FoundationXML's
/// XMLParser (a null pointer to strlen) before the loader saw anything. Apple's parser reports an instruction to
/// a delegate that ignores it; so does ours now.
@Suite @MainActor struct NibProcessingInstructionTests {
    @Test func theFuzzersInputThrowsInsteadOfCrashing() {
        // The fuzzer's input as found (52 bytes): an instruction without data, then a document that is not XML.
        let found = Data("<?holDFHSGothic-W5e?>\n<document type=&com.aocument>\n".utf8)
        #expect(throws: (any Error).self) { try UINib(data: found, bundle: nil).instantiateThrowing(withOwner: nil, options: nil) }
    }

    @Test func anInstructionWithoutDataIsIgnored() throws {
        let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <?x?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><?y?><objects>\
        <view contentMode="scaleToFill" id="v1-aa-bbb"><rect key="frame" x="0" y="0" width="40" height="30"/></view>\
        </objects></document>
        """
        let objects = try UINib(data: Data(xib.utf8), bundle: nil).instantiateThrowing(withOwner: nil, options: nil)
        let view = try #require(objects.first as? UIView)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 40, height: 30))
    }

    @Test func onlyInstructionsWithoutDataChange() {
        func fixed(_ s: String) -> String { String(decoding: NibElement.withDataInEveryProcessingInstruction(Data(s.utf8)), as: UTF8.self) }
        #expect(fixed("<?x?><a/>") == "<?x ?><a/>")
        #expect(fixed("<?xml version=\"1.0\"?><a b=\"?>\"/><?p data?>") == "<?xml version=\"1.0\"?><a b=\"?>\"/><?p data?>")
        #expect(fixed("<??><?") == "<??><?")
    }
}
