import Foundation
import XCTest

extension XCTestCase {
    /// Registers a handler for system alerts interrupting the test. Linux: the app runs headless with no
    /// system alerts (permissions, springboard), so the handler is never called; the token keeps tests that
    /// register one compiling and running.
    @discardableResult
    public func addUIInterruptionMonitor(withDescription handlerDescription: String,
                                         handler: @escaping (XCUIElement) -> Bool) -> any NSObjectProtocol {
        NSObject()
    }

    public func removeUIInterruptionMonitor(_ monitor: any NSObjectProtocol) {}
}
