// swift-tools-version:6.0
// OpenUIKit — Apple's UIKit, in Swift, on Linux. See README.md and docs/.
import PackageDescription

let package = Package(
    name: "OpenUIKit",
    products: [
        // The _Testing_ modules are empty cross-import overlays that Swift Testing on Linux expects (see their sources).
        .library(name: "UIKit", targets: ["UIKit", "_Testing_UIKit", "_Testing_CoreGraphics"]),
        .library(name: "QuartzCore", targets: ["QuartzCore"]),
        .library(name: "CoreGraphics", targets: ["CoreGraphics", "_Testing_CoreGraphics"]),
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "ObjectiveC", targets: ["ObjectiveC"]),
        .executable(name: "Catalog", targets: ["Catalog"]),
        .executable(name: "Benchmarks", targets: ["Benchmarks"]),
    ],
    targets: [
        // System libraries, found through pkg-config (scripts/install-deps installs them).
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CPangoCairo", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev"])]),
        .systemLibrary(name: "CSDL2", pkgConfig: "sdl2", providers: [.apt(["libsdl2-dev"])]),
        .systemLibrary(name: "CTurboJPEG", pkgConfig: "libturbojpeg", providers: [.apt(["libturbojpeg0-dev"])]),

        .target(name: "CoreGraphics", dependencies: ["CCairo", "CPangoCairo", "CTurboJPEG"]),
        .target(name: "QuartzCore", dependencies: ["CoreGraphics", "CPangoCairo"]),
        .target(name: "Cassowary"),
        // What `import ObjectiveC` brings on iOS that code uses without the runtime: Selector, associated objects,
        // and Foundation's selector-taking API (see docs/PORTING.md).
        .target(name: "ObjectiveC"),
        .target(name: "UIKit", dependencies: ["QuartzCore", "Cassowary", "CSDL2", "ObjectiveC"]),
        .target(name: "_Testing_CoreGraphics"),
        .target(name: "_Testing_UIKit"),

        // The Catalog app's screens live in a library so that tests can render them; the executable is
        // its app delegate and main loop.
        .target(name: "CatalogScreens", dependencies: ["UIKit"]),
        .executableTarget(name: "Catalog", dependencies: ["UIKit", "CatalogScreens"]),
        .executableTarget(name: "Benchmarks", dependencies: ["UIKit", "Cassowary"]),

        .testTarget(name: "CoreGraphicsTests", dependencies: ["CoreGraphics", "CCairo", "CPangoCairo", "_Testing_CoreGraphics"],
                    resources: [.copy("Fixtures")]),
        .testTarget(name: "QuartzCoreTests", dependencies: ["QuartzCore", "_Testing_CoreGraphics"]),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"]),
        .testTarget(name: "ObjectiveCTests", dependencies: ["ObjectiveC"]),
        .testTarget(name: "UIKitTests", dependencies: ["UIKit", "_Testing_UIKit", "_Testing_CoreGraphics"]),
        .testTarget(name: "CatalogTests", dependencies: ["CatalogScreens", "UIKit", "_Testing_UIKit", "_Testing_CoreGraphics"],
                    resources: [.copy("References")]),
    ],
    swiftLanguageModes: [.v6]
)
