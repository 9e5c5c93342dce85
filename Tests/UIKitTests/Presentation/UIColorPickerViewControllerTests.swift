import Testing
import Foundation
@testable import UIKit
import TestSupport
import UIKitTestSupport

/// Logs a colour picker's delegate calls, colours as 8-bit "r,g,b,a".
@MainActor
final class ColorPickerLog: NSObject, UIColorPickerViewControllerDelegate {
    var log: [String] = []
    func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool) {
        log.append("didSelect \(bytes(color)) \(continuously)")
    }
    func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController) {
        log.append("didSelectColor")
    }
    func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) {
        log.append("didFinish")
    }
}

/// A colour's components as 8-bit "r,g,b,a".
@MainActor
func bytes(_ color: UIColor) -> String {
    var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
    _ = color.getRed(&r, green: &g, blue: &b, alpha: &a)
    return [r, g, b, a].map { String(Int(($0 * 255).rounded())) }.joined(separator: ",")
}

/// UIColorPickerViewController: defaults, the delegate's calls and their order on the user's picks (grid taps and
/// drags, slider drags), code that sets the colour calling nothing, supportsAlpha, the close button. Colours of
/// the grid are worked out by hand from its palette (the saturated row is iOS's sampled FF4015 … 76BB40; lighter
/// rows go towards white by fifths).
@Suite(.serialized) @MainActor struct UIColorPickerViewControllerTests {
    /// A 390 × 844 stage (an iPhone: the picker comes up as a sheet) with the picker presented and laid out.
    private func present(_ picker: UIColorPickerViewController) -> (ViewsStage, UIViewController) {
        EventDispatcher.shared.reset()
        let stage = ViewsStage(width: 390, height: 844)
        let root = UIViewController()
        stage.window.rootViewController = root
        root.present(picker, animated: false)
        UIHeadless.runLoopTurn()
        picker.presentationController?.containerView?.layoutIfNeeded()
        picker.view.layoutIfNeeded()
        return (stage, root)
    }

    /// The centre of a grid cell in the window.
    private func cellCentre(_ picker: UIColorPickerViewController, row: Int, column: Int) -> CGPoint {
        let r = picker.gridView.rect(row: row, column: column)
        return point(r.midX, r.midY, in: picker.gridView)
    }

    @Test func defaults() {
        let picker = UIColorPickerViewController()
        #expect(bytes(picker.selectedColor) == "255,255,255,255")
        #expect(picker.supportsAlpha)
        #expect(picker.delegate == nil)
        #expect(picker.title == nil)
        #expect(picker.supportsEyedropper && picker.maximumLinearExposure == 1)
    }

    /// A tap on a cell is one pick: the iOS 15 call (not continuous), then the deprecated one.
    @Test func aTapInTheGridCallsTheDelegateOnce() {
        let picker = UIColorPickerViewController()
        let log = ColorPickerLog()
        picker.delegate = log
        let (stage, _) = present(picker)
        defer { stage.close() }
        #expect(picker.page == .grid && !picker.gridView.isHidden && picker.spectrumView.isHidden)
        UIHeadless.tap(at: cellCentre(picker, row: 5, column: 5), in: stage.window)
        // Row 5 is the saturated row; column 5 is its red, FF4015.
        #expect(log.log == ["didSelect 255,64,21,255 false", "didSelectColor"])
        #expect(bytes(picker.selectedColor) == "255,64,21,255")
        // Row 7 is 0061FD two fifths of the way to white: 0+255·0.4, 97+158·0.4, 253+2·0.4 → 102, 160, 254.
        log.log = []
        UIHeadless.tap(at: cellCentre(picker, row: 7, column: 1), in: stage.window)
        #expect(log.log == ["didSelect 102,160,254,255 false", "didSelectColor"])
        #expect(picker.gridView.selectedCell?.row == 7 && picker.gridView.selectedCell?.column == 1)
    }

    /// A drag across the grid picks each cell it enters continuously, then the last one again, not continuously.
    @Test func aDragAcrossTheGridIsContinuousUntilTheFingerLifts() {
        let picker = UIColorPickerViewController()
        let log = ColorPickerLog()
        picker.delegate = log
        let (stage, _) = present(picker)
        defer { stage.close() }
        UIHeadless.touchDown(at: cellCentre(picker, row: 5, column: 5), in: stage.window)
        UIHeadless.touchMove(to: cellCentre(picker, row: 5, column: 6))
        UIHeadless.touchMove(to: cellCentre(picker, row: 5, column: 7))
        UIHeadless.touchUp()
        // FF6A00 and FFAB01, the saturated row's orange and amber.
        #expect(log.log == ["didSelect 255,106,0,255 true", "didSelectColor",
                            "didSelect 255,171,1,255 true", "didSelectColor",
                            "didSelect 255,171,1,255 false", "didSelectColor"])
    }

    /// Dragging the red slider from 255 to 0: continuous picks while the finger moves, one final pick when it lifts;
    /// white without red is cyan.
    @Test func aSliderDragIsContinuousThenFinal() {
        let picker = UIColorPickerViewController()
        let log = ColorPickerLog()
        picker.delegate = log
        let (stage, _) = present(picker)
        defer { stage.close() }
        let segment = picker.modeControl
        UIHeadless.tap(at: point(segment.bounds.width * 5 / 6, segment.bounds.midY, in: segment), in: stage.window)
        #expect(picker.page == .sliders && !picker.slidersView.isHidden && picker.gridView.isHidden)
        #expect(log.log.isEmpty)
        picker.view.layoutIfNeeded()
        let red = picker.channelSliders[0]
        #expect(red.value == 255)
        // The thumb (28 pt) sits at the right end at 255; its centre 14 pt in from the end.
        let y = red.bounds.midY
        UIHeadless.touchDown(at: point(red.bounds.width - 14, y, in: red), in: stage.window)
        UIHeadless.touchMove(to: point(red.bounds.width / 2, y, in: red))
        UIHeadless.touchMove(to: point(14, y, in: red))
        UIHeadless.touchUp()
        #expect(log.log.count == 6)
        #expect(log.log.enumerated().allSatisfy { i, entry in
            i % 2 == 1 ? entry == "didSelectColor" : entry.hasSuffix(i == 4 ? " false" : " true")
        })
        #expect(log.log.suffix(4) == ["didSelect 0,255,255,255 true", "didSelectColor", "didSelect 0,255,255,255 false", "didSelectColor"])
        #expect(bytes(picker.selectedColor) == "0,255,255,255")
        #expect(picker.channelFields[0].text == "0" && picker.hexField.text == "00FFFF")
    }

    /// The spectrum: hue across, saturation rising over the top half, brightness falling over the bottom half.
    /// Touching picks at once (continuously), so does dragging; lifting picks the last colour again, not
    /// continuously. The middle of the top half is hue ½, saturation ½, brightness 1: (½, 1, 1) → 128, 255, 255;
    /// the left end of the middle line is full red.
    @Test func theSpectrumPicksUnderTheFinger() {
        let picker = UIColorPickerViewController()
        let log = ColorPickerLog()
        picker.delegate = log
        let (stage, _) = present(picker)
        defer { stage.close() }
        picker.modeControl.selectedSegmentIndex = 1
        picker.modeControl.sendActions(for: .valueChanged)
        picker.view.layoutIfNeeded()
        let field = picker.spectrumView
        #expect(!field.isHidden && picker.gridView.isHidden)
        let b = field.bounds
        UIHeadless.touchDown(at: point(b.width / 2, b.height / 4, in: field), in: stage.window)
        UIHeadless.touchMove(to: point(0, b.height / 2, in: field))
        UIHeadless.touchUp()
        #expect(log.log == ["didSelect 128,255,255,255 true", "didSelectColor",
                            "didSelect 255,0,0,255 true", "didSelectColor",
                            "didSelect 255,0,0,255 false", "didSelectColor"])
        #expect(bytes(picker.selectedColor) == "255,0,0,255" && picker.hexField.text == "FF0000")
    }

    /// Dragging the opacity slider to its left end makes the colour fully transparent; the percentage follows.
    @Test func theOpacitySliderSetsTheAlpha() {
        let picker = UIColorPickerViewController()
        let log = ColorPickerLog()
        picker.delegate = log
        let (stage, _) = present(picker)
        defer { stage.close() }
        let s = picker.opacitySlider
        #expect(s.value == 1 && picker.opacityField.text == "100%")
        UIHeadless.touchDown(at: point(s.bounds.width - 14, s.bounds.midY, in: s), in: stage.window)
        UIHeadless.touchMove(to: point(14, s.bounds.midY, in: s))
        UIHeadless.touchUp()
        #expect(log.log == ["didSelect 255,255,255,0 true", "didSelectColor", "didSelect 255,255,255,0 false", "didSelectColor"])
        #expect(picker.opacityField.text == "0%")
    }

    /// The eyedropper: the picker steps aside, a tap on the window picks the colour of the pixel under it (with the
    /// picker's opacity), and the picker comes back.
    @Test func theEyedropperPicksAColourOfTheWindow() {
        let picker = UIColorPickerViewController()
        let log = ColorPickerLog()
        picker.delegate = log
        let (stage, root) = present(picker)
        defer { stage.close() }
        let patch = UIView(frame: CGRect(x: 20, y: 300, width: 40, height: 40))
        patch.backgroundColor = UIColor(red: 51.0 / 255, green: 102.0 / 255, blue: 153.0 / 255, alpha: 1)
        root.view.addSubview(patch)
        UIHeadless.tap(at: centre(of: picker.eyedropperButton), in: stage.window)
        #expect(picker.eyedropperOverlay != nil && picker.presentationController?.containerView?.isHidden == true)
        UIHeadless.tap(at: CGPoint(x: 40, y: 320), in: stage.window)
        #expect(log.log == ["didSelect 51,102,153,255 false", "didSelectColor"])
        #expect(picker.eyedropperOverlay == nil && picker.presentationController?.containerView?.isHidden == false)
        #expect(root.presentedViewController === picker)
    }

    /// Colours set in code move the controls and tell nobody.
    @Test func settingTheColourInCodeCallsNoDelegate() {
        let picker = UIColorPickerViewController()
        let log = ColorPickerLog()
        picker.delegate = log
        let (stage, _) = present(picker)
        defer { stage.close() }
        picker.selectedColor = UIColor(red: 1, green: 64.0 / 255, blue: 21.0 / 255, alpha: 1)
        picker.selectedColor = .systemBlue
        picker.selectedColor = UIColor(red: 1, green: 64.0 / 255, blue: 21.0 / 255, alpha: 1)
        #expect(log.log.isEmpty)
        #expect(picker.gridView.selectedCell?.row == 5 && picker.gridView.selectedCell?.column == 5)
        #expect(picker.hexField.text == "FF4015" && picker.channelFields.map { $0.text } == ["255", "64", "21"])
    }

    /// Without supportsAlpha the opacity row hides and every colour, set or picked, is opaque; with it a grid
    /// pick keeps the opacity chosen.
    @Test func supportsAlphaFalseForcesOpaqueColours() {
        let picker = UIColorPickerViewController()
        let log = ColorPickerLog()
        picker.delegate = log
        picker.selectedColor = UIColor(red: 0, green: 0, blue: 1, alpha: 0.5)
        #expect(bytes(picker.selectedColor) == "0,0,255,128")
        picker.supportsAlpha = false
        #expect(bytes(picker.selectedColor) == "0,0,255,255")
        picker.selectedColor = UIColor(red: 1, green: 0, blue: 0, alpha: 0.25)
        #expect(bytes(picker.selectedColor) == "255,0,0,255")
        let (stage, _) = present(picker)
        defer { stage.close() }
        #expect(picker.opacitySlider.isHidden && picker.opacityField.superview?.isHidden == true)
        UIHeadless.tap(at: cellCentre(picker, row: 5, column: 5), in: stage.window)
        #expect(log.log.first == "didSelect 255,64,21,255 false")

        picker.supportsAlpha = true
        picker.selectedColor = UIColor(red: 0, green: 0, blue: 1, alpha: 0.5)
        picker.view.layoutIfNeeded()
        #expect(!picker.opacitySlider.isHidden && picker.opacityField.text == "50%")
        log.log = []
        UIHeadless.tap(at: cellCentre(picker, row: 5, column: 5), in: stage.window)
        #expect(log.log.first == "didSelect 255,64,21,128 false")
    }

    /// The close button dismisses the picker and then tells the delegate it finished; dismissing in code does not.
    @Test func theCloseButtonDismissesAndFinishes() {
        let manual = ManualClock(startingAt: 30000)
        defer { manual.restore() }
        let picker = UIColorPickerViewController()
        let log = ColorPickerLog()
        picker.delegate = log
        let (stage, root) = present(picker)
        defer { stage.close() }
        UIHeadless.tap(at: centre(of: picker.closeButton), in: stage.window)
        UIHeadless.advance(by: 1)
        UIHeadless.runLoopTurn()
        #expect(root.presentedViewController == nil)
        #expect(log.log == ["didFinish"])

        log.log = []
        root.present(picker, animated: false)
        UIHeadless.runLoopTurn()
        root.dismiss(animated: false)
        UIHeadless.runLoopTurn()
        #expect(root.presentedViewController == nil && log.log.isEmpty)
    }

    /// Swiping the sheet away is a user dismissal too: the delegate hears didFinish after the presentation ends.
    @Test func swipingThePickerAwayFinishes() {
        let manual = ManualClock(startingAt: 31000)
        defer { manual.restore() }
        let picker = UIColorPickerViewController()
        let log = ColorPickerLog()
        picker.delegate = log
        let (stage, root) = present(picker)
        defer { stage.close() }
        let start = centre(of: picker.titleLabel)
        let sheetHeight = picker.view.bounds.height
        // Past half the sheet's height: dismissed.
        UIHeadless.drag(from: start, to: CGPoint(x: start.x, y: start.y + sheetHeight * 0.6), steps: 40, in: stage.window)
        UIHeadless.advance(by: 1)
        UIHeadless.runLoopTurn()
        #expect(root.presentedViewController == nil)
        #expect(log.log == ["didFinish"])
    }

    /// Typing into the value fields: Return applies the value as one user pick (not continuous); text that is no
    /// value puts the field back and tells nobody.
    @Test func typedValuesAreUserPicks() {
        let picker = UIColorPickerViewController()
        let log = ColorPickerLog()
        picker.delegate = log
        let (stage, _) = present(picker)
        defer { stage.close() }
        picker.modeControl.selectedSegmentIndex = 2
        picker.modeControl.sendActions(for: .valueChanged)
        picker.view.layoutIfNeeded()

        // The hex field: 336699 is 51, 102, 153.
        picker.hexField.becomeFirstResponder()
        picker.hexField.text = ""
        UIHeadless.typeText("#336699")
        UIHeadless.pressKey(.keyboardReturnOrEnter, characters: "\r")
        #expect(!picker.hexField.isFirstResponder)
        #expect(log.log == ["didSelect 51,102,153,255 false", "didSelectColor"])
        #expect(picker.channelFields.map { $0.text } == ["51", "102", "153"] && picker.channelSliders[1].value == 102)

        // The green field, clamped to 255.
        log.log = []
        picker.channelFields[1].becomeFirstResponder()
        picker.channelFields[1].text = ""
        UIHeadless.typeText("300")
        UIHeadless.pressKey(.keyboardReturnOrEnter, characters: "\r")
        #expect(log.log == ["didSelect 51,255,153,255 false", "didSelectColor"])

        // The opacity: 25 % is 63.75 → 64 of 255.
        log.log = []
        picker.opacityField.becomeFirstResponder()
        picker.opacityField.text = ""
        UIHeadless.typeText("25")
        UIHeadless.pressKey(.keyboardReturnOrEnter, characters: "\r")
        #expect(log.log == ["didSelect 51,255,153,64 false", "didSelectColor"])
        #expect(picker.opacityField.text == "25%")

        // Not a colour: the field shows the colour again.
        log.log = []
        picker.hexField.becomeFirstResponder()
        picker.hexField.text = ""
        UIHeadless.typeText("XYZ")
        UIHeadless.pressKey(.keyboardReturnOrEnter, characters: "\r")
        #expect(log.log.isEmpty && picker.hexField.text == "33FF99")
    }

    /// The title shows in the bar; nil shows "Colors".
    @Test func theTitleShowsInTheBar() {
        let picker = UIColorPickerViewController()
        picker.loadViewIfNeeded()
        #expect(picker.titleLabel.text == "Colors")
        picker.title = "Background Color"
        #expect(picker.titleLabel.text == "Background Color")
    }

    /// The three pages, to look at (CONTROLS_PNG_DIR).
    @Test func rendersItsPages() {
        let picker = UIColorPickerViewController()
        picker.selectedColor = UIColor(red: 1, green: 64.0 / 255, blue: 21.0 / 255, alpha: 0.8)
        let (stage, _) = present(picker)
        defer { stage.close() }
        saveControlsPNG(stage, "colorpicker-grid")
        let pixels = stage.pixels()
        // The middle of cell (5, 5) is FF4015.
        let c = cellCentre(picker, row: 5, column: 5)
        #expect(pixels[Int(c.x), Int(c.y)] == [255, 64, 21, 255])
        for (index, name) in [(1, "spectrum"), (2, "sliders")] {
            picker.modeControl.selectedSegmentIndex = index
            picker.modeControl.sendActions(for: .valueChanged)
            saveControlsPNG(stage, "colorpicker-\(name)")
        }
        stage.window.overrideUserInterfaceStyle = .dark
        picker.modeControl.selectedSegmentIndex = 0
        picker.modeControl.sendActions(for: .valueChanged)
        saveControlsPNG(stage, "colorpicker-grid-dark")
    }
}
