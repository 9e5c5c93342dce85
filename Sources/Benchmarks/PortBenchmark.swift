import Foundation
import OpenUIKitPort

/// `port`: openuikit-port over this repository's own Sources (every Swift file, read once, ported in memory,
/// nothing written): the median of five runs. Goal: under 1 s per 10,000 lines.
enum PortBenchmark {
    static func run() {
        let root = FileManager.default.currentDirectoryPath + "/Sources"
        guard let paths = try? Porter.swiftFiles(under: [root]) else {
            FileHandle.standardError.write(Data("port: no Sources under \(FileManager.default.currentDirectoryPath)\n".utf8))
            return
        }
        let sources = paths.compactMap { path in
            FileManager.default.contents(atPath: path).map { (path: path, text: String(decoding: $0, as: UTF8.self)) }
        }
        var lines = 0
        let ms = Timing.medianMilliseconds(runs: 5) {
            lines = Porter().port(sources).lineCount
        }
        let seconds = ms / 1000
        print("port files=\(sources.count) lines=\(lines) seconds=\(Timing.format(seconds)) seconds_per_10k_lines=\(Timing.format(seconds * 10_000 / Double(max(lines, 1))))")
    }
}
