import Foundation

/// A strategy for snapshotting values of type `Value` into a diffable `Format` (an image, text), with the
/// file extension its references are stored under.
public struct Snapshotting<Value, Format> {
    /// The extension of reference files ("png", "txt"); nil for none.
    public var pathExtension: String?
    /// How two snapshots of the format are compared and stored.
    public var diffing: Diffing<Format>
    /// Takes a snapshot of a value.
    public var snapshot: (Value) -> Async<Format>

    /// A strategy whose snapshots may arrive later.
    public init(pathExtension: String?, diffing: Diffing<Format>,
                asyncSnapshot: @escaping (_ value: Value) -> Async<Format>) {
        self.pathExtension = pathExtension
        self.diffing = diffing
        self.snapshot = asyncSnapshot
    }

    /// A strategy that snapshots at once.
    public init(pathExtension: String?, diffing: Diffing<Format>, snapshot: @escaping (_ value: Value) -> Format) {
        self.init(pathExtension: pathExtension, diffing: diffing) { Async(value: snapshot($0)) }
    }

    /// This strategy applied to values of another type, converted by `transform` first.
    public func pullback<NewValue>(_ transform: @escaping (_ otherValue: NewValue) -> Value) -> Snapshotting<NewValue, Format> {
        asyncPullback { Async(value: transform($0)) }
    }

    /// This strategy applied to values of another type, converted asynchronously by `transform` first.
    public func asyncPullback<NewValue>(_ transform: @escaping (_ otherValue: NewValue) -> Async<Value>)
        -> Snapshotting<NewValue, Format> {
        let snapshot = self.snapshot
        return Snapshotting<NewValue, Format>(pathExtension: pathExtension, diffing: diffing) { newValue in
            Async { callback in transform(newValue).run { value in snapshot(value).run(callback) } }
        }
    }
}

extension Snapshotting where Value == Format {
    /// A strategy whose snapshot is the value itself.
    public init(pathExtension: String?, diffing: Diffing<Format>) {
        self.init(pathExtension: pathExtension, diffing: diffing, snapshot: { $0 })
    }
}
