import UIKit

/// SPEC-NEXT §3: UITableView. A grouped settings table with value and disclosure rows (checkmarks toggle on
/// tap), and a plain contacts list whose section headers float while their section shows; rows are cells
/// dequeued from a registered subclass and reused as they scroll.
@MainActor
final class ListsPageViewController: CatalogPageViewController, UITableViewDataSource, UITableViewDelegate {
    /// A contact row: the subtitle style, made by the table from its registered class.
    final class ContactCell: UITableViewCell {
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
            detailTextLabel?.textColor = .secondaryLabel
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    let settings = UITableView(frame: CGRect(x: 20, y: 44, width: 360, height: 440), style: .insetGrouped)
    let contacts = UITableView(frame: CGRect(x: 420, y: 44, width: 360, height: 440), style: .plain)
    let statusLabel = makeLabel("", frame: CGRect(x: 420, y: 490, width: 360, height: 16), size: 12, color: .secondaryLabel)

    let settingsRows: [(String, [(String, String?)])] = [
        ("Connections", [("Wi-Fi", "Home"), ("Bluetooth", "On"), ("Cellular", nil)]),
        ("Appearance", [("Light", nil), ("Dark", nil), ("Automatic", nil)]),
        ("General", [("About", nil), ("Software Update", "1"), ("Storage", "42 GB")]),
    ]
    var appearance = 2
    let contactSections: [(String, [String])] = [
        ("A", ["Ada Lovelace", "Alan Kay", "Alan Turing"]),
        ("B", ["Barbara Liskov", "Bjarne Stroustrup", "Brian Kernighan"]),
        ("D", ["Dennis Ritchie", "Donald Knuth"]),
        ("E", ["Edsger Dijkstra"]),
        ("G", ["Grace Hopper", "Guido van Rossum"]),
        ("K", ["Ken Thompson"]),
        ("L", ["Leslie Lamport", "Linus Torvalds"]),
        ("M", ["Margaret Hamilton"]),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        let c = canvas
        makeHeading("Grouped settings (insetGrouped)", at: CGPoint(x: 20, y: 14), width: 360, in: c)
        makeHeading("Contacts: floating headers, reuse", at: CGPoint(x: 420, y: 14), width: 360, in: c)
        settings.dataSource = self
        settings.delegate = self
        settings.layer.cornerRadius = 10
        c.addSubview(settings)
        contacts.register(ContactCell.self, forCellReuseIdentifier: "contact")
        contacts.rowHeight = 52
        contacts.dataSource = self
        contacts.delegate = self
        contacts.layer.borderColor = UIColor.separator.cgColor
        contacts.layer.borderWidth = 1
        c.addSubview(contacts)
        c.addSubview(statusLabel)
    }

    func numberOfSections(in tableView: UITableView) -> Int {
        tableView === settings ? settingsRows.count : contactSections.count
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        tableView === settings ? settingsRows[section].1.count : contactSections[section].1.count
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        tableView === settings ? settingsRows[section].0 : contactSections[section].0
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if tableView === settings {
            let cell = tableView.dequeueReusableCell(withIdentifier: "setting") ?? UITableViewCell(style: .value1, reuseIdentifier: "setting")
            let (title, value) = settingsRows[indexPath.section].1[indexPath.row]
            cell.textLabel?.text = title
            cell.detailTextLabel?.text = value
            if indexPath.section == 1 {
                cell.accessoryType = indexPath.row == appearance ? .checkmark : .none
            } else {
                cell.accessoryType = .disclosureIndicator
            }
            return cell
        }
        let cell = tableView.dequeueReusableCell(withIdentifier: "contact", for: indexPath)
        let name = contactSections[indexPath.section].1[indexPath.row]
        cell.textLabel?.text = name
        cell.detailTextLabel?.text = "row \(indexPath.row) of section \(indexPath.section)"
        cell.accessoryType = .detailButton
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        if tableView === settings, indexPath.section == 1 {
            appearance = indexPath.row
            for r in 0..<3 {
                settings.cellForRow(at: IndexPath(row: r, section: 1))?.accessoryType = r == appearance ? .checkmark : .none
            }
        }
        tableView.deselectRow(at: indexPath, animated: true)
        if tableView === contacts { statusLabel.text = "selected \(contactSections[indexPath.section].1[indexPath.row])" }
    }
}
