import UIKit

/// A segmented control and a tab bar (parts the views draw themselves, which the tree shows as buttons).
final class BarsViewController: UIViewController, UITabBarDelegate {
    private let segmented = UISegmentedControl(items: ["One", "Two", "Three"])
    private let tabBar = UITabBar()
    private let barLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Bars"
        view.backgroundColor = .systemBackground
        segmented.frame = CGRect(x: 20, y: 120, width: 335, height: 32)
        segmented.selectedSegmentIndex = 0
        segmented.accessibilityIdentifier = "segments"
        segmented.addAction(UIAction { [unowned self] _ in
            barLabel.text = "Segment \(segmented.titleForSegment(at: segmented.selectedSegmentIndex) ?? "")"
        }, for: .valueChanged)
        view.addSubview(segmented)
        barLabel.frame = CGRect(x: 20, y: 170, width: 335, height: 30)
        barLabel.text = "Nothing yet"
        barLabel.accessibilityIdentifier = "barLabel"
        view.addSubview(barLabel)
        let sheetButton = UIButton(type: .system)
        sheetButton.setTitle("Show Sheet", for: .normal)
        sheetButton.accessibilityIdentifier = "sheetButton"
        sheetButton.frame = CGRect(x: 20, y: 220, width: 335, height: 36)
        sheetButton.addAction(UIAction { [unowned self] _ in
            let sheet = UIAlertController(title: "Choose", message: nil, preferredStyle: .actionSheet)
            sheet.addAction(UIAlertAction(title: "First", style: .default) { [unowned self] _ in barLabel.text = "Sheet First" })
            sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            present(sheet, animated: true)
        }, for: .touchUpInside)
        view.addSubview(sheetButton)
        let stepper = UIStepper()
        stepper.frame.origin = CGPoint(x: 20, y: 270)
        stepper.maximumValue = 3
        stepper.accessibilityIdentifier = "stepper"
        stepper.addAction(UIAction { [unowned self] _ in barLabel.text = "Stepper \(Int(stepper.value))" }, for: .valueChanged)
        view.addSubview(stepper)
        // An image button with no label: what an accessibility audit reports.
        let unlabelled = UIButton(type: .custom)
        unlabelled.frame = CGRect(x: 300, y: 270, width: 44, height: 44)
        unlabelled.backgroundColor = .systemPink
        unlabelled.accessibilityIdentifier = "unlabelledButton"
        view.addSubview(unlabelled)
        // Spins for ever: waits for idle must not wait for it.
        let spinner = UIActivityIndicatorView(style: .medium)
        spinner.frame.origin = CGPoint(x: 200, y: 270)
        spinner.startAnimating()
        view.addSubview(spinner)
        let items = ["Favorites", "Recents", "Contacts"].enumerated().map { UITabBarItem(title: $1, image: nil, tag: $0) }
        tabBar.items = items
        tabBar.selectedItem = items[0]
        tabBar.delegate = self
        tabBar.frame = CGRect(x: 0, y: 520, width: 375, height: 49)
        view.addSubview(tabBar)
    }

    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
        barLabel.text = "Tab \(item.title ?? "")"
    }
}
