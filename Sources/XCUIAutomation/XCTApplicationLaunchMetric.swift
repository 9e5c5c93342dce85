import Foundation

/// Measures how long the app takes to launch (Linux: the wall-clock time of each iteration).
open class XCTApplicationLaunchMetric: NSObject, XCTMetric {
    public let waitUntilResponsive: Bool

    public override init() {
        waitUntilResponsive = false
        super.init()
    }

    public init(waitUntilResponsive: Bool) {
        self.waitUntilResponsive = waitUntilResponsive
        super.init()
    }
}
