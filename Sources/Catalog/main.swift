import CatalogScreens
import UIKit

// The UIKit Catalog. With a display it is an ordinary app in a desktop window (UIApplicationMain picks the
// SDL back end). Without one — no DISPLAY and no WAYLAND_DISPLAY, or OPENUIKIT_PLATFORM=headless — it tours
// its pages headless and writes each as a PNG under out/, with the Core Graphics and Core Animation samplers.
let environment = ProcessInfo.processInfo.environment
let requested = environment["OPENUIKIT_PLATFORM"]
let hasDisplay = !(environment["DISPLAY"] ?? "").isEmpty || !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty
let headless = requested == "headless" || (requested != "sdl" && !hasDisplay)

// Launched by a UI test (XCUIAutomation): the app itself, which UIApplicationMain serves to the test.
if environment["OPENUIKIT_AUTOMATION_SOCKET"] != nil {
    UIApplicationMain(delegate: CatalogAppDelegate.self)
}

if !headless {
    // Written unbuffered: UIApplicationMain never returns.
    FileHandle.standardOutput.write(Data("Catalog: running in a desktop window (close it to quit)\n".utf8))
    CatalogViewController.logsNavigation = true
    UIApplicationMain(delegate: CatalogAppDelegate.self)
}

let outDir = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("out")
let pagesDir = outDir.appendingPathComponent("catalog")
try? FileManager.default.createDirectory(at: pagesDir, withIntermediateDirectories: true)

var written = 0
@MainActor func save(_ image: CGImage?, _ target: URL) {
    guard let png = image?.pngData() else {
        FileHandle.standardError.write(Data("Catalog: could not render \(target.lastPathComponent)\n".utf8))
        exit(1)
    }
    do {
        try png.write(to: target)
    } catch {
        FileHandle.standardError.write(Data("Catalog: could not write \(target.path): \(error)\n".utf8))
        exit(1)
    }
    print(target.path)
    written += 1
}

let tour = CatalogTour.launch()
for group in CatalogPage.Group.allCases {
    if let snapshot = tour.visit(list: group) { save(snapshot.image, pagesDir.appendingPathComponent(snapshot.fileName)) }
}
for index in tour.pages.indices {
    for snapshot in tour.visit(pageAt: index) {
        save(snapshot.image, pagesDir.appendingPathComponent(snapshot.fileName))
    }
}
save(CoreGraphicsSampler.render(), outDir.appendingPathComponent("coregraphics.png"))
save(AnimationFilmstrip.render(), outDir.appendingPathComponent("animation-filmstrip.png"))
print("Catalog: wrote \(written) images to out/ (headless)")
