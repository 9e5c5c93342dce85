import Foundation

/// What a list section tells each of its cells through the layout attributes: the appearance (for the
/// default background), the bottom separator and the rounded ends of inset sections.
struct ListItemLook: Equatable {
    var appearance: UICollectionLayoutListConfiguration.Appearance
    var showsSeparator: Bool
    /// The separator's insets; nil: aligned with the text.
    var separatorInsets: NSDirectionalEdgeInsets?
    var separatorColor: UIColor
    var roundsTop: Bool
    var roundsBottom: Bool
    /// The section's first item standing in as its header (`headerMode = .firstItemInSection`).
    var isHeader: Bool
    /// A supplementary footer drawn by a list cell.
    var isFooter = false
}
