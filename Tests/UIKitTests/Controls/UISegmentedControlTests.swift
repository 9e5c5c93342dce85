import Testing
@testable import UIKit
import TestSupport
import UIKitTestSupport

@Suite(.serialized) @MainActor struct UISegmentedControlTests {
    @Test func defaultsAndRawValues() {
        #expect(UISegmentedControl.noSegment == -1)
        #expect(UISegmentedControl.Segment.alone.rawValue == 4)
        #expect(UISegmentedControl.Style.bezeled.rawValue == 7)
        let image = solidImage(.red, 10, 10)
        let c = UISegmentedControl(items: ["One", image, "Three"])
        #expect(c.numberOfSegments == 3)
        #expect(c.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(!c.isMomentary && !c.apportionsSegmentWidthsByContent)
        #expect(c.titleForSegment(at: 0) == "One" && c.imageForSegment(at: 1) === image)
        #expect(c.titleForSegment(at: 1) == nil && c.imageForSegment(at: 0) == nil)
        #expect(c.intrinsicContentSize.height == 32)
        #expect(c.frame.height == 32)
        #expect(c.isEnabledForSegment(at: 2) && c.widthForSegment(at: 2) == 0)
        #expect(c.selectedSegmentTintColor == nil)
    }

    /// Apple pins indexes past the end: to the end for inserting, to the last segment otherwise.
    @Test func indexesArePinned() {
        let c = UISegmentedControl(items: ["A", "B"])
        c.insertSegment(withTitle: "Z", at: 99, animated: false)
        #expect(c.titleForSegment(at: 2) == "Z")
        c.insertSegment(withTitle: "first", at: 0, animated: true)
        #expect(c.titleForSegment(at: 0) == "first" && c.numberOfSegments == 4)
        c.setTitle("last", forSegmentAt: 10)
        #expect(c.titleForSegment(at: 3) == "last")
        #expect(c.titleForSegment(at: 50) == "last")
        c.selectedSegmentIndex = 9
        #expect(c.selectedSegmentIndex == -1)
        c.removeSegment(at: 42, animated: false)
        #expect(c.numberOfSegments == 3 && c.titleForSegment(at: 2) == "B")
        c.removeAllSegments()
        #expect(c.numberOfSegments == 0)
        c.setTitle("x", forSegmentAt: 0)
        #expect(c.titleForSegment(at: 0) == nil)
    }

    @Test func selectionFollowsInsertAndRemove() {
        let c = UISegmentedControl(items: ["A", "B", "C"])
        c.selectedSegmentIndex = 1
        c.insertSegment(withTitle: "0", at: 0, animated: false)
        #expect(c.selectedSegmentIndex == 2)
        c.removeSegment(at: 0, animated: false)
        #expect(c.selectedSegmentIndex == 1)
        c.removeSegment(at: 1, animated: false)
        #expect(c.selectedSegmentIndex == -1)
    }

    @Test func titleOrImageNotBoth() {
        let c = UISegmentedControl(items: ["A"])
        let image = solidImage(.red, 10, 10)
        c.setImage(image, forSegmentAt: 0)
        #expect(c.titleForSegment(at: 0) == nil && c.imageForSegment(at: 0) === image)
        c.setTitle("T", forSegmentAt: 0)
        #expect(c.imageForSegment(at: 0) == nil)
    }

    @Test func tapSelectsAndSendsValueChangedOnce() {
        let stage = ViewsStage(width: 400, height: 100)
        defer { stage.close() }
        let c = UISegmentedControl(items: ["A", "B", "C"])
        c.frame = CGRect(x: 50, y: 30, width: 300, height: 32)
        stage.window.addSubview(c)
        let log = EventLog(c)
        UIHeadless.tap(at: point(150, 16, in: c), in: stage.window)
        #expect(c.selectedSegmentIndex == 1)
        #expect(log.names == ["down", "value", "primary", "upInside"])
        // The selected segment again: nothing changes.
        stage.forgetTaps()
        log.names = []
        UIHeadless.tap(at: point(150, 16, in: c), in: stage.window)
        #expect(log.names == ["down", "upInside"])
        // Down on one segment, up on another: the segment under the touch-up wins.
        stage.forgetTaps()
        UIHeadless.drag(from: point(150, 16, in: c), to: point(250, 16, in: c), in: stage.window)
        #expect(c.selectedSegmentIndex == 2)
        // In code: nothing sent.
        log.names = []
        c.selectedSegmentIndex = 0
        #expect(log.names.isEmpty)
    }

    @Test func disabledSegmentCannotBeSelected() {
        let stage = ViewsStage(width: 400, height: 100)
        defer { stage.close() }
        let c = UISegmentedControl(items: ["A", "B"])
        c.frame = CGRect(x: 0, y: 0, width: 200, height: 32)
        c.setEnabled(false, forSegmentAt: 1)
        #expect(!c.isEnabledForSegment(at: 1))
        stage.window.addSubview(c)
        UIHeadless.tap(at: point(150, 16, in: c), in: stage.window)
        #expect(c.selectedSegmentIndex == -1)
    }

    @Test func momentaryRevertsAfterTheEvent() {
        let stage = ViewsStage(width: 400, height: 100)
        defer { stage.close() }
        let c = UISegmentedControl(items: ["A", "B"])
        c.frame = CGRect(x: 0, y: 0, width: 200, height: 32)
        c.isMomentary = true
        stage.window.addSubview(c)
        var seen: [Int] = []
        c.addAction(UIAction { _ in seen.append(c.selectedSegmentIndex) }, for: .valueChanged)
        UIHeadless.tap(at: point(50, 16, in: c), in: stage.window)
        stage.forgetTaps()
        UIHeadless.tap(at: point(50, 16, in: c), in: stage.window)
        #expect(seen == [0, 0])
        #expect(c.selectedSegmentIndex == -1)
    }

    @Test func actionSegments() {
        let stage = ViewsStage(width: 400, height: 100)
        defer { stage.close() }
        var log: [String] = []
        let a = UIAction(title: "Left") { _ in log.append("left") }
        let b = UIAction(title: "Right") { _ in log.append("right") }
        let c = UISegmentedControl(frame: CGRect(x: 0, y: 0, width: 200, height: 32), actions: [a, b])
        c.addAction(UIAction { _ in log.append("value") }, for: .valueChanged)
        stage.window.addSubview(c)
        #expect(c.numberOfSegments == 2 && c.titleForSegment(at: 1) == "Right")
        #expect(c.actionForSegment(at: 0) === a)
        #expect(c.segmentIndex(identifiedBy: b.identifier) == 1)
        UIHeadless.tap(at: point(150, 16, in: c), in: stage.window)
        #expect(log == ["right", "value"])
    }

    @Test func widths() {
        let c = UISegmentedControl(items: ["A", "B", "C"])
        c.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
        c.layoutIfNeeded()
        c.setWidth(60, forSegmentAt: 0)
        #expect(c.widthForSegment(at: 0) == 60)
        c.layoutIfNeeded()
        // 60 set; the other two share the remaining 240.
        let stage = ViewsStage(width: 400, height: 100)
        defer { stage.close() }
        stage.window.addSubview(c)
        let log = EventLog(c)
        UIHeadless.tap(at: point(70, 16, in: c), in: stage.window)
        #expect(c.selectedSegmentIndex == 1)                     // 60…180 is segment 1
        #expect(log.names.contains("value"))
        // By content: a long title gets the larger share.
        let d = UISegmentedControl(items: ["A", "A much longer title"])
        d.apportionsSegmentWidthsByContent = true
        let equal = UISegmentedControl(items: ["A", "A much longer title"])
        #expect(d.intrinsicContentSize.width < equal.intrinsicContentSize.width)
    }

    @Test func titleAttributes() {
        let c = UISegmentedControl(items: ["A"])
        #expect(c.titleTextAttributes(for: .normal) == nil)
        c.setTitleTextAttributes([.foregroundColor: UIColor.red], for: .selected)
        #expect(c.titleTextAttributes(for: .selected)?[.foregroundColor] as? UIColor == UIColor.red)
    }

    @Test func drawnAsIOS17() {
        let stage = ViewsStage(width: 320, height: 60)
        defer { stage.close() }
        let c = UISegmentedControl(items: ["First", "Second", "Third"])
        c.frame = CGRect(x: 10, y: 14, width: 300, height: 32)
        c.selectedSegmentIndex = 0
        stage.window.addSubview(c)
        let px = stage.pixels()
        saveControlsPNG(stage, "segmented")
        // The background is tertiarySystemFill over white (238, 238, 239); the pill white.
        #expect(near(px[150, 17], [238, 238, 239, 255], 3))
        #expect(near(px[14, 30], [255, 255, 255, 255], 3))
    }

    @Test func drawnInDarkMode() {
        let stage = ViewsStage(width: 320, height: 60)
        defer { stage.close() }
        stage.window.overrideUserInterfaceStyle = .dark
        stage.window.backgroundColor = .black
        let c = UISegmentedControl(items: ["First", "Second"])
        c.frame = CGRect(x: 10, y: 14, width: 300, height: 32)
        c.selectedSegmentIndex = 0
        stage.window.addSubview(c)
        let px = stage.pixels()
        saveControlsPNG(stage, "segmented-dark")
        // The pill is 636366; the background tertiarySystemFill dark (767680 at 24 %) over black: (28, 28, 31).
        #expect(near(px[14, 30], [99, 99, 102, 255], 3))
        #expect(near(px[250, 17], [28, 28, 31, 255], 3))
    }
}
