import Foundation

/// What `measure(metrics:block:)` measures.
// Linux: swift-corelibs-xctest has no metrics API; XCUIAutomation brings the part UI tests use (Xcode's UI-test
// template measures launches with XCTApplicationLaunchMetric). Every metric here records wall-clock time.
public protocol XCTMetric: AnyObject {}
