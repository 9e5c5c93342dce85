// Set-up and runs of the kiwi side of the layout benchmark. kiwi (C++, header-only) comes from
// the kiwisolver sdist, downloaded with pip into a cache folder outside the repository
// ($OPENUIKIT_KIWI_CACHE, else ~/.cache/openuikit-kiwi), and Benchmarks/kiwi/kiwi_driver.cpp
// is compiled against it with `c++ -O2 -std=c++17`.
import Foundation

struct KiwiDriver {
    let binary: String

    /// Downloads, extracts and compiles as needed; nil (with a note) when that fails.
    static func prepare() -> KiwiDriver? {
        let fm = FileManager.default
        let env = ProcessInfo.processInfo.environment
        let cache = env["OPENUIKIT_KIWI_CACHE"]
            ?? ((env["XDG_CACHE_HOME"] ?? (NSHomeDirectory() + "/.cache")) + "/openuikit-kiwi")
        try? fm.createDirectory(atPath: cache, withIntermediateDirectories: true)
        var source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Benchmarks/kiwi/kiwi_driver.cpp").path
        if !fm.fileExists(atPath: source) { source = fm.currentDirectoryPath + "/Benchmarks/kiwi/kiwi_driver.cpp" }
        guard fm.fileExists(atPath: source) else {
            LayoutBenchmark.note("kiwi: Benchmarks/kiwi/kiwi_driver.cpp not found; kiwi skipped")
            return nil
        }
        func kiwiRoot() -> String? {
            let items = ((try? fm.contentsOfDirectory(atPath: cache)) ?? []).sorted()
            return items.filter { $0.hasPrefix("kiwisolver-") && fm.fileExists(atPath: cache + "/" + $0 + "/kiwi/kiwi.h") }
                .last.map { cache + "/" + $0 }
        }
        if kiwiRoot() == nil {
            LayoutBenchmark.note("kiwi: pip download --no-binary :all: --no-deps kiwisolver into \(cache)")
            guard shell(["python3", "-m", "pip", "download", "--quiet", "--no-binary", ":all:", "--no-deps",
                         "kiwisolver", "-d", cache]) != nil else { return nil }
            let archives = ((try? fm.contentsOfDirectory(atPath: cache)) ?? [])
                .filter { $0.hasPrefix("kiwisolver-") && $0.hasSuffix(".tar.gz") }.sorted()
            guard let archive = archives.last,
                  shell(["tar", "xzf", cache + "/" + archive, "-C", cache]) != nil else { return nil }
        }
        guard let root = kiwiRoot() else {
            LayoutBenchmark.note("kiwi: no kiwi/kiwi.h in \(cache); kiwi skipped")
            return nil
        }
        let binary = cache + "/kiwi_driver"
        let srcDate = (try? fm.attributesOfItem(atPath: source)[.modificationDate] as? Date) ?? Date()
        let binDate = (try? fm.attributesOfItem(atPath: binary)[.modificationDate] as? Date) ?? .distantPast
        if binDate < srcDate || !fm.fileExists(atPath: binary) {
            LayoutBenchmark.note("kiwi: c++ -O2 -std=c++17 -I \(root) kiwi_driver.cpp")
            guard shell(["c++", "-O2", "-std=c++17", "-I", root, "-o", binary, source]) != nil else { return nil }
        }
        return KiwiDriver(binary: binary)
    }

    func run(_ pattern: String, _ n: Int, runs: Int) -> LayoutBenchmark.Result? {
        guard let out = Self.shell([binary, pattern, String(n), String(runs)]) else { return nil }
        var add = Double.nan, frame = Double.nan
        var values: [Double] = []
        var inValues = false
        for line in out.split(separator: "\n") {
            if inValues { values.append(Double(line) ?? .nan); continue }
            let parts = line.split(separator: " ")
            guard parts.count == 2 else { continue }
            switch parts[0] {
            case "add_ms": add = Double(parts[1]) ?? .nan
            case "frame_ms": frame = Double(parts[1]) ?? .nan
            case "values": inValues = true
            default: break
            }
        }
        return LayoutBenchmark.Result(addMs: add, frameMs: frame, values: values)
    }

    /// Runs a command (looked up in PATH); its stdout, or nil (with a note) when it fails.
    static func shell(_ args: [String]) -> String? {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = args
        let out = Pipe()
        p.standardOutput = out
        do { try p.run() } catch {
            LayoutBenchmark.note("kiwi: cannot run \(args[0]): \(error)")
            return nil
        }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        guard p.terminationStatus == 0 else {
            LayoutBenchmark.note("kiwi: \(args.joined(separator: " ")) exited with \(p.terminationStatus)")
            return nil
        }
        return String(decoding: data, as: UTF8.self)
    }
}
