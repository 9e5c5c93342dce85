import Foundation
import OpenUIKitPort

// `openuikit-port [--check] PATH…`: ports the Swift files under each PATH in place (docs/PORTING.md).
// With --check, prints the changes as a unified diff instead and exits 1 when there are any.
var arguments = Array(CommandLine.arguments.dropFirst())
let check = arguments.contains("--check")
arguments.removeAll { $0 == "--check" }
guard !arguments.isEmpty, !arguments.contains(where: { $0.hasPrefix("-") }) else {
    FileHandle.standardError.write(Data("usage: openuikit-port [--check] PATH…\n".utf8))
    exit(2)
}

let paths: [String]
do {
    paths = try Porter.swiftFiles(under: arguments)
} catch {
    FileHandle.standardError.write(Data("openuikit-port: \(error.localizedDescription)\n".utf8))
    exit(2)
}
var sources: [(path: String, text: String)] = []
for path in paths {
    guard let data = FileManager.default.contents(atPath: path) else {
        FileHandle.standardError.write(Data("openuikit-port: cannot read \(path)\n".utf8))
        exit(2)
    }
    sources.append((path, String(decoding: data, as: UTF8.self)))
}

let result = Porter().port(sources)
for note in result.notes { FileHandle.standardError.write(Data("\(note)\n".utf8)) }
let changed = result.files.filter(\.changed)
if check {
    for file in changed { FileHandle.standardOutput.write(Data(file.unifiedDiff.utf8)) }
    exit(changed.isEmpty ? 0 : 1)
}
for file in changed {
    do {
        try Data(file.ported.utf8).write(to: URL(fileURLWithPath: file.path))
    } catch {
        FileHandle.standardError.write(Data("openuikit-port: cannot write \(file.path): \(error.localizedDescription)\n".utf8))
        exit(2)
    }
}
print("openuikit-port: ported \(changed.count) of \(result.files.count) files; \(result.notes.count) notes")
