import Testing
@testable import UIKit

/// The pure parts of the SDL back end: geometry, keys, modifiers, pointer phases, texture update rectangles,
/// and the choice of back end. None of them talks to SDL, so they run anywhere.
@Suite struct SDLGeometryTests {
    @Test func scaleIsDrawablePixelsPerWindowUnit() {
        #expect(SDLGeometry.scale(drawableWidth: 1600, windowWidth: 800) == 2)
        #expect(SDLGeometry.scale(drawableWidth: 800, windowWidth: 800) == 1)
        #expect(SDLGeometry.scale(drawableWidth: 0, windowWidth: 800) == 1)      // unknown
    }

    @Test func mousePositionsBecomeScreenPoints() {
        let screen = CGSize(width: 800, height: 600)
        // Window the screen's size: identity.
        #expect(SDLGeometry.screenPoint(windowX: 400, windowY: 300, windowSize: screen, screenSize: screen) == CGPoint(x: 400, y: 300))
        // Window already resized to 400×300 while the screen is still 800×600: positions scale by 2.
        #expect(SDLGeometry.screenPoint(windowX: 100, windowY: 150, windowSize: CGSize(width: 400, height: 300), screenSize: screen)
                == CGPoint(x: 200, y: 300))
    }

    @Test func fingerPositionsAreFractionsOfTheScreen() {
        #expect(SDLGeometry.screenPoint(normalizedX: 0.25, normalizedY: 0.5, screenSize: CGSize(width: 800, height: 600))
                == CGPoint(x: 200, y: 300))
    }

    @Test func pointSizesBecomeWholePixels() {
        let retina = SDLGeometry.pixelSize(points: CGSize(width: 390, height: 844), scale: 3)
        #expect(retina.width == 1170 && retina.height == 2532)
        let odd = SDLGeometry.pixelSize(points: CGSize(width: 100.4, height: 50.6), scale: 1)
        #expect(odd.width == 100 && odd.height == 51)
    }

    @Test func damageIsGrownToWholePixelsAndClippedToTheTexture() {
        let rects = SDLGeometry.textureUpdateRects(damage: [CGRect(x: 10.5, y: 20.2, width: 5, height: 5),
                                                             CGRect(x: 90, y: 90, width: 20, height: 20)],
                                                    width: 100, height: 100)
        #expect(rects == [SDLGeometry.PixelRect(x: 10, y: 20, width: 6, height: 6),
                          SDLGeometry.PixelRect(x: 90, y: 90, width: 10, height: 10)])
    }

    @Test func emptyAndOutsideDamageUploadsNothing() {
        let rects = SDLGeometry.textureUpdateRects(damage: [.zero, .null, CGRect(x: 200, y: 0, width: 10, height: 10),
                                                             CGRect(x: -20, y: -20, width: 10, height: 10)],
                                                    width: 100, height: 100)
        #expect(rects.isEmpty)
    }

    @Test func overlappingDamageIsMergedSoNoPixelIsUploadedTwice() {
        let rects = SDLGeometry.textureUpdateRects(damage: [CGRect(x: 0, y: 0, width: 10, height: 10),
                                                             CGRect(x: 5, y: 5, width: 10, height: 10),
                                                             CGRect(x: 50, y: 50, width: 4, height: 4)],
                                                    width: 100, height: 100)
        #expect(rects == [SDLGeometry.PixelRect(x: 0, y: 0, width: 15, height: 15),
                          SDLGeometry.PixelRect(x: 50, y: 50, width: 4, height: 4)])
        // Touching but not overlapping rectangles stay apart.
        let apart = SDLGeometry.textureUpdateRects(damage: [CGRect(x: 0, y: 0, width: 10, height: 10),
                                                             CGRect(x: 10, y: 0, width: 10, height: 10)],
                                                    width: 100, height: 100)
        #expect(apart.count == 2)
    }

    @Test func manyDamageRectanglesBecomeOneBoundingUpload() {
        let damage = (0..<20).map { CGRect(x: $0 * 4, y: 0, width: 2, height: 2) }
        let rects = SDLGeometry.textureUpdateRects(damage: damage, width: 100, height: 100, maxRects: 16)
        #expect(rects == [SDLGeometry.PixelRect(x: 0, y: 0, width: 78, height: 2)])
    }

    @Test func windowSizeComesFromTheEnvironmentOrADesktopDefault() {
        #expect(SDLGeometry.parseWindowSize("1024x768") == CGSize(width: 1024, height: 768))
        #expect(SDLGeometry.parseWindowSize("390X844") == CGSize(width: 390, height: 844))
        #expect(SDLGeometry.parseWindowSize("wide") == nil)
        #expect(SDLGeometry.parseWindowSize("0x10") == nil)
        #expect(SDLGeometry.parseWindowSize(nil) == nil)
        #expect(SDLGeometry.defaultWindowSize(displayUsable: nil) == CGSize(width: 800, height: 600))
        #expect(SDLGeometry.defaultWindowSize(displayUsable: CGSize(width: 1920, height: 1040)) == CGSize(width: 800, height: 600))
        #expect(SDLGeometry.defaultWindowSize(displayUsable: CGSize(width: 640, height: 480)) == CGSize(width: 640, height: 480))
    }
}

@Suite struct SDLKeyMappingTests {
    @Test func scancodesOfTheKeyboardPageAreHIDUsages() {
        // SDL_SCANCODE_A = 4, _Z = 29, _1 = 30, _0 = 39, _RETURN = 40, _ESCAPE = 41, _SPACE = 44,
        // _RIGHT = 79, _UP = 82, _LCTRL = 224, _LGUI = 227 (SDL_scancode.h).
        #expect(SDLInputMapping.hidUsage(scancode: 4) == .keyboardA)
        #expect(SDLInputMapping.hidUsage(scancode: 29) == .keyboardZ)
        #expect(SDLInputMapping.hidUsage(scancode: 30) == .keyboard1)
        #expect(SDLInputMapping.hidUsage(scancode: 39) == .keyboard0)
        #expect(SDLInputMapping.hidUsage(scancode: 40) == .keyboardReturnOrEnter)
        #expect(SDLInputMapping.hidUsage(scancode: 41) == .keyboardEscape)
        #expect(SDLInputMapping.hidUsage(scancode: 44) == .keyboardSpacebar)
        #expect(SDLInputMapping.hidUsage(scancode: 79) == .keyboardRightArrow)
        #expect(SDLInputMapping.hidUsage(scancode: 82) == .keyboardUpArrow)
        #expect(SDLInputMapping.hidUsage(scancode: 224) == .keyboardLeftControl)
        #expect(SDLInputMapping.hidUsage(scancode: 227) == .keyboardLeftGUI)
    }

    @Test func sdlOnlyScancodesHaveNoKeyboardUsage() {
        #expect(SDLInputMapping.hidUsage(scancode: 0) == nil)     // SDL_SCANCODE_UNKNOWN
        #expect(SDLInputMapping.hidUsage(scancode: 257) == nil)   // SDL_SCANCODE_MODE
        #expect(SDLInputMapping.hidUsage(scancode: 258) == nil)   // SDL_SCANCODE_AUDIONEXT
    }

    @Test func modifierStateBecomesUIKeyModifierFlags() {
        typealias M = SDLInputMapping.Mod
        #expect(SDLInputMapping.modifierFlags(sdlMod: 0) == [])
        #expect(SDLInputMapping.modifierFlags(sdlMod: M.lShift) == .shift)
        #expect(SDLInputMapping.modifierFlags(sdlMod: M.rShift) == .shift)
        #expect(SDLInputMapping.modifierFlags(sdlMod: M.lCtrl | M.rAlt) == [.control, .alternate])
        #expect(SDLInputMapping.modifierFlags(sdlMod: M.rGUI) == .command)
        #expect(SDLInputMapping.modifierFlags(sdlMod: M.caps) == .alphaShift)
        #expect(SDLInputMapping.modifierFlags(sdlMod: M.num) == [])              // num lock is no UIKit flag
        // Keypad keys add numericPad: SDL_SCANCODE_KP_1 = 89, _KP_ENTER = 88; the main row's 1 (30) does not.
        #expect(SDLInputMapping.modifierFlags(sdlMod: 0, scancode: 89) == .numericPad)
        #expect(SDLInputMapping.modifierFlags(sdlMod: M.lShift, scancode: 88) == [.shift, .numericPad])
        #expect(SDLInputMapping.modifierFlags(sdlMod: 0, scancode: 30) == [])
    }

    @Test func keysWithoutTextGetUIKitsCharacters() {
        #expect(SDLInputMapping.specialCharacters(scancode: 82) == "UIKeyInputUpArrow")
        #expect(SDLInputMapping.specialCharacters(scancode: 81) == "UIKeyInputDownArrow")
        #expect(SDLInputMapping.specialCharacters(scancode: 80) == "UIKeyInputLeftArrow")
        #expect(SDLInputMapping.specialCharacters(scancode: 79) == "UIKeyInputRightArrow")
        #expect(SDLInputMapping.specialCharacters(scancode: 41) == "UIKeyInputEscape")
        #expect(SDLInputMapping.specialCharacters(scancode: 40) == "\r")
        #expect(SDLInputMapping.specialCharacters(scancode: 43) == "\t")
        #expect(SDLInputMapping.specialCharacters(scancode: 42) == "\u{8}")
        #expect(SDLInputMapping.specialCharacters(scancode: 58) == "UIKeyInputF1")
        #expect(SDLInputMapping.specialCharacters(scancode: 4) == nil)          // `a` types text
    }

    @Test func keycodesOfCharacterKeysAreTheirText() {
        #expect(SDLInputMapping.characters(sdlKeycode: 0x61) == "a")           // SDLK_a
        #expect(SDLInputMapping.characters(sdlKeycode: 0x20) == " ")
        #expect(SDLInputMapping.characters(sdlKeycode: 0xE9) == "é")
        #expect(SDLInputMapping.characters(sdlKeycode: 0x0D) == nil)           // SDLK_RETURN is a control character
        #expect(SDLInputMapping.characters(sdlKeycode: 0x4000_0052) == nil)    // SDLK_UP = scancode | 1<<30
    }

    @Test func textInputBuffersAreReadUpToTheirTerminator() {
        let bytes: [CChar] = [0x68, 0x69, 0, 0x7A]
        #expect(SDLInputMapping.string(fromUTF8CString: bytes) == "hi")
        let e: [CChar] = [CChar(bitPattern: 0xC3), CChar(bitPattern: 0xA9), 0]
        #expect(SDLInputMapping.string(fromUTF8CString: e) == "é")
    }
}

@Suite struct SDLPointerMappingTests {
    typealias Mapper = SDLInputMapping.MouseTouchMapper

    @Test func leftButtonDownDragUpIsBeganMovedEnded() {
        var m = Mapper()
        #expect(m.phase(for: .motion, button: 0, synthesisedFromTouch: false) == nil)   // hovering
        #expect(m.phase(for: .down, button: 1, synthesisedFromTouch: false) == .began)
        #expect(m.phase(for: .motion, button: 0, synthesisedFromTouch: false) == .moved)
        #expect(m.phase(for: .motion, button: 0, synthesisedFromTouch: false) == .moved)
        #expect(m.phase(for: .up, button: 1, synthesisedFromTouch: false) == .ended)
        #expect(m.phase(for: .motion, button: 0, synthesisedFromTouch: false) == nil)
    }

    @Test func otherButtonsAndTouchSynthesisedMiceMakeNoTouches() {
        var m = Mapper()
        #expect(m.phase(for: .down, button: 2, synthesisedFromTouch: false) == nil)     // middle button
        #expect(m.phase(for: .down, button: 1, synthesisedFromTouch: true) == nil)      // SDL_TOUCH_MOUSEID
        #expect(m.phase(for: .down, button: 1, synthesisedFromTouch: false) == .began)
        #expect(m.phase(for: .down, button: 1, synthesisedFromTouch: false) == nil)     // already down
        #expect(m.phase(for: .up, button: 3, synthesisedFromTouch: false) == nil)       // not the touch's button
        #expect(m.phase(for: .up, button: 1, synthesisedFromTouch: false) == .ended)
        #expect(m.phase(for: .up, button: 1, synthesisedFromTouch: false) == nil)       // no touch to end
    }

    @Test func resetForgetsATouchThatWillNeverEnd() {
        var m = Mapper()
        _ = m.phase(for: .down, button: 1, synthesisedFromTouch: false)
        m.reset()
        #expect(!m.isDown)
        #expect(m.phase(for: .down, button: 1, synthesisedFromTouch: false) == .began)
    }
}

@Suite struct PlatformChoiceTests {
    @Test func aDisplayChoosesSDLUnlessOverridden() {
        #expect(Platform.wantsSDL(environment: ["DISPLAY": ":0"]))
        #expect(Platform.wantsSDL(environment: ["WAYLAND_DISPLAY": "wayland-0"]))
        #expect(!Platform.wantsSDL(environment: [:]))
        #expect(!Platform.wantsSDL(environment: ["DISPLAY": ""]))
        #expect(!Platform.wantsSDL(environment: ["DISPLAY": ":0", "OPENUIKIT_PLATFORM": "headless"]))
        #expect(Platform.wantsSDL(environment: ["OPENUIKIT_PLATFORM": "sdl"]))
        #expect(Platform.wantsSDL(environment: ["OPENUIKIT_PLATFORM": "SDL"]))
    }
}
