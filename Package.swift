// swift-tools-version:6.0
// OpenUIKit — Apple's UIKit, in Swift, on Linux. See README.md and docs/.
import Foundation
import PackageDescription

// openuikit-port parses and rewrites with the toolchain's own SwiftSyntax and SwiftParser, whose modules and
// shared libraries the toolchain ships in <toolchain>/usr/lib/swift/host; the toolchain is the one whose
// `swift` is first on PATH (symlinks resolved).
let toolchainHost: String = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for directory in path.split(separator: ":") {
        let swift = URL(fileURLWithPath: String(directory)).appendingPathComponent("swift")
        guard FileManager.default.isExecutableFile(atPath: swift.path) else { continue }
        let host = swift.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("lib/swift/host")
        if FileManager.default.fileExists(atPath: host.appendingPathComponent("libSwiftSyntax.so").path) { return host.path }
    }
    return "/usr/lib/swift/host"
}()
let hostSyntaxFlags: [SwiftSetting] = [.unsafeFlags(["-I", toolchainHost])]
let hostSyntaxLinking: [LinkerSetting] = [
    .unsafeFlags(["-L", toolchainHost, "-Xlinker", "-rpath", "-Xlinker", toolchainHost]),
    .linkedLibrary("SwiftSyntax"), .linkedLibrary("SwiftParser"),
]

let package = Package(
    name: "OpenUIKit",
    products: [
        // The _Testing_ modules are empty cross-import overlays that Swift Testing on Linux expects (see their sources).
        .library(name: "UIKit", targets: ["UIKit", "UIKitSubmodules", "_Testing_UIKit", "_Testing_CoreGraphics"]),
        .library(name: "QuartzCore", targets: ["QuartzCore"]),
        .library(name: "CoreGraphics", targets: ["CoreGraphics", "_Testing_CoreGraphics"]),
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "ObjectiveC", targets: ["ObjectiveC"]),
        .library(name: "UniformTypeIdentifiers", targets: ["UniformTypeIdentifiers"]),
        .library(name: "PhotosUI", targets: ["PhotosUI"]),
        // Image and text snapshot tests with the API of the snapshot-testing library iOS developers use
        // (docs/TESTING.md); a module name of its own, so it can sit beside that library (docs/DIFFERENCES.md).
        .library(name: "UIKitSnapshotTesting", targets: ["UIKitSnapshotTesting"]),
        .executable(name: "Catalog", targets: ["Catalog"]),
        .executable(name: "Benchmarks", targets: ["Benchmarks"]),
        .executable(name: "openuikit-port", targets: ["openuikit-port"]),
        // The porting tool as a library, for the libFuzzer target in Fuzz/ (a package of its own).
        .library(name: "OpenUIKitPort", targets: ["OpenUIKitPort"]),
        // UI tests out of process, with Apple's module name (docs/TESTING.md).
        .library(name: "XCUIAutomation", targets: ["XCUIAutomation"]),
        .executable(name: "XCUIAutomationTestApp", targets: ["XCUIAutomationTestApp"]),
    ],
    targets: [
        // System libraries, found through pkg-config (scripts/install-deps installs them). Every target below
        // lists exactly the ones it imports, none reached through another module: UIKit sees no Cairo or Pango
        // (it gets pixels from QuartzCore's CACompositor.withPixels and text from TextEngine's PangoText).
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CPangoCairo", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev"])]),
        .systemLibrary(name: "CSDL2", pkgConfig: "sdl2", providers: [.apt(["libsdl2-dev"])]),
        .systemLibrary(name: "CTurboJPEG", pkgConfig: "libturbojpeg", providers: [.apt(["libturbojpeg0-dev"])]),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),

        .target(name: "CoreGraphics", dependencies: ["CCairo", "CTurboJPEG", "CFreeType"]),
        // The text engine: Pango layouts (shaping, line breaking, bidi, hit-testing and cursor movement) drawn
        // through Cairo into CGContexts and layers. Internal to the package (its API is `package`); CoreGraphics
        // stays Cairo only.
        .target(name: "TextEngine", dependencies: ["CoreGraphics", "CCairo", "CPangoCairo"]),
        // Calls a Swift initializer found in class metadata (what [[cls alloc] init] does on Apple's platforms).
        .target(name: "CSwiftRuntimeShim"),
        .target(name: "CHeapInfo"),
        .target(name: "QuartzCore", dependencies: ["CoreGraphics", "TextEngine", "CCairo", "CSwiftRuntimeShim"]),
        .target(name: "Cassowary"),
        // What `import ObjectiveC` brings on iOS that code uses without the runtime: Selector, associated objects,
        // and Foundation's selector-taking API (see docs/PORTING.md).
        .target(name: "ObjectiveC"),
        // UTType: Apple's type identifiers, their conformances and tags (Foundation only; swift-corelibs-foundation
        // has none). UIKit imports it for the document picker and re-exports nothing of it, as on Apple's SDK.
        .target(name: "UniformTypeIdentifiers"),
        // The automation channel's messages (JSON lines), shared by the app side in UIKit and XCUIAutomation.
        .target(name: "XCUIAutomationWire"),
        .target(name: "UIKit", dependencies: ["QuartzCore", "TextEngine", "Cassowary", "CSDL2", "ObjectiveC", "XCUIAutomationWire", "UniformTypeIdentifiers"]),
        // `import PhotosUI`: the photo picker (PHPickerViewController) over UIKit's photo grid, which it re-exports
        // as Apple's module does.
        .target(name: "PhotosUI", dependencies: ["UIKit"]),
        // `import UIKit.UIGestureRecognizerSubclass`: a Clang module map declaring that submodule of UIKit,
        // whose overlay is the Swift module UIKit (see its module.modulemap).
        .target(name: "UIKitSubmodules"),
        .target(name: "_Testing_CoreGraphics"),
        .target(name: "_Testing_UIKit"),
        // Records failures through Swift Testing when a test of it is running, else through XCTest; brings the
        // empty _Testing_ overlays so that its users' `import Testing` beside `import UIKit` resolves.
        .target(name: "UIKitSnapshotTesting", dependencies: ["UIKit", "QuartzCore", "CoreGraphics", "_Testing_UIKit", "_Testing_CoreGraphics"]),

        // Helpers shared by the test targets (approximate equality, pixel readers, the manual media clock, the
        // desktop harness); the UIKit-dependent ones apart, so that CoreGraphics tests do not depend on UIKit.
        .target(name: "TestSupport", dependencies: ["CoreGraphics", "QuartzCore"]),
        .target(name: "UIKitTestSupport", dependencies: ["UIKit", "TestSupport"]),

        // The Catalog app's screens live in a library so that tests can render them; the executable is
        // its app delegate and main loop.
        // Its Interface Builder page reads a .xib and a .storyboard at run time: copied, never compiled.
        .target(name: "CatalogScreens", dependencies: ["UIKit"], resources: [.copy("Interface")]),
        .executableTarget(name: "Catalog", dependencies: ["UIKit", "CatalogScreens"]),
        // CCairo only for the floors the figures are measured against (Cairo alone doing a frame's drawing).
        .executableTarget(name: "Benchmarks", dependencies: ["CHeapInfo", "UIKit", "QuartzCore", "CoreGraphics", "Cassowary", "CCairo", "TestSupport",
                                                             "OpenUIKitPort"],
                          swiftSettings: hostSyntaxFlags, linkerSettings: hostSyntaxLinking),

        // `swift run openuikit-port [--check] PATH…`: ports the Objective-C idioms of iOS source (docs/PORTING.md).
        .target(name: "OpenUIKitPort", swiftSettings: hostSyntaxFlags, linkerSettings: hostSyntaxLinking),
        .executableTarget(name: "openuikit-port", dependencies: ["OpenUIKitPort"], swiftSettings: hostSyntaxFlags,
                         linkerSettings: hostSyntaxLinking),

        // XCUIAutomation is the test process's side: XCTest, Foundation and CoreGraphics (CGVector), never UIKit
        // (the app is another process). Its tests drive the small app XCUIAutomationTestApp, which
        // `swift build --build-tests` builds with every executable product; they are in Swift 5 mode, as most iOS
        // UI tests are (swift-corelibs-xctest cannot run @MainActor synchronous test methods: docs/DIFFERENCES.md).
        .target(name: "XCUIAutomation", dependencies: ["XCUIAutomationWire", "CoreGraphics"]),
        .executableTarget(name: "XCUIAutomationTestApp", dependencies: ["UIKit"]),
        .testTarget(name: "XCUIAutomationTests", dependencies: ["XCUIAutomation"], swiftSettings: [.swiftLanguageMode(.v5)]),
        // The Catalog driven out of process, as its users would: pages, text, switches (Swift 6 mode).
        .testTarget(name: "CatalogUITests", dependencies: ["XCUIAutomation"]),

        .testTarget(name: "CoreGraphicsTests", dependencies: ["CoreGraphics", "_Testing_CoreGraphics", "TestSupport"],
                    resources: [.copy("Fixtures")]),
        .testTarget(name: "TextEngineTests", dependencies: ["TextEngine", "CoreGraphics", "_Testing_CoreGraphics", "TestSupport"]),
        .testTarget(name: "QuartzCoreTests", dependencies: ["QuartzCore", "CCairo", "_Testing_CoreGraphics", "TestSupport"]),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary", "TestSupport"]),
        .testTarget(name: "ObjectiveCTests", dependencies: ["ObjectiveC"]),
        .testTarget(name: "UniformTypeIdentifiersTests", dependencies: ["UniformTypeIdentifiers"]),
        .testTarget(name: "OpenUIKitPortTests", dependencies: ["OpenUIKitPort"], swiftSettings: hostSyntaxFlags,
                    linkerSettings: hostSyntaxLinking),
        // Interface Builder fixtures are copied as they are (nothing may try to compile .xib/.storyboard files).
        .testTarget(name: "UIKitTests", dependencies: ["UIKit", "PhotosUI", "TextEngine", "UIKitSubmodules", "_Testing_UIKit", "_Testing_CoreGraphics", "TestSupport", "UIKitTestSupport"],
                    resources: [.copy("InterfaceBuilder/Fixtures")]),
        // Its page references are snapshot references (__Snapshots__/CatalogTests), read from the source tree.
        .testTarget(name: "CatalogTests", dependencies: ["CatalogScreens", "UIKit", "_Testing_UIKit", "_Testing_CoreGraphics", "TestSupport", "UIKitTestSupport",
                                                         "UIKitSnapshotTesting"],
                    exclude: ["__Snapshots__"]),
        // References live in __Snapshots__ beside the test files, read from the source tree as the library does.
        .testTarget(name: "UIKitSnapshotTestingTests", dependencies: ["UIKitSnapshotTesting", "UIKit", "_Testing_UIKit", "_Testing_CoreGraphics"],
                    exclude: ["__Snapshots__"]),
        // Swift 5 language mode, as most iOS code: uses UIKit from nonisolated classes and XCTest methods.
        .testTarget(name: "UIKitSwift5Tests", dependencies: ["UIKit", "UIKitSnapshotTesting", "UniformTypeIdentifiers", "PhotosUI"], exclude: ["__Snapshots__"],
                    swiftSettings: [.swiftLanguageMode(.v5)]),
    ],
    swiftLanguageModes: [.v6]
)
