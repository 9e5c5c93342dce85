import Testing
@testable import UIKit

/// SDL_MOUSEWHEEL as the translator maps it (pure: no SDL calls): 40 pt ⚠ a notch, y > 0 scrolls up,
/// "natural" (flipped) scrolling negated, shift making a vertical wheel horizontal (SPEC-NEXT §2.10).
@Suite @MainActor struct SDLWheelMappingTests {
    let screen = UIScreen(size: CGSize(width: 800, height: 600), scale: 1)

    func wheel(x: Double = 0, y: Double, flipped: Bool = false, shift: Bool = false) -> ScrollWheelInput {
        SDLPointerTranslator().wheel(x: x, y: y, flipped: flipped, shift: shift, mouseX: 100, mouseY: 150,
                                     windowSize: CGSize(width: 400, height: 300), screen: screen, timestamp: 0)
    }

    @Test func aNotchAwayFromTheUserScrollsUpFortyPoints() {
        #expect(wheel(y: 1).delta == CGVector(dx: 0, dy: -40))
        #expect(wheel(y: -2).delta == CGVector(dx: 0, dy: 80))
        #expect(wheel(y: -0.25).delta == CGVector(dx: 0, dy: 10)) // a trackpad's fraction
        #expect(wheel(x: 1, y: 0).delta == CGVector(dx: 40, dy: 0))
    }

    @Test func flippedWheelsAreNegatedAndShiftScrollsSideways() {
        #expect(wheel(y: 1, flipped: true).delta == CGVector(dx: 0, dy: 40))
        #expect(wheel(y: -1, shift: true).delta == CGVector(dx: 40, dy: 0))
    }

    @Test func thePointerPositionBecomesAScreenPoint() {
        #expect(wheel(y: 1).location == CGPoint(x: 200, y: 300)) // a 400×300 window showing an 800×600 screen
    }
}
