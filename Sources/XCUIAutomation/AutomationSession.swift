// The test process's end of the automation channel: the app's process, its socket, and its output.
import Foundation
import XCUIAutomationWire

/// One launch of the app under test: a child process started headless with `OPENUIKIT_AUTOMATION_SOCKET`
/// naming a Unix-domain socket this process listens on; the app connects at launch and answers one JSON
/// line for each request.
final class AutomationSession: @unchecked Sendable {
    private enum Metrics {
        /// How long the app may take to launch and connect (a debug build under load is slow to start).
        static let connectTimeout: Double = 60
        /// How long one request may take before the app is considered hung.
        static let requestTimeout: Double = 120
        /// Output kept for crash reports.
        static let outputLimit = 64 * 1024
    }

    let process: Process
    private var channel: WireChannel?
    private let listener: Int32
    private let socketPath: String
    private let outputLock = NSLock()
    private var output = Data()
    /// The app's media time after the last request.
    private(set) var mediaTime: Double = 0
    /// Set once the channel broke: the app exited or crashed.
    private(set) var lost = false

    init(executable: URL, arguments: [String], environment: [String: String]) throws {
        let directory = FileManager.default.temporaryDirectory.path
        socketPath = "\(directory)/xcui-\(getpid())-\(UUID().uuidString.prefix(8)).sock"
        listener = try AutomationSession.listen(at: socketPath)

        process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        for (k, v) in environment { env[k] = v }
        env[automationSocketEnvironmentKey] = socketPath
        env["OPENUIKIT_PLATFORM"] = "headless"
        // A crashing app reports its message at once instead of symbolicating a backtrace for seconds.
        env["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = env
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        pipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self, !data.isEmpty else { return }
            self.outputLock.lock()
            self.output.append(data)
            if self.output.count > Metrics.outputLimit { self.output = self.output.suffix(Metrics.outputLimit) }
            self.outputLock.unlock()
        }
        do { try process.run() } catch {
            close(listener)
            unlink(socketPath)
            throw error
        }
        let fd = acceptConnection(timeout: Metrics.connectTimeout)
        close(listener)
        unlink(socketPath)
        guard fd >= 0 else {
            lost = true
            return
        }
        channel = WireChannel(fd: fd)
    }

    /// What the app printed (its standard output and error), most recent last.
    var recentOutput: String {
        outputLock.lock()
        defer { outputLock.unlock() }
        return String(decoding: output, as: UTF8.self)
    }

    private static func listen(at path: String) throws -> Int32 {
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw POSIXError(.EIO) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let capacity = MemoryLayout.size(ofValue: address.sun_path)
        guard path.utf8.count < capacity else { close(fd); throw POSIXError(.ENAMETOOLONG) }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            raw.copyBytes(from: path.utf8)
            raw[path.utf8.count] = 0
        }
        unlink(path)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard bound == 0, Glibc.listen(fd, 1) == 0 else { close(fd); throw POSIXError(.EADDRINUSE) }
        return fd
    }

    /// Waits for the app to connect, giving up early when it exits first.
    private func acceptConnection(timeout: Double) -> Int32 {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            var p = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
            if poll(&p, 1, 50) > 0 { return accept(listener, nil, nil) }
            if !process.isRunning { return -1 }
        }
        return -1
    }

    /// Sends a request and waits for its answer; nil (and `lost`) when the app has gone.
    func send(_ request: WireRequest) -> WireResponse? {
        guard let channel, !lost else { return nil }
        guard channel.send(request), let response = channel.receive(WireResponse.self, timeout: Metrics.requestTimeout) else {
            lost = true
            return nil
        }
        if let time = response.time { mediaTime = time }
        return response
    }

    /// Ends the app: the channel closes (the app exits on its own), then SIGTERM and SIGKILL if it lingers.
    func terminate() {
        if let channel { close(channel.fd) }
        channel = nil
        lost = true
        if process.isRunning && !waitForExit(timeout: 2) {
            kill(process.processIdentifier, SIGTERM)
            if !waitForExit(timeout: 2) { kill(process.processIdentifier, SIGKILL) }
        }
        process.waitUntilExit()
    }

    /// Whether the process exited within `timeout` seconds.
    func waitForExit(timeout: Double) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        return !process.isRunning
    }

    /// What ended the app, for the failure that reports it: its fatal error's message when it printed one.
    func crashDescription(name: String) -> String {
        _ = waitForExit(timeout: 5)
        let pid = process.processIdentifier
        var how = "lost its connection to the test"
        if !process.isRunning {
            switch process.terminationReason {
            case .uncaughtSignal: how = "crashed (signal \(process.terminationStatus))"
            case .exit: how = process.terminationStatus == 0 ? "exited" : "exited with status \(process.terminationStatus)"
            @unknown default: break
            }
        }
        let lines = recentOutput.split(separator: "\n")
        let fatal = lines.last { $0.contains("Fatal error") || $0.contains("fatal error") || $0.contains("Terminating app due to")
            || $0.contains("Assertion failed") || $0.contains("Precondition failed") }
        var text = "\(name) (pid \(pid)) \(how)"
        if let fatal { text += ": \(fatal)" }
        return text
    }

    deinit {
        if process.isRunning { terminate() }
    }
}
