import Foundation
import XCUIAutomationWire

/// The app under test, run out of process: `launch()` starts its executable headless with an automation
/// channel to this process, as Xcode starts the target application on a simulator.
@preconcurrency @MainActor
open class XCUIApplication: XCUIElement {
    /// The states of the app (Apple's raw values).
    public enum State: UInt, Sendable {
        case unknown = 0
        case notRunning = 1
        case runningBackgroundSuspended = 2
        case runningBackground = 3
        case runningForeground = 4
    }

    private enum Metrics {
        /// Media time a wait advances the app's clock by between two looks at the tree.
        static let waitStep: TimeInterval = 0.1
    }

    /// The environment variable naming the executable `XCUIApplication()` launches (a path, or the name of
    /// an executable product built beside the test bundle).
    // Linux: replaces Xcode's target application setting (docs/DIFFERENCES.md).
    public static let targetApplicationEnvironmentKey = "XCUI_TARGET_APPLICATION"

    /// Arguments passed to the app at launch (its CommandLine.arguments after the executable).
    open var launchArguments: [String] = []
    /// Variables added to the app's environment at launch.
    open var launchEnvironment: [String: String] = [:]

    private let executableName: String?
    private var session: AutomationSession?
    /// Set once a crash or exit has been reported, so that one crash gives one failure.
    private var lossReported = false
    /// The screen's frame in the last snapshot.
    private(set) var snapshotRootFrame: CGRect = .zero

    /// The app named by `XCUI_TARGET_APPLICATION` in the test's environment (Xcode's "target application").
    public init() {
        executableName = ProcessInfo.processInfo.environment[XCUIApplication.targetApplicationEnvironmentKey]
        super.init(locator: .application)
        AttachmentStore.shared.register()
    }

    /// The app whose executable is `executable`: a path, or the name of an executable product of the same
    /// package, found beside the test bundle (.build/debug).
    // Linux: replaces Xcode's target application setting and `init(bundleIdentifier:)` (docs/DIFFERENCES.md).
    public init(executable: String) {
        executableName = executable
        super.init(locator: .application)
        AttachmentStore.shared.register()
    }

    /// The identifier's last component names the executable, as for `init(executable:)`.
    // Linux: there are no installed apps with bundle identifiers.
    public convenience init(bundleIdentifier: String) {
        self.init(executable: String(bundleIdentifier.split(separator: ".").last ?? Substring(bundleIdentifier)))
    }

    /// Where the executable is: beside the running test bundle, or as given.
    nonisolated static func locate(_ name: String) -> URL? {
        if name.contains("/") { return URL(fileURLWithPath: name) }
        var directories: [URL] = []
        let arg0 = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
        directories.append(arg0.deletingLastPathComponent())
        directories.append(Bundle.main.bundleURL)
        directories.append(Bundle.main.bundleURL.deletingLastPathComponent())
        for d in directories {
            let candidate = d.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue,
               FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    var displayName: String { executableName.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "application" }

    // MARK: Life cycle

    /// Starts the app (terminating a running one first) and waits until it is idle.
    open func launch() { launch(file: #filePath, line: #line) }

    func launch(file: StaticString, line: UInt) {
        if session != nil { terminate() }
        // One instance of an app at a time, as on iOS: launching it again ends the instance another
        // XCUIApplication launched.
        if let previous = XCUIApplication.current, previous !== self, previous.executableName == executableName {
            previous.terminate()
        }
        lossReported = false
        XCUIApplication.current = self
        guard let name = executableName, !name.isEmpty else {
            recordFailure("No target application: set \(XCUIApplication.targetApplicationEnvironmentKey) or use XCUIApplication(executable:)",
                          file: file, line: line)
            return
        }
        guard let url = XCUIApplication.locate(name) else {
            recordFailure("Failed to launch \(name): no executable named \(name) beside the test bundle (build it with `swift build`)",
                          file: file, line: line)
            return
        }
        do {
            let s = try AutomationSession(executable: url, arguments: launchArguments, environment: launchEnvironment)
            session = s
            if s.lost {
                reportLoss(file: file, line: line)
                return
            }
            perform(WireRequest(action: .idle), file: file, line: line)
        } catch {
            recordFailure("Failed to launch \(name): \(error)", file: file, line: line)
        }
    }

    /// Launches the app when it is not running; a running app stays as it is (there is one app at a time).
    open func activate() {
        if state != .runningForeground { launch(file: #filePath, line: #line) }
    }

    /// Ends the app and waits for its process to exit.
    open func terminate() {
        session?.terminate()
        session = nil
    }

    open var state: State {
        guard let session else { return .notRunning }
        return session.process.isRunning && !session.lost ? .runningForeground : .notRunning
    }

    /// Waits up to `timeout` seconds (real time: a state is the process's) for the app to reach `state`.
    open func wait(for state: State, timeout: TimeInterval) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while self.state != state {
            if Date() >= deadline { return false }
            usleep(10_000)
        }
        return true
    }

    /// The app's process identifier, for tests that check the process is gone.
    // Linux: Apple has no such property.
    public var processIdentifier: Int32? { session?.process.processIdentifier }

    /// The app's media time after the last request: the stepped clock waits are measured on.
    // Linux: Apple has no such property (its apps run in real time).
    public var mediaTime: TimeInterval { session?.mediaTime ?? 0 }

    // MARK: The channel

    /// Sends a request; a lost app is reported as a failure naming the crash.
    @discardableResult
    func perform(_ request: WireRequest, file: StaticString, line: UInt) -> WireResponse? {
        guard let session, !session.lost else {
            reportLoss(file: file, line: line)
            return nil
        }
        guard let response = session.send(request) else {
            reportLoss(file: file, line: line)
            return nil
        }
        if let error = response.error {
            recordFailure(error, file: file, line: line)
        }
        return response
    }

    /// The app's tree now (after it is idle); nil when the app is not running, reported as a failure when
    /// it crashed.
    func snapshotRoot(file: StaticString = #filePath, line: UInt = #line, reportingCrash: Bool = true) -> ElementSnapshot? {
        guard let session, !session.lost else {
            if reportingCrash, session != nil { reportLoss(file: file, line: line) }
            return nil
        }
        guard let tree = session.send(WireRequest(action: .snapshot))?.tree else {
            if reportingCrash { reportLoss(file: file, line: line) }
            return nil
        }
        let root = ElementSnapshot(tree)
        snapshotRootFrame = root.frame
        return root
    }

    func snapshotRoot(reportingCrash: Bool) -> ElementSnapshot? {
        snapshotRoot(file: #filePath, line: #line, reportingCrash: reportingCrash)
    }

    /// Looks at the tree until `condition` holds or `timeout` seconds of the app's media clock passed,
    /// stepping the clock between looks no faster than real time.
    func waitOnMediaClock(timeout: TimeInterval, _ condition: (ElementSnapshot) -> Bool) -> Bool {
        guard let session, var root = snapshotRoot(reportingCrash: true) else { return false }
        let start = session.mediaTime
        while true {
            if condition(root) { return true }
            if session.mediaTime - start >= timeout - 1e-9 { return false }
            let began = Date()
            let step = min(Metrics.waitStep, max(0.001, timeout - (session.mediaTime - start)))
            guard let tree = perform(WireRequest(action: .advance, duration: step), file: #filePath, line: #line)?.tree else {
                return false
            }
            root = ElementSnapshot(tree)
            snapshotRootFrame = root.frame
            let spent = Date().timeIntervalSince(began)
            if spent < step { usleep(useconds_t((step - spent) * 1_000_000)) }
        }
    }

    func recordFailure(_ message: String, file: StaticString, line: UInt) {
        FailureRecorder.fail(message, file: file, line: line)
        XCTAttachment.keepScreenshotOfFailure(from: self)
    }

    private func reportLoss(file: StaticString, line: UInt) {
        guard !lossReported else { return }
        lossReported = true
        guard let session else {
            FailureRecorder.fail("\(displayName) is not running (call launch() first)", file: file, line: line)
            return
        }
        FailureRecorder.fail(session.crashDescription(name: displayName), file: file, line: line)
    }

    // MARK: Screenshots

    /// A screenshot of `rect` (screen points; empty: the whole screen).
    func screenshot(of rect: CGRect) -> XCUIScreenshot {
        let wireRect = rect.isEmpty ? nil : WireRect(x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width), height: Double(rect.height))
        let png = perform(WireRequest(action: .screenshot, rect: wireRect), file: #filePath, line: #line)?.png
        return XCUIScreenshot(pngRepresentation: png ?? Data())
    }

    /// A screenshot without recording failures (for failure attachments).
    func quietScreenshot() -> Data? {
        guard let session, !session.lost else { return nil }
        return session.send(WireRequest(action: .screenshot))?.png
    }

    open override func screenshot() -> XCUIScreenshot { screenshot(of: .zero) }

    /// Turns the device: the app's screen takes the orientation's size.
    func setOrientation(_ orientation: Int) {
        perform(WireRequest(action: .orientation, orientation: orientation), file: #filePath, line: #line)
    }

    /// Switches the app's light or dark style.
    func setAppearance(_ style: Int) {
        perform(WireRequest(action: .appearance, orientation: style), file: #filePath, line: #line)
    }

    /// The running app, for XCUIScreen and XCUIDevice (the last launched).
    static weak var current: XCUIApplication?

    open override var description: String { MainActor.assumeIsolated { "Application '\(displayName)'" } }
}
