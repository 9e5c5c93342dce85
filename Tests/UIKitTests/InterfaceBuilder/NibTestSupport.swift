import Foundation
@testable import UIKit

/// What the fixtures' classes saw, in order.
@MainActor enum NibLog {
    static var entries: [String] = []
}

/// The File's Owner of LoginView.xib, with the outlets and actions `openuikit-port` would write.
class LoginOwnerController: UIViewController {
    var titleLabel: UILabel?
    var startButton: UIButton?
    var boxes: [UIView] = []
    var actions: [String] = []
    var awakeCount = 0

    func start(_ sender: UIButton) { actions.append("start:\(sender.currentTitle ?? "")") }
    func boxTapped(_ recognizer: UITapGestureRecognizer) { actions.append("boxTapped") }

    override func awakeFromNib() {
        super.awakeFromNib()
        awakeCount += 1
    }

    override func setNibValue(_ value: Any?, forKey key: String) -> Bool {
        switch key {
        case "titleLabel": titleLabel = value as? UILabel
        case "startButton": startButton = value as? UIButton
        case "boxes": boxes = value as? [UIView] ?? []
        default: return super.setNibValue(value, forKey: key)
        }
        return true
    }

    override func nibAction(named selector: String) -> Selector? {
        switch selector {
        case "start:": return Selector("start:", LoginOwnerController.start(_:))
        case "boxTapped:": return Selector("boxTapped:", LoginOwnerController.boxTapped(_:))
        default: return super.nibAction(named: selector)
        }
    }
}

/// Found by Apple's default nib-name rule: "LoginView" for LoginViewController.
final class LoginViewController: LoginOwnerController {}

/// A view subclass with its own `required init?(coder:)` that calls super, as app code does.
final class NibRecordingView: UIView {
    var decodedTag = -1

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        decodedTag = tag
        NibLog.entries.append("init view")
    }

    override init(frame: CGRect) { super.init(frame: frame) }

    override func awakeFromNib() {
        super.awakeFromNib()
        NibLog.entries.append("awake view")
    }
}

final class NibRecordingLabel: UILabel {
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        NibLog.entries.append("init label \(text ?? "")")
    }

    override init(frame: CGRect) { super.init(frame: frame) }

    override func awakeFromNib() {
        super.awakeFromNib()
        NibLog.entries.append("awake label")
    }
}

@MainActor func rgba(_ color: UIColor?) -> [CGFloat] {
    var r: CGFloat = -1, g: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
    _ = color?.getRed(&r, green: &g, blue: &b, alpha: &a)
    return [r, g, b, a].map { ($0 * 1000).rounded() / 1000 }
}
