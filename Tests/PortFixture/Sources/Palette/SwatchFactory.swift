import UIKit

/// Builds the palette's views; not tied to the main actor, as helper classes in most iOS code are not.
public final class SwatchFactory {
    public init() {}

    public func makeTitleLabel(text: String) -> UILabel {
        let label = UILabel()
        label.text = text
        label.textAlignment = .center
        return label
    }

    public func makeButton(title: String) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 80, height: 44)
        return button
    }

    public func makeSwatches(colors: [UIColor]) -> [UIView] {
        return colors.enumerated().map { index, color in
            let swatch = UIView(frame: CGRect(x: CGFloat(index) * 44, y: 60, width: 40, height: 40))
            swatch.backgroundColor = color
            swatch.badge = "\(index + 1)"
            return swatch
        }
    }
}
