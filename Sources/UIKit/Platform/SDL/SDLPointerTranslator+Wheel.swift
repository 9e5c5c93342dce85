import Foundation

extension SDLPointerTranslator {
    /// SDL_MOUSEWHEEL: `x`, `y` notches (SDL ≥ 2.0.18's precise values; a trackpad reports fractions) with the
    /// pointer at window position (mouseX, mouseY); `flipped` (SDL_MOUSEWHEEL_FLIPPED, "natural" scrolling)
    /// negates them; shift turns a vertical wheel horizontal.
    func wheel(x: Double, y: Double, flipped: Bool, shift: Bool, mouseX: Double, mouseY: Double, windowSize: CGSize,
               screen: UIScreen, timestamp: TimeInterval) -> ScrollWheelInput {
        let sign: CGFloat = flipped ? -1 : 1
        let p = SDLGeometry.screenPoint(windowX: mouseX, windowY: mouseY, windowSize: windowSize, screenSize: screen.bounds.size)
        return ScrollWheelInput.notches(x: CGFloat(x) * sign, y: CGFloat(y) * sign, shift: shift, at: p, on: screen, timestamp: timestamp)
    }
}
