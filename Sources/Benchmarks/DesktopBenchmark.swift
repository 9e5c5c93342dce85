import Foundation
import UIKit
import TestSupport

/// `desktop …` line: the SDL back end under a private Xvfb — launch to first presented frame, and the CPU an
/// idle app uses. `Benchmarks desktop-app` (hidden) is the small app it measures, also used by the
/// end-to-end desktop test: a blue page with an orange button-like view; a tap on it turns the page green
/// and prints "navigated".
enum DesktopBenchmark {
    // MARK: The app

    /// Runs the desktop test app; never returns.
    static func runApp() -> Never {
        MainActor.assumeIsolated {
            UIApplicationMain(delegate: DesktopAppDelegate.self)
        }
    }

    @MainActor
    static func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    /// Prints how long DispatchQueue.main work sent from another thread waits while the app is idle
    /// (the main loop sleeps in SDL; the main-queue waker must cut that sleep short).
    static func probeMainQueueWakeUp() {
        Thread.detachNewThread {
            Thread.sleep(forTimeInterval: 1)
            for _ in 0..<5 {
                let sent = DispatchTime.now().uptimeNanoseconds
                DispatchQueue.main.async {
                    let ms = Double(DispatchTime.now().uptimeNanoseconds - sent) / 1e6
                    MainActor.assumeIsolated { say("dispatch_main_latency_ms=\(Timing.format(ms))") }
                }
                Thread.sleep(forTimeInterval: 0.3)
            }
        }
    }

    // MARK: The benchmark

    static func run() {
        guard let xvfb = DesktopHarness.which("Xvfb") else {
            FileHandle.standardError.write(Data("desktop: Xvfb not found (scripts/install-deps); skipped\n".utf8))
            return
        }
        guard let server = DesktopHarness.Xvfb.start(xvfb) else {
            FileHandle.standardError.write(Data("desktop: Xvfb did not start; skipped\n".utf8))
            return
        }
        defer { server.stop() }
        let exe = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
        let app = Process()
        app.executableURL = URL(fileURLWithPath: exe)
        app.arguments = ["desktop-app"]
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = server.display
        env["OPENUIKIT_PLATFORM"] = "sdl"
        env["OPENUIKIT_REPORT_FIRST_FRAME"] = "1"
        env["OPENUIKIT_WINDOW_TITLE"] = "OpenUIKit desktop benchmark"
        app.environment = env
        let out = DesktopHarness.Lines()
        app.standardOutput = out.pipe
        let start = DispatchTime.now().uptimeNanoseconds
        do { try app.run() } catch {
            FileHandle.standardError.write(Data("desktop: could not launch the app: \(error)\n".utf8))
            return
        }
        defer { if app.isRunning { app.terminate(); app.waitUntilExit() } }
        guard out.wait(for: "first-frame", timeout: 20) else {
            FileHandle.standardError.write(Data("desktop: no first frame within 20 s\n".utf8))
            return
        }
        let launchMs = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        Thread.sleep(forTimeInterval: 1) // settle (the window maps, the first expose)
        let pid = app.processIdentifier
        let t0 = cpuSeconds(pid: pid), w0 = DispatchTime.now().uptimeNanoseconds
        Thread.sleep(forTimeInterval: 5)
        let t1 = cpuSeconds(pid: pid), w1 = DispatchTime.now().uptimeNanoseconds
        let idle = (t1 - t0) / (Double(w1 - w0) / 1e9) * 100
        print("desktop launch_to_first_frame_ms=\(Timing.format(launchMs)) idle_cpu_percent=\(Timing.format(idle))")
    }

    /// User + system CPU seconds of a process (/proc/<pid>/stat fields 14 and 15, in clock ticks).
    static func cpuSeconds(pid: Int32) -> Double {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return 0 }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        // After the command: state is field 3, so utime (14) and stime (15) are at offsets 11 and 12.
        guard fields.count > 12, let u = Double(fields[11]), let s = Double(fields[12]) else { return 0 }
        return (u + s) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }
}

// MARK: - The desktop test app

@MainActor
final class DesktopAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let w = UIWindow(frame: UIScreen.main.bounds)
        w.rootViewController = DesktopPageController()
        w.makeKeyAndVisible()
        window = w
        DesktopBenchmark.say("launched \(Int(UIScreen.main.bounds.width))x\(Int(UIScreen.main.bounds.height))@\(Int(UIScreen.main.scale))")
        if ProcessInfo.processInfo.environment["OPENUIKIT_DESKTOP_PROBE"] != nil { DesktopBenchmark.probeMainQueueWakeUp() }
        if CommandLine.arguments.contains("text-field") {
            // The desktop typing test: a white field at the top left that reports its text as it changes.
            let field = UITextField(frame: CGRect(x: 20, y: 20, width: 200, height: 34))
            field.backgroundColor = .white
            field.borderStyle = .roundedRect
            field.addAction(UIAction { [weak field] _ in DesktopBenchmark.say("text=\(field?.text ?? "")") }, for: .editingChanged)
            field.addAction(UIAction { _ in DesktopBenchmark.say("editing began") }, for: .editingDidBegin)
            w.addSubview(field)
        }
        return true
    }

    // Keys nobody else handles travel the responder chain to here (window → application → delegate).
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for p in presses {
            guard let k = p.key else { continue }
            DesktopBenchmark.say("key \(k.keyCode.rawValue) \(k.characters)")
            if k.characters == "m" { moveMarker() }
        }
    }

    /// `m`: a standalone layer moves across the window (an implicit 0.25 s animation).
    private let marker = CALayer()
    private func moveMarker() {
        guard let root = window?.layer else { return }
        if marker.superlayer == nil {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            marker.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
            marker.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
            root.addSublayer(marker)
            CATransaction.commit()
        }
        marker.position = CGPoint(x: marker.position.x < 100 ? root.bounds.width - 30 : 30, y: 30)
    }

    func applicationWillTerminate(_ application: UIApplication) {
        DesktopBenchmark.say("terminating")
    }
}

/// The first page: blue, with an orange button-like view in the middle; the second page is green.
@MainActor
final class DesktopPageController: UIViewController {
    let button = DesktopTapView(frame: CGRect(x: 0, y: 0, width: 240, height: 120))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .blue
        button.backgroundColor = .orange
        button.center = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
        button.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]
        button.onTap = { [weak self] in self?.navigate() }
        view.addSubview(button)
    }

    func navigate() {
        view.backgroundColor = .green
        button.isHidden = true
        DesktopBenchmark.say("navigated")
    }
}

/// A view that acts on a touch that ends inside it (a button without UIControl).
@MainActor
final class DesktopTapView: UIView {
    var onTap: (() -> Void)?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        alpha = 0.8
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        alpha = 1
        guard let t = touches.first, bounds.contains(t.location(in: self)) else { return }
        DesktopBenchmark.say("tap count=\(t.tapCount)")
        onTap?()
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        alpha = 1
    }
}
