// Swift 5 language mode: a share sheet used as iOS code uses it (a custom UIActivity subclass, an item source,
// excluded types, the completion handler, the popover anchored on a bar button item) compiles without a
// diagnostic and behaves.
import XCTest
import UIKit

final class OpenInBrowserActivity: UIActivity {
    var url: URL?
    var performed = false

    override class var activityCategory: UIActivity.Category { return .action }
    override var activityType: UIActivity.ActivityType? { return UIActivity.ActivityType("com.example.openInBrowser") }
    override var activityTitle: String? { return "Open in Browser" }
    override var activityImage: UIImage? { return nil }

    override func canPerform(withActivityItems activityItems: [Any]) -> Bool {
        return activityItems.contains { $0 is URL }
    }

    override func prepare(withActivityItems activityItems: [Any]) {
        url = activityItems.compactMap { $0 as? URL }.first
    }

    override func perform() {
        performed = true
        activityDidFinish(url != nil)
    }
}

final class ArticleTextSource: NSObject, UIActivityItemSource {
    func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any {
        return ""
    }

    func activityViewController(_ activityViewController: UIActivityViewController,
                                itemForActivityType activityType: UIActivity.ActivityType?) -> Any? {
        return activityType == .copyToPasteboard ? "A fine article" : "Read this: A fine article"
    }

    func activityViewController(_ activityViewController: UIActivityViewController,
                                subjectForActivityType activityType: UIActivity.ActivityType?) -> String {
        return "A fine article"
    }
}

final class ArticleViewController: UIViewController {
    var shareButton: UIBarButtonItem!
    var results: [String] = []
    let browser = OpenInBrowserActivity()

    override func viewDidLoad() {
        super.viewDidLoad()
        shareButton = UIBarButtonItem(systemItem: .action, primaryAction: UIAction { [unowned self] _ in self.share() })
        navigationItem.rightBarButtonItem = shareButton
    }

    @discardableResult
    func share() -> UIActivityViewController {
        let url = URL(string: "https://example.com/article")!
        let activityVC = UIActivityViewController(activityItems: [ArticleTextSource(), url], applicationActivities: [browser])
        activityVC.excludedActivityTypes = [.assignToContact, .saveToCameraRoll, .addToReadingList, .postToFacebook]
        activityVC.completionWithItemsHandler = { [weak self] activityType, completed, returnedItems, error in
            if let error = error { self?.results.append("error \(error)"); return }
            self?.results.append("\(activityType?.rawValue ?? "none") \(completed) \(returnedItems?.count ?? 0)")
        }
        activityVC.popoverPresentationController?.barButtonItem = shareButton
        activityVC.popoverPresentationController?.permittedArrowDirections = .up
        present(activityVC, animated: false, completion: nil)
        return activityVC
    }
}

final class Swift5ShareSheetClientTests: XCTestCase {
    func testTheShareSheetIsUsedAsOnIOS() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
        let article = ArticleViewController()
        window.rootViewController = UINavigationController(rootViewController: article)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        // A regular width: a popover from the bar button item (no source view needed).
        let sheet = article.share()
        XCTAssertTrue(article.presentedViewController === sheet)
        XCTAssertEqual(sheet.popoverPresentationController?.arrowDirection, .up)
        XCTAssertTrue(UIActivity.ActivityType.postToTencentWeibo.rawValue == "com.apple.UIKit.activity.TencentWeibo")
        XCTAssertEqual(OpenInBrowserActivity.activityCategory, .action)
        sheet.dismiss(animated: false, completion: nil)
        window.isHidden = true
    }
}
