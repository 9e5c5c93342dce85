import Foundation
import Testing
@testable import UIKit

/// `UIImage(named:in:…)` looks in the bundle it is given (a package's `Bundle.module`), not the main bundle.
@Suite @MainActor struct UIImageBundleTests {
    @Test func aNamedImageIsFoundInTheGivenBundleOnly() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("UIImageBundleTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let name = "bundled-dot-\(UUID().uuidString.prefix(8))"
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1 // a plain name.png is read at scale 1
        let png = UIGraphicsImageRenderer(size: CGSize(width: 3, height: 2), format: format).pngData { ctx in
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 3, height: 2))
        }
        try png.write(to: dir.appendingPathComponent("\(name).png"))
        let bundle = try #require(Bundle(path: dir.path))
        let found = UIImage(named: name, in: bundle, compatibleWith: nil)
        #expect(found?.size == CGSize(width: 3, height: 2))
        #expect(UIImage(named: name, in: bundle, with: UIImage.SymbolConfiguration(pointSize: 9))?.configuration is UIImage.SymbolConfiguration)
        #expect(UIImage(named: name) == nil) // not in the main bundle or the current directory
    }
}
