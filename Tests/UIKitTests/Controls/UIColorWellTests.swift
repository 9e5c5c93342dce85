import Testing
import Foundation
@testable import UIKit
import TestSupport
import UIKitTestSupport

/// UIColorWell: defaults, its size, a tap presenting the picker with the well's settings, one valueChanged per
/// pick the user makes there, colours set in code sending nothing, and its look (a ring of hues round the colour).
@Suite(.serialized) @MainActor struct UIColorWellTests {
    @Test func defaults() {
        let well = UIColorWell()
        #expect(well.selectedColor == nil && well.supportsAlpha && well.title == nil && well.supportsEyedropper)
        #expect(well.intrinsicContentSize == CGSize(width: 28, height: 28))
        #expect(well.sizeThatFits(.zero) == CGSize(width: 28, height: 28))
        #expect(well.accessibilityTraits.contains(.button))
        #expect(well.maximumLinearExposure == 1)
        well.maximumLinearExposure = 0.5 // under 1: ignored
        #expect(well.maximumLinearExposure == 1)
        well.maximumLinearExposure = 4
        #expect(well.maximumLinearExposure == 4)
        let log = EventLog(well)
        well.selectedColor = .red
        well.selectedColor = nil
        #expect(log.names.isEmpty)
    }

    /// A stage (an iPhone-sized window) with a controller whose view holds a well at (100, 100).
    private func stageWithWell() -> (ViewsStage, UIViewController, UIColorWell) {
        EventDispatcher.shared.reset()
        let stage = ViewsStage(width: 390, height: 844)
        let root = UIViewController()
        stage.window.rootViewController = root
        let well = UIColorWell(frame: CGRect(x: 100, y: 100, width: 28, height: 28))
        root.view.addSubview(well)
        root.view.layoutIfNeeded()
        return (stage, root, well)
    }

    @Test func aTapPresentsThePickerAndEachPickSendsValueChangedOnce() {
        let manual = ManualClock(startingAt: 40000)
        defer { manual.restore() }
        let (stage, root, well) = stageWithWell()
        defer { stage.close() }
        well.title = "Ink"
        well.supportsAlpha = false
        well.selectedColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        let log = EventLog(well)
        UIHeadless.tap(at: centre(of: well), in: stage.window)
        UIHeadless.advance(by: 1)
        UIHeadless.runLoopTurn()
        #expect(log.names == ["down", "upInside"])
        let picker = try? #require(root.presentedViewController as? UIColorPickerViewController)
        guard let picker else { return }
        #expect(picker.title == "Ink" && !picker.supportsAlpha && bytes(picker.selectedColor) == "0,0,255,255")
        #expect(picker.modalPresentationStyle == .popover && !picker.eyedropperButton.isHidden)
        picker.view.layoutIfNeeded()

        log.names = []
        let cell = picker.gridView.rect(row: 5, column: 5)
        UIHeadless.tap(at: point(cell.midX, cell.midY, in: picker.gridView), in: stage.window)
        #expect(log.names == ["value"])
        #expect(bytes(well.selectedColor ?? .clear) == "255,64,21,255")
        // A second tap on the well while the picker is up presents nothing more.
        #expect(root.presentedViewController === picker)
    }

    /// In a regular width (an iPad) the picker is a popover pointing at the well, at its preferred size.
    @Test func inARegularWidthThePickerIsAPopoverFromTheWell() {
        let manual = ManualClock(startingAt: 41000)
        defer { manual.restore() }
        EventDispatcher.shared.reset()
        let stage = ViewsStage(width: 1000, height: 800)
        defer { stage.close() }
        let root = UIViewController()
        stage.window.rootViewController = root
        let well = UIColorWell(frame: CGRect(x: 100, y: 100, width: 28, height: 28))
        well.supportsEyedropper = false
        root.view.addSubview(well)
        UIHeadless.tap(at: centre(of: well), in: stage.window)
        UIHeadless.advance(by: 1)
        UIHeadless.runLoopTurn()
        let picker = root.presentedViewController as? UIColorPickerViewController
        let popover = picker?.popoverPresentationController
        #expect(popover?.sourceView === well)
        #expect(picker?.view.bounds.size == CGSize(width: 375, height: 600))
        #expect(picker?.eyedropperButton.isHidden == true)
        saveControlsPNG(stage, "colorwell-popover")
        root.dismiss(animated: false)
        UIHeadless.runLoopTurn()
    }

    /// The ring is red at the top (hue 0) and cyan at the bottom (hue ½); the colour fills the middle.
    @Test func drawsARingOfHuesRoundTheColour() {
        let stage = ViewsStage(width: 100, height: 100)
        defer { stage.close() }
        let well = UIColorWell(frame: CGRect(x: 36, y: 36, width: 28, height: 28))
        well.selectedColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        stage.window.addSubview(well)
        saveControlsPNG(stage, "colorwell")
        let p = stage.pixels()
        // The ring is 3 pt wide: its middle is 1.5 pt in from the edge, at y 37.5 (top) and 62.5 (bottom).
        let top = p[50, 37], bottom = p[50, 62]
        #expect(top[0] > 200 && top[1] < 60 && top[2] < 60)
        #expect(bottom[0] < 60 && bottom[1] > 200 && bottom[2] > 200)
        #expect(p[50, 50] == [0, 0, 255, 255])
    }
}
