import Testing
@testable import UIKit

/// A view that scrolls for the wheel when it is allowed to, recording what it got.
@MainActor
private final class WheelView: UIView, ScrollWheelReceiver {
    var canScroll = true
    var received: [CGVector] = []
    func canScrollWheel(by delta: CGVector) -> Bool { canScroll }
    func scrollWheel(by delta: CGVector, at timestamp: TimeInterval) { received.append(delta) }
}

/// The wheel's one path: a back end reports notches at a pointer position; the nearest view at or above the
/// view under it that can scroll takes 40 pt per notch (SPEC-NEXT §2.10 ⚠), up for a wheel turned away.
@Suite(.serialized) @MainActor struct ScrollWheelDispatchTests {
    @Test func theNearestScrollingViewUnderThePointerTakesTheWheel() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let outer = WheelView(frame: window.bounds)
        let inner = WheelView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let leaf = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        window.addSubview(outer)
        outer.addSubview(inner)
        inner.addSubview(leaf)
        window.makeKeyAndVisible()
        defer { window.isHidden = true }

        #expect(UIHeadless.scrollWheel(notchesY: 1, at: CGPoint(x: 20, y: 20), in: window))
        #expect(inner.received == [CGVector(dx: 0, dy: -40)])         // away from the user: content up
        inner.canScroll = false                                        // e.g. at its end on that axis
        UIHeadless.scrollWheel(notchesY: -2, at: CGPoint(x: 20, y: 20), in: window)
        #expect(outer.received == [CGVector(dx: 0, dy: 80)])
        UIHeadless.scrollWheel(notchesX: 0.5, notchesY: 0, at: CGPoint(x: 150, y: 150), in: window)
        #expect(outer.received.last == CGVector(dx: 20, dy: 0))
        outer.canScroll = false
        #expect(!UIHeadless.scrollWheel(notchesY: 1, at: CGPoint(x: 20, y: 20), in: window))
    }

    @Test func sdlWheelReportsAreTranslatedOnly() {
        let screen = UIHeadless.connectScreen(size: CGSize(width: 400, height: 300), scale: 1)
        defer { UIHeadless.disconnectScreen(screen) }
        let t = SDLPointerTranslator()
        // A window shown at half size: window (100, 50) is screen (200, 100).
        let up = t.wheel(preciseX: 0, preciseY: 1, flipped: false, shift: false, mouseX: 100, mouseY: 50,
                         windowSize: CGSize(width: 200, height: 150), screen: screen, timestamp: 0)
        #expect(up.location == CGPoint(x: 200, y: 100) && up.delta == CGVector(dx: 0, dy: -40))
        let flipped = t.wheel(preciseX: 0, preciseY: 1, flipped: true, shift: false, mouseX: 0, mouseY: 0,
                              windowSize: CGSize(width: 400, height: 300), screen: screen, timestamp: 0)
        #expect(flipped.delta == CGVector(dx: 0, dy: 40))
        let sideways = t.wheel(preciseX: 0, preciseY: -1, flipped: false, shift: true, mouseX: 0, mouseY: 0,
                               windowSize: CGSize(width: 400, height: 300), screen: screen, timestamp: 0)
        #expect(sideways.delta == CGVector(dx: 40, dy: 0))             // Shift turns the wheel sideways
    }
}
