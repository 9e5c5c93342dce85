import UIKit

/// Thirty rows; selecting one shows its title in the navigation bar.
final class TableViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Table"
        tableView.accessibilityIdentifier = "rowsTable"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        cell.accessibilityIdentifier = "row\(indexPath.row)"
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        title = "Selected \(indexPath.row)"
    }
}
