import Testing
@testable import Cassowary

@Test func moduleImports() {
    // Placeholder until the module has its own tests; replaced by real tests.
}
