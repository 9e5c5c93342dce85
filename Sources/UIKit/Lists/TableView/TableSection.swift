import Foundation

/// One section's geometry: its header, rows and footer heights and where it starts.
struct TableSection {
    var rows: ListRowHeights
    var header: CGFloat = 0
    var footer: CGFloat = 0
    var headerTitle: String?
    var footerTitle: String?
    /// The y of the section's top (its header) in the content.
    var top: CGFloat = 0
    /// Rows whose heights are measured as they show (self-sizing or the delegate's heights with estimates).
    var measuresRows = false

    var rowsTop: CGFloat { top + header }
    var height: CGFloat { header + rows.total + footer }
    var bottom: CGFloat { top + height }
}

/// What the delegate turned out to implement (probed once per delegate, see UITableViewDelegate).
struct TableDelegateCaps {
    var heightForRow: Bool?
    var estimatedHeightForRow: Bool?
}
