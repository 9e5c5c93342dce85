import Foundation

extension Snapshotting where Value == String, Format == String {
    /// Text stored in a .txt reference, compared line by line.
    public static var lines: Snapshotting { Snapshotting(pathExtension: "txt", diffing: .lines) }
}

extension Diffing where Value == String {
    /// Text compared line by line; a failure shows the differing hunks (also attached as difference.patch).
    public static var lines: Diffing {
        .diff(toData: { Data($0.utf8) }, fromData: { String(decoding: $0, as: UTF8.self) }) { old, new in
            guard let patch = LineDiff.hunks(old, new) else { return nil }
            return (patch, [.data(Data(patch.utf8), name: "difference.patch")])
        }
    }
}
