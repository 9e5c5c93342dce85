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

/// Catalog.storyboard's initial scene: a container view embedding the planets' navigation controller.
final class CatalogStoryHostController: UIViewController {}

/// The planets, a table view controller whose prototype cell's show segue pushes the detail scene.
final class CatalogPlanetsController: UITableViewController {
    static let planets = [("Jupiter", "Gas giant · 318 Earth masses"), ("Saturn", "Ringed · 95 Earth masses"),
                          ("Uranus", "Ice giant · 14.5 Earth masses"), ("Neptune", "Ice giant · 17 Earth masses")]

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { Self.planets.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Planet", for: indexPath)
        cell.textLabel?.text = Self.planets[indexPath.row].0
        cell.detailTextLabel?.text = Self.planets[indexPath.row].1
        return cell
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard let cell = sender as? UITableViewCell, let row = tableView.indexPath(for: cell)?.row else { return }
        (segue.destination as? CatalogPlanetDetailController)?.planet = Self.planets[row]
    }
}

final class CatalogPlanetDetailController: UIViewController {
    var nameLabel: UILabel?
    var detailLabel: UILabel?
    var planet: (name: String, detail: String)?

    override func viewDidLoad() {
        super.viewDidLoad()
        if let planet {
            title = planet.name
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

/// SPEC §13: a form loaded from a .xib (constraints, outlets, an outlet collection, an action, runtime
/// attributes) and scenes of a .storyboard (an embedded navigation controller whose root, by its relationship
/// segue, is a table with prototype cells whose show segue pushes the detail), both read at run time.
@MainActor
final class InterfaceBuilderPageViewController: CatalogPageViewController {
    private(set) var form: SignUpFormController!
    private(set) var storyHost: UIViewController?

    /// The xib's button, for the tour.
    var signUpButton: UIButton? { form.signUpButton }
    /// The storyboard's navigation controller (its root is the planets table).
    var planetsNavigation: UINavigationController? { storyHost?.children.first as? UINavigationController }

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
