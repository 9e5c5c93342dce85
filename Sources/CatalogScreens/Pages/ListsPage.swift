import UIKit

/// SPEC-NEXT §3: UITableView. A grouped settings table with switches, value and disclosure rows (checkmarks
/// toggle on tap), and a plain contacts list whose section headers float while their section shows, with a
/// section index to jump by, swipe to delete, and an Edit button that shows the delete and reorder controls;
/// rows are cells dequeued from a registered subclass and reused as they scroll.
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
        ("Connections", [("Airplane Mode", nil), ("Wi-Fi", "Home"), ("Bluetooth", "On"), ("Personal Hotspot", nil)]),
        ("Appearance", [("Light", nil), ("Dark", nil), ("Automatic", nil)]),
        ("General", [("About", nil), ("Software Update", "1"), ("Storage", "42 GB")]),
    ]
    var appearance = 2
    /// The connection rows that show a switch, and their states.
    var switches: [Int: Bool] = [0: false, 3: true]
    lazy var editButton = makeButton("Edit", frame: CGRect(x: 720, y: 10, width: 60, height: 24)) { [weak self] in self?.toggleEditing() }
    var contactSections: [(String, [String])] = [
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
        makeHeading("Contacts: index, swipe, reorder", at: CGPoint(x: 420, y: 14), width: 290, in: c)
        c.addSubview(editButton)
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
            cell.accessoryView = nil
            if indexPath.section == 0, let on = switches[indexPath.row] {
                let toggle = UISwitch()
                toggle.isOn = on
                let row = indexPath.row
                toggle.addAction(UIAction { [weak self, weak toggle] _ in self?.switches[row] = toggle?.isOn ?? false }, for: .valueChanged)
                cell.accessoryView = toggle
                cell.selectionStyle = .none
            } else if indexPath.section == 1 {
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

    // MARK: Index, deleting and reordering (contacts)

    func sectionIndexTitles(for tableView: UITableView) -> [String]? {
        tableView === contacts ? contactSections.map(\.0) : nil
    }

    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { tableView === contacts }

    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { tableView === contacts }

    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        guard tableView === contacts, editingStyle == .delete, indexPath.section >= 0,
              indexPath.section < contactSections.count, indexPath.row < contactSections[indexPath.section].1.count else { return }
        let name = contactSections[indexPath.section].1.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .left)
        statusLabel.text = "deleted \(name)"
    }

    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        let name = contactSections[sourceIndexPath.section].1.remove(at: sourceIndexPath.row)
        contactSections[destinationIndexPath.section].1.insert(name, at: destinationIndexPath.row)
        statusLabel.text = "moved \(name)"
    }

    func toggleEditing() {
        contacts.setEditing(!contacts.isEditing, animated: true)
        editButton.setTitle(contacts.isEditing ? "Done" : "Edit", for: .normal)
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
