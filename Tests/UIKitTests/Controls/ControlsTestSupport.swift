import Foundation
@testable import UIKit
import TestSupport
import UIKitTestSupport

/// Writes the stage's screen to `$CONTROLS_PNG_DIR/name.png` when that variable is set, to look at.
@MainActor
func saveControlsPNG(_ stage: ViewsStage, _ name: String) {
    guard let dir = ProcessInfo.processInfo.environment["CONTROLS_PNG_DIR"],
          let data = UIHeadless.renderImage(of: stage.screen)?.pngData() else { return }
    try? data.write(to: URL(fileURLWithPath: dir).appendingPathComponent("\(name).png"))
}

/// The centre of `view` in its window.
@MainActor
func centre(of view: UIView) -> CGPoint {
    view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
}

/// A point of `view` (in its coordinates) in its window.
@MainActor
func point(_ x: CGFloat, _ y: CGFloat, in view: UIView) -> CGPoint {
    view.convert(CGPoint(x: x, y: y), to: nil)
}
