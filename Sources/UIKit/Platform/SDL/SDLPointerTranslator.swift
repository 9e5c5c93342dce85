// Frame stage 1 event in (docs/ARCHITECTURE.md). Before: the previous frame's present — the loop waits for input.
// After: 2, dispatch and hit-test — Events/EventDispatcher.handle.
import Foundation

/// Turns SDL's mouse and finger events into pointer reports for `EventDispatcher`, and nothing more: no
/// touches, hit-testing or tap counting happen here. Pure (no SDL calls), so tests feed it SDL's values.
@MainActor
struct SDLPointerTranslator {
    /// What an SDL finger event reports.
    enum FingerAction { case down, motion, up }

    private var mouse = SDLInputMapping.MouseTouchMapper()

    /// SDL_MOUSEBUTTONDOWN / SDL_MOUSEBUTTONUP at window position (x, y) of a window `windowSize` big showing
    /// `screen`. The left button makes a primary touch, the right one a secondary touch (`buttonMask`); mouse
    /// events SDL makes from real touches are dropped (those come as fingers).
    mutating func mouseButton(down: Bool, button: Int, synthesisedFromTouch: Bool, x: Double, y: Double,
                              windowSize: CGSize, screen: UIScreen, timestamp: TimeInterval) -> PointerInput? {
        let mask = mouse.isDown ? mouse.buttonMask : (button == SDLInputMapping.MouseTouchMapper.rightButton ? .secondary : .primary)
        guard let phase = mouse.phase(for: down ? .down : .up, button: button, synthesisedFromTouch: synthesisedFromTouch) else {
            return nil
        }
        let p = SDLGeometry.screenPoint(windowX: x, windowY: y, windowSize: windowSize, screenSize: screen.bounds.size)
        var input = PointerInput(device: PointerInput.mouse, finger: 0, action: phase == .began ? .down : .up,
                                 location: p, screen: screen, timestamp: timestamp)
        input.buttonMask = mask
        return input
    }

    /// SDL_MOUSEMOTION: a move of the mouse's touch while the left button is down, a hover without it;
    /// nothing for motion SDL made from a real touch.
    mutating func mouseMotion(synthesisedFromTouch: Bool, x: Double, y: Double, windowSize: CGSize, screen: UIScreen,
                              timestamp: TimeInterval) -> PointerInput? {
        if synthesisedFromTouch { return nil }
        let dragging = mouse.phase(for: .motion, button: 0, synthesisedFromTouch: false) != nil
        let p = SDLGeometry.screenPoint(windowX: x, windowY: y, windowSize: windowSize, screenSize: screen.bounds.size)
        var input = PointerInput(device: PointerInput.mouse, finger: 0, action: dragging ? .moved : .hover, location: p,
                                 screen: screen, timestamp: timestamp)
        input.buttonMask = mouse.buttonMask
        return input
    }

    /// SDL_WINDOWEVENT_LEAVE: the mouse left the window; a hovering pointer stops hovering.
    func mouseLeft(screen: UIScreen, timestamp: TimeInterval) -> PointerInput {
        PointerInput(device: PointerInput.mouse, finger: 0, action: .hoverExited, location: .zero, screen: screen, timestamp: timestamp)
    }

    /// SDL_FINGERDOWN / MOTION / UP with SDL's normalised position (0…1 of the window).
    func finger(_ action: FingerAction, touchID: Int64, fingerID: Int64, x: Double, y: Double, screen: UIScreen,
                timestamp: TimeInterval) -> PointerInput {
        let p = SDLGeometry.screenPoint(normalizedX: x, normalizedY: y, screenSize: screen.bounds.size)
        let a: PointerInput.Action
        switch action {
        case .down: a = .down
        case .motion: a = .moved
        case .up: a = .up
        }
        return PointerInput(device: touchID, finger: fingerID, action: a, location: p, screen: screen, timestamp: timestamp)
    }

    /// SDL_MOUSEWHEEL: SDL's precise amounts (notches, fractions from trackpads), negated when the platform
    /// reports them flipped, at the mouse position (window units) of a window `windowSize` big showing `screen`.
    func wheel(preciseX: Double, preciseY: Double, flipped: Bool, shift: Bool, control: Bool = false, mouseX: Double,
               mouseY: Double, windowSize: CGSize, screen: UIScreen, timestamp: TimeInterval) -> ScrollInput {
        let sign: Double = flipped ? -1 : 1
        let p = SDLGeometry.screenPoint(windowX: mouseX, windowY: mouseY, windowSize: windowSize, screenSize: screen.bounds.size)
        return ScrollInput.wheel(notchesX: preciseX * sign, notchesY: preciseY * sign, shift: shift, control: control,
                                 at: p, on: screen, timestamp: timestamp)
    }

    /// The window lost focus: the mouse's button state is forgotten (the dispatcher cancels the touches).
    mutating func focusLost() { mouse.reset() }
}
