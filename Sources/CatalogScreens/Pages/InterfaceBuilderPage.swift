import UIKit

/// The File's Owner of SignUpForm.xib: its outlets and action, as `openuikit-port` writes them for
/// `@IBOutlet`s and `@IBAction`s.
final class SignUpFormController: UIViewController {
    var statusLabel: UILabel?
    var signUpButton: UIButton?
    var fields: [UIView] = []

    func signUp(_ sender: UIButton) {
        statusLabel?.text = "Signed up ✓"
        statusLabel?.textColor = .systemGreen
        for field in fields { field.layer.borderColor = UIColor.systemGreen.cgColor }
    }

    override func setNibValue(_ value: Any?, forKey key: String) -> Bool {
        switch key {
        case "statusLabel": statusLabel = value as? UILabel
        case "signUpButton": signUpButton = value as? UIButton
        case "fields": fields = value as? [UIView] ?? []
        default: return super.setNibValue(value, forKey: key)
        }
        return true
    }

    override func nibAction(named selector: String) -> Selector? {
        switch selector {
        case "signUp:": return Selector("signUp:", SignUpFormController.signUp(_:))
        default: return super.nibAction(named: selector)
        }
    }
}

/// Catalog.storyboard's initial scene: a container view embedding the planet list.
final class CatalogStoryHostController: UIViewController {}

/// The embedded list; its button's custom segue swaps in the detail scene.
final class CatalogPlanetsController: UIViewController {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        (segue.destination as? CatalogPlanetDetailController)?.planet =
            ("Saturn", "The ringed planet: 9.5 times Earth's distance from the Sun, 95 Earth masses.")
    }
}

final class CatalogPlanetDetailController: UIViewController {
    var nameLabel: UILabel?
    var detailLabel: UILabel?
    var planet: (name: String, detail: String)?

    override func viewDidLoad() {
        super.viewDidLoad()
        if let planet {
            nameLabel?.text = planet.name
            detailLabel?.text = planet.detail
        }
    }

    override func setNibValue(_ value: Any?, forKey key: String) -> Bool {
        switch key {
        case "nameLabel": nameLabel = value as? UILabel
        case "detailLabel": detailLabel = value as? UILabel
        default: return super.setNibValue(value, forKey: key)
        }
        return true
    }
}

/// A custom segue (the storyboard names it): the destination replaces the source inside the source's parent.
final class CatalogReplaceSegue: UIStoryboardSegue {
    override func perform() {
        guard let parent = source.parent, let container = source.view.superview else { return }
        parent.addChild(destination)
        destination.view.frame = source.view.frame
        destination.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(destination.view)
        source.willMove(toParent: nil)
        source.view.removeFromSuperview()
        source.removeFromParent()
        destination.didMove(toParent: parent)
    }
}

/// SPEC §13: a form loaded from a .xib (constraints, outlets, an outlet collection, an action, runtime
/// attributes) and scenes of a .storyboard (embed and custom segues), both read at run time.
@MainActor
final class InterfaceBuilderPageViewController: CatalogPageViewController {
    private(set) var form: SignUpFormController!
    private(set) var storyHost: UIViewController?

    /// The xib's button and the storyboard's segue trigger, for the tour.
    var signUpButton: UIButton? { form.signUpButton }
    var showDetailButton: UIButton? {
        storyHost?.children.first?.view.subviews.compactMap { $0 as? UIButton }.first
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let c = canvas
        makeHeading("A form from SignUpForm.xib", at: CGPoint(x: 30, y: 20), width: 360, in: c)
        makeHeading("Scenes of Catalog.storyboard", at: CGPoint(x: 410, y: 20), width: 360, in: c)

        form = SignUpFormController(nibName: "SignUpForm", bundle: .module)
        addChild(form)
        form.view.frame = CGRect(x: 30, y: 56, width: 360, height: 300)
        c.addSubview(form.view)
        form.didMove(toParent: self)

        let storyboard = UIStoryboard(name: "Catalog", bundle: .module)
        if let host = storyboard.instantiateInitialViewController() {
            addChild(host)
            host.view.frame = CGRect(x: 410, y: 56, width: 360, height: 300)
            c.addSubview(host.view)
            host.didMove(toParent: self)
            storyHost = host
        }

        c.addSubview(makeLabel("Both are XML read at run time: objects made through init?(coder:), constraints " +
                               "installed, outlets and actions connected by name, awakeFromNib sent.",
                               frame: CGRect(x: 30, y: 372, width: 740, height: 36), size: 12,
                               color: .secondaryLabel, lines: 2))
    }
}
