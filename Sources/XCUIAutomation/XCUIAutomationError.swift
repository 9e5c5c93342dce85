import Foundation

/// What `XCUIElement.snapshot()` throws.
// Linux: Apple throws NSErrors of XCTest's domain; this module has its own error type.
public enum XCUIAutomationError: Error, CustomStringConvertible, Sendable {
    case applicationNotRunning
    case noMatch(String)

    public var description: String {
        switch self {
        case .applicationNotRunning: return "The application is not running."
        case .noMatch(let message): return message
        }
    }
}
