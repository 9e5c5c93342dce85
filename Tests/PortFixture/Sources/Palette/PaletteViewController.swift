import UIKit

public extension Notification.Name {
    static let paletteDidChange = Notification.Name("PaletteDidChange")
}

/// A screen whose actions are sent by a button, a tap, a bar button item, a notification, a timer and a
/// delayed perform, each recorded with its sender.
public class PaletteViewController: UIViewController, ColorPickerDelegate {
    @IBOutlet public weak var titleLabel: UILabel!
    @IBOutlet public weak var saveButton: UIButton!
    @IBOutlet public var swatches: [UIView]!

    public let picker = ColorPicker()
    public private(set) var tapRecognizer: UITapGestureRecognizer!
    public private(set) var addItem: UIBarButtonItem!
    public private(set) var timer: Timer?
    /// Each action received, with what sent it.
    public private(set) var received: [(action: String, sender: Any?)] = []
    public private(set) var pickedColors: [UIColor] = []
    /// How many times the view has been about to appear (PaletteViewController+Appearance.swift).
    public internal(set) var appearances = 0

    public override func viewDidLoad() {
        super.viewDidLoad()
        // The outlets are weak, as Interface Builder's are: the view hierarchy keeps what they point to.
        let factory = SwatchFactory()
        let label = factory.makeTitleLabel(text: "Palette")
        let button = factory.makeButton(title: "Save")
        view.addSubview(label)
        view.addSubview(button)
        titleLabel = label
        saveButton = button
        swatches = factory.makeSwatches(colors: picker.colors)
        swatches.forEach { view.addSubview($0) }

        saveButton.addTarget(self, action: #selector(save(_:)), for: .touchUpInside)

        tapRecognizer = UITapGestureRecognizer(target: self, action: #selector(handleTap(_:)))
        view.addGestureRecognizer(tapRecognizer)

        addItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(PaletteViewController.addSwatch(sender:)))

        NotificationCenter.default.addObserver(self, selector: #selector(paletteDidChange(_:)),
                                               name: .paletteDidChange, object: nil)
        picker.delegate = self
    }

    public func startTimer() {
        timer = Timer.scheduledTimer(timeInterval: 0.01, target: self, selector: #selector(timerFired(_:)),
                                     userInfo: "tick", repeats: false)
    }

    public func refreshLater() {
        perform(#selector(refresh(with:)), with: "later", afterDelay: 0.01)
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    // MARK: Actions

    @IBAction func save(_ sender: UIButton) {
        received.append(("save", sender))
    }

    /// Puts the palette back as it was: an action without a sender.
    @IBAction func reset() {
        received.append(("reset", nil))
    }

    @objc private func handleTap(_ recognizer: UITapGestureRecognizer) {
        received.append(("tap", recognizer))
    }

    @objc func addSwatch(sender: UIBarButtonItem) {
        received.append(("add", sender))
    }

    @objc func paletteDidChange(_ notification: Notification) {
        received.append(("notification", notification.object))
    }

    @objc func timerFired(_ timer: Timer) {
        received.append(("timer", timer))
    }

    @objc func refresh(with reason: String) {
        received.append(("refresh", reason))
    }

    // MARK: ColorPickerDelegate (the required requirement and one optional one)

    public func colorPicker(_ picker: ColorPicker, didPick color: UIColor) {
        pickedColors.append(color)
    }

    public func colorPicker(_ picker: ColorPicker, titleForColorAt index: Int) -> String {
        return "Swatch \(index + 1)"
    }
}
