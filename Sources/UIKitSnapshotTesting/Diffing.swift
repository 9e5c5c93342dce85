import Foundation

/// How snapshots of a format are stored (`toData`, `fromData`) and compared (`diffV2`).
public struct Diffing<Value> {
    /// The bytes a snapshot is stored as.
    public var toData: (Value) -> Data
    /// A snapshot read back from stored bytes.
    public var fromData: (Data) -> Value
    /// nil when the snapshots match; otherwise a message and the files that show the difference.
    public var diffV2: (Value, Value) -> (String, [DiffAttachment])?

    /// The comparison without its attachments' data (the library's older shape).
    // Linux: the library's deprecated `diff` returns XCTAttachments; corelibs XCTest has no XCTAttachment,
    // so this shape gives the attachments' file names (docs/DIFFERENCES.md).
    public var diff: (Value, Value) -> (String, [String])? {
        let diffV2 = self.diffV2
        return { lhs, rhs in
            diffV2(lhs, rhs).map { message, attachments in
                (message, attachments.map { if case let .data(_, name) = $0 { return name }; return "" })
            }
        }
    }

    private init(toData: @escaping (Value) -> Data, fromData: @escaping (Data) -> Value,
                 diffV2: @escaping (Value, Value) -> (String, [DiffAttachment])?) {
        self.toData = toData
        self.fromData = fromData
        self.diffV2 = diffV2
    }

    /// A diffing from its storage and its comparison.
    public static func diff(toData: @escaping (_ value: Value) -> Data, fromData: @escaping (_ data: Data) -> Value,
                            diffV2: @escaping (_ lhs: Value, _ rhs: Value) -> (String, [DiffAttachment])?) -> Self {
        Diffing(toData: toData, fromData: fromData, diffV2: diffV2)
    }
}
