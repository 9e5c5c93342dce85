import Foundation
import Testing
import UIKit

/// The Catalog in a real SDL window on a private Xvfb display: xdotool clicks Next, the click reaches the
/// button's UIAction (which prints the page it showed), and a screenshot of the window shows page 2
/// (checked by pixels: Back, disabled on page 1, is drawn enabled).
@Suite(.serialized) struct DesktopCatalogTests {
    /// The package root, from this file's path (Tests/CatalogTests/…).
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test(.timeLimit(.minutes(1)))
    func clickingNextInTheDesktopWindowNavigates() throws {
        let xvfb = try #require(Self.which("Xvfb"), "Xvfb is missing: scripts/install-deps installs it")
        let xdotool = try #require(Self.which("xdotool"), "xdotool is missing: scripts/install-deps installs it")
        let importTool = try #require(Self.which("import"), "ImageMagick's import is missing: scripts/install-deps installs it")
        let catalog = Self.packageRoot.appendingPathComponent(".build/debug/Catalog").path
        try #require(FileManager.default.isExecutableFile(atPath: catalog), "build the Catalog first (swift build --build-tests builds it): \(catalog)")

        // A private display.
        let display = ":\(200 + Int(getpid()) % 500)"
        let server = Process()
        server.executableURL = URL(fileURLWithPath: xvfb)
        server.arguments = [display, "-screen", "0", "1024x768x24", "-nolisten", "tcp"]
        server.standardOutput = FileHandle.nullDevice
        server.standardError = FileHandle.nullDevice
        try server.run()
        defer { Self.stop(server) }
        let socket = "/tmp/.X11-unix/X" + display.dropFirst()
        try #require(Self.waitUntil(seconds: 10) { FileManager.default.fileExists(atPath: socket) }, "Xvfb did not start on \(display)")

        // The Catalog, in a window.
        let app = Process()
        app.executableURL = URL(fileURLWithPath: catalog)
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = display
        env["OPENUIKIT_PLATFORM"] = "sdl"
        env["OPENUIKIT_WINDOW_SIZE"] = "800x600"
        env["OPENUIKIT_REPORT_FIRST_FRAME"] = "1"
        app.environment = env
        let output = OutputCollector()
        app.standardOutput = output.pipe
        app.standardError = FileHandle.nullDevice
        try app.run()
        defer { Self.stop(app) }
        try #require(output.wait(for: "first-frame", seconds: 20), "the Catalog presented no frame; output: \(output.text)")

        let window = try #require(Self.run(xdotool, ["search", "--onlyvisible", "--name", "Catalog"], display: display)?
            .split(separator: "\n").first.map(String.init), "no Catalog window on \(display)")
        let geometry = Self.run(xdotool, ["getwindowgeometry", "--shell", window], display: display) ?? ""
        func value(_ key: String) -> Int { Int(geometry.split(separator: "\n").first { $0.hasPrefix(key + "=") }?.dropFirst(key.count + 1) ?? "") ?? 0 }
        let origin = (x: value("X"), y: value("Y"))

        // Page 1: Back (sampled left of its title, at 18, 31 in the window) is disabled, Next (706, 31) enabled.
        let before = try #require(Self.screenshot(importTool, display: display))
        let backBefore = before.pixel(origin.x + 18, origin.y + 31)
        #expect(Self.isEnabledBlue(before.pixel(origin.x + 706, origin.y + 31)), "Next should be drawn enabled")
        #expect(!Self.isEnabledBlue(backBefore), "Back should be drawn disabled on page 1, got \(backBefore)")

        _ = Self.run(xdotool, ["mousemove", "--window", window, "742", "31", "click", "1"], display: display)
        try #require(output.wait(for: "Catalog: Next → page 2/12", seconds: 10),
                     "the click did not reach the Next button's action; output: \(output.text)")
        // Frames are presented asynchronously: look again for up to five seconds.
        var after = try #require(Self.screenshot(importTool, display: display))
        _ = Self.waitUntil(seconds: 5) {
            if Self.isEnabledBlue(after.pixel(origin.x + 18, origin.y + 31)) { return true }
            if let shot = Self.screenshot(importTool, display: display) { after = shot }
            return false
        }
        let backAfter = after.pixel(origin.x + 18, origin.y + 31)
        #expect(Self.isEnabledBlue(backAfter), "Back should be drawn enabled on page 2, got \(backAfter)")
        // The header's "2 / 12" and title changed: the title row differs from page 1's.
        var changed = 0
        for x in stride(from: 200, to: 600, by: 2) where before.pixel(origin.x + x, origin.y + 20) != after.pixel(origin.x + x, origin.y + 20) {
            changed += 1
        }
        #expect(changed > 10, "the title row did not change")
    }

    // MARK: Helpers

    /// Ends a child process: SIGTERM, then SIGKILL if it is still there after two seconds.
    static func stop(_ p: Process) {
        guard p.isRunning else { return }
        p.terminate()
        if !waitUntil(seconds: 2, { !p.isRunning }) { kill(p.processIdentifier, SIGKILL) }
    }

    /// The filled system button colour (0, 122, 255) within a tolerance.
    static func isEnabledBlue(_ p: [Int]) -> Bool { p[0] < 40 && abs(p[1] - 122) < 30 && p[2] > 220 }

    static func which(_ name: String) -> String? {
        for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let path = "\(dir)/\(name)"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }

    static func waitUntil(seconds: Double, _ condition: () -> Bool) -> Bool {
        let end = Date().addingTimeInterval(seconds)
        while Date() < end {
            if condition() { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return condition()
    }

    /// Runs a tool and returns its standard output (nil when it failed).
    static func run(_ tool: String, _ arguments: [String], display: String) -> String? {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: tool)
        p.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = display
        p.environment = env
        let pipe = Pipe()
        p.standardOutput = pipe
        p.standardError = FileHandle.nullDevice
        do { try p.run() } catch { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return p.terminationStatus == 0 ? String(decoding: data, as: UTF8.self) : nil
    }

    struct Screenshot {
        let bytes: [UInt8]
        let bytesPerRow: Int
        let width: Int, height: Int
        /// (r, g, b) at a root-window pixel (decoded PNGs are BGRA in memory).
        func pixel(_ x: Int, _ y: Int) -> [Int] {
            guard x >= 0, y >= 0, x < width, y < height else { return [0, 0, 0] }
            let i = y * bytesPerRow + x * 4
            return [Int(bytes[i + 2]), Int(bytes[i + 1]), Int(bytes[i])]
        }
    }

    /// The whole X screen as an image, through ImageMagick's `import`.
    static func screenshot(_ importTool: String, display: String) -> Screenshot? {
        let path = NSTemporaryDirectory() + "catalog-desktop-\(getpid())-\(UInt64(Date().timeIntervalSince1970 * 1000)).png"
        let p = Process()
        p.executableURL = URL(fileURLWithPath: importTool)
        p.arguments = ["-display", display, "-window", "root", path]
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        do { try p.run() } catch { return nil }
        p.waitUntilExit()
        defer { try? FileManager.default.removeItem(atPath: path) }
        guard let data = FileManager.default.contents(atPath: path), let image = CGImage.decode(data),
              let bytes = image.dataProvider?.data else { return nil }
        return Screenshot(bytes: [UInt8](bytes as Data), bytesPerRow: image.bytesPerRow, width: image.width, height: image.height)
    }
}

/// Collects a process's standard output and waits for a line.
final class OutputCollector: @unchecked Sendable {
    let pipe = Pipe()
    private let lock = NSLock()
    private var buffer = ""

    init() {
        pipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self, !data.isEmpty else { return }
            self.lock.lock()
            self.buffer += String(decoding: data, as: UTF8.self)
            self.lock.unlock()
        }
    }

    var text: String {
        lock.lock()
        defer { lock.unlock() }
        return buffer
    }

    func wait(for needle: String, seconds: Double) -> Bool {
        DesktopCatalogTests.waitUntil(seconds: seconds) { text.contains(needle) }
    }
}
