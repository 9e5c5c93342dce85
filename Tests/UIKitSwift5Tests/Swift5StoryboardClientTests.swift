// Swift 5 language mode: view controllers and views written as iOS code writes them for storyboards and nibs
// (no isolation annotations) compile without a diagnostic: segue overrides, unwind actions, custom segues,
// `init?(coder:)` subclasses, nib loading. (`@IBOutlet`s become UINibConnectable overrides by openuikit-port.)
import XCTest
import UIKit

final class ListViewController: UIViewController {
    var selectedName = "Saturn"

    override func awakeFromNib() {
        super.awakeFromNib()
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        identifier != "blocked"
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "showDetail", let detail = segue.destination as? DetailViewController {
            detail.name = selectedName
        }
    }

    @IBAction func unwindToList(_ segue: UIStoryboardSegue) {}

    func openDetail() {
        performSegue(withIdentifier: "showDetail", sender: self)
        let detail = storyboard?.instantiateViewController(withIdentifier: "detail") as? DetailViewController
        _ = detail
        let made = storyboard?.instantiateViewController(identifier: "detail") { coder in
            DetailViewController(coder: coder, name: "Mars")
        }
        _ = made
    }
}

final class DetailViewController: UIViewController {
    var name = ""

    init?(coder: NSCoder, name: String) {
        self.name = name
        super.init(coder: coder)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

final class FadeSegue: UIStoryboardSegue {
    override func perform() {
        source.present(destination, animated: false)
    }
}

final class CardView: UIView {
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        layer.cornerRadius = 8
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
    }

    override func prepareForInterfaceBuilder() {
        super.prepareForInterfaceBuilder()
    }

    static func fromNib() -> CardView? {
        Bundle.main.loadNibNamed("CardView", owner: nil, options: nil)?.first as? CardView
    }
}

final class Swift5StoryboardClientTests: XCTestCase {
    func testStoryboardShapedCodeCompilesAndAnswersAsOnIOS() {
        let list = ListViewController(nibName: nil, bundle: nil)
        XCTAssertFalse(list.shouldPerformSegue(withIdentifier: "blocked", sender: nil))
        XCTAssertNil(list.storyboard)
        let detail = DetailViewController(coder: NSCoder(), name: "")!
        let segue = FadeSegue(identifier: "showDetail", source: list, destination: detail)
        list.prepare(for: segue, sender: nil)
        XCTAssertEqual(detail.name, "Saturn")
        XCTAssertEqual(segue.identifier, "showDetail")
        let nib = UINib(nibName: "CardView", bundle: nil)
        XCTAssertNotNil(nib)
        let options: [UINib.OptionsKey: Any] = [.externalObjects: [String: Any]()]
        XCTAssertEqual(options.count, 1)
    }
}
