import Testing
import UIKit
import TestSupport
import UIKitTestSupport

/// Right-to-left layout: leading and trailing edges in constraints, stack views, margins and VFL, natural text
/// and flipped images. Every x below is worked out by hand in a 300-point-wide container.
@Suite @MainActor struct RightToLeftLayoutTests {
    /// A 300 × 200 container in a window, laid out right to left through the window's trait.
    func stage(rightToLeft: Bool = true) -> (ViewsStage, UIView) {
        let stage = ViewsStage(width: 300, height: 200)
        if rightToLeft { stage.window.traitOverrides.layoutDirection = .rightToLeft }
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        stage.window.addSubview(container)
        return (stage, container)
    }

    func box(in container: UIView, width: CGFloat) -> UIView {
        let v = UIView()
        v.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(v)
        NSLayoutConstraint.activate([v.widthAnchor.constraint(equalToConstant: width), v.heightAnchor.constraint(equalToConstant: 10),
                                     v.topAnchor.constraint(equalTo: container.topAnchor)])
        return v
    }

    @Test func theAppsDirectionAndTheTraitStartLeftToRight() {
        #expect(UIApplication.shared.userInterfaceLayoutDirection == .leftToRight)
        #expect(UITraitEnvironmentLayoutDirection.unspecified.rawValue == -1)
        #expect(UITraitEnvironmentLayoutDirection.leftToRight.rawValue == 0)
        #expect(UITraitEnvironmentLayoutDirection.rightToLeft.rawValue == 1)
        let (stage, container) = stage(rightToLeft: false)
        defer { stage.close() }
        #expect(container.traitCollection.layoutDirection == .leftToRight)
    }

    @Test func theAppsDirectionFlowsIntoEveryTraitCollection() {
        let (stage, container) = stage(rightToLeft: false)
        defer { stage.close() }
        let v = box(in: container, width: 50)
        v.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20).isActive = true
        stage.window.layoutIfNeeded()
        #expect(v.frame.minX == 20)
        UIHeadless.setLayoutDirection(.rightToLeft)
        defer { UIHeadless.setLayoutDirection(.leftToRight) }
        #expect(UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified) == .rightToLeft)
        #expect(container.traitCollection.layoutDirection == .rightToLeft)
        #expect(container.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        stage.window.layoutIfNeeded()
        // 300 − 20 − 50.
        #expect(v.frame.minX == 230)
    }

    @Test func leadingAndTrailingConstraintsFlip() {
        let (stage, container) = stage()
        defer { stage.close() }
        let a = box(in: container, width: 50), b = box(in: container, width: 40), c = box(in: container, width: 30)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
            c.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -10),
        ])
        stage.window.layoutIfNeeded()
        // a: right edge 20 in from the right (300 − 20 − 50); b: 8 left of a (230 − 8 − 40); c: 10 in from the left.
        #expect(a.frame.minX == 230)
        #expect(b.frame.minX == 182)
        #expect(c.frame.minX == 10)
        // left and right stay where they are.
        let d = box(in: container, width: 10)
        d.leftAnchor.constraint(equalTo: container.leftAnchor, constant: 5).isActive = true
        stage.window.layoutIfNeeded()
        #expect(d.frame.minX == 5)
    }

    @Test func forcingLeftToRightInsideRightToLeft() {
        let (stage, container) = stage()
        defer { stage.close() }
        container.semanticContentAttribute = .forceLeftToRight
        #expect(container.effectiveUserInterfaceLayoutDirection == .leftToRight)
        let a = box(in: container, width: 50)
        a.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20).isActive = true
        stage.window.layoutIfNeeded()
        #expect(a.frame.minX == 20)
        // Its subviews inherit the forced direction.
        #expect(a.effectiveUserInterfaceLayoutDirection == .leftToRight)
        // Back to unspecified: the window's right-to-left direction, and the frame follows.
        container.semanticContentAttribute = .unspecified
        stage.window.layoutIfNeeded()
        #expect(a.frame.minX == 230)
    }

    @Test func forcingRightToLeftFlipsWhatIsInsideAndNotWhereItIs() {
        let (stage, container) = stage(rightToLeft: false)
        defer { stage.close() }
        let inner = box(in: container, width: 100)
        inner.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10).isActive = true
        let dot = box(in: inner, width: 20)
        dot.leadingAnchor.constraint(equalTo: inner.leadingAnchor, constant: 5).isActive = true
        stage.window.layoutIfNeeded()
        #expect(inner.frame.minX == 10)
        #expect(dot.frame.minX == 5)
        inner.semanticContentAttribute = .forceRightToLeft
        stage.window.layoutIfNeeded()
        // The constraint placing `inner` is in the container's (left-to-right) coordinates; the one placing
        // `dot` is in inner's, now right to left: 100 − 5 − 20.
        #expect(inner.frame.minX == 10)
        #expect(dot.frame.minX == 75)
    }

    @Test func stackViewsArrangeTrailingFirst() {
        let (stage, container) = stage()
        defer { stage.close() }
        let stack = UIStackView()
        stack.axis = .horizontal
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(stack)
        NSLayoutConstraint.activate([stack.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                                     stack.topAnchor.constraint(equalTo: container.topAnchor)])
        let views = [30.0, 40.0, 50.0].map { w -> UIView in
            let v = UIView()
            v.widthAnchor.constraint(equalToConstant: w).isActive = true
            v.heightAnchor.constraint(equalToConstant: 10).isActive = true
            stack.addArrangedSubview(v)
            return v
        }
        stage.window.layoutIfNeeded()
        // Stack: 30 + 10 + 40 + 10 + 50 = 140 wide, against the container's right edge (x 160).
        #expect(stack.frame.minX == 160)
        // Inside it, the first arranged view is rightmost: 140 − 30; then 110 − 10 − 40; then 0.
        #expect(views.map(\.frame.minX) == [110, 60, 0])
    }

    @Test func directionalMarginsMapToLayoutMarginsFlipped() {
        let (stage, container) = stage()
        defer { stage.close() }
        container.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 30)
        #expect(container.layoutMargins == UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 10))
        let a = box(in: container, width: 50)
        a.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor).isActive = true
        let b = box(in: container, width: 20)
        NSLayoutConstraint(item: b, attribute: .trailing, relatedBy: .equal, toItem: container, attribute: .trailingMargin,
                           multiplier: 1, constant: 0).isActive = true
        stage.window.layoutIfNeeded()
        // a's right edge at 300 − 10; b's left edge at 30.
        #expect(a.frame.minX == 240)
        #expect(b.frame.minX == 30)
        // Setting layoutMargins right to left: left is trailing.
        container.layoutMargins = UIEdgeInsets(top: 1, left: 4, bottom: 2, right: 6)
        #expect(container.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 1, leading: 6, bottom: 2, trailing: 4))
    }

    @Test func visualFormatRunsLeadingToTrailingUnlessTold() {
        let (stage, container) = stage()
        defer { stage.close() }
        func place(_ format: String, _ options: NSLayoutConstraint.FormatOptions) -> (UIView, UIView) {
            let a = box(in: container, width: 50), b = box(in: container, width: 20)
            NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: nil,
                                                                       views: ["a": a, "b": b]))
            return (a, b)
        }
        let (a1, b1) = place("H:|-10-[a]-5-[b]", [])
        let (a2, b2) = place("H:|-10-[a]-5-[b]", .directionLeftToRight)
        let (a3, b3) = place("H:|-10-[a]-5-[b]", .directionRightToLeft)
        stage.window.layoutIfNeeded()
        #expect(a1.frame.minX == 240)
        #expect(b1.frame.minX == 215)
        #expect(a2.frame.minX == 10)
        #expect(b2.frame.minX == 65)
        #expect(a3.frame.minX == 240)
        #expect(b3.frame.minX == 215)
    }

    @Test func visualFormatRightToLeftInALeftToRightView() {
        let (stage, container) = stage(rightToLeft: false)
        defer { stage.close() }
        let a = box(in: container, width: 50)
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-10-[a]", options: .directionRightToLeft,
                                                                   metrics: nil, views: ["a": a]))
        stage.window.layoutIfNeeded()
        #expect(a.frame.minX == 240)
    }

    @Test func naturalTextIsDrawnAtTheRight() {
        let (stage, container) = stage()
        defer { stage.close() }
        container.backgroundColor = .white
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 30))
        label.text = "Hello"
        label.textColor = .black
        #expect(label.textAlignment == .natural)
        container.addSubview(label)
        var p = stage.pixels()
        #expect(p.contains([0, 0, 0, 255], xs: 200..<300, ys: 0..<30, tolerance: 80))
        #expect(!p.contains([0, 0, 0, 255], xs: 0..<150, ys: 0..<30, tolerance: 80))
        // Left to right it is at the left; an explicit left alignment stays left.
        label.semanticContentAttribute = .forceLeftToRight
        p = stage.pixels()
        #expect(p.contains([0, 0, 0, 255], xs: 0..<100, ys: 0..<30, tolerance: 80))
        #expect(!p.contains([0, 0, 0, 255], xs: 150..<300, ys: 0..<30, tolerance: 80))
        label.semanticContentAttribute = .unspecified
        label.textAlignment = .left
        p = stage.pixels()
        #expect(!p.contains([0, 0, 0, 255], xs: 150..<300, ys: 0..<30, tolerance: 80))
    }

    @Test func naturalTextInFieldsFollowsTheDirection() {
        let (stage, container) = stage()
        defer { stage.close() }
        container.backgroundColor = .white
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 300, height: 30))
        field.text = "Hello"
        field.textColor = .black
        container.addSubview(field)
        let p = stage.pixels()
        #expect(p.contains([0, 0, 0, 255], xs: 200..<300, ys: 0..<30, tolerance: 80))
        #expect(!p.contains([0, 0, 0, 255], xs: 0..<150, ys: 0..<30, tolerance: 80))
    }

    @Test func naturalTextInTextViewsFollowsTheDirection() {
        let (stage, container) = stage()
        defer { stage.close() }
        container.backgroundColor = .white
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
        textView.text = "Hello"
        textView.textColor = .black
        textView.backgroundColor = .white
        container.addSubview(textView)
        var p = stage.pixels()
        #expect(p.contains([0, 0, 0, 255], xs: 200..<300, ys: 0..<40, tolerance: 80))
        #expect(!p.contains([0, 0, 0, 255], xs: 0..<150, ys: 0..<40, tolerance: 80))
        textView.semanticContentAttribute = .forceLeftToRight
        p = stage.pixels()
        #expect(p.contains([0, 0, 0, 255], xs: 0..<100, ys: 0..<40, tolerance: 80))
        #expect(!p.contains([0, 0, 0, 255], xs: 150..<300, ys: 0..<40, tolerance: 80))
    }

    @Test func textFieldOverlaysChangeSides() {
        let (stage, container) = stage()
        defer { stage.close() }
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        field.leftView = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        field.leftViewMode = .always
        field.rightView = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        field.rightViewMode = .always
        container.addSubview(field)
        // The left view at the right end, the right view at the left end; the text between them.
        #expect(field.leftViewRect(forBounds: field.bounds) == CGRect(x: 180, y: 5, width: 20, height: 20))
        #expect(field.rightViewRect(forBounds: field.bounds) == CGRect(x: 0, y: 5, width: 30, height: 20))
        let text = field.textRect(forBounds: field.bounds)
        #expect(text.minX == 30 && text.maxX == 180)
        field.semanticContentAttribute = .forceLeftToRight
        #expect(field.leftViewRect(forBounds: field.bounds).minX == 0)
        #expect(field.textRect(forBounds: field.bounds).minX == 20)
    }

    /// A 2 × 1 image: red on the left, blue on the right.
    func redBlue() -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 2, height: 1), format: format).image { ctx in
            UIColor.red.setFill(); ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            UIColor.blue.setFill(); ctx.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        }
    }

    @Test func imagesFlippedForRightToLeft() {
        let (stage, container) = stage()
        defer { stage.close() }
        let plain = redBlue()
        #expect(!plain.flipsForRightToLeftLayoutDirection)
        let flips = plain.imageFlippedForRightToLeftLayoutDirection()
        #expect(flips.flipsForRightToLeftLayoutDirection)
        #expect(flips.imageOrientation == .up)
        let mirrored = plain.withHorizontallyFlippedOrientation()
        #expect(mirrored.imageOrientation == .upMirrored)
        #expect(!mirrored.flipsForRightToLeftLayoutDirection)
        #expect(mirrored.withHorizontallyFlippedOrientation().imageOrientation == .up)
        #expect(UIImage(cgImage: plain.cgImage!, scale: 1, orientation: .left).withHorizontallyFlippedOrientation().imageOrientation == .leftMirrored)
        let views = [plain, flips, mirrored].enumerated().map { i, image -> UIImageView in
            let v = UIImageView(frame: CGRect(x: 0, y: CGFloat(i) * 20, width: 20, height: 10))
            v.image = image
            container.addSubview(v)
            return v
        }
        var p = stage.pixels()
        // Right to left: the plain image as it is, the flipping one mirrored, the mirrored one mirrored.
        #expect(p[2, 5] == [255, 0, 0, 255])
        #expect(p[2, 25] == [0, 0, 255, 255])
        #expect(p[2, 45] == [0, 0, 255, 255])
        // Left to right, only the mirrored orientation is mirrored.
        container.semanticContentAttribute = .forceLeftToRight
        p = stage.pixels()
        #expect(p[2, 5] == [255, 0, 0, 255])
        #expect(p[2, 25] == [255, 0, 0, 255])
        #expect(p[2, 45] == [0, 0, 255, 255])
        _ = views
    }

    @Test func controlsResolveLeadingByTheirDirection() {
        let (stage, container) = stage()
        defer { stage.close() }
        let button = UIButton(type: .system)
        container.addSubview(button)
        button.contentHorizontalAlignment = .leading
        #expect(button.effectiveContentHorizontalAlignment == .right)
        button.contentHorizontalAlignment = .trailing
        #expect(button.effectiveContentHorizontalAlignment == .left)
        button.semanticContentAttribute = .forceLeftToRight
        #expect(button.effectiveContentHorizontalAlignment == .right)
    }

    @Test func aButtonForcedRightToLeftPutsItsImageRightOfItsTitle() {
        let (stage, container) = stage(rightToLeft: false)
        defer { stage.close() }
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
        button.setTitle("Title", for: .normal)
        button.setImage(redBlue(), for: .normal)
        container.addSubview(button)
        button.layoutIfNeeded()
        #expect(button.imageView!.frame.maxX <= button.titleLabel!.frame.minX)
        button.semanticContentAttribute = .forceRightToLeft
        button.layoutIfNeeded()
        #expect(button.imageView!.frame.minX >= button.titleLabel!.frame.maxX)
    }

    @Test func valueControlsAreMirrored() {
        let (stage, container) = stage()
        defer { stage.close() }
        let toggle = UISwitch()
        toggle.isOn = true
        let slider = UISlider(frame: CGRect(x: 0, y: 40, width: 200, height: 31))
        slider.value = 0
        let progress = UIProgressView(frame: CGRect(x: 0, y: 80, width: 200, height: 4))
        progress.progress = 0.25
        let segmented = UISegmentedControl(items: ["A", "B", "C"])
        segmented.frame = CGRect(x: 0, y: 100, width: 300, height: 30)
        for v in [toggle, slider, progress, segmented] as [UIView] { container.addSubview(v) }
        stage.window.layoutIfNeeded()
        // On is the thumb at the left; the minimum at the right; the fill from the right; segment 0 rightmost.
        let thumb = toggle.subviews.min { $0.frame.width < $1.frame.width }!
        #expect(thumb.frame.midX < toggle.bounds.midX)
        let thumbRect = slider.thumbRect(forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds), value: 0)
        #expect(thumbRect.midX > slider.bounds.midX)
        let fill = progress.subviews.first { $0.frame.width == 50 }
        #expect(fill?.frame.minX == 150)
        let pages = UIPageControl(frame: CGRect(x: 0, y: 140, width: 300, height: 26))
        pages.numberOfPages = 3
        container.addSubview(pages)
        pages.layoutIfNeeded()
        // The indicators, in page order: the first page's is the rightmost.
        var dots = pages.subviews.filter { $0.frame.width < 20 && $0.frame.width > 0 }
        #expect(dots.count == 3)
        #expect(dots[0].frame.minX > dots[2].frame.minX)
        pages.direction = .leftToRight
        pages.layoutIfNeeded()
        dots = pages.subviews.filter { $0.frame.width < 20 && $0.frame.width > 0 }
        #expect(dots[0].frame.minX < dots[2].frame.minX)
        // Tapping left of the current dot right to left goes to the next page.
        pages.direction = .natural
        pages.layoutIfNeeded()
        UIHeadless.tap(at: pages.convert(CGPoint(x: 60, y: 13), to: nil), in: stage.window)
        #expect(pages.currentPage == 1)
        // Tapping the rightmost third selects the first segment.
        UIHeadless.tap(at: segmented.convert(CGPoint(x: 250, y: 15), to: nil), in: stage.window)
        #expect(segmented.selectedSegmentIndex == 0)
    }
}
