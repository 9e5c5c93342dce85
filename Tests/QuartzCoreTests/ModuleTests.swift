import Testing
@testable import QuartzCore

@Test func moduleImports() {
    // Placeholder until the module has its own tests; replaced by real tests.
}
