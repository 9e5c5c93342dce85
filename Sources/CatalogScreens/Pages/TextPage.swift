import UIKit

/// SPEC-NEXT §4: text input — a sign-in form steered by its fields' delegate, a notes view taking composed text,
/// and a search bar filtering a list.
@MainActor
final class TextPageViewController: CatalogPageViewController, UITextFieldDelegate, UISearchBarDelegate,
    UITableViewDataSource {
    let emailField = UITextField()
    let passwordField = UITextField()
    let pinField = UITextField()
    let notesView = UITextView()
    let searchBar = UISearchBar()
    let resultsTable = UITableView(frame: .zero, style: .plain)
    let statusLabel = makeLabel("Return moves to the next field; the PIN takes digits only", frame: .zero, size: 12,
                                color: .secondaryLabel)

    static let names = ["Ada Lovelace", "Alan Turing", "Alonzo Church", "Barbara Liskov", "Edsger Dijkstra",
                        "Grace Hopper", "Katherine Johnson", "Margaret Hamilton"]
    private(set) var shownNames = TextPageViewController.names

    override func viewDidLoad() {
        super.viewDidLoad()
        let c = canvas

        makeHeading("Sign in (UITextField)", at: CGPoint(x: 20, y: 10), width: 360, in: c)
        var y: CGFloat = 42
        for (field, placeholder) in [(emailField, "Email"), (passwordField, "Password"), (pinField, "PIN (digits)")] {
            field.frame = CGRect(x: 20, y: y, width: 360, height: 34)
            field.borderStyle = .roundedRect
            field.placeholder = placeholder
            field.delegate = self
            field.clearButtonMode = .whileEditing
            c.addSubview(field)
            y += 44
        }
        emailField.keyboardType = .emailAddress
        emailField.autocapitalizationType = .none
        emailField.returnKeyType = .next
        passwordField.isSecureTextEntry = true
        passwordField.text = "secret"
        passwordField.returnKeyType = .next
        pinField.keyboardType = .numberPad
        pinField.returnKeyType = .done
        statusLabel.frame = CGRect(x: 20, y: y, width: 360, height: 18)
        c.addSubview(statusLabel)

        makeHeading("Notes (UITextView)", at: CGPoint(x: 20, y: 210), width: 360, in: c)
        notesView.frame = CGRect(x: 20, y: 242, width: 360, height: 270)
        notesView.font = .systemFont(ofSize: 15)
        notesView.text = "Notes: "
        notesView.layer.cornerRadius = 8
        notesView.backgroundColor = .secondarySystemBackground
        c.addSubview(notesView)

        makeHeading("Search (UISearchBar)", at: CGPoint(x: 420, y: 10), width: 360, in: c)
        searchBar.frame = CGRect(x: 420, y: 36, width: 360, height: 56)
        searchBar.placeholder = "Search names"
        searchBar.searchBarStyle = .minimal
        searchBar.delegate = self
        c.addSubview(searchBar)
        resultsTable.frame = CGRect(x: 420, y: 96, width: 360, height: 416)
        resultsTable.dataSource = self
        c.addSubview(resultsTable)
    }

    // MARK: UITextFieldDelegate

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        switch textField {
        case emailField: passwordField.becomeFirstResponder()
        case passwordField: pinField.becomeFirstResponder()
        default: textField.resignFirstResponder()
        }
        return false
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        guard textField === pinField else { return true }
        let digitsOnly = string.allSatisfy(\.isASCIIDigit)
        statusLabel.text = digitsOnly ? "PIN: digits only" : "PIN: “\(string)” refused — digits only"
        return digitsOnly
    }

    // MARK: UISearchBarDelegate

    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
        shownNames = searchText.isEmpty ? Self.names : Self.names.filter { $0.localizedCaseInsensitiveContains(searchText) }
        resultsTable.reloadData()
    }

    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { searchBar.resignFirstResponder() }

    // MARK: UITableViewDataSource

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { shownNames.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "name") ?? UITableViewCell(style: .default, reuseIdentifier: "name")
        cell.textLabel?.text = shownNames[indexPath.row]
        return cell
    }
}

private extension Character {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
