import Foundation
import Testing

/// UIKit's main-actor declarations reach clients as Apple's do, `@preconcurrency @MainActor`: Swift 5 code
/// that uses views from a nonisolated context compiles without a diagnostic, Swift 6 code is checked and
/// told. Each case type-checks a snippet against this build's modules with the toolchain's own `swiftc`.
@Suite struct IsolationModesTests {
    static let snippet = """
        import UIKit
        final class Helper {
            func build() -> UIView {
                let v = UIView(frame: .zero)
                v.backgroundColor = .red
                return v
            }
        }
        """

    /// `swiftc -typecheck` output for the snippet in a language mode, against the modules beside this test binary.
    static func typecheck(languageMode: String, source: String = snippet, extraArguments: [String] = []) throws -> (status: Int32, output: String) {
        let binDir = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("isolation-\(getpid())-\(languageMode)-\(source.hashValue).swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        var args = ["swiftc", "-typecheck", "-swift-version", languageMode, "-I", binDir.appendingPathComponent("Modules").path]
        for m in ["CCairo", "CPangoCairo", "CSDL2", "CTurboJPEG", "CFreeType"] {
            args += ["-Xcc", "-fmodule-map-file=" + root.appendingPathComponent("Sources/\(m)/module.modulemap").path]
        }
        // The C shim QuartzCore calls Swift initializers through: SwiftPM writes its module map into the build.
        args += ["-Xcc", "-fmodule-map-file=" + binDir.appendingPathComponent("CSwiftRuntimeShim.build/module.modulemap").path]
        args += try run(["pkg-config", "--cflags-only-I", "cairo", "pangocairo", "sdl2", "libturbojpeg", "freetype2"])
            .split(separator: " ").flatMap { ["-Xcc", String($0)] }
        return try runWithStatus(args + extraArguments + [file.path])
    }

    static func run(_ args: [String]) throws -> String { try runWithStatus(args).output }

    static func runWithStatus(_ args: [String]) throws -> (status: Int32, output: String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = args
        let pipe = Pipe()
        p.standardOutput = pipe
        p.standardError = pipe
        try p.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }

    @Test func swift5CodeUsesViewsFromANonisolatedClassWithoutADiagnostic() throws {
        let (status, output) = try Self.typecheck(languageMode: "5")
        #expect(status == 0, "\(output)")
        #expect(!output.contains("error:") && !output.contains("warning:"), "\(output)")
    }

    @Test func swift6CodeIsToldTheSameCallIsMainActorIsolated() throws {
        let (_, output) = try Self.typecheck(languageMode: "6")
        // The toolchain reports an isolation violation against a `@preconcurrency` declaration as a warning in
        // Swift 6 mode, as it does for Apple's Objective-C-imported (always preconcurrency) main-actor API.
        #expect(output.contains("call to main actor-isolated initializer 'init(frame:)' in a synchronous nonisolated context"), "\(output)")
        #expect(output.contains("main actor-isolated property 'backgroundColor' can not be mutated from a nonisolated context"), "\(output)")
    }
}
