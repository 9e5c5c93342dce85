import Foundation
import CHeapInfo
import UIKit

/// `reliability …`: memory and robustness under churn, soak, bad geometry and misuse (issue 18).
/// - churn: 20,000 iterations of create, show, lay out, render, remove, after a warm-up; bytes still allocated
///   per iteration (glibc's count of allocated heap bytes, so freed memory counts as freed) and how many of
///   the objects made are still alive (weak references). Goals: ≤ 256 bytes per iteration, nothing alive.
/// - soak: 200 views animating for ten simulated minutes on the stepped clock; growth of the resident set.
/// - bad_geometry / release_messages: each case in a child process of this executable.
enum ReliabilityBenchmark {
    static func run() {
        setenv("OPENUIKIT_PLATFORM", "headless", 1)
        // `reliability churn [kind …]`: the churn lines alone (for profiling one kind); the iteration count can
        // be lowered with RELIABILITY_CHURN_ITERATIONS to run under valgrind or heaptrack.
        let args = Array(CommandLine.arguments.dropFirst(2))
        if args.first == "churn" {
            let kinds = args.dropFirst().compactMap(ChurnKind.init(rawValue:))
            let iterations = ProcessInfo.processInfo.environment["RELIABILITY_CHURN_ITERATIONS"].flatMap { Int($0) } ?? 20_000
            MainActor.assumeIsolated {
                UIHeadless.useManualClock(startingAt: 0)
                for kind in kinds.isEmpty ? ChurnKind.allCases : kinds { churn(kind, iterations: iterations) }
            }
            return
        }
        MainActor.assumeIsolated {
            UIHeadless.useManualClock(startingAt: 0)
            for kind in ChurnKind.allCases { churn(kind) }
            soak(minutes: 10)
        }
        badGeometry()
        releaseMessages()
    }

    // MARK: Churn

    enum ChurnKind: String, CaseIterable { case constrained_views, controllers, titled_buttons, labels }

    static func heapBytes() -> Int { Int(cheapinfo_allocated_bytes()) }

    @MainActor
    static func churn(_ kind: ChurnKind, iterations: Int = 20_000) {
        let screen = UIHeadless.connectScreen(size: CGSize(width: 320, height: 480), scale: 1)
        defer { UIHeadless.disconnectScreen(screen) }
        let window = UIWindow(frame: screen.bounds)
        window.screen = screen
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        UIHeadless.runLoopTurn()
        var alive: [Weak] = []
        func once(_ i: Int, track: Bool) {
            do {
                switch kind {
                case .constrained_views:
                    let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
                    let child = UIView()
                    child.translatesAutoresizingMaskIntoConstraints = false
                    container.addSubview(child)
                    NSLayoutConstraint.activate([
                        child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 8),
                        child.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -8),
                        child.topAnchor.constraint(equalTo: container.topAnchor, constant: 8),
                        child.heightAnchor.constraint(equalToConstant: 20),
                    ])
                    window.addSubview(container)
                    UIHeadless.runLoopTurn()
                    container.removeFromSuperview()
                    if track { alive.append(Weak(container)); alive.append(Weak(child)) }
                case .controllers:
                    let vc = UIViewController()
                    vc.modalPresentationStyle = .fullScreen
                    let label = UILabel()
                    label.text = "Presented \(i)"
                    label.translatesAutoresizingMaskIntoConstraints = false
                    vc.view.addSubview(label)
                    NSLayoutConstraint.activate([
                        label.centerXAnchor.constraint(equalTo: vc.view.centerXAnchor),
                        label.centerYAnchor.constraint(equalTo: vc.view.centerYAnchor),
                    ])
                    window.rootViewController!.present(vc, animated: false)
                    UIHeadless.runLoopTurn()
                    window.rootViewController!.dismiss(animated: false)
                    UIHeadless.runLoopTurn()
                    if track { alive.append(Weak(vc)); alive.append(Weak(vc.view)) }
                case .titled_buttons:
                    let b = UIButton(type: .system)
                    b.setTitle("Button \(i)", for: .normal)
                    b.frame = CGRect(x: 10, y: 10, width: 120, height: 44)
                    window.addSubview(b)
                    UIHeadless.runLoopTurn()
                    b.removeFromSuperview()
                    if track { alive.append(Weak(b)) }
                case .labels:
                    let l = UILabel(frame: CGRect(x: 10, y: 60, width: 200, height: 30))
                    l.text = "Label \(i)"
                    window.addSubview(l)
                    UIHeadless.runLoopTurn()
                    l.removeFromSuperview()
                    if track { alive.append(Weak(l)) }
                }
            }
        }
        for i in 0..<500 { once(i, track: false) } // warm-up: caches, fonts, first-use allocations
        UIHeadless.runLoopTurn()
        let before = heapBytes()
        for i in 0..<iterations { once(i, track: true) }
        UIHeadless.runLoopTurn()
        let after = heapBytes()
        // The weak references themselves (16 bytes each, in `alive`) are not the churn's.
        let own = alive.capacity * MemoryLayout<Weak>.stride
        let perIteration = Double(after - before - own) / Double(iterations)
        let live = alive.filter { $0.object != nil }.count
        print("reliability churn kind=\(kind.rawValue) iterations=\(iterations) bytes_per_iter=\(Int(perIteration.rounded())) live_after=\(live)")
        window.isHidden = true
    }

    struct Weak { weak var object: AnyObject?; init(_ o: AnyObject) { object = o } }

    // MARK: Soak

    static func residentMegabytes() -> Double {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
              let pages = text.split(separator: " ").dropFirst().first.flatMap({ Double($0) }) else { return .nan }
        return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
    }

    @MainActor
    static func soak(minutes: Int) {
        let screen = UIHeadless.connectScreen(size: CGSize(width: 800, height: 600), scale: 1)
        defer { UIHeadless.disconnectScreen(screen) }
        let window = UIWindow(frame: screen.bounds)
        window.screen = screen
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        var views: [UIView] = []
        for i in 0..<200 {
            let v = UIView(frame: CGRect(x: CGFloat(i % 20) * 40, y: CGFloat(i / 20) * 40, width: 30, height: 30))
            v.backgroundColor = UIColor(hue: CGFloat(i) / 200, saturation: 0.7, brightness: 0.9, alpha: 1)
            window.addSubview(v)
            views.append(v)
        }
        func animateAll() {
            UIView.animate(withDuration: 1, delay: 0, options: [.autoreverse, .repeat, .curveEaseInOut]) {
                for v in views { v.transform = CGAffineTransform(rotationAngle: .pi / 4).scaledBy(x: 0.5, y: 0.5); v.alpha = 0.5 }
            }
        }
        animateAll()
        // One simulated minute first, so the resident set has settled (caches, first frames).
        UIHeadless.advance(by: 60)
        let start = residentMegabytes()
        let frames = minutes * 60 * 60
        UIHeadless.advance(by: Double(minutes * 60))
        let growth = residentMegabytes() - start
        print("reliability soak minutes=\(minutes) frames=\(frames) rss_growth_mb=\(Timing.format(growth))")
        window.isHidden = true
    }

    // MARK: Child processes

    /// Runs this executable with `args`; returns its exit status (or terminating signal) and standard error.
    static func child(_ args: [String]) -> (status: Int32, signaled: Bool, stderr: String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        p.arguments = args
        var env = ProcessInfo.processInfo.environment
        env["OPENUIKIT_PLATFORM"] = "headless"
        env["SWIFT_BACKTRACE"] = "enable=no"
        p.environment = env
        let err = Pipe()
        p.standardError = err
        p.standardOutput = FileHandle.nullDevice
        do { try p.run() } catch { return (-1, false, "\(error)") }
        let data = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, p.terminationReason == .uncaughtSignal, String(decoding: data, as: UTF8.self))
    }

    /// `reliability bad_geometry cases=… crashes=… apple_exceptions=…`: every case either completes (the value
    /// accepted and drawn as nothing, as Core Animation accepts infinities) or ends with Apple's exception text
    /// (as Core Animation refuses NaN). A crash is any other death.
    static func badGeometry() {
        var crashes: [String] = []
        var exceptions = 0
        for name in BadGeometryCases.names {
            let r = child(["reliability-case", "geometry", name])
            if r.status == 0 && !r.signaled { continue }
            if r.stderr.contains("*** Terminating app due to uncaught exception") { exceptions += 1 } else { crashes.append(name) }
        }
        print("reliability bad_geometry cases=\(BadGeometryCases.names.count) crashes=\(crashes.count) apple_exceptions=\(exceptions)"
              + (crashes.isEmpty ? "" : " crashed=\(crashes.joined(separator: ","))"))
    }

    /// `reliability release_messages ok=… of=…`: each misuse Apple traps, in a child process, must print Apple's text.
    static func releaseMessages() {
        var ok = 0
        var missing: [String] = []
        for (name, text) in MisuseCases.expected {
            let r = child(["reliability-case", "misuse", name])
            if r.status != 0 && r.stderr.contains(text) { ok += 1 } else { missing.append(name) }
        }
        print("reliability release_messages ok=\(ok) of=\(MisuseCases.expected.count)"
              + (missing.isEmpty ? "" : " missing=\(missing.joined(separator: ","))"))
    }

    /// The hidden entry point of the child processes: `Benchmarks reliability-case geometry|misuse <name>`.
    static func runCase(_ args: [String]) -> Never {
        setenv("OPENUIKIT_PLATFORM", "headless", 1)
        guard args.count >= 2 else { exit(2) }
        MainActor.assumeIsolated {
            if args[0] == "geometry" { BadGeometryCases.run(args[1]) } else { MisuseCases.run(args[1]) }
        }
        exit(0)
    }
}
