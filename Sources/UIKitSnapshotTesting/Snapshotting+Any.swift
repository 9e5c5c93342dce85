import Foundation

extension Snapshotting where Format == String {
    /// The value's `String(describing:)`.
    public static var description: Snapshotting {
        SimplySnapshotting.lines.pullback { String(describing: $0) }
    }

    /// The value's structure, field by field, from its mirror.
    @available(iOS, deprecated: 9999, message: "Use '.customDump' from the 'SnapshotTestingCustomDump' module, instead.")
    public static var dump: Snapshotting {
        SimplySnapshotting.lines.pullback { ValueDump.text(of: $0) }
    }

    /// A JSON-serialisable value as sorted, pretty-printed JSON.
    public static var json: Snapshotting {
        var strategy = SimplySnapshotting.lines.pullback { (value: Value) -> String in
            let data = (try? JSONSerialization.data(withJSONObject: value, options: [.prettyPrinted, .sortedKeys])) ?? Data()
            return String(decoding: data, as: UTF8.self)
        }
        strategy.pathExtension = "json"
        return strategy
    }
}
