import Foundation
import XCTest

extension XCTestCase {
    /// Runs `block` five times, timing each run (Linux: every metric is wall-clock time), and prints the
    /// average as XCTest prints its measurements.
    public func measure(metrics: [any XCTMetric], block: () -> Void) {
        measure(metrics: metrics, options: .default, block: block)
    }

    public func measure(options: XCTMeasureOptions, block: () -> Void) {
        measure(metrics: [XCTClockMetric()], options: options, block: block)
    }

    public func measure(metrics: [any XCTMetric], options: XCTMeasureOptions, block: () -> Void) {
        var times: [Double] = []
        for _ in 0..<max(1, options.iterationCount) {
            let start = Date()
            block()
            times.append(Date().timeIntervalSince(start))
        }
        let average = times.reduce(0, +) / Double(times.count)
        let values = times.map { String(format: "%.3f", $0) }.joined(separator: ", ")
        print("Test Case '\(name)' measured [Clock Monotonic Time, s] average: \(String(format: "%.3f", average)), values: [\(values)]")
    }
}
