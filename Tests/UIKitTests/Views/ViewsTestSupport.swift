import Foundation
@testable import UIKit

/// A screen of its own with a key window on it, for tests that touch or render views on screen.
@MainActor
final class ViewsStage {
    let screen: UIScreen
    let window: UIWindow

    init(width: CGFloat = 300, height: CGFloat = 300, scale: CGFloat = 1) {
        screen = UIHeadless.connectScreen(size: CGSize(width: width, height: height), scale: scale)
        window = UIWindow(frame: screen.bounds)
        window.screen = screen
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        forgetTaps()
    }

    /// A tap far away from everything, so the next touch is not counted as a repeat of an earlier one.
    func forgetTaps() {
        UIHeadless.touchDown(at: CGPoint(x: -50_000, y: -50_000), in: window)
        UIHeadless.touchUp()
    }

    func close() {
        forgetTaps()
        window.isHidden = true
        UIHeadless.disconnectScreen(screen)
    }

    /// The screen's pixels now (after the pending layout, display and commit).
    func pixels() -> ScreenPixels { ScreenPixels(UIHeadless.renderImage(of: screen)!) }
}

/// The pixels of a rendered screen image (Cairo's BGRA layout), read once, as (r, g, b, a).
struct ScreenPixels {
    let bytes: [UInt8]
    let bytesPerRow: Int
    let width: Int, height: Int
    init(_ image: CGImage) {
        bytes = [UInt8](image.dataProvider!.data! as Data)
        bytesPerRow = image.bytesPerRow
        width = image.width
        height = image.height
    }
    subscript(_ x: Int, _ y: Int) -> [Int] {
        let i = y * bytesPerRow + x * 4
        return [Int(bytes[i + 2]), Int(bytes[i + 1]), Int(bytes[i]), Int(bytes[i + 3])]
    }
}

/// Renders a view (not in a window) alone into an image of its bounds size, after its layout and display.
@MainActor
func renderAlone(_ view: UIView, scale: CGFloat = 1) -> Pixels {
    view.layoutIfNeeded()
    func display(_ l: CALayer) {
        l.displayIfNeeded()
        for s in l.sublayers ?? [] { display(s) }
    }
    display(view.layer)
    let size = view.bounds.size
    return Pixels(render(size.width, size.height, scale: scale) { ctx in view.layer.render(in: ctx.cgContext) })
}

/// A solid image of `size` points at `scale`.
@MainActor
func solidImage(_ color: UIColor, _ w: CGFloat, _ h: CGFloat, scale: CGFloat = 1) -> UIImage {
    render(w, h, scale: scale) { ctx in
        color.setFill()
        ctx.fill(CGRect(x: 0, y: 0, width: w, height: h))
    }
}
