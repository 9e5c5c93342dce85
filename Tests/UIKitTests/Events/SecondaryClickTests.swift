import Testing
@testable import UIKit

/// A right-click is a secondary click (issue 11, as Mac Catalyst and iPadOS report it): the touch's event has
/// `buttonMask == .secondary`, so a tap recognizer takes it only when its `buttonMaskRequired` says so (Apple's
/// default is `.primary`).
@Suite(.serialized) @MainActor struct SecondaryClickTests {
    @Test func aRightClickReachesOnlyTheRecognizerThatRequiresTheSecondaryButton() {
        let stage = GestureStage()
        defer { stage.close() }
        var log: [String] = []
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let primary = UITapGestureRecognizer()
        primary.addTarget(nil, action: { _ in log.append("primary") })
        let secondary = UITapGestureRecognizer()
        secondary.buttonMaskRequired = .secondary
        secondary.addTarget(nil, action: { g in log.append("secondary \((g as! UITapGestureRecognizer).buttonMask == .secondary)") })
        view.addGestureRecognizer(primary)
        view.addGestureRecognizer(secondary)
        stage.window.addSubview(view)
        #expect(primary.buttonMaskRequired == .primary)
        UIHeadless.click(at: CGPoint(x: 50, y: 50), in: stage.window, buttonMask: .secondary)
        UIHeadless.advance(by: 0.5) // past any double-tap wait
        #expect(log == ["secondary true"])
        log = []
        UIHeadless.click(at: CGPoint(x: 50, y: 50), in: stage.window)
        UIHeadless.advance(by: 0.5)
        #expect(log == ["primary"])
    }

    @Test func sdlRightButtonMakesASecondaryTouch() {
        let screen = UIHeadless.connectScreen(size: CGSize(width: 400, height: 300), scale: 1)
        defer { UIHeadless.disconnectScreen(screen) }
        var t = SDLPointerTranslator()
        let size = CGSize(width: 400, height: 300)
        // SDL_BUTTON_RIGHT (3) down: a touch whose event reports the secondary button; the left button while
        // it is held makes nothing; its own release ends the touch.
        let down = t.mouseButton(down: true, button: 3, synthesisedFromTouch: false, x: 10, y: 20, windowSize: size,
                                 screen: screen, timestamp: 1)
        #expect(down?.action == .down && down?.buttonMask == .secondary)
        let move = t.mouseMotion(synthesisedFromTouch: false, x: 12, y: 20, windowSize: size, screen: screen, timestamp: 1.1)
        #expect(move?.action == .moved && move?.buttonMask == .secondary)
        #expect(t.mouseButton(down: true, button: 1, synthesisedFromTouch: false, x: 12, y: 20, windowSize: size,
                              screen: screen, timestamp: 1.2) == nil)
        #expect(t.mouseButton(down: false, button: 1, synthesisedFromTouch: false, x: 12, y: 20, windowSize: size,
                              screen: screen, timestamp: 1.3) == nil)
        let up = t.mouseButton(down: false, button: 3, synthesisedFromTouch: false, x: 12, y: 20, windowSize: size,
                               screen: screen, timestamp: 1.4)
        #expect(up?.action == .up && up?.buttonMask == .secondary)
        // The left button is the primary one; the middle button makes no touch.
        #expect(t.mouseButton(down: true, button: 1, synthesisedFromTouch: false, x: 0, y: 0, windowSize: size,
                              screen: screen, timestamp: 2)?.buttonMask == .primary)
        _ = t.mouseButton(down: false, button: 1, synthesisedFromTouch: false, x: 0, y: 0, windowSize: size, screen: screen, timestamp: 2.1)
        #expect(t.mouseButton(down: true, button: 2, synthesisedFromTouch: false, x: 0, y: 0, windowSize: size,
                              screen: screen, timestamp: 3) == nil)
    }
}
