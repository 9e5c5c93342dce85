import Foundation

/// One action's button in an alert or action sheet: its title centred, darkened while touched.
@MainActor
final class AlertActionButton: UIControl {
    let action: UIAlertAction
    let titleLabel = UILabel()

    init(action: UIAlertAction) {
        self.action = action
        super.init(frame: .zero)
        titleLabel.textAlignment = .center
        titleLabel.text = action.title
        addSubview(titleLabel)
    }

    required init?(coder: NSCoder) { nil }

    func style(font: UIFont, color: UIColor, highlight: UIColor) {
        titleLabel.font = font
        titleLabel.textColor = color
        highlightColor = highlight
        isEnabled = action.isEnabled
    }

    private var highlightColor: UIColor = .clear

    override var isHighlighted: Bool {
        didSet { backgroundColor = isHighlighted ? highlightColor : nil }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = bounds.insetBy(dx: 8, dy: 0)
    }
}
