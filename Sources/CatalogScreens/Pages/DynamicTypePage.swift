import UIKit

/// SPEC-NEXT §6.3 / issue 15: Dynamic Type. Every text style at the content size category chosen above
/// them; the choice overrides the page's preferredContentSizeCategory trait, and the labels (which adjust
/// their fonts for the category) follow live.
@MainActor
final class DynamicTypePageViewController: CatalogPageViewController {
    static let categories: [(name: String, category: UIContentSizeCategory)] = [
        ("XS", .extraSmall), ("S", .small), ("M", .medium), ("L", .large), ("XL", .extraLarge),
        ("XXL", .extraExtraLarge), ("XXXL", .extraExtraExtraLarge), ("AX1", .accessibilityMedium),
        ("AX2", .accessibilityLarge), ("AX3", .accessibilityExtraLarge), ("AX4", .accessibilityExtraExtraLarge),
        ("AX5", .accessibilityExtraExtraExtraLarge)]
    static let styles: [(name: String, style: UIFont.TextStyle)] = [
        ("Large Title", .largeTitle), ("Title 1", .title1), ("Title 2", .title2), ("Title 3", .title3),
        ("Headline", .headline), ("Body", .body), ("Callout", .callout), ("Subheadline", .subheadline),
        ("Footnote", .footnote), ("Caption 1", .caption1), ("Caption 2", .caption2)]

    let categoryControl = UISegmentedControl(items: DynamicTypePageViewController.categories.map(\.name))
    let categoryLabel = makeLabel("", frame: CGRect(x: 20, y: 74, width: 760, height: 16), size: 12, color: .secondaryLabel)
    private(set) var styleLabels: [UILabel] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        let c = canvas
        makeHeading("Content size category", at: CGPoint(x: 20, y: 10), width: 760, in: c)
        categoryControl.frame = CGRect(x: 20, y: 38, width: 760, height: 30)
        categoryControl.selectedSegmentIndex = 3
        categoryControl.addAction(UIAction { [unowned self] _ in
            choose(Self.categories[categoryControl.selectedSegmentIndex].category)
        }, for: .valueChanged)
        c.addSubview(categoryControl)
        c.addSubview(categoryLabel)

        // Two columns of styles, each a vertical stack that grows with the category.
        let columns = [Array(Self.styles.prefix(6)), Array(Self.styles.dropFirst(6))]
        for (i, styles) in columns.enumerated() {
            let stack = UIStackView()
            stack.axis = .vertical
            stack.alignment = .leading
            stack.spacing = 6
            stack.translatesAutoresizingMaskIntoConstraints = false
            c.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.topAnchor.constraint(equalTo: c.topAnchor, constant: 100),
                stack.leadingAnchor.constraint(equalTo: c.leadingAnchor, constant: 20 + CGFloat(i) * 390),
                stack.widthAnchor.constraint(equalToConstant: 370),
            ])
            for (name, style) in styles {
                let label = UILabel()
                label.font = .preferredFont(forTextStyle: style)
                label.adjustsFontForContentSizeCategory = true
                label.textColor = .label
                label.accessibilityIdentifier = name
                stack.addArrangedSubview(label)
                styleLabels.append(label)
            }
        }
        // The captions name each font's size, so they are rewritten when the category changes.
        registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) { (page: DynamicTypePageViewController, _) in
            page.updateCaptions()
        }
        updateCaptions()
    }

    /// Makes `category` the page's content size category.
    func choose(_ category: UIContentSizeCategory) {
        traitOverrides.preferredContentSizeCategory = category
        if let i = Self.categories.firstIndex(where: { $0.category == category }) { categoryControl.selectedSegmentIndex = i }
    }

    func updateCaptions() {
        let category = traitCollection.preferredContentSizeCategory
        let name = Self.categories.first { $0.category == category }?.name ?? "?"
        categoryLabel.text = "traitOverrides.preferredContentSizeCategory = \(name)"
            + (category.isAccessibilityCategory ? " (an accessibility category)" : "")
        // The page hears of the change before its labels adjust their fonts: ask for the size directly.
        for (label, style) in zip(styleLabels, Self.styles) {
            let size = UIFont.preferredFont(forTextStyle: style.style, compatibleWith: traitCollection).pointSize
            label.text = "\(style.name) \(fmt(size)) pt"
        }
    }
}
