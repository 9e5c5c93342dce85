import Foundation

/// Stops the process the way an uncaught Objective-C exception stops an iOS app, with Apple's text.
///
/// Apple raises `NSException`s for API misuse (`NSInvalidArgumentException`, `CALayerInvalidGeometry` …) and,
/// uncaught, they end the app with "*** Terminating app due to uncaught exception 'Name', reason: '…'".
/// Swift on Linux cannot raise or catch Objective-C exceptions, so the same misuse ends the process with the
/// same line on standard error. `fatalError` rather than `precondition`: a precondition's message is dropped
/// in release builds, and the text is the whole point.
package enum UncaughtException {
    package static func raise(_ name: String, reason: String, file: StaticString = #fileID, line: UInt = #line) -> Never {
        let text = "*** Terminating app due to uncaught exception '\(name)', reason: '\(reason)'"
        FileHandle.standardError.write(Data((text + "\n").utf8))
        fatalError(text, file: file, line: line)
    }

    /// Raises `name` with `reason` unless `condition` holds (a `precondition` that keeps its text in release).
    package static func check(_ condition: Bool, _ name: String, _ reason: @autoclosure () -> String,
                              file: StaticString = #fileID, line: UInt = #line) {
        if !condition { raise(name, reason: reason(), file: file, line: line) }
    }

    /// A number as Apple's messages print it (`%g`: "20", "10.5", "nan", "inf").
    package static func format(_ value: CGFloat) -> String { value.isNaN ? "nan" : String(format: "%g", Double(value)) }
}
