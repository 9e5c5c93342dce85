// Swift 5 language mode: iOS 15–17 code using the keyboard layout guide and content-unavailable
// configurations, written as iOS apps write it, compiles and lays out as on iOS.
import XCTest
import UIKit

final class FavoritesViewController: UIViewController {
    var items: [String] = [] {
        didSet { setNeedsUpdateContentUnavailableConfiguration() }
    }
    let field = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        field.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(field)
        NSLayoutConstraint.activate([
            field.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            field.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            field.heightAnchor.constraint(equalToConstant: 40),
            field.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8),
        ])
        view.keyboardLayoutGuide.followsUndockedKeyboard = true
        view.keyboardLayoutGuide.keyboardDismissPadding = 20
    }

    var updateRequests = 0
    override func setNeedsUpdateContentUnavailableConfiguration() {
        updateRequests += 1
        super.setNeedsUpdateContentUnavailableConfiguration()
    }

    override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
        var config: UIContentUnavailableConfiguration?
        if items.isEmpty {
            var empty = UIContentUnavailableConfiguration.empty()
            empty.image = UIImage(systemName: "star")
            empty.text = "No Favorites"
            empty.secondaryText = "Favorites you add will appear here."
            var button = UIButton.Configuration.filled()
            button.title = "Browse"
            empty.button = button
            empty.buttonProperties.primaryAction = UIAction(title: "") { _ in }
            empty.background.backgroundColor = .systemGroupedBackground
            config = empty
        }
        contentUnavailableConfiguration = config
    }
}

final class Swift5ContentUnavailableClientTests: XCTestCase {
    func testAnEmptyListShowsItsConfigurationAndAFieldSitsOnTheKeyboardGuide() {
        let vc = FavoritesViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = vc
        window.isHidden = false
        vc.view.layoutIfNeeded()
        // No safe area on this window: the guide is the view's bottom edge; the field ends 8 pt above it.
        XCTAssertEqual(vc.field.frame.maxY, 844 - 8)
        let shown = vc.view.subviews.last as? UIContentUnavailableView
        XCTAssertEqual(shown?.configuration.text, "No Favorites")
        vc.items = ["Kiwi"]
        XCTAssertEqual(vc.updateRequests, 1)
        vc.view.layoutIfNeeded()
        XCTAssertFalse(vc.view.subviews.contains { $0 is UIContentUnavailableView })
        XCTAssertNil(vc.contentUnavailableConfiguration)
        window.isHidden = true
    }

    func testTheViewCanBeUsedOnItsOwn() {
        let view = UIContentUnavailableView(configuration: .loading())
        XCTAssertEqual(view.configuration.text, "Loading...")
        view.configuration = .search()
        XCTAssertEqual(view.configuration.secondaryText, "Check the spelling or try a new search.")
        let content: UIContentConfiguration = UIContentUnavailableConfiguration.empty()
        XCTAssertTrue(content.makeContentView() is UIContentUnavailableView)
    }
}
