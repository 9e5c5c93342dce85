import Foundation

/// One rounded "pill" of a compact date picker: the date or the time as text on the tertiary fill.
/// Its text is in the tint colour while the editor it opens is shown.
final class DatePickerPill: UIView {
    private enum Metrics {
        // ⚠ iOS 17 compact picker, read off iPhone 15 simulator screenshots at 1x points: 34 pt tall (iOS 14
        // measured 34.5 in react-native-datetimepicker; whole points keep the edges sharp at 1x), 11 pt either
        // side of the text, 8 pt corners, 17 pt regular text.
        static let height: CGFloat = 34
        static let horizontalPadding: CGFloat = 11
        static let cornerRadius: CGFloat = 8
        static let fontSize: CGFloat = 17
    }

    private let label = UILabel()
    /// Runs when a touch lifts inside the pill.
    var onTap: (@MainActor () -> Void)?

    /// The text shown.
    var text: String {
        get { label.text ?? "" }
        set {
            guard newValue != label.text else { return }
            label.text = newValue
            accessibilityLabel = newValue
            setNeedsLayout()
        }
    }

    /// Whether the pill's editor is shown (the text is then in the tint colour).
    var isEditing = false { didSet { updateColour() } }
    /// Whether the picker is enabled (a disabled pill's text is greyed).
    var isEnabled = true { didSet { updateColour() } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .tertiarySystemFill
        layer.cornerRadius = Metrics.cornerRadius
        clipsToBounds = true
        label.font = .systemFont(ofSize: Metrics.fontSize)
        label.textAlignment = .center
        addSubview(label)
        // VoiceOver and UI tests read a pill as a button named by its text.
        isAccessibilityElement = true
        accessibilityTraits = .button
        updateColour()
    }

    required init?(coder: NSCoder) { nil }

    /// The text's width plus the padding, by the pill's height.
    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let textSize = label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: Metrics.height))
        return CGSize(width: ceil(textSize.width) + 2 * Metrics.horizontalPadding, height: Metrics.height)
    }

    override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        updateColour()
    }

    private func updateColour() {
        label.textColor = !isEnabled ? .tertiaryLabel : isEditing ? tintColor : .label
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first, bounds.contains(touch.location(in: self)) else { return }
        onTap?()
    }
}
