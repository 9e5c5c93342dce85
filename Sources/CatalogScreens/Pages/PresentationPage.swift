import UIKit

/// Presentation: an alert, an action sheet, a sheet with detents and a grabber, a popover with its arrow, and
/// a blurred material over a colourful background.
@MainActor
final class PresentationPageViewController: CatalogPageViewController {
    private(set) var alertButton: UIButton!
    private(set) var actionSheetButton: UIButton!
    private(set) var sheetButton: UIButton!
    private(set) var popoverButton: UIButton!
    /// What the last action chose (handlers run after the alert is gone).
    let resultLabel = makeLabel("Choose something", frame: CGRect(x: 40, y: 236, width: 320, height: 16), size: 12,
                                color: .secondaryLabel)

    override func viewDidLoad() {
        super.viewDidLoad()
        let c = canvas
        makeHeading("Alerts, sheets and popovers", at: CGPoint(x: 20, y: 14), width: 360, in: c)
        alertButton = makeButton("Alert", frame: CGRect(x: 40, y: 56, width: 140, height: 32)) { [weak self] in self?.showAlert() }
        actionSheetButton = makeButton("Action sheet", frame: CGRect(x: 200, y: 56, width: 140, height: 32)) { [weak self] in
            self?.showActionSheet()
        }
        sheetButton = makeButton("Sheet with detents", frame: CGRect(x: 40, y: 104, width: 140, height: 32)) { [weak self] in
            self?.showSheet()
        }
        popoverButton = makeButton("Popover", frame: CGRect(x: 200, y: 104, width: 140, height: 32)) { [weak self] in
            self?.showPopover()
        }
        for b in [alertButton!, actionSheetButton!, sheetButton!, popoverButton!] { c.addSubview(b) }
        c.addSubview(makeLabel("Return chooses the preferred action, Escape cancels.", frame: CGRect(x: 40, y: 152, width: 330, height: 16),
                               size: 12, color: .secondaryLabel))
        c.addSubview(makeLabel("Sheets: drag down past half their height to dismiss.", frame: CGRect(x: 40, y: 172, width: 330, height: 16),
                               size: 12, color: .secondaryLabel))
        c.addSubview(resultLabel)

        makeHeading("UIVisualEffectView materials", at: CGPoint(x: 410, y: 14), width: 370, in: c)
        let backdrop = UIView(frame: CGRect(x: 410, y: 50, width: 370, height: 300))
        backdrop.clipsToBounds = true
        backdrop.layer.cornerRadius = 12
        let colours: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemTeal, .systemBlue, .systemPurple, .systemPink]
        for (i, colour) in colours.enumerated() {
            let stripe = UIView(frame: CGRect(x: CGFloat(i) * 47 - 10, y: 0, width: 47, height: 300))
            stripe.backgroundColor = colour
            backdrop.addSubview(stripe)
        }
        let text = makeLabel("Sharp text behind the blur", frame: CGRect(x: 20, y: 130, width: 330, height: 40), size: 28, weight: .bold,
                             color: .white)
        backdrop.addSubview(text)
        c.addSubview(backdrop)
        let styles: [(UIBlurEffect.Style, String)] = [(.systemUltraThinMaterial, "ultraThin"), (.systemMaterial, "material"),
                                                      (.systemThickMaterial, "thick")]
        for (i, (style, name)) in styles.enumerated() {
            let blur = UIVisualEffectView(effect: UIBlurEffect(style: style))
            blur.frame = CGRect(x: 20 + CGFloat(i) * 115, y: 110, width: 100, height: 170)
            blur.layer.cornerRadius = 14
            blur.clipsToBounds = true
            blur.contentView.addSubview(makeLabel(name, frame: CGRect(x: 0, y: 140, width: 100, height: 18), size: 13, weight: .semibold,
                                                  alignment: .center))
            backdrop.addSubview(blur)
        }
    }

    func showAlert() {
        let alert = UIAlertController(title: "Delete this photo?", message: "It will be removed from all your devices.",
                                      preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { [weak self] a in self?.chose(a) })
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { [weak self] a in self?.chose(a) })
        present(alert, animated: true)
    }

    func showActionSheet() {
        let sheet = UIAlertController(title: "Share", message: nil, preferredStyle: .actionSheet)
        for title in ["Copy Link", "Add to Favourites"] {
            sheet.addAction(UIAlertAction(title: title, style: .default) { [weak self] a in self?.chose(a) })
        }
        sheet.addAction(UIAlertAction(title: "Remove", style: .destructive) { [weak self] a in self?.chose(a) })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { [weak self] a in self?.chose(a) })
        present(sheet, animated: true)
    }

    func showSheet() {
        let content = UIViewController()
        content.view.backgroundColor = .systemBackground
        content.view.addSubview(makeLabel("A sheet: medium and large detents", frame: CGRect(x: 20, y: 24, width: 320, height: 20),
                                          size: 15, weight: .semibold))
        content.modalPresentationStyle = .pageSheet
        if let sheet = content.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = true
        }
        present(content, animated: true)
    }

    func showPopover() {
        let content = UIViewController()
        content.view.backgroundColor = .systemBackground
        content.view.addSubview(makeLabel("A popover", frame: CGRect(x: 16, y: 16, width: 200, height: 20), size: 15, weight: .semibold))
        content.view.addSubview(makeLabel("Tap outside to dismiss it.", frame: CGRect(x: 16, y: 40, width: 220, height: 16), size: 12,
                                          color: .secondaryLabel))
        content.preferredContentSize = CGSize(width: 240, height: 120)
        content.modalPresentationStyle = .popover
        content.popoverPresentationController?.sourceView = popoverButton
        present(content, animated: true)
    }

    private func chose(_ action: UIAlertAction) {
        resultLabel.text = "Chose “\(action.title ?? "")”"
    }
}
