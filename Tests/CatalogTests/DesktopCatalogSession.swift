import Foundation
import Testing
import TestSupport

/// The Catalog running in a real SDL window on a private Xvfb display, for the desktop tests: the server, the
/// app, its window and origin on the screen, xdotool, and the first topic opened from its list, then Next
/// clicked until a page is on screen.
final class DesktopCatalogSession {
    /// The package root, from this file's path (Tests/CatalogTests/…).
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    /// The Catalog built with these tests: beside the running test bundle (whatever the scratch path — make
    /// sanitize builds into .build-asan and .build-tsan), else the package's .build/debug.
    static var catalogPath: String {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("Catalog").path
        if FileManager.default.isExecutableFile(atPath: beside) { return beside }
        return packageRoot.appendingPathComponent(".build/debug/Catalog").path
    }
    /// A page's canvas starts below the navigation bar's 44 pt.
    static let canvasTop = 44
    /// Where Next › is clicked: at the bar's trailing edge, on its middle line ("Next ›" is some 50 pt wide
    /// inside the 20 pt margin of the 800 pt bar).
    static let nextPoint = (x: 755, y: 22)
    /// The first row of the Topics list: below the 96 pt bar with its large title, the inset grouped table's
    /// 18 pt top margin, a 64 pt subtitle row.
    static let firstRowPoint = (x: 400, y: 146)

    let display: String
    let window: String
    let origin: (x: Int, y: Int)
    let output: DesktopHarness.Lines
    private let server: DesktopHarness.Xvfb
    private let app: Process
    private let xdotool: String

    /// Starts Xvfb and the Catalog in an 800 × 600 window; throws (a test failure naming what is missing)
    /// when a tool or the built Catalog is not there or no frame comes.
    init() throws {
        let xvfb = try #require(DesktopHarness.which("Xvfb"), "Xvfb is missing: scripts/install-deps installs it")
        xdotool = try #require(DesktopHarness.which("xdotool"), "xdotool is missing: scripts/install-deps installs it")
        try #require(DesktopHarness.which("import") != nil, "ImageMagick's import is missing: scripts/install-deps installs it")
        let catalog = Self.catalogPath
        try #require(FileManager.default.isExecutableFile(atPath: catalog), "build the Catalog first: \(catalog)")
        server = try #require(DesktopHarness.Xvfb.start(xvfb), "Xvfb did not start")
        display = server.display
        do {
            (app, output, _) = try DesktopHarness.launchSDLApp(catalog, display: server.display, windowSize: "800x600")
        } catch {
            server.stop()
            throw error
        }
        var found: String?
        if output.wait(forText: "first-frame", timeout: 20) {
            let search = DesktopHarness.run([xdotool, "search", "--onlyvisible", "--name", "Catalog"], display: server.display)
            found = search.status == 0 ? search.output.split(separator: "\n").first.map(String.init) : nil
        }
        guard let found else {
            DesktopHarness.stop(app)
            server.stop()
            throw DesktopHarness.Failure(description: "no Catalog window on \(server.display); output: \(output.text)")
        }
        window = found
        let geometry = DesktopHarness.windowGeometry(found, display: server.display)
        origin = (x: geometry["X"] ?? 0, y: geometry["Y"] ?? 0)
    }

    func close() {
        DesktopHarness.stop(app)
        server.stop()
    }

    /// Runs xdotool with `args` on the session's display.
    func xdo(_ args: [String]) { _ = DesktopHarness.run([xdotool] + args, display: display) }

    /// Clicks at a point of the window.
    func click(x: Int, y: Int) { xdo(["mousemove", "--window", window, "\(x)", "\(y)", "click", "1"]) }

    /// Opens the first topic from the list, then clicks Next until the page titled `title` is on screen (its
    /// place in the list may move as pages are added); false when the Catalog stops answering first. The
    /// Catalog's window is raised before each click, and a click that brought no page is tried again: the
    /// external-screen page opens a second window, which on a display without a window manager can come up over
    /// the Catalog's Next button.
    func goToPage(titled title: String) -> Bool {
        func pages() -> [Substring] {
            output.text.split(separator: "\n").filter { $0.contains("Catalog: Next → page") || $0.contains("Catalog: Open → page") }
        }
        for step in 1...40 {
            let before = pages().count
            var moved = false
            for _ in 0..<3 where !moved {
                xdo(["windowraise", window])
                if step == 1 {
                    click(x: Self.firstRowPoint.x, y: Self.firstRowPoint.y)
                } else {
                    click(x: Self.nextPoint.x, y: Self.nextPoint.y)
                }
                moved = DesktopHarness.waitUntil(seconds: 5) { pages().count > before }
            }
            guard moved else { return false }
            if pages().last?.contains("— \(title)") == true { return true }
        }
        return false
    }

    /// A screenshot, taken again (for up to five seconds) until `done` holds for it.
    func screenshot(_ name: String, until done: (DesktopHarness.Screenshot) -> Bool) throws -> DesktopHarness.Screenshot {
        var shot = try DesktopHarness.Screenshot.take(display: display, name: name)
        _ = DesktopHarness.waitUntil(seconds: 5) {
            if done(shot) { return true }
            if let next = try? DesktopHarness.Screenshot.take(display: display, name: name) { shot = next }
            return false
        }
        return shot
    }

    /// The pixel at a point of the window.
    func pixel(_ shot: DesktopHarness.Screenshot, x: Int, y: Int) -> [Int] { shot[origin.x + x, origin.y + y] }
}
