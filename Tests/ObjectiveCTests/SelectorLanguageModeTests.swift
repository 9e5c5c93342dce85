import Foundation
import Testing

/// Making a selector from a main-actor method and from a nonisolated one compiles in both language modes,
/// from a nonisolated function too: checked with the compiler on a snippet against the built module.
@Suite struct SelectorLanguageModeTests {
    static let snippet = """
    import ObjectiveC
    @MainActor final class Screen { func tapped(_ sender: Any) {}; func refresh() {}; var title = "" }
    final class Helper { func tapped(_ sender: Any) {} }
    func make() -> [Selector] {
        [Selector("tapped:", Screen.tapped(_:)), Selector("refresh", Screen.refresh), Selector("tapped:", Helper.tapped(_:))]
    }
    @MainActor func send(_ selector: Selector, to target: AnyObject) {
        selector.invoke(on: target, with: nil)
        _ = Selector("title", { (s: Screen) in { s.title } })
    }
    """

    @Test(arguments: ["5", "6"]) func selectorsTypecheck(languageMode: String) throws {
        // The test binary runs from the build's products directory, beside Modules/.
        var products = try #require(Bundle.main.executableURL).deletingLastPathComponent()
        while products.pathExtension == "xctest" { products = products.deletingLastPathComponent() }
        let modules = products.appendingPathComponent("Modules")
        try #require(FileManager.default.fileExists(atPath: modules.appendingPathComponent("ObjectiveC.swiftmodule").path))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("selector-\(UUID().uuidString).swift")
        try Data(Self.snippet.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-swift-version", languageMode, "-typecheck", "-I", modules.path, file.path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(output)")
        #expect(!output.contains("warning"), "\(output)")
    }
}
