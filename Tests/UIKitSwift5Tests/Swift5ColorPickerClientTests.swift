// Swift 5 language mode: a colour picker and a colour well used as iOS code uses them (a view controller as the
// picker's delegate, the well's valueChanged through a UIAction) compile without a diagnostic.
import XCTest
import UIKit

final class PaletteViewController: UIViewController, UIColorPickerViewControllerDelegate {
    let well = UIColorWell(frame: CGRect(x: 20, y: 20, width: 44, height: 44))
    var picked: [UIColor] = []
    var finished = false

    override func viewDidLoad() {
        super.viewDidLoad()
        well.title = "Ink"
        well.supportsAlpha = false
        well.selectedColor = .systemBlue
        well.addAction(UIAction { [unowned self] _ in self.view.backgroundColor = self.well.selectedColor }, for: .valueChanged)
        view.addSubview(well)
    }

    func showPicker() {
        let picker = UIColorPickerViewController()
        picker.title = "Background Color"
        picker.supportsAlpha = false
        picker.selectedColor = view.backgroundColor ?? .white
        picker.delegate = self
        picker.modalPresentationStyle = .popover
        picker.popoverPresentationController?.sourceView = well
        present(picker, animated: true)
    }

    func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool) {
        if !continuously { picked.append(color) }
    }

    func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) {
        finished = true
    }
}

final class Swift5ColorPickerClientTests: XCTestCase {
    func testThePickerAndTheWellAreUsedAsOnIOS() {
        let controller = PaletteViewController()
        controller.loadViewIfNeeded()
        XCTAssertEqual(controller.well.title, "Ink")
        XCTAssertFalse(controller.well.supportsAlpha)
        let picker = UIColorPickerViewController()
        picker.selectedColor = .red
        XCTAssertTrue(picker.supportsAlpha)
        XCTAssertNil(picker.delegate)
        picker.delegate = controller
        XCTAssertTrue(picker.delegate === controller)
        XCTAssertTrue(controller.picked.isEmpty)
    }
}
