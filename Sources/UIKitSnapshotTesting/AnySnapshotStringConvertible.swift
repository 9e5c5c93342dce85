import Foundation

/// A type that gives `.dump` its own one-line description.
public protocol AnySnapshotStringConvertible {
    /// Whether `.dump` lists the value's children under its description.
    static var renderChildren: Bool { get }
    /// The description `.dump` prints.
    var snapshotDescription: String { get }
}

extension AnySnapshotStringConvertible {
    public static var renderChildren: Bool { false }
}

extension Character: AnySnapshotStringConvertible {
    public var snapshotDescription: String { debugDescription }
}

extension Data: AnySnapshotStringConvertible {
    public var snapshotDescription: String { debugDescription }
}

extension Date: AnySnapshotStringConvertible {
    public var snapshotDescription: String { ValueDump.dateFormatter.string(from: self) }
}

extension String: AnySnapshotStringConvertible {
    public var snapshotDescription: String { debugDescription }
}

extension Substring: AnySnapshotStringConvertible {
    public var snapshotDescription: String { debugDescription }
}

extension URL: AnySnapshotStringConvertible {
    public var snapshotDescription: String { debugDescription }
}
