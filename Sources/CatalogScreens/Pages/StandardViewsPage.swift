import UIKit

/// SPEC §1: the standard display views and controls OpenUIKit has so far.
@MainActor
final class StandardViewsPageViewController: CatalogPageViewController {
    let spinners = [UIActivityIndicatorView(style: .medium), UIActivityIndicatorView(style: .large)]
    let progressViews = [UIProgressView(progressViewStyle: .default), UIProgressView(progressViewStyle: .bar)]

    override func viewDidLoad() {
        super.viewDidLoad()
        let c = canvas

        // Labels.
        makeHeading("UILabel", at: CGPoint(x: 20, y: 10), width: 370, in: c)
        var y: CGFloat = 38
        func add(_ label: UILabel, height: CGFloat = 20) {
            label.frame = CGRect(x: 20, y: y, width: 250, height: height)
            label.backgroundColor = .systemGray6
            c.addSubview(label)
            y += height + 6
        }
        let long = "The quick brown fox jumps over the lazy dog, twice."
        add(makeLabel("Plain 15-pt system font", frame: .zero, size: 15))
        add(makeLabel("Bold, orange, centred", frame: .zero, size: 15, weight: .bold, color: .systemOrange, alignment: .center))
        for (mode, name) in [(NSLineBreakMode.byTruncatingTail, "tail"), (.byTruncatingMiddle, "middle"), (.byTruncatingHead, "head")] {
            let l = makeLabel(long, frame: .zero, size: 13)
            l.lineBreakMode = mode
            add(l)
            c.addSubview(makeLabel("truncating \(name)", frame: CGRect(x: 278, y: y - 24, width: 120, height: 16), size: 11,
                                   color: .secondaryLabel))
        }
        add(makeLabel("numberOfLines = 0 wraps the whole text onto as many lines as it needs, word by word.", frame: .zero,
                      size: 13, lines: 0), height: 52)
        c.addSubview(makeLabel("multi-line", frame: CGRect(x: 278, y: y - 56, width: 120, height: 16), size: 11, color: .secondaryLabel))
        add(makeLabel(long + " " + long + " " + long, frame: .zero, size: 13, lines: 2), height: 36)
        c.addSubview(makeLabel("2 lines, truncated", frame: CGRect(x: 278, y: y - 40, width: 120, height: 16), size: 11,
                               color: .secondaryLabel))
        let shadowed = makeLabel("Shadowed text", frame: .zero, size: 17, weight: .heavy, color: .systemBlue)
        shadowed.shadowColor = UIColor.black.withAlphaComponent(0.35)
        shadowed.shadowOffset = CGSize(width: 2, height: 2)
        add(shadowed, height: 24)
        let shrink = makeLabel("adjustsFontSizeToFitWidth shrinks this to fit", frame: .zero, size: 17)
        shrink.adjustsFontSizeToFitWidth = true
        shrink.minimumScaleFactor = 0.5
        add(shrink)
        // Linux: neighbouring runs have different numbers of keys (kern 0 adds no spacing), so that
        // swift-corelibs-foundation never compares two fonts or colours while it coalesces runs: it traps doing
        // so, depending on the process's hash seed (DIFFERENCES.md).
        let attributed = NSMutableAttributedString(string: "Attributed ", attributes: [.font: UIFont.systemFont(ofSize: 15)])
        attributed.append(NSAttributedString(string: "bold ", attributes: [.font: UIFont.boldSystemFont(ofSize: 15), .kern: 0]))
        attributed.append(NSAttributedString(string: "red ", attributes: [.font: UIFont.systemFont(ofSize: 15),
                                                                          .foregroundColor: UIColor.systemRed, .kern: 0]))
        attributed.append(NSAttributedString(string: "mono", attributes: [.font: UIFont.monospacedSystemFont(ofSize: 15, weight: .regular)]))
        let attributedLabel = UILabel()
        attributedLabel.attributedText = attributed
        add(attributedLabel, height: 22)
        let disabled = makeLabel("Disabled label (isEnabled = false)", frame: .zero, size: 15)
        disabled.isEnabled = false
        add(disabled)

        // Image views.
        makeHeading("UIImageView", at: CGPoint(x: 420, y: 10), width: 360, in: c)
        let picture = UIImageView(image: makeSampleImage())
        picture.frame = CGRect(x: 420, y: 40, width: 128, height: 64)
        c.addSubview(picture)
        let shape = UIGraphicsImageRenderer(size: CGSize(width: 48, height: 48),
                                            format: UIGraphicsImageRendererFormat(scale: 2, opaque: false)).image { _ in
            UIColor.black.setFill()
            UIBezierPath(ovalIn: CGRect(x: 4, y: 4, width: 22, height: 22)).fill()
            UIBezierPath(roundedRect: CGRect(x: 20, y: 20, width: 24, height: 24), cornerRadius: 5).fill()
        }
        let template = UIImageView(image: shape.withRenderingMode(.alwaysTemplate))
        template.frame = CGRect(x: 570, y: 48, width: 48, height: 48)
        template.tintColor = .systemPurple
        c.addSubview(template)
        c.addSubview(makeLabel("an image · a template image (alpha only) tinted purple", frame: CGRect(x: 420, y: 108, width: 360, height: 14), size: 11,
                               color: .secondaryLabel))

        // Buttons.
        makeHeading("UIButton", at: CGPoint(x: 420, y: 132), width: 360, in: c)
        let system = UIButton(type: .system)
        system.setTitle("System button", for: .normal)
        system.frame = CGRect(x: 420, y: 160, width: 120, height: 30)
        let custom = UIButton(type: .custom)
        custom.setTitle("Custom", for: .normal)
        custom.setTitleColor(.white, for: .normal)
        custom.backgroundColor = .systemGreen
        custom.layer.cornerRadius = 6
        custom.frame = CGRect(x: 550, y: 160, width: 100, height: 30)
        let disabledButton = UIButton(type: .system)
        disabledButton.setTitle("Disabled", for: .normal)
        disabledButton.isEnabled = false
        disabledButton.frame = CGRect(x: 660, y: 160, width: 110, height: 30)
        for b in [system, custom, disabledButton] { c.addSubview(b) }
        let configurations: [(String, UIButton.Configuration)] = [
            ("filled", .filled()), ("tinted", .tinted()), ("gray", .gray()), ("plain", .plain()),
            ("bordered", .bordered()), ("prominent", .borderedProminent()),
        ]
        for (i, (name, base)) in configurations.enumerated() {
            var configuration = base
            configuration.title = name
            let b = UIButton(configuration: configuration)
            b.frame = CGRect(x: 420 + CGFloat(i % 3) * 120, y: 200 + CGFloat(i / 3) * 40, width: 110, height: 32)
            c.addSubview(b)
        }
        var subtitled = UIButton.Configuration.filled()
        subtitled.title = "With a subtitle"
        subtitled.subtitle = "Configuration.subtitle"
        subtitled.baseBackgroundColor = .systemIndigo
        subtitled.cornerStyle = .capsule
        let subtitleButton = UIButton(configuration: subtitled)
        subtitleButton.frame = CGRect(x: 420, y: 282, width: 230, height: 48)
        c.addSubview(subtitleButton)
        c.addSubview(makeLabel("system, custom, disabled; configurations", frame: CGRect(x: 420, y: 336, width: 360, height: 14),
                               size: 11, color: .secondaryLabel))

        // Activity indicators and progress views.
        makeHeading("UIActivityIndicatorView · UIProgressView", at: CGPoint(x: 420, y: 360), width: 360, in: c)
        spinners[0].frame.origin = CGPoint(x: 430, y: 398)
        spinners[1].frame.origin = CGPoint(x: 480, y: 390)
        spinners[1].color = .systemBlue
        for s in spinners {
            s.sizeToFit()
            s.startAnimating()
            c.addSubview(s)
        }
        let stopped = UIActivityIndicatorView(style: .medium)
        stopped.hidesWhenStopped = false
        stopped.frame.origin = CGPoint(x: 540, y: 398)
        stopped.sizeToFit()
        c.addSubview(stopped)
        c.addSubview(makeLabel("medium · large (blue) · stopped", frame: CGRect(x: 420, y: 434, width: 240, height: 14), size: 11,
                               color: .secondaryLabel))
        for (i, p) in progressViews.enumerated() {
            p.frame = CGRect(x: 420, y: 462 + CGFloat(i) * 26, width: 260, height: 4)
            p.progress = i == 0 ? 0.3 : 0.75
            c.addSubview(p)
            c.addSubview(makeLabel(i == 0 ? ".default 30%" : ".bar 75%", frame: CGRect(x: 690, y: 456 + CGFloat(i) * 26, width: 90, height: 16),
                                   size: 11, color: .secondaryLabel))
        }
        let tinted = UIProgressView(progressViewStyle: .default)
        tinted.frame = CGRect(x: 420, y: 514, width: 260, height: 4)
        tinted.progressTintColor = .systemPink
        tinted.trackTintColor = .systemGray4
        tinted.progress = 0.55
        c.addSubview(tinted)
        c.addSubview(makeLabel("tinted 55%", frame: CGRect(x: 690, y: 508, width: 90, height: 16), size: 11, color: .secondaryLabel))
    }
}
