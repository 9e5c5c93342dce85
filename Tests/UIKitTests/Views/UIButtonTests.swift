import Testing
@testable import UIKit
import TestSupport
import UIKitTestSupport

@Suite(.serialized) @MainActor struct UIButtonTests {
    func measured(_ s: String, _ size: CGFloat) -> CGSize {
        (s as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: size)])
    }
    func up(_ s: CGSize) -> CGSize { CGSize(width: s.width.rounded(.up), height: s.height.rounded(.up)) }

    @Test func typesAndInitializers() {
        let raw: [(UIButton.ButtonType, Int)] = [(.custom, 0), (.system, 1), (.detailDisclosure, 2), (.infoLight, 3),
                                                 (.infoDark, 4), (.contactAdd, 5), (.plain, 6), (.close, 7)]
        for (t, r) in raw { #expect(t.rawValue == r) }
        #expect(UIButton.ButtonType.roundedRect == .system)
        #expect(UIButton(frame: .zero).buttonType == .custom)
        #expect(UIButton(type: .system).buttonType == .system)
        let b = UIButton(type: .system)
        #expect(b.titleLabel != nil && b.imageView != nil)
        #expect(b.titleLabel!.font.pointSize == 15)
        #expect(b.titleLabel!.lineBreakMode == .byTruncatingMiddle)
        #expect(b.contentEdgeInsets == .zero)
        #expect(b.adjustsImageWhenHighlighted && b.adjustsImageWhenDisabled)
        #expect(b.configuration == nil)
    }

    @Test func titleFallsBackToNormal() {
        let b = UIButton(type: .custom)
        b.setTitle("N", for: .normal)
        for s: UIControl.State in [.highlighted, .disabled, .selected, [.selected, .highlighted]] {
            #expect(b.title(for: s) == "N")
        }
        b.setTitle("H", for: .highlighted)
        b.setTitle("D", for: .disabled)
        b.setTitle("S", for: .selected)
        #expect(b.title(for: .highlighted) == "H")
        #expect(b.title(for: .disabled) == "D")
        #expect(b.title(for: .selected) == "S")
        // Apple's rule: a combined state without its own value falls back to normal, not to one of its parts.
        #expect(b.title(for: [.selected, .highlighted]) == "N")
        b.setTitle("SH", for: [.selected, .highlighted])
        #expect(b.title(for: [.selected, .highlighted]) == "SH")
        b.setTitle(nil, for: .highlighted)
        #expect(b.title(for: .highlighted) == "N")
    }

    @Test func currentValuesFollowTheState() {
        let b = UIButton(type: .custom)
        b.setTitle("N", for: .normal)
        b.setTitle("D", for: .disabled)
        b.setTitle("S", for: .selected)
        b.setTitle("SH", for: [.selected, .highlighted])
        #expect(b.currentTitle == "N" && b.titleLabel?.text == "N")
        b.isEnabled = false
        #expect(b.currentTitle == "D" && b.titleLabel?.text == "D")
        b.isEnabled = true
        b.isSelected = true
        #expect(b.currentTitle == "S")
        b.isHighlighted = true
        #expect(b.currentTitle == "SH" && b.titleLabel?.text == "SH")
    }

    @Test func titleColourFallbacks() {
        let custom = UIButton(type: .custom)
        #expect(custom.titleColor(for: .normal) == UIColor.white)     // a custom button's default
        #expect(custom.titleColor(for: .highlighted) == UIColor.white)
        custom.setTitleColor(.red, for: .normal)
        #expect(custom.titleColor(for: .highlighted) == UIColor.red)
        #expect(custom.titleColor(for: .disabled) == UIColor.red)
        #expect(custom.titleColor(for: .selected) == UIColor.red)
        custom.setTitleColor(.blue, for: .highlighted)
        #expect(custom.titleColor(for: .highlighted) == UIColor.blue)
        custom.setTitle("T", for: .normal)
        custom.isHighlighted = true
        #expect(custom.currentTitleColor == UIColor.blue)
        #expect(custom.titleLabel?.textColor == UIColor.blue)

        custom.setTitleShadowColor(.green, for: .normal)
        #expect(custom.titleShadowColor(for: .selected) == UIColor.green)
        #expect(custom.currentTitleShadowColor == UIColor.green)
    }

    @Test func systemTitleIsTintColoured() {
        let b = UIButton(type: .system)
        b.setTitle("Tap", for: .normal)
        #expect(b.titleColor(for: .normal) == UIColor.systemBlue)
        #expect(b.titleLabel?.textColor == UIColor.systemBlue)
        b.tintColor = .red
        #expect(b.currentTitleColor == UIColor.red)
        #expect(b.titleLabel?.textColor == UIColor.red)
        b.isEnabled = false
        #expect(b.titleLabel?.textColor == UIColor.systemGray)
    }

    @Test func imageAndBackgroundFallBackToNormal() {
        let b = UIButton(type: .custom)
        let red = solidImage(.red, 10, 10), blue = solidImage(.blue, 10, 10)
        b.setImage(red, for: .normal)
        b.setBackgroundImage(blue, for: .normal)
        #expect(b.image(for: .highlighted) === red)
        #expect(b.backgroundImage(for: .disabled) === blue)
        let green = solidImage(.green, 10, 10)
        b.setImage(green, for: .selected)
        b.setBackgroundImage(green, for: .highlighted)
        b.isSelected = true
        #expect(b.currentImage === green)
        #expect(b.currentBackgroundImage === blue)
        b.isSelected = false
        b.isHighlighted = true
        #expect(b.currentBackgroundImage === green)
        #expect(b.currentImage === red)
    }

    @Test func attributedTitleWins() {
        let b = UIButton(type: .custom)
        b.setTitle("plain", for: .normal)
        b.setAttributedTitle(NSAttributedString(string: "styled", attributes: [.foregroundColor: UIColor.red]), for: .normal)
        #expect(b.currentTitle == "styled")
        #expect(b.currentAttributedTitle?.string == "styled")
        #expect(b.attributedTitle(for: .highlighted)?.string == "styled")
        #expect(b.titleLabel?.text == "styled")
        #expect(b.titleLabel?.textColor == UIColor.red)
    }

    @Test func intrinsicSizeIsTitlePlusImagePlusInsets() {
        let b = UIButton(type: .custom)
        b.setTitle("Hello", for: .normal)
        let t = up(measured("Hello", 15))
        #expect(b.intrinsicContentSize == t)
        b.contentEdgeInsets = UIEdgeInsets(top: 5, left: 10, bottom: 6, right: 12)
        #expect(b.intrinsicContentSize == CGSize(width: t.width + 22, height: t.height + 11))
        b.setImage(solidImage(.red, 20, 40), for: .normal)
        #expect(b.intrinsicContentSize == CGSize(width: t.width + 20 + 22, height: 40 + 11))
        // Title and image insets move things without changing the size.
        b.titleEdgeInsets = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 0)
        #expect(b.intrinsicContentSize == CGSize(width: t.width + 20 + 22, height: 40 + 11))
        b.sizeToFit()
        #expect(b.bounds.size == b.intrinsicContentSize)
    }

    @Test func systemTextButtonIsAtLeast30Tall() {
        let b = UIButton(type: .system)
        b.setTitle("OK", for: .normal)
        let t = up(measured("OK", 15))
        #expect(t.height < 30)
        #expect(b.intrinsicContentSize == CGSize(width: t.width, height: 30))
        let custom = UIButton(type: .custom)
        custom.setTitle("OK", for: .normal)
        #expect(custom.intrinsicContentSize.height == t.height)
    }

    @Test func imageLeftOfTitleCentredByAlignment() {
        let b = UIButton(type: .custom)
        b.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
        b.setTitle("Title", for: .normal)
        b.setImage(solidImage(.red, 20, 20), for: .normal)
        b.layoutIfNeeded()
        let t = up(measured("Title", 15))
        let image = b.imageView!.frame, title = b.titleLabel!.frame
        #expect(image.size == CGSize(width: 20, height: 20))
        #expect(image.maxX == title.minX)
        #expect(image.minX == (200 - (20 + t.width)) / 2)
        #expect(image.midY == 30 && title.midY == 30)
        b.contentHorizontalAlignment = .left
        b.contentVerticalAlignment = .top
        b.contentEdgeInsets = UIEdgeInsets(top: 4, left: 8, bottom: 0, right: 0)
        b.layoutIfNeeded()
        #expect(b.imageView!.frame.origin == CGPoint(x: 8, y: 4))
        #expect(b.titleLabel!.frame.origin == CGPoint(x: 28, y: 4))
        b.contentHorizontalAlignment = .right
        b.layoutIfNeeded()
        #expect(b.titleLabel!.frame.maxX == 200)
        // A left title inset moves a centred title right by half of it.
        b.contentHorizontalAlignment = .center
        b.contentEdgeInsets = .zero
        b.layoutIfNeeded()
        let before = b.titleLabel!.frame.minX
        b.titleEdgeInsets = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 0)
        b.layoutIfNeeded()
        #expect(b.titleLabel!.frame.minX == before + 5)
        #expect(b.titleRect(forContentRect: b.contentRect(forBounds: b.bounds)) == b.titleLabel!.frame)
    }

    @Test func systemHighlightDimsTitle() {
        let b = UIButton(type: .system)
        b.setTitle("Tap", for: .normal)
        #expect(b.titleLabel!.alpha == 1)
        b.isHighlighted = true
        #expect(abs(b.titleLabel!.alpha - 0.2) < 0.001)
        b.isHighlighted = false
        #expect(b.titleLabel!.alpha == 1)
    }

    @Test func customHighlightDarkensTheImage() {
        let b = UIButton(type: .custom)
        let red = solidImage(.red, 10, 10)
        b.setImage(red, for: .normal)
        b.isHighlighted = true
        let shown = b.imageView!.image!
        #expect(shown !== red)
        let p = Pixels(shown)
        // Red under one-third black: 255 × 2/3 = 170.
        #expect(near(p[5, 5], [170, 0, 0, 255], 3))
        b.adjustsImageWhenHighlighted = false
        #expect(b.imageView!.image === red)
        // An explicit highlighted image is shown as it is.
        b.adjustsImageWhenHighlighted = true
        let blue = solidImage(.blue, 10, 10)
        b.setImage(blue, for: .highlighted)
        #expect(b.imageView!.image === blue)
        #expect(b.titleLabel!.alpha == 1)
    }

    @Test func systemImagesAreTemplates() {
        let b = UIButton(type: .system)
        b.setImage(solidImage(.black, 10, 10), for: .normal)
        #expect(b.imageView!.image!.renderingMode == .alwaysTemplate)
        let c = UIButton(type: .custom)
        c.setImage(solidImage(.black, 10, 10), for: .normal)
        #expect(c.imageView!.image!.renderingMode == .automatic)
    }

    @Test func tapSendsTouchUpInsideAndPrimaryAction() {
        let stage = ViewsStage()
        defer { stage.close() }
        var fired: [String] = []
        let b = UIButton(type: .system, primaryAction: UIAction(title: "Go") { _ in fired.append("primary") })
        #expect(b.currentTitle == "Go")
        b.frame = CGRect(x: 50, y: 50, width: 100, height: 40)
        b.addAction(UIAction { _ in fired.append("up") }, for: .touchUpInside)
        stage.window.addSubview(b)
        UIHeadless.touchDown(at: CGPoint(x: 60, y: 60), in: stage.window)   // on the title label area: still the button
        #expect(b.isHighlighted)
        UIHeadless.touchUp()
        #expect(fired == ["up", "primary"])
        #expect(!b.isHighlighted)
    }

    @Test func changesSelectionAsPrimaryAction() {
        let stage = ViewsStage()
        defer { stage.close() }
        let b = UIButton(type: .custom)
        b.frame = CGRect(x: 10, y: 10, width: 50, height: 50)
        b.changesSelectionAsPrimaryAction = true
        stage.window.addSubview(b)
        UIHeadless.tap(at: CGPoint(x: 20, y: 20), in: stage.window)
        #expect(b.isSelected)
        stage.forgetTaps()
        UIHeadless.tap(at: CGPoint(x: 20, y: 20), in: stage.window)
        #expect(!b.isSelected)
    }

    @Test func configurationStyles() {
        var c = UIButton.Configuration.filled()
        c.title = "Go"
        let b = UIButton(configuration: c)
        b.tintColor = .red
        b.sizeToFit()
        b.layoutIfNeeded()
        #expect(b.titleLabel?.text == "Go")
        #expect(b.titleLabel?.textColor == UIColor.white)
        #expect(b.configurationBackground?.backgroundColor == UIColor.red)
        #expect(b.buttonType == .plain)

        var plain = UIButton.Configuration.plain()
        plain.title = "Go"
        b.configuration = plain
        #expect(b.titleLabel?.textColor == UIColor.red)
        #expect(b.configurationBackground?.backgroundColor == UIColor.clear)

        var tinted = UIButton.Configuration.tinted()
        tinted.title = "Go"
        b.configuration = tinted
        #expect(b.configurationBackground?.backgroundColor == UIColor.red.withAlphaComponent(0.15))

        var custom = UIButton.Configuration.gray()
        custom.title = "Go"
        custom.baseForegroundColor = .green
        custom.baseBackgroundColor = .blue
        b.configuration = custom
        #expect(b.titleLabel?.textColor == UIColor.green)
        #expect(b.configurationBackground?.backgroundColor == UIColor.blue)
    }

    @Test func configurationSizeAndPlacement() {
        var c = UIButton.Configuration.plain()
        #expect(c.contentInsets == NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
        #expect(c.cornerStyle == .dynamic && c.imagePlacement == .leading && c.imagePadding == 0)
        c.title = "Title"
        let b = UIButton(configuration: c)
        let t = up(measured("Title", 17))
        #expect(b.intrinsicContentSize == CGSize(width: t.width + 24, height: t.height + 14))
        c.image = solidImage(.red, 20, 30)
        c.imagePadding = 6
        b.configuration = c
        #expect(b.intrinsicContentSize == CGSize(width: 20 + 6 + t.width + 24, height: 30 + 14))
        c.imagePlacement = .top
        b.configuration = c
        #expect(b.intrinsicContentSize == CGSize(width: t.width + 24, height: 30 + 6 + t.height + 14))
        b.frame = CGRect(origin: .zero, size: b.intrinsicContentSize)
        b.layoutIfNeeded()
        #expect(abs(b.imageView!.frame.minY - 7) < 1e-9)
        #expect(abs(b.titleLabel!.frame.minY - (7 + 30 + 6)) < 1e-9)
        c.cornerStyle = .capsule
        b.configuration = c
        b.layoutIfNeeded()
        #expect(b.configurationBackground?.layer.cornerRadius == b.bounds.width / 2 || b.configurationBackground?.layer.cornerRadius == min(b.bounds.width, b.bounds.height) / 2)
        // A configuration is a value: changing a copy leaves the button alone.
        var copy = b.configuration!
        copy.title = "Other"
        #expect(b.configuration?.title == "Title")
        #expect(UIButton.Configuration.CornerStyle.capsule.rawValue == 4)
        #expect(UIButton.Configuration.CornerStyle.fixed.rawValue == -1)
    }

    @Test func configurationSubtitle() {
        var c = UIButton.Configuration.filled()
        c.title = "Title"
        c.subtitle = "Sub"
        c.titlePadding = 2
        let b = UIButton(configuration: c)
        #expect(b.subtitleLabel?.text == "Sub")
        let t = up(measured("Title", 17)), s = up(measured("Sub", 15))
        #expect(b.intrinsicContentSize == CGSize(width: max(t.width, s.width) + 24, height: t.height + 2 + s.height + 14))
    }

    @Test func configurationUpdateHandlerRunsOnStateChange() {
        var c = UIButton.Configuration.plain()
        c.title = "Off"
        let b = UIButton(configuration: c)
        b.configurationUpdateHandler = { button in
            var conf = button.configuration!
            conf.title = button.isSelected ? "On" : "Off"
            button.configuration = conf
        }
        b.isSelected = true
        #expect(b.titleLabel?.text == "On")
        b.isSelected = false
        #expect(b.titleLabel?.text == "Off")
    }

    @Test func configurationIsAHashableValue() {
        var a = UIButton.Configuration.filled()
        a.title = "A"
        var b = UIButton.Configuration.filled()
        b.title = "A"
        #expect(a == b)
        #expect(Set([a, b]).count == 1)
        b.baseBackgroundColor = .red
        #expect(a != b)
        #expect(UIButton.Configuration.plain() != UIButton.Configuration.gray())
    }

    @Test func frameAndPrimaryActionMakeACustomButton() {
        var ran = false
        let b = UIButton(frame: CGRect(x: 0, y: 0, width: 80, height: 30), primaryAction: UIAction(title: "Do") { _ in ran = true })
        #expect(b.buttonType == .custom)
        #expect(b.title(for: .normal) == "Do")
        b.sendActions(for: .primaryActionTriggered)
        #expect(ran)
    }

    @Test func backgroundImageFillsTheButtonBehindTheTitle() {
        let b = UIButton(type: .custom)
        b.frame = CGRect(x: 0, y: 0, width: 60, height: 30)
        let bg = solidImage(.blue, 10, 10).resizableImage(withCapInsets: UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4),
                                                          resizingMode: .stretch)
        b.setBackgroundImage(bg, for: .normal)
        b.setBackgroundImage(solidImage(.green, 10, 10), for: .highlighted)
        let p = renderAlone(b)
        #expect(near(p[1, 1], BLUE, 2) && near(p[58, 28], BLUE, 2) && near(p[30, 15], BLUE, 2))
        b.isHighlighted = true
        let h = renderAlone(b)
        #expect(near(h[1, 1], GREEN, 2) && near(h[58, 28], GREEN, 2))
        // The background is the back-most subview: title and image draw over it.
        #expect(b.subviews.first === b.backgroundImageView)
    }
}
