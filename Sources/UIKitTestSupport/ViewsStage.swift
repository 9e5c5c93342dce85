import UIKit
import TestSupport

/// A screen of its own with a key window on it, for tests that touch or render views on screen.
@MainActor
public final class ViewsStage {
    public let screen: UIScreen
    public let window: UIWindow

    public init(width: CGFloat = 300, height: CGFloat = 300, scale: CGFloat = 1) {
        screen = UIHeadless.connectScreen(size: CGSize(width: width, height: height), scale: scale)
        window = UIWindow(frame: screen.bounds)
        window.screen = screen
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        forgetTaps()
    }

    /// A tap far away from everything, so the next touch is not counted as a repeat of an earlier one.
    public func forgetTaps() {
        UIHeadless.touchDown(at: CGPoint(x: -50_000, y: -50_000), in: window)
        UIHeadless.touchUp()
    }

    public func close() {
        forgetTaps()
        window.isHidden = true
        UIHeadless.disconnectScreen(screen)
    }

    /// The screen's pixels now (after the pending layout, display and commit).
    public func pixels() -> Pixels { Pixels(UIHeadless.renderImage(of: screen)!) }
}
