import Foundation
import Testing
@testable import UIKit

/// Thousands of damaged documents through the loader: every one loads, or throws Apple's message; none
/// crashes (the test process would die).
@Suite(.serialized) @MainActor struct NibFuzzTests {
    /// SplitMix64: the same mutations on every run.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let wrongValues = ["", "NO", "YES", "-1", "-2", "0", "1e309", "NaN", "-inf", "abc", "16:0", "0:0", ":",
                              "-99999999999999999999", "99999999999999999999", "2147483648", "0.5",
                              "i5M-Pr-FkT", "Lb1-aX-9kQ", "Bt1-aX-9kQ", "Bx1-aX-9kQ", "Q5M-cg-NOt", "Tp1-aX-9kQ",
                              "BYZ-38-t0r", "dT1-ab-cd3", "eM1-ab-cd6", "uX1-ab-c11", "8bC-Xf-vdC", "cV1-ab-cd5",
                              "UIWindow", "UIButton", "UIKitTests.NibRecordingView", "view", "unwindToFirst:",
                              "embed", "unwind", "show", "custom", "relationship", "touchUpInside", "layer.cornerRadius",
                              "layer.", "layer.a.b", "number", "boolean", "rect", "color", "image", "nil", "range"]

    /// One random mutation of an XML text.
    static func mutate(_ text: [UInt8], _ g: inout Generator) -> [UInt8] {
        var bytes = text
        let attributeRanges: () -> [Range<Int>] = {
            // ` name="value"` spans.
            var ranges: [Range<Int>] = []
            var i = 0
            while i < bytes.count {
                if bytes[i] == UInt8(ascii: "\""), i > 0, bytes[i - 1] == UInt8(ascii: "=") {
                    var start = i - 2
                    while start > 0, bytes[start] != UInt8(ascii: " ") { start -= 1 }
                    var end = i + 1
                    while end < bytes.count, bytes[end] != UInt8(ascii: "\"") { end += 1 }
                    if end < bytes.count { ranges.append(start..<(end + 1)) }
                    i = end + 1
                } else {
                    i += 1
                }
            }
            return ranges
        }
        switch Int.random(in: 0..<7, using: &g) {
        case 0: // truncate
            bytes = Array(bytes.prefix(Int.random(in: 0..<bytes.count, using: &g)))
        case 1: // flip bytes
            for _ in 0..<Int.random(in: 1...5, using: &g) {
                bytes[Int.random(in: 0..<bytes.count, using: &g)] ^= UInt8.random(in: 1...255, using: &g)
            }
        case 2: // drop an attribute
            let ranges = attributeRanges()
            if let r = ranges.randomElement(using: &g) { bytes.removeSubrange(r) }
        case 3: // duplicate an attribute
            let ranges = attributeRanges()
            if let r = ranges.randomElement(using: &g) { bytes.insert(contentsOf: bytes[r], at: r.upperBound) }
        case 4, 5: // a value of the wrong type, or another object's id
            let ranges = attributeRanges()
            if let r = ranges.randomElement(using: &g), let eq = bytes[r].firstIndex(of: UInt8(ascii: "=")) {
                let value = wrongValues.randomElement(using: &g)!
                bytes.replaceSubrange((eq + 2)..<(r.upperBound - 1), with: Array(value.utf8))
            }
        default: // remove a self-closing element
            var closes: [Int] = []
            for i in 1..<bytes.count where bytes[i] == UInt8(ascii: ">") && bytes[i - 1] == UInt8(ascii: "/") { closes.append(i) }
            if let end = closes.randomElement(using: &g),
               let start = bytes[..<end].lastIndex(of: UInt8(ascii: "<")) {
                bytes.removeSubrange(start...end)
            }
        }
        return bytes
    }

    static func fixture(_ name: String, _ ext: String) throws -> [UInt8] {
        let url = try #require(UINib.resourceURL(name, extension: ext, in: .module))
        return Array(try Data(contentsOf: url))
    }

    @Test func damagedXibsLoadOrThrow() throws {
        let original = try Self.fixture("LoginView", "xib")
        var g = Generator(state: 16)
        var loaded = 0, threw = 0
        for _ in 0..<2000 {
            var bytes = original
            for _ in 0..<Int.random(in: 1...3, using: &g) { bytes = Self.mutate(bytes, &g) }
            let owner = LoginOwnerController()
            do {
                let objects = try UINib(data: Data(bytes), bundle: .module).instantiateThrowing(withOwner: owner)
                if let root = objects.first as? UIView {
                    root.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
                    root.layoutIfNeeded()
                }
                loaded += 1
            } catch is NibLoadError {
                threw += 1
            }
        }
        UIHeadless.runLoopTurn() // what the loads left to display is displayed here, not in a later test
        #expect(loaded + threw == 2000)
        #expect(loaded > 200 && threw > 200)
    }

    @Test func damagedStoryboardsLoadOrThrow() throws {
        let original = try Self.fixture("Main", "storyboard")
        var g = Generator(state: 7)
        var loaded = 0, threw = 0
        for _ in 0..<1000 {
            var bytes = original
            for _ in 0..<Int.random(in: 1...3, using: &g) { bytes = Self.mutate(bytes, &g) }
            do {
                let board = try UIStoryboard(data: Data(bytes), bundle: .module)
                if let id = board.initialID, let controller = try board.instantiateControllerThrowing(id: id, creator: nil),
                   let scene = controller.nibScene {
                    try controller.loadView(from: scene)
                    controller.viewIfLoaded?.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
                    controller.viewIfLoaded?.layoutIfNeeded()
                }
                loaded += 1
            } catch is NibLoadError {
                threw += 1
            }
        }
        UIHeadless.runLoopTurn()
        #expect(loaded + threw == 1000)
        #expect(loaded > 100 && threw > 100)
    }

    /// Navigation.storyboard: containers with relationship segues, prototype cells dequeued by a laid-out
    /// table and collection view, bar items and the standard controls.
    @Test func damagedContainerStoryboardsLoadOrThrow() throws {
        let original = try Self.fixture("Navigation", "storyboard")
        var g = Generator(state: 23)
        var loaded = 0, threw = 0
        for _ in 0..<500 {
            var bytes = original
            for _ in 0..<Int.random(in: 1...3, using: &g) { bytes = Self.mutate(bytes, &g) }
            do {
                let board = try UIStoryboard(data: Data(bytes), bundle: .module)
                for id in ["nAv-0a-c01", "iTm-0a-c01", "tBc-0a-c01", "gRd-0a-c01"] {
                    guard let controller = try board.instantiateControllerThrowing(id: id, creator: nil) else { continue }
                    (controller as? StoryGridController)?.items = 0
                    for shown in [controller] + controller.children {
                        guard let scene = shown.nibScene else { continue }
                        try shown.loadView(from: scene)
                        shown.viewIfLoaded?.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
                        shown.viewIfLoaded?.layoutIfNeeded()
                    }
                }
                loaded += 1
            } catch is NibLoadError {
                threw += 1
            }
        }
        UIHeadless.runLoopTurn()
        #expect(loaded + threw == 500)
        #expect(loaded > 50 && threw > 50)
    }
}
