import Foundation

/// Measures the wall-clock time of each iteration.
open class XCTClockMetric: NSObject, XCTMetric {
    public override init() { super.init() }
}
