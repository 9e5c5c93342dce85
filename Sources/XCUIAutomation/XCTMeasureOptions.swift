import Foundation

/// How `measure(metrics:options:block:)` runs its block.
open class XCTMeasureOptions: NSObject {
    /// Apple's default: five iterations.
    open var iterationCount = 5

    public override init() { super.init() }

    open class var `default`: XCTMeasureOptions { XCTMeasureOptions() }
}
