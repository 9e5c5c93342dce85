// Frame stage 7 composite (docs/ARCHITECTURE.md). Before: 6, commit — QuartzCore CATransaction.commitAll.
// After: 8, present — Platform/Platform.swift PlatformBackend.present → SDLBackend.present / HeadlessBackend.
import Foundation

/// Turns committed layer trees into frames: after each transaction commit the screens are marked dirty,
/// and the next frame composites them (only the damage) and hands them to the platform.
@MainActor
enum FrameLoop {
    private static var installed = false
    private static var compositors: [ObjectIdentifier: CACompositor] = [:]
    private static var frameScheduled = false

    static func install() {
        guard !installed else { return }
        installed = true
        CATransaction.didCommitHooks.append {
            MainActor.assumeIsolated { FrameLoop.scheduleFrame() }
        }
    }

    /// Asks for a frame at the next turn of the main run loop.
    static func scheduleFrame() {
        guard !frameScheduled else { return }
        frameScheduled = true
        MainLoop.perform {
            frameScheduled = false
            renderAllScreens()
        }
    }

    static func renderAllScreens() {
        for screen in UIScreen.screens {
            let (compositor, damage) = render(screen)
            if !damage.isEmpty { Platform.current.present(screen, compositor: compositor, damage: damage) }
        }
    }

    /// The compositor of a screen, sized to its pixels (remade when the screen's size changes).
    static func compositor(for screen: UIScreen) -> CACompositor {
        let w = Int((screen.bounds.width * screen.scale).rounded()), h = Int((screen.bounds.height * screen.scale).rounded())
        let id = ObjectIdentifier(screen)
        if let c = compositors[id], c.pixelWidth == w, c.pixelHeight == h, c.scale == screen.scale { return c }
        let c = CACompositor(pixelWidth: max(1, w), pixelHeight: max(1, h), scale: screen.scale)!
        c.clearColor = CGColor(gray: 0, alpha: 1)
        compositors[id] = c
        return c
    }

    /// Composites a screen's windows now; returns the compositor and the damage.
    @discardableResult
    static func render(_ screen: UIScreen) -> (CACompositor, [CGRect]) {
        let c = compositor(for: screen)
        if screen.rootLayer.frame != screen.bounds {
            ViewActions.withoutActions { screen.rootLayer.frame = screen.bounds }
        }
        let damage = c.render(screen.rootLayer, at: CACurrentMediaTime())
        return (c, damage)
    }
}
