import Foundation

/// A value produced later: `run` hands it to a callback once it exists (a view that renders
/// asynchronously calls back after it finishes).
public struct Async<Value> {
    /// Starts the work and calls `callback` with the value.
    public let run: (@escaping (Value) -> Void) -> Void

    /// A value produced by `run`.
    public init(run: @escaping (_ callback: @escaping (Value) -> Void) -> Void) {
        self.run = run
    }

    /// A value that exists already.
    public init(value: Value) {
        self.init { callback in callback(value) }
    }

    /// The value transformed by `transform` once it exists.
    public func map<NewValue>(_ transform: @escaping (Value) -> NewValue) -> Async<NewValue> {
        Async<NewValue> { callback in run { callback(transform($0)) } }
    }
}
