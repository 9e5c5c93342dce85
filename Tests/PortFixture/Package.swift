// swift-tools-version:5.9
// An iOS app's code, written as for iOS (Swift 5 language mode). `make test` copies it, ports the copy with
// `openuikit-port`, and builds and tests the copy against OpenUIKit. Nothing here is ported by hand.
import PackageDescription
#if os(Linux)
import Foundation
#endif

// The one change a Linux build makes by hand: UIKit comes from OpenUIKit instead of the iOS SDK.
var dependencies: [Package.Dependency] = []
var uikit: [Target.Dependency] = []
#if os(Linux)
let openUIKit = URL(fileURLWithPath: ProcessInfo.processInfo.environment["OPENUIKIT_PATH"] ?? "../../..").standardized
dependencies.append(.package(path: openUIKit.path))
uikit.append(.product(name: "UIKit", package: openUIKit.lastPathComponent)) // a path package is named by its folder

#endif

let package = Package(
    name: "Palette",
    platforms: [.iOS(.v15)],
    products: [.library(name: "Palette", targets: ["Palette"])],
    dependencies: dependencies,
    targets: [
        .target(name: "Palette", dependencies: uikit),
        .testTarget(name: "PaletteTests", dependencies: ["Palette"] + uikit),
    ]
)
