// swift-tools-version:6.0
// libFuzzer targets for OpenUIKit: a package of its own, so that `swift build --build-tests` (make test) never
// builds them, and so that scripts/fuzz can build OpenUIKit's modules and these targets together with
// coverage instrumentation and AddressSanitizer (`--sanitize=fuzzer --sanitize=address`) in their own scratch
// directory (.build-fuzz). See scripts/fuzz and README.md, "Development".
import Foundation
import PackageDescription

// The toolchain's SwiftSyntax modules, found as the root package finds them (OpenUIKitPort imports them).
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

let fuzzTargets = ["FuzzImageDecoding", "FuzzNibLoader", "FuzzVisualFormat", "FuzzTextEditing",
                   "FuzzAttributedDrawing", "FuzzPorter"]

let package = Package(
    name: "OpenUIKitFuzz",
    products: fuzzTargets.map { .executable(name: $0, targets: [$0]) },
    dependencies: [.package(name: "OpenUIKit", path: "..")],
    targets: [
        .executableTarget(name: "FuzzImageDecoding", dependencies: [.product(name: "UIKit", package: "OpenUIKit")]),
        .executableTarget(name: "FuzzNibLoader", dependencies: [.product(name: "UIKit", package: "OpenUIKit")]),
        .executableTarget(name: "FuzzVisualFormat", dependencies: [.product(name: "UIKit", package: "OpenUIKit")]),
        .executableTarget(name: "FuzzTextEditing", dependencies: [.product(name: "UIKit", package: "OpenUIKit")]),
        .executableTarget(name: "FuzzAttributedDrawing", dependencies: [.product(name: "UIKit", package: "OpenUIKit")]),
        .executableTarget(name: "FuzzPorter", dependencies: [.product(name: "OpenUIKitPort", package: "OpenUIKit")],
                          swiftSettings: [.unsafeFlags(["-I", toolchainHost])]),
    ],
    swiftLanguageModes: [.v5]
)
