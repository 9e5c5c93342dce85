import Testing

@Suite struct AttributeRewriteTests {
    @Test func objcGoesAndCommentsAndFormattingStay() {
        let before = """
        /// Counts taps.
        @objcMembers
        class Counter: NSObject {
            // how many
            @objc var count = 0 // so far

            @objc(incrementBy:)
            func increment(by step: Int) {}
            @objc dynamic var title = ""
            dynamic var kept = 0
            @nonobjc func swiftOnly() {}
        }
        """
        let after = """
        /// Counts taps.
        class Counter: NSObject {
            // how many
            var count = 0 // so far

            func increment(by step: Int) {}
            var title = ""
            dynamic var kept = 0
            func swiftOnly() {}
        }
        """
        #expect(ported(before) == after)
        #expect(ported(after) == after)
    }

    @Test func objcOnEnumsAndExtensions() {
        #expect(ported("@objc enum Mode: Int { case a }\n@objc extension Counter {}\n")
                == "enum Mode: Int { case a }\nextension Counter {}\n")
    }

    @Test func whatHasNoMechanicalPortIsNoted() throws {
        let source = """
        class Item: NSManagedObject {
            @NSManaged var name: String
            func swap() { method_exchangeImplementations(a, b) }
            func watch() { token = observe(\\.name) { _, _ in } }
            func read() -> Any? { value(forKey: "name") }
        }
        """
        let found = notes(source)
        // Key-value coding is not noted: CALayer, CAAnimation and UserDefaults have it on Linux too.
        try #require(found.count == 3)
        #expect(found[0].hasPrefix("2: @NSManaged"))
        #expect(found[1].hasPrefix("3: method_exchangeImplementations"))
        #expect(found[2].hasPrefix("4: key-value observing"))
    }

    @Test func overridingWhatAnExtensionDeclaresIsNoted() {
        let before = """
        extension UIView {
            @objc open func touchesMovedHook() {}
        }
        extension Model {
            open override func isEqual(_ object: Any?) -> Bool { false }
        }
        class Chart: UIView {
            override func touchesMovedHook() {}
        }
        """
        let found = notes(before)
        #expect(found.count == 2)
        #expect(found.first?.hasPrefix("2: 'touchesMovedHook' is declared in an extension and overridden elsewhere") == true)
        #expect(found.last?.hasPrefix("5: 'isEqual' overrides from an extension") == true)
    }
}
