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

/// The storyboard's initial controller: outlets, a triggered and a manual segue, an unwind action.
final class StoryFirstController: UIViewController {
    var titleLabel: UILabel?
    var nextButton: UIButton?
    var log: [String] = []

    override func awakeFromNib() {
        super.awakeFromNib()
        log.append("awakeFromNib label \(titleLabel == nil ? "nil" : "set")")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        log.append("viewDidLoad label \(titleLabel?.text ?? "nil")")
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        log.append("should \(identifier) \(type(of: sender.map { $0 as AnyObject } ?? NSNull()))")
        return true
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        log.append("prepare \(segue.identifier ?? "-") \(type(of: segue.source)) → \(type(of: segue.destination))")
        (segue.destination as? StoryDetailController)?.payload = "from first"
    }

    func unwindToFirst(_ segue: UIStoryboardSegue) {
        log.append("unwindToFirst from \(type(of: segue.source))")
    }

    override func setNibValue(_ value: Any?, forKey key: String) -> Bool {
        switch key {
        case "titleLabel": titleLabel = value as? UILabel
        case "nextButton": nextButton = value as? UIButton
        default: return super.setNibValue(value, forKey: key)
        }
        return true
    }

    override func nibAction(named selector: String) -> Selector? {
        switch selector {
        case "unwindToFirst:": return Selector("unwindToFirst:", StoryFirstController.unwindToFirst(_:))
        default: return super.nibAction(named: selector)
        }
    }
}

final class StoryDetailController: UIViewController {
    var doneButton: UIButton?
    var payload = ""
    var log: [String] = []

    init?(coder: NSCoder, payload: String) {
        self.payload = payload
        super.init(coder: coder)
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        log.append("prepare \(segue.identifier ?? "-") → \(type(of: segue.destination))")
    }

    override func setNibValue(_ value: Any?, forKey key: String) -> Bool {
        switch key {
        case "doneButton": doneButton = value as? UIButton
        default: return super.setNibValue(value, forKey: key)
        }
        return true
    }
}

final class StoryEmbeddedController: UIViewController {}

/// Records every runtime attribute it is given, by key path.
final class RuntimeAttributeSink: UIView {
    var values: [String: Any?] = [:]

    override func setNibValue(_ value: Any?, forKey key: String) -> Bool {
        if key.hasPrefix("custom.") {
            values[key] = value
            return true
        }
        return super.setNibValue(value, forKey: key)
    }
}

/// A custom segue with stored properties of its own, made by the storyboard through its inherited initializer.
final class RecordingSegue: UIStoryboardSegue {
    var performed = 0
    var label = "unset"

    override func perform() {
        performed += 1
        label = "performed \(identifier ?? "-")"
        NibLog.entries.append("segue \(label) \(type(of: source)) → \(type(of: destination))")
    }
}

final class SegueSourceController: UIViewController {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        NibLog.entries.append("prepare \(type(of: segue)) \((segue as? RecordingSegue)?.label ?? "-")")
    }
}
