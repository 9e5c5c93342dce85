import Foundation
import Testing
@testable import UIKit

/// The SDL text-input translation (SPEC-NEXT §4.6): compositions' code-point cursors as UTF-16 ranges, the
/// candidate window's rectangle in window units.
@Suite struct TextInputMappingTests {
    @Test func aCompositionCursorInCodePointsBecomesAUTF16Range() {
        let c = SDLInputMapping.composition(utf8: "nih", start: 3, length: 0)
        #expect(c.text == "nih" && c.selectedRange == NSRange(location: 3, length: 0))
        let cjk = SDLInputMapping.composition(utf8: "你好", start: 1, length: 1)
        #expect(cjk.selectedRange == NSRange(location: 1, length: 1))
        let emoji = SDLInputMapping.composition(utf8: "😀a", start: 1, length: 1)   // 😀 is two UTF-16 units
        #expect(emoji.selectedRange == NSRange(location: 2, length: 1))
        let clamped = SDLInputMapping.composition(utf8: "ab", start: 9, length: -1)
        #expect(clamped.selectedRange == NSRange(location: 2, length: 0))
    }

    @Test func aKeyDownCarriesTheTextThatFollowedIt() {
        let down = SDLInputMapping.keyInput(down: true, scancode: 4, sdlKeycode: 97, sdlMod: 0x0001, text: "A", timestamp: 1)
        #expect(down.text == "A" && down.characters == "A" && down.charactersIgnoringModifiers == "a")
        let plain = SDLInputMapping.keyInput(down: true, scancode: 0x2A, sdlKeycode: 8, sdlMod: 0, text: nil, timestamp: 1)
        #expect(plain.text == nil)                                   // Backspace types no text
        let up = SDLInputMapping.keyInput(down: false, scancode: 4, sdlKeycode: 97, sdlMod: 0, text: nil, timestamp: 2)
        #expect(up.text == nil)
    }

    @Test func theCaretRectangleInWindowUnitsRoundsOut() {
        let r = SDLGeometry.windowRect(screenRect: CGRect(x: 10.5, y: 20.2, width: 2, height: 17.1),
                                       windowSize: CGSize(width: 200, height: 100), screenSize: CGSize(width: 200, height: 100))
        #expect(r == SDLGeometry.PixelRect(x: 10, y: 20, width: 3, height: 18))
        let half = SDLGeometry.windowRect(screenRect: CGRect(x: 10, y: 10, width: 4, height: 4),
                                          windowSize: CGSize(width: 100, height: 50), screenSize: CGSize(width: 200, height: 100))
        #expect(half == SDLGeometry.PixelRect(x: 5, y: 5, width: 2, height: 2))
    }
}
