import Foundation

/// Processes, a private X server, screenshots and a child's output, for the tests (and the benchmark) that
/// run an app in a real SDL window.
public enum DesktopHarness {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
        public init(description: String) { self.description = description }
    }

    /// The path of an executable on PATH, or nil.
    public static func which(_ name: String) -> String? {
        for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let p = "\(dir)/\(name)"
            if FileManager.default.isExecutableFile(atPath: p) { return p }
        }
        return nil
    }

    /// Runs a command to its end (commands here finish in seconds; `timeout` guards the waiting ones).
    @discardableResult
    public static func run(_ args: [String], display: String? = nil, directory: String? = nil) -> (status: Int32, output: String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = args
        var env = ProcessInfo.processInfo.environment
        if let display { env["DISPLAY"] = display }
        p.environment = withUTF8Locale(env)
        if let directory { p.currentDirectoryURL = URL(fileURLWithPath: directory) }
        let out = Pipe()
        p.standardOutput = out
        p.standardError = out
        guard (try? p.run()) != nil else { return (-1, "could not run \(args)") }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// `env` with a UTF-8 character type when it names none (LANG is often unset on CI machines): xdotool
    /// decodes the text it types in its locale, and the app's X11 input context converts typed keys in its
    /// own, so in the "C" locale text outside ASCII, such as Chinese, never arrives.
    static func withUTF8Locale(_ env: [String: String]) -> [String: String] {
        var env = env
        if env["LC_ALL"] == nil, env["LC_CTYPE"] == nil, !(env["LANG"] ?? "").uppercased().contains("UTF-8") {
            env["LANG"] = "C.UTF-8"
        }
        return env
    }

    /// Ends a child: SIGTERM, then SIGKILL when it is still there after three seconds.
    public static func stop(_ p: Process) {
        guard p.isRunning else { p.waitUntilExit(); return }
        p.terminate()
        for _ in 0..<60 where p.isRunning { Thread.sleep(forTimeInterval: 0.05) }
        if p.isRunning { kill(p.processIdentifier, SIGKILL) }
        p.waitUntilExit()
    }

    /// Whether `condition` holds within `seconds` (checked every 50 ms, and once more at the end).
    public static func waitUntil(seconds: Double, _ condition: () -> Bool) -> Bool {
        let end = Date().addingTimeInterval(seconds)
        while Date() < end {
            if condition() { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return condition()
    }

    /// A private X server on a free display number.
    public final class Xvfb {
        public let process: Process
        public let display: String
        private init(process: Process, display: String) { self.process = process; self.display = display }

        public static func start(_ path: String) -> Xvfb? {
            let fm = FileManager.default
            for n in (100 + Int(getpid() % 40))..<200 where !fm.fileExists(atPath: "/tmp/.X\(n)-lock") && !fm.fileExists(atPath: "/tmp/.X11-unix/X\(n)") {
                let p = Process()
                p.executableURL = URL(fileURLWithPath: path)
                p.arguments = [":\(n)", "-screen", "0", "1024x768x24", "-nolisten", "tcp"]
                p.standardOutput = FileHandle.nullDevice
                p.standardError = FileHandle.nullDevice
                guard (try? p.run()) != nil else { return nil }
                for _ in 0..<100 {
                    if fm.fileExists(atPath: "/tmp/.X11-unix/X\(n)") { return Xvfb(process: p, display: ":\(n)") }
                    if !p.isRunning { break }
                    Thread.sleep(forTimeInterval: 0.05)
                }
                DesktopHarness.stop(p)
            }
            return nil
        }

        /// Stops the server and removes its lock and socket (a server killed with SIGKILL — test runners
        /// pass on a mask blocking SIGTERM — leaves them behind).
        public func stop() {
            DesktopHarness.stop(process)
            let n = display.dropFirst()
            try? FileManager.default.removeItem(atPath: "/tmp/.X\(n)-lock")
            try? FileManager.default.removeItem(atPath: "/tmp/.X11-unix/X\(n)")
        }
    }

    /// Starts `executable` on `display` with the SDL back end in a window of `windowSize` points ("400x300"),
    /// titled `title` when given, reporting its first presented frame on standard output ("first-frame").
    /// Standard error goes to `errors` when `captureErrors` (read it only once the app has ended: an unread pipe
    /// that fills would stall the app), and nowhere otherwise.
    public static func launchSDLApp(_ executable: String, arguments: [String] = [], display: String, windowSize: String,
                                    title: String? = nil, captureErrors: Bool = false) throws -> (process: Process, output: Lines, errors: Pipe?) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = display
        env["OPENUIKIT_PLATFORM"] = "sdl"
        env["OPENUIKIT_WINDOW_SIZE"] = windowSize
        if let title { env["OPENUIKIT_WINDOW_TITLE"] = title }
        env["OPENUIKIT_REPORT_FIRST_FRAME"] = "1"
        process.environment = withUTF8Locale(env)
        let output = Lines(), errors = captureErrors ? Pipe() : nil
        process.standardOutput = output.pipe
        process.standardError = errors ?? FileHandle.nullDevice
        try process.run()
        return (process, output, errors)
    }

    /// An X window's geometry as xdotool reports it (`X`, `Y`, `WIDTH`, `HEIGHT`, `SCREEN`).
    public static func windowGeometry(_ windowID: String, display: String) -> [String: Int] {
        let shell = run(["xdotool", "getwindowgeometry", "--shell", windowID], display: display).output
        return Dictionary(uniqueKeysWithValues: shell.split(separator: "\n").compactMap { line -> (String, Int)? in
            let kv = line.split(separator: "=")
            guard kv.count == 2, let v = Int(kv[1]) else { return nil }
            return (String(kv[0]), v)
        })
    }

    /// The whole X screen as 8-bit RGB, taken with ImageMagick's `import` (also kept as a PNG in
    /// `OPENUIKIT_DESKTOP_SCREENSHOTS`, a directory, when that is set).
    public struct Screenshot {
        public let width = 1024, height = 768
        public let bytes: [UInt8]

        public static func take(display: String, name: String) throws -> Screenshot {
            let base = NSTemporaryDirectory() + "openuikit-desktop-\(getpid())-\(name)"
            defer { try? FileManager.default.removeItem(atPath: base + ".rgb") }
            let r = run(["import", "-window", "root", "-depth", "8", "rgb:" + base + ".rgb"], display: display)
            guard r.status == 0, let data = FileManager.default.contents(atPath: base + ".rgb"), data.count == 1024 * 768 * 3 else {
                throw Failure(description: "screenshot failed: \(r.output)")
            }
            if let dir = ProcessInfo.processInfo.environment["OPENUIKIT_DESKTOP_SCREENSHOTS"] {
                _ = run(["import", "-window", "root", "\(dir)/desktop-\(name).png"], display: display)
            }
            return Screenshot(bytes: [UInt8](data))
        }

        /// (r, g, b) at a pixel of the screen; empty outside it.
        public subscript(_ x: Int, _ y: Int) -> [Int] {
            guard x >= 0, y >= 0, x < width, y < height else { return [] }
            let i = (y * width + x) * 3
            return [Int(bytes[i]), Int(bytes[i + 1]), Int(bytes[i + 2])]
        }

        public func isColor(x: Int, y: Int, r: Int, g: Int, b: Int, tolerance: Int = 3) -> Bool {
            let p = self[x, y]
            return p.count == 3 && abs(p[0] - r) <= tolerance && abs(p[1] - g) <= tolerance && abs(p[2] - b) <= tolerance
        }
    }

    /// A child's stdout, collected line by line on a background thread.
    public final class Lines: @unchecked Sendable {
        public let pipe = Pipe()
        private let cond = NSCondition()
        private var buffer = ""

        public init() {
            let handle = pipe.fileHandleForReading
            Thread.detachNewThread { [self] in
                while true {
                    let data = handle.availableData
                    cond.lock()
                    defer { cond.broadcast(); cond.unlock() }
                    if data.isEmpty { return }
                    buffer += String(decoding: data, as: UTF8.self)
                }
            }
        }

        public var text: String {
            cond.lock()
            defer { cond.unlock() }
            return buffer
        }

        /// Waits for a whole line equal to `line`; false after `timeout` seconds.
        public func wait(for line: String, timeout: TimeInterval) -> Bool {
            wait(timeout: timeout) { $0.split(separator: "\n").contains(where: { $0 == line }) }
        }

        /// Waits until the output contains `text` anywhere; false after `timeout` seconds.
        public func wait(forText text: String, timeout: TimeInterval) -> Bool {
            wait(timeout: timeout) { $0.contains(text) }
        }

        private func wait(timeout: TimeInterval, until found: (String) -> Bool) -> Bool {
            let deadline = Date(timeIntervalSinceNow: timeout)
            cond.lock()
            defer { cond.unlock() }
            while !found(buffer) {
                if !cond.wait(until: deadline) { return found(buffer) }
            }
            return true
        }
    }
}
