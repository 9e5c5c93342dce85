import UIKit

/// One tab's list of pages, as an iOS app lists what it can show: an inset grouped table of the pages' titles
/// over their summaries; choosing a row opens the page.
@MainActor
public final class CatalogListViewController: UITableViewController {
    /// The pages listed, with their places in the whole Catalog.
    public let entries: [(index: Int, page: CatalogPage)]
    /// Called with the Catalog index of a chosen page.
    var onChoose: (@MainActor (Int) -> Void)?

    private static let cellIdentifier = "page"

    init(group: CatalogPage.Group, pages: [CatalogPage]) {
        entries = pages.enumerated().filter { $0.element.group == group }.map { (index: $0.offset, page: $0.element) }
        super.init(style: .insetGrouped)
        title = group.title
    }

    public required init?(coder: NSCoder) { fatalError("The Catalog is built in code") }

    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
        tableView.accessibilityIdentifier = "catalogList"
    }

    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        entries.count
    }

    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        let page = entries[indexPath.row].page
        var content = UIListContentConfiguration.subtitleCell()
        content.text = page.title
        content.secondaryText = page.summary
        content.secondaryTextProperties.color = .secondaryLabel
        content.secondaryTextProperties.numberOfLines = 1
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        cell.accessibilityIdentifier = page.identifier
        return cell
    }

    public override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        onChoose?(entries[indexPath.row].index)
    }
}
