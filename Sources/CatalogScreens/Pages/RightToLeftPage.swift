import UIKit

/// SPEC-NEXT §6 / issue 15: right-to-left layout. The page's root is forced right to left; the left column is
/// forced back to left to right, so the same form, stack view, button and images show in both directions.
/// Everything in the columns is placed with leading and trailing constraints, natural text and directional
/// margins — nothing names left or right.
@MainActor
final class RightToLeftPageViewController: CatalogPageViewController {
    /// The two columns: left to right, then right to left.
    private(set) var columns: [UIView] = []
    /// The stack views of the columns (their arranged subviews are "1", "2", "3").
    private(set) var stacks: [UIStackView] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.semanticContentAttribute = .forceRightToLeft
        let c = canvas
        for (i, rightToLeft) in [false, true].enumerated() {
            let column = UIView(frame: CGRect(x: 20 + CGFloat(i) * 390, y: 10, width: 370, height: 510))
            column.semanticContentAttribute = rightToLeft ? .unspecified : .forceLeftToRight
            column.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 12, bottom: 0, trailing: 0)
            c.addSubview(column)
            columns.append(column)
            build(column, title: rightToLeft ? "Right to left (inherited)" : "Left to right (forced)",
                  greeting: rightToLeft ? "שלום עולם — مرحبا" : "Hello, world")
        }
        let divider = makeBox(CGRect(x: 399, y: 10, width: 1, height: 500), .separator)
        c.addSubview(divider)
    }

    private func build(_ column: UIView, title: String, greeting: String) {
        func label(_ text: String, size: CGFloat = 13, weight: UIFont.Weight = .regular, color: UIColor = .label) -> UILabel {
            let l = UILabel()
            l.text = text
            l.font = .systemFont(ofSize: size, weight: weight)
            l.textColor = color
            l.translatesAutoresizingMaskIntoConstraints = false
            column.addSubview(l)
            return l
        }
        let m = column.layoutMarginsGuide
        let heading = label(title, size: 14, weight: .semibold)
        let rule = UIView()
        rule.backgroundColor = .separator
        rule.translatesAutoresizingMaskIntoConstraints = false
        column.addSubview(rule)
        let note = label("semanticContentAttribute, leading/trailing, natural alignment", size: 11, color: .secondaryLabel)
        NSLayoutConstraint.activate([
            heading.topAnchor.constraint(equalTo: column.topAnchor),
            heading.leadingAnchor.constraint(equalTo: column.leadingAnchor),
            rule.topAnchor.constraint(equalTo: heading.bottomAnchor, constant: 2),
            rule.leadingAnchor.constraint(equalTo: column.leadingAnchor),
            rule.trailingAnchor.constraint(equalTo: column.trailingAnchor),
            rule.heightAnchor.constraint(equalToConstant: 1),
            note.topAnchor.constraint(equalTo: rule.bottomAnchor, constant: 4),
            note.leadingAnchor.constraint(equalTo: column.leadingAnchor),
        ])

        // A form: captions at the leading edge, fields filling to the trailing edge.
        var above: NSLayoutYAxisAnchor = note.bottomAnchor
        for (caption, value) in [("Name", "Ada Lovelace"), ("Email", "ada@example.com")] {
            let l = label(caption, color: .secondaryLabel)
            let field = UITextField()
            field.borderStyle = .roundedRect
            field.text = value
            field.font = .systemFont(ofSize: 13)
            field.translatesAutoresizingMaskIntoConstraints = false
            column.addSubview(field)
            NSLayoutConstraint.activate([
                field.topAnchor.constraint(equalTo: above, constant: 12),
                field.heightAnchor.constraint(equalToConstant: 30),
                l.leadingAnchor.constraint(equalTo: m.leadingAnchor),
                l.widthAnchor.constraint(equalToConstant: 60),
                l.centerYAnchor.constraint(equalTo: field.centerYAnchor),
                field.leadingAnchor.constraint(equalTo: l.trailingAnchor, constant: 8),
                field.trailingAnchor.constraint(equalTo: column.trailingAnchor),
            ])
            above = field.bottomAnchor
        }
        let switchLabel = label("Notifications")
        let toggle = UISwitch()
        toggle.isOn = true
        toggle.translatesAutoresizingMaskIntoConstraints = false
        column.addSubview(toggle)
        NSLayoutConstraint.activate([
            toggle.topAnchor.constraint(equalTo: above, constant: 12),
            toggle.trailingAnchor.constraint(equalTo: column.trailingAnchor),
            switchLabel.leadingAnchor.constraint(equalTo: m.leadingAnchor),
            switchLabel.centerYAnchor.constraint(equalTo: toggle.centerYAnchor),
        ])

        // A horizontal stack view: arranged first to last from the leading edge.
        let stack = UIStackView()
        stack.axis = .horizontal
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        for (i, color) in [UIColor.systemBlue, .systemGreen, .systemOrange].enumerated() {
            let cell = UILabel()
            cell.text = "\(i + 1)"
            cell.textAlignment = .center
            cell.font = .systemFont(ofSize: 15, weight: .semibold)
            cell.textColor = .white
            cell.backgroundColor = color
            cell.layer.cornerRadius = 6
            cell.clipsToBounds = true
            cell.widthAnchor.constraint(equalToConstant: 56).isActive = true
            cell.heightAnchor.constraint(equalToConstant: 36).isActive = true
            stack.addArrangedSubview(cell)
        }
        column.addSubview(stack)
        stacks.append(stack)
        let stackCaption = label("UIStackView: 1, 2, 3 from the leading edge", size: 11, color: .secondaryLabel)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: toggle.bottomAnchor, constant: 18),
            stack.leadingAnchor.constraint(equalTo: m.leadingAnchor),
            stackCaption.topAnchor.constraint(equalTo: stack.bottomAnchor, constant: 4),
            stackCaption.leadingAnchor.constraint(equalTo: m.leadingAnchor),
        ])

        // A button whose content is aligned to its leading edge, with an arrow that points forward.
        let button = UIButton(type: .system)
        button.setTitle(" Continue", for: .normal)
        button.setImage(forwardArrow().imageFlippedForRightToLeftLayoutDirection(), for: .normal)
        button.contentHorizontalAlignment = .leading
        button.backgroundColor = UIColor.systemBlue.withAlphaComponent(0.12)
        button.layer.cornerRadius = 7
        button.translatesAutoresizingMaskIntoConstraints = false
        column.addSubview(button)
        NSLayoutConstraint.activate([
            button.topAnchor.constraint(equalTo: stackCaption.bottomAnchor, constant: 16),
            button.leadingAnchor.constraint(equalTo: m.leadingAnchor),
            button.widthAnchor.constraint(equalToConstant: 200),
            button.heightAnchor.constraint(equalToConstant: 32),
        ])

        // Images: one that flips for right to left, one that never does, one mirrored everywhere.
        var previous: UIView?
        var imageViews: [UIView] = []
        for image in [forwardArrow().imageFlippedForRightToLeftLayoutDirection(), forwardArrow(),
                      forwardArrow().withHorizontallyFlippedOrientation()] {
            let iv = UIImageView(image: image)
            iv.translatesAutoresizingMaskIntoConstraints = false
            column.addSubview(iv)
            NSLayoutConstraint.activate([
                iv.topAnchor.constraint(equalTo: button.bottomAnchor, constant: 16),
                iv.leadingAnchor.constraint(equalTo: previous?.trailingAnchor ?? m.leadingAnchor, constant: previous == nil ? 0 : 24),
            ])
            previous = iv
            imageViews.append(iv)
        }
        let imageCaption = label("flipped for RTL · fixed · mirrored orientation", size: 11, color: .secondaryLabel)
        NSLayoutConstraint.activate([
            imageCaption.topAnchor.constraint(equalTo: imageViews[0].bottomAnchor, constant: 4),
            imageCaption.leadingAnchor.constraint(equalTo: m.leadingAnchor),
        ])

        // Natural text: at the leading edge, in the column's direction.
        let text = label(greeting, size: 17)
        let paragraph = UILabel()
        paragraph.numberOfLines = 0
        paragraph.preferredMaxLayoutWidth = 358
        paragraph.font = .systemFont(ofSize: 13)
        paragraph.textColor = .secondaryLabel
        paragraph.text = "Natural alignment follows the view's effective layout direction, and so does the order of a stack view's arranged subviews."
        paragraph.translatesAutoresizingMaskIntoConstraints = false
        column.addSubview(paragraph)
        NSLayoutConstraint.activate([
            text.topAnchor.constraint(equalTo: imageCaption.bottomAnchor, constant: 18),
            text.leadingAnchor.constraint(equalTo: m.leadingAnchor),
            text.trailingAnchor.constraint(equalTo: column.trailingAnchor),
            paragraph.topAnchor.constraint(equalTo: text.bottomAnchor, constant: 8),
            paragraph.leadingAnchor.constraint(equalTo: m.leadingAnchor),
            paragraph.trailingAnchor.constraint(equalTo: column.trailingAnchor),
        ])
    }

    /// A 28 × 20 arrow pointing right (forward, left to right).
    private func forwardArrow() -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 28, height: 20)).image { _ in
            let path = UIBezierPath()
            path.move(to: CGPoint(x: 2, y: 10))
            path.addLine(to: CGPoint(x: 24, y: 10))
            path.move(to: CGPoint(x: 16, y: 3))
            path.addLine(to: CGPoint(x: 24, y: 10))
            path.addLine(to: CGPoint(x: 16, y: 17))
            path.lineWidth = 2.5
            path.lineCapStyle = .round
            path.lineJoinStyle = .round
            UIColor.systemIndigo.setStroke()
            path.stroke()
        }
    }
}
