import Testing
@testable import UIKit
import TestSupport
import UIKitTestSupport

/// Two components: 20 numbered rows and 3 fruit; logs the delegate's didSelectRow calls.
@MainActor
final class PickerSource: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
    var counts = [20, 3]
    var selections: [String] = []
    var customViews = false
    var heights: [CGFloat]?
    func numberOfComponents(in pickerView: UIPickerView) -> Int { counts.count }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { counts[component] }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        component == 0 ? "\(row)" : ["Apple", "Pear", "Plum"][row]
    }
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat {
        heights?[component] ?? UIPickerView.unsetDimension
    }
    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView? {
        guard customViews else { return nil }
        let v = view ?? UIView()
        v.tag = row
        return v
    }
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        selections.append("\(component):\(row)")
    }
}

@Suite(.serialized) @MainActor struct UIPickerViewTests {
    @Test func defaultsAndData() {
        let p = UIPickerView()
        #expect(p.frame.size == CGSize(width: 320, height: 216))
        #expect(p.intrinsicContentSize.height == 216)
        #expect(p.numberOfComponents == 0)
        #expect(p.selectedRow(inComponent: 0) == -1)
        let source = PickerSource()
        p.dataSource = source
        p.delegate = source
        #expect(p.numberOfComponents == 2)
        #expect(p.numberOfRows(inComponent: 0) == 20 && p.numberOfRows(inComponent: 1) == 3)
        #expect(p.numberOfRows(inComponent: 5) == 0)
        #expect(p.selectedRow(inComponent: 0) == 0)
        // Two wheels share 320 − 2·8 − 5 = 299 pt; rows 32 pt by default.
        #expect(p.rowSize(forComponent: 0) == CGSize(width: 149.5, height: 32))
        source.counts = [0, 3]
        p.reloadAllComponents()
        #expect(p.selectedRow(inComponent: 0) == -1)
    }

    @Test func selectRowInCodeDoesNotTellTheDelegate() {
        let p = UIPickerView()
        let source = PickerSource()
        p.dataSource = source
        p.delegate = source
        p.selectRow(7, inComponent: 0, animated: false)
        p.selectRow(2, inComponent: 1, animated: true)
        p.selectRow(99, inComponent: 0, animated: false)
        #expect(p.selectedRow(inComponent: 0) == 7 && p.selectedRow(inComponent: 1) == 2)
        #expect(source.selections.isEmpty)
        // Row 7 sits in the band: its view is on screen, titled "7".
        let label = p.view(forRow: 7, forComponent: 0) as? UILabel
        #expect(label?.text == "7")
        #expect(p.view(forRow: 19, forComponent: 0) == nil)
    }

    @Test func delegateViewsAndHeights() {
        let p = UIPickerView()
        let source = PickerSource()
        source.customViews = true
        source.heights = [44, 40]
        p.dataSource = source
        p.delegate = source
        #expect(p.rowSize(forComponent: 0).height == 44)
        #expect(p.view(forRow: 0, forComponent: 0)?.tag == 0)
        #expect(!(p.view(forRow: 0, forComponent: 0) is UILabel))
    }

    /// A drag of a little over two rows up, held still, then released: the wheel settles on row 2 and
    /// the delegate hears it once.
    @Test func dragSettlesOnARow() {
        let time = ManualTime()
        defer { time.end() }
        let stage = ViewsStage(width: 320, height: 216)
        defer { stage.close() }
        let p = UIPickerView()
        let source = PickerSource()
        p.dataSource = source
        p.delegate = source
        stage.window.addSubview(p)
        stage.window.layoutIfNeeded()
        UIHeadless.touchDown(at: CGPoint(x: 80, y: 150), in: stage.window)
        for i in 1...10 {
            UIHeadless.advance(by: 1.0 / 60)
            UIHeadless.touchMove(to: CGPoint(x: 80, y: 150 - 7.2 * CGFloat(i)))
        }
        UIHeadless.advance(by: 0.3)
        UIHeadless.touchUp()
        UIHeadless.advance(by: 4)
        #expect(p.selectedRow(inComponent: 0) == 2)
        #expect(source.selections == ["0:2"])
        let band = p.convert(CGRect(x: 0, y: 92, width: 320, height: 32), to: nil)
        let row2 = p.view(forRow: 2, forComponent: 0)!
        #expect(abs(row2.convert(row2.bounds, to: nil).midY - band.midY) < 0.5)
    }

    @Test func tapOnARowTurnsTheWheelToIt() {
        let time = ManualTime()
        defer { time.end() }
        let stage = ViewsStage(width: 320, height: 216)
        defer { stage.close() }
        let p = UIPickerView()
        let source = PickerSource()
        p.dataSource = source
        p.delegate = source
        stage.window.addSubview(p)
        stage.window.layoutIfNeeded()
        // The band is 92…124; the row below it (1) is 124…156 and component 1 starts at x 165.5.
        UIHeadless.tap(at: CGPoint(x: 240, y: 140), in: stage.window)
        UIHeadless.advance(by: 2)
        #expect(p.selectedRow(inComponent: 1) == 1)
        #expect(source.selections == ["1:1"])
    }

    @Test func drawn() {
        let stage = ViewsStage(width: 320, height: 216)
        defer { stage.close() }
        let p = UIPickerView()
        let source = PickerSource()
        p.dataSource = source
        p.delegate = source
        p.selectRow(3, inComponent: 0, animated: false)
        stage.window.addSubview(p)
        let px = stage.pixels()
        saveControlsPNG(stage, "picker")
        // The band: tertiarySystemFill over white (238, 238, 239) at its left end.
        #expect(near(px[12, 108], [238, 238, 239, 255], 3))
        #expect(px.inked(xs: 60..<100, ys: 95..<121, threshold: 100) > 0)
    }

    /// The desktop's wheel turns a wheel: it scrolls, settles on a row and tells the delegate.
    @Test func mouseWheelTurnsAWheel() {
        let time = ManualTime()
        defer { time.end() }
        let stage = ViewsStage(width: 320, height: 216)
        defer { stage.close() }
        let p = UIPickerView()
        let source = PickerSource()
        p.dataSource = source
        p.delegate = source
        stage.window.addSubview(p)
        stage.window.layoutIfNeeded()
        _ = UIHeadless.scrollWheel(notchesY: -2, at: CGPoint(x: 80, y: 108), in: stage.window)
        UIHeadless.advance(by: 3)
        let row = p.selectedRow(inComponent: 0)
        #expect(row > 0)
        #expect(source.selections == ["0:\(row)"])
        let band = p.convert(CGRect(x: 0, y: 92, width: 320, height: 32), to: nil)
        let view = p.view(forRow: row, forComponent: 0)!
        #expect(abs(view.convert(view.bounds, to: nil).midY - band.midY) < 0.5)
    }
}
