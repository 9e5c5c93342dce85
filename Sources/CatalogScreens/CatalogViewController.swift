import UIKit

/// The Catalog's root: a header (page title, Back and Next) over a content area showing one page.
@MainActor
public final class CatalogViewController: UIViewController {
    /// The pages shown, in order.
    public let pages: [CatalogPage]
    /// The index of the page on screen.
    public private(set) var currentIndex = 0
    /// The view controller of the page on screen.
    public private(set) var currentPageViewController: UIViewController?

    /// Goes to the previous page.
    public private(set) lazy var backButton: UIButton = makeNavigationButton("‹ Back") { [weak self] in
        self?.goBack()
        self?.logNavigation(by: "Back")
    }
    /// Goes to the next page.
    public private(set) lazy var nextButton: UIButton = makeNavigationButton("Next ›") { [weak self] in
        self?.goForward()
        self?.logNavigation(by: "Next")
    }

    /// Switches the Catalog between light and dark (the window's `overrideUserInterfaceStyle`); it starts with
    /// the desktop's setting.
    public private(set) lazy var appearanceButton: UIButton = {
        let button = UIButton(type: .system)
        button.titleLabel?.font = .systemFont(ofSize: 11)
        button.addAction(UIAction { [weak self] _ in self?.toggleAppearance() }, for: .primaryActionTriggered)
        button.accessibilityIdentifier = "catalogAppearance"
        return button
    }()

    private func toggleAppearance() {
        guard let window = view.window else { return }
        window.overrideUserInterfaceStyle = traitCollection.userInterfaceStyle == .dark ? .light : .dark
    }

    private func updateAppearanceTitle() {
        appearanceButton.setTitle(traitCollection.userInterfaceStyle == .dark ? "Light mode" : "Dark mode", for: .normal)
    }

    /// Whether the navigation buttons' actions print the page they show (the desktop app does, so that a
    /// person or a test driving it from outside can follow).
    public static var logsNavigation = false

    private func logNavigation(by button: String) {
        guard Self.logsNavigation else { return }
        let line = "Catalog: \(button) → page \(currentIndex + 1)/\(pages.count) — \(pages[currentIndex].title)\n"
        FileHandle.standardOutput.write(Data(line.utf8))
    }
    /// The current page's title.
    public let titleLabel = UILabel()
    /// The current page's one-line summary.
    public let summaryLabel = UILabel()
    /// "3 / 11".
    public let positionLabel = UILabel()

    private let header = UIView()
    private let contentArea = UIView()
    static let headerHeight: CGFloat = 64

    public init(pages: [CatalogPage] = CatalogPage.all) {
        self.pages = pages
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) { fatalError("The Catalog is built in code") }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        header.backgroundColor = .secondarySystemBackground
        view.addSubview(header)
        let rule = UIView()
        rule.backgroundColor = .separator
        rule.tag = 1
        header.addSubview(rule)

        titleLabel.font = .systemFont(ofSize: 20, weight: .bold)
        titleLabel.textAlignment = .center
        summaryLabel.font = .systemFont(ofSize: 12)
        summaryLabel.textColor = .secondaryLabel
        summaryLabel.textAlignment = .center
        summaryLabel.lineBreakMode = .byTruncatingTail
        positionLabel.font = .monospacedDigitSystemFont(ofSize: 12, weight: .regular)
        positionLabel.textColor = .secondaryLabel
        positionLabel.textAlignment = .center
        for v in [titleLabel, summaryLabel, positionLabel, backButton, nextButton, appearanceButton] as [UIView] {
            header.addSubview(v)
        }
        updateAppearanceTitle()
        registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: Self, _: UITraitCollection) in
            self.updateAppearanceTitle()
        }
        // What the Catalog's UI tests (Tests/CatalogUITests) find the header by.
        titleLabel.accessibilityIdentifier = "catalogTitle"
        positionLabel.accessibilityIdentifier = "catalogPosition"
        backButton.accessibilityIdentifier = "catalogBack"
        nextButton.accessibilityIdentifier = "catalogNext"

        contentArea.clipsToBounds = true
        view.addSubview(contentArea)
        show(pageAt: 0)
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let w = view.bounds.width
        header.frame = CGRect(x: 0, y: 0, width: w, height: Self.headerHeight)
        header.viewWithTag(1)?.frame = CGRect(x: 0, y: Self.headerHeight - 1, width: w, height: 1)
        backButton.frame = CGRect(x: 12, y: 14, width: 90, height: 34)
        nextButton.frame = CGRect(x: w - 102, y: 14, width: 90, height: 34)
        titleLabel.frame = CGRect(x: 110, y: 8, width: w - 220, height: 26)
        summaryLabel.frame = CGRect(x: 110, y: 36, width: w - 220, height: 18)
        positionLabel.frame = CGRect(x: 12, y: 49, width: 90, height: 14)
        appearanceButton.frame = CGRect(x: w - 102, y: 49, width: 90, height: 14)
        contentArea.frame = CGRect(x: 0, y: Self.headerHeight, width: w, height: max(0, view.bounds.height - Self.headerHeight))
        currentPageViewController?.view.frame = contentArea.bounds
    }

    /// Shows page `index` (a fresh view controller from the page's factory), replacing the current one.
    public func show(pageAt index: Int) {
        guard pages.indices.contains(index) else { return }
        // Appearance callbacks are forwarded by hand only while the catalog is on screen; otherwise the
        // window's own appearance pass reaches the child.
        let onScreen = view.window != nil
        if let old = currentPageViewController {
            old.willMove(toParent: nil)
            if onScreen { old.beginAppearanceTransition(false, animated: false) }
            old.view.removeFromSuperview()
            if onScreen { old.endAppearanceTransition() }
            old.removeFromParent()
        }
        currentIndex = index
        let page = pages[index]
        let vc = page.makeViewController()
        vc.title = page.title
        addChild(vc)
        vc.view.frame = contentArea.bounds
        vc.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if onScreen { vc.beginAppearanceTransition(true, animated: false) }
        contentArea.addSubview(vc.view)
        if onScreen { vc.endAppearanceTransition() }
        vc.didMove(toParent: self)
        currentPageViewController = vc

        titleLabel.text = page.title
        summaryLabel.text = page.summary
        positionLabel.text = "\(index + 1) / \(pages.count)"
        backButton.isEnabled = index > 0
        nextButton.isEnabled = index < pages.count - 1
    }

    /// Shows the next page, if any.
    public func goForward() { show(pageAt: currentIndex + 1) }

    /// Shows the previous page, if any.
    public func goBack() { show(pageAt: currentIndex - 1) }

    private func makeNavigationButton(_ title: String, _ handler: @escaping @MainActor () -> Void) -> UIButton {
        var configuration = UIButton.Configuration.filled()
        configuration.title = title
        configuration.cornerStyle = .medium
        return UIButton(configuration: configuration, primaryAction: UIAction { _ in handler() })
    }
}
