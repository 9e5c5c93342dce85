import Testing
@testable import UIKit

/// The SDL back end's pure translations (no display needed).
@Suite @MainActor struct SDLMappingTests {
    @Test func platformChoiceFollowsTheEnvironment() {
        #expect(Platform.wantsSDL(environment: ["DISPLAY": ":0"]))
        #expect(Platform.wantsSDL(environment: ["WAYLAND_DISPLAY": "wayland-0"]))
        #expect(!Platform.wantsSDL(environment: [:]))
        #expect(!Platform.wantsSDL(environment: ["DISPLAY": ""]))
        #expect(!Platform.wantsSDL(environment: ["DISPLAY": ":0", "OPENUIKIT_PLATFORM": "headless"]))
        #expect(Platform.wantsSDL(environment: ["OPENUIKIT_PLATFORM": "SDL"]))
    }

    @Test func scancodesAreHIDUsages() {
        // SDL numbers scancodes after the USB HID keyboard page: a = 4, return = 40, left arrow = 80.
        #expect(SDLInputMapping.hidUsage(scancode: 4) == .keyboardA)
        #expect(SDLInputMapping.hidUsage(scancode: 40) == .keyboardReturnOrEnter)
        #expect(SDLInputMapping.hidUsage(scancode: 80) == .keyboardLeftArrow)
        #expect(SDLInputMapping.hidUsage(scancode: 0) == nil)
        #expect(SDLInputMapping.hidUsage(scancode: 258) == nil) // SDL's media keys are not on the keyboard page
    }

    @Test func modifiersMapToUIKitFlags() {
        let m = SDLInputMapping.Mod.self
        #expect(SDLInputMapping.modifierFlags(sdlMod: m.lShift) == .shift)
        #expect(SDLInputMapping.modifierFlags(sdlMod: m.rCtrl | m.lAlt) == [.control, .alternate])
        #expect(SDLInputMapping.modifierFlags(sdlMod: m.lGUI | m.caps) == [.command, .alphaShift])
        #expect(SDLInputMapping.modifierFlags(sdlMod: 0, scancode: 0x59) == .numericPad) // keypad 1
    }

    @Test func mousePositionsBecomeScreenPoints() {
        // A window of 400×300 units showing an 800×600-point screen: units are halved points.
        #expect(SDLGeometry.screenPoint(windowX: 100, windowY: 50, windowSize: CGSize(width: 400, height: 300),
                                        screenSize: CGSize(width: 800, height: 600)) == CGPoint(x: 200, y: 100))
        #expect(SDLGeometry.screenPoint(normalizedX: 0.5, normalizedY: 0.25, screenSize: CGSize(width: 800, height: 600))
                == CGPoint(x: 400, y: 150))
        #expect(SDLGeometry.scale(drawableWidth: 1600, windowWidth: 800) == 2)
        #expect(SDLGeometry.pixelSize(points: CGSize(width: 10.5, height: 3), scale: 2) == (21, 6))
    }

    @Test func damageBecomesNonOverlappingTextureUpdates() {
        let rects = SDLGeometry.textureUpdateRects(damage: [CGRect(x: 0.5, y: 0.5, width: 10, height: 10),
                                                            CGRect(x: 5, y: 5, width: 10, height: 10),
                                                            CGRect(x: 90, y: 90, width: 50, height: 50)],
                                                   width: 100, height: 100)
        // The first two overlap: merged into (0, 0)…(15, 15); the third is clipped to the texture.
        #expect(rects.count == 2)
        #expect(rects.contains(SDLGeometry.PixelRect(x: 0, y: 0, width: 15, height: 15)))
        #expect(rects.contains(SDLGeometry.PixelRect(x: 90, y: 90, width: 10, height: 10)))
    }

    @Test func windowSizeFromTheEnvironment() {
        #expect(SDLGeometry.parseWindowSize("1024x768") == CGSize(width: 1024, height: 768))
        #expect(SDLGeometry.parseWindowSize("bad") == nil)
        #expect(SDLGeometry.defaultWindowSize(displayUsable: CGSize(width: 640, height: 480)) == CGSize(width: 640, height: 480))
        #expect(SDLGeometry.defaultWindowSize(displayUsable: nil) == CGSize(width: 800, height: 600))
    }

    @Test func mouseButtonsBecomeTouchPhases() {
        var mapper = SDLInputMapping.MouseTouchMapper()
        #expect(mapper.phase(for: .motion, button: 1, synthesisedFromTouch: false) == nil) // hovering: no touch
        #expect(mapper.phase(for: .down, button: 1, synthesisedFromTouch: false) == .began)
        #expect(mapper.phase(for: .motion, button: 1, synthesisedFromTouch: false) == .moved)
        #expect(mapper.phase(for: .up, button: 1, synthesisedFromTouch: false) == .ended)
        #expect(SDLInputMapping.MouseTouchMapper.tapCount(clicks: 2) == 2)
    }
}
