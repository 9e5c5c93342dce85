import Foundation
import Testing
@testable import OpenUIKitPort

@Suite struct PorterTests {
    @Test func aDiffShowsTheChangeWithContext() {
        let result = Porter().port([("V.swift", "import UIKit\nclass V: UIView {\n    @objc func f() {}\n}\n")])
        #expect(result.files[0].unifiedDiff == """
        --- a/V.swift
        +++ b/V.swift
        @@ -1,4 +1,4 @@
         import UIKit
         class V: UIView {
        -    @objc func f() {}
        +    func f() {}
         }

        """)
        #expect(Porter().port([("W.swift", "let x = 1\n")]).files[0].unifiedDiff == "")
    }

    @Test func swiftFilesAreFoundUnderDirectoriesLeavingOutBuildAndHiddenOnes() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("port-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for path in ["Sources/A.swift", "Sources/Sub/B.swift", ".build/C.swift", ".hidden/D.swift", "README.md"] {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data().write(to: url)
        }
        let found = try Porter.swiftFiles(under: [root.path])
        #expect(found == [root.path + "/Sources/A.swift", root.path + "/Sources/Sub/B.swift"])
    }

    @Test func theCommandPortsInPlaceAndASecondRunChangesNothing() throws {
        let executable = try #require(Bundle.main.executableURL.map { productsDirectory(from: $0) })
            .appendingPathComponent("openuikit-port")
        try #require(FileManager.default.isExecutableFile(atPath: executable.path))
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("port-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let file = root.appendingPathComponent("V.swift")
        try Data("import UIKit.UIView\nclass V: UIView {\n    @objc func f() { _ = #selector(g) }\n    @objc func g() {}\n}\n".utf8).write(to: file)

        #expect(run(executable, ["--check", root.path]).status == 1)
        let first = run(executable, [root.path])
        #expect(first.status == 0)
        #expect(try String(contentsOf: file, encoding: .utf8)
                == "import UIKit\nclass V: UIView {\n    func f() { _ = Selector(\"g\", V.g) }\n    func g() {}\n}\n")
        let check = run(executable, ["--check", root.path])
        #expect(check.status == 0)
        #expect(check.output.isEmpty)
        #expect(run(executable, []).status == 2)
    }

    @Test func notesNameFileAndLine() {
        let result = Porter().port([("Sources/App/V.swift", "\n\nlet s = #selector(tap)\n")])
        #expect(result.notes.map(\.description) == [
            "Sources/App/V.swift:3: #selector(tap) outside a type: name the type (#selector(Type.tap)) so the selector can carry its method",
        ])
    }

    private func productsDirectory(from executable: URL) -> URL {
        // The test bundle runs from .build/<triple>/debug (directly, or inside a .xctest bundle).
        var url = executable.deletingLastPathComponent()
        while url.pathExtension == "xctest" || url.lastPathComponent == "Contents" || url.lastPathComponent == "MacOS" {
            url = url.deletingLastPathComponent()
        }
        return url
    }

    private func run(_ executable: URL, _ arguments: [String]) -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try? process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
