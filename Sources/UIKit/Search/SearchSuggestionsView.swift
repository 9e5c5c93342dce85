import Foundation

/// A search controller's suggestions (iOS 16), as iOS lists them when the search bar is not inline: a plain
/// list over the results, each row the suggestion's icon (a magnifying glass by default) and its text; a tap
/// hands the suggestion back.
@MainActor
final class SearchSuggestionsView: UIView, UITableViewDataSource, UITableViewDelegate {
    private enum Metrics {
        /// ⚠ est. from iOS 17 screenshots (Mail, Music): the rows' icons are about 20 pt.
        static let iconSide: CGFloat = 20
    }

    let table = UITableView(frame: .zero, style: .plain)
    var suggestions: [UISearchSuggestion] = [] {
        didSet { table.reloadData() }
    }
    var onSelect: (@MainActor (UISearchSuggestion) -> Void)?
    private static let cellIdentifier = "suggestion"

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        table.dataSource = self
        table.delegate = self
        table.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
        table.frame = bounds
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(table)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { suggestions.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        let suggestion = suggestions[indexPath.row]
        var content = cell.defaultContentConfiguration()
        if let attributed = suggestion.localizedAttributedSuggestion {
            content.attributedText = attributed
        } else {
            content.text = suggestion.localizedSuggestion
        }
        content.image = suggestion.iconImage ?? SearchGlassView.image(side: Metrics.iconSide)
        content.imageProperties.tintColor = .secondaryLabel
        cell.contentConfiguration = content
        cell.accessibilityLabel = suggestion.localizedDescription ?? suggestion.localizedSuggestion
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: false)
        onSelect?(suggestions[indexPath.row])
    }
}
