import Foundation
import Testing
@testable import OpenUIKitPort

/// Found by the porter's fuzz target (issue 18): SwiftParser's time doubles with each unclosed `[` (a 1.6 KB
/// input with 127 of them never finished); the porter leaves such a file as it is, with a note.
@Suite struct DeepNestingTests {
    @Test func deeplyNestedBracketsAreRefusedWithANote() {
        let deep = "import UIKit\nlet x: " + String(repeating: "[", count: 127) + "Int\n"
        let start = Date()
        let (text, notes) = Porter().port(deep, path: "Deep.swift")
        #expect(Date().timeIntervalSince(start) < 5)
        #expect(text == deep)
        #expect(notes.map(\.description) == ["Deep.swift:2: square brackets nested more than 12 deep; the file was left as it is"])
    }

    @Test func usualNestingIsPortedAndOrderIsKept() {
        let nested = "let x: [[[[Int]]]] = []\n"
        #expect(Porter.lineNestedTooDeeply(Array(nested.utf8)) == nil)
        let deep = String(repeating: "[", count: 13)
        let result = Porter().port([(path: "B.swift", text: nested), (path: "A.swift", text: deep)])
        #expect(result.files.map(\.path) == ["B.swift", "A.swift"])
        #expect(result.notes.map(\.line) == [1])
    }
}
