import Testing

@Suite struct ConditionAndImportRewriteTests {
    @Test func iOSConditionsAreTrueOnLinuxToo() {
        let before = """
        #if os(iOS)
        import UIKit
        #elseif os(macOS)
        import AppKit
        #endif
        #if os(iOS) || os(tvOS) // UIKit platforms
        let a = 1
        #endif
        #if !os(iOS)
        let b = 2
        #endif
        #if os(iOS) && !targetEnvironment(macCatalyst)
        let c = 3
        #endif
        #if canImport(UIKit) || os(Linux)
        let d = 4
        #endif
        """
        let after = """
        #if os(iOS) || os(Linux)
        import UIKit
        #elseif os(macOS)
        import AppKit
        #endif
        #if os(iOS) || os(tvOS) || os(Linux) // UIKit platforms
        let a = 1
        #endif
        #if !(os(iOS) || os(Linux))
        let b = 2
        #endif
        #if (os(iOS) || os(Linux)) && !targetEnvironment(macCatalyst)
        let c = 3
        #endif
        #if canImport(UIKit) || os(Linux)
        let d = 4
        #endif
        """
        #expect(ported(before) == after)
        #expect(ported(after) == after)
    }

    @Test func submoduleImportsBecomeTheModule() {
        let before = "import UIKit.UIColor // colours\nimport UIKit.UIGestureRecognizerSubclass\nimport class UIKit.UIView\nimport Darwin\nimport ObjectiveC.runtime\n"
        let after = "import UIKit // colours\nimport class UIKit.UIView\nimport Foundation\nimport ObjectiveC\n"
        #expect(ported(before) == after)
        #expect(ported(after) == after)
    }

    @Test func uiTestsImportXCUIAutomation() {
        let before = "import XCTest // UI tests\n\nfinal class T: XCTestCase {\n    func testA() { XCUIApplication().launch() }\n}\n"
        let after = "import XCTest // UI tests\nimport XCUIAutomation\n\nfinal class T: XCTestCase {\n    func testA() { XCUIApplication().launch() }\n}\n"
        #expect(ported(before) == after)
        #expect(ported(after) == after)
        let unitTest = "import XCTest\n\nfinal class U: XCTestCase {}\n"
        #expect(ported(unitTest) == unitTest)
    }

    @Test func xcodeUITestTemplatesRunOnLinux() {
        let before = """
        import XCTest

        final class AppUITestsLaunchTests: XCTestCase {
            override class var runsForEachTargetApplicationUIConfiguration: Bool {
                true
            }

            @MainActor
            func testLaunch() throws {
                XCUIApplication().launch()
            }

            @MainActor func testOther() {
            }

            func helper() {}
        }
        """
        let after = """
        import XCTest
        import XCUIAutomation

        final class AppUITestsLaunchTests: XCTestCase {

            @MainActor
            func testLaunch() async throws {
                XCUIApplication().launch()
            }

            @MainActor func testOther() async {
            }

            func helper() {}
        }
        """
        #expect(ported(before) == after)
        #expect(ported(after) == after)
    }

    @Test func keyPathsBecomeStrings() {
        #expect(ported(#"let a = CABasicAnimation(keyPath: #keyPath(CALayer.opacity))"#)
                == #"let a = CABasicAnimation(keyPath: "opacity")"#)
        #expect(ported(#"observe(#keyPath(layer.bounds.size))"#) == #"observe("layer.bounds.size")"#)
    }
}
