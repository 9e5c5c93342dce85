import Testing
import TestSupport
@testable import UIKit

/// UIVisualEffectView with UIBlurEffect and UIVibrancyEffect: Apple's raw values, the content view, and the
/// compositor's backdrop blur (a sharp edge behind comes out smoothed; the blur is not recomputed on frames
/// where nothing behind it changed).
@Suite(.serialized) @MainActor struct UIVisualEffectViewTests {
    @Test func rawValuesAreApples() {
        let styles: [(UIBlurEffect.Style, Int)] = [(.extraLight, 0), (.light, 1), (.dark, 2), (.extraDark, 3), (.regular, 4),
            (.prominent, 5), (.systemUltraThinMaterial, 6), (.systemThinMaterial, 7), (.systemMaterial, 8),
            (.systemThickMaterial, 9), (.systemChromeMaterial, 10), (.systemUltraThinMaterialLight, 11),
            (.systemThinMaterialLight, 12), (.systemMaterialLight, 13), (.systemThickMaterialLight, 14),
            (.systemChromeMaterialLight, 15), (.systemUltraThinMaterialDark, 16), (.systemThinMaterialDark, 17),
            (.systemMaterialDark, 18), (.systemThickMaterialDark, 19), (.systemChromeMaterialDark, 20)]
        for (s, raw) in styles { #expect(s.rawValue == raw) }
        #expect(UIVibrancyEffectStyle.label.rawValue == 0 && UIVibrancyEffectStyle.fill.rawValue == 4
                && UIVibrancyEffectStyle.separator.rawValue == 7)
    }

    @Test func subviewsGoInTheContentViewAboveTheEffect() {
        let v = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        v.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        v.layoutIfNeeded()
        #expect(v.contentView.superview === v && v.subviews.last === v.contentView)
        #expect(v.contentView.frame == v.bounds)
        #expect(v.blurRadius > 0)
        v.effect = nil
        #expect(v.blurRadius == 0 && v.effect == nil)
        let vibrant = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: .dark), style: .secondaryLabel))
        #expect(vibrant.blurRadius == 0 && vibrant.contentView.alpha < 1)
    }

    /// A window 200 × 100 at the main screen's origin: black left half, white right half, and a blur over all
    /// of it, with a label in the blur's content view and a square far from it.
    private func scene() -> (UIWindow, UIView, UIVisualEffectView, UILabel, UIView) {
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        // On a screen of its own: the screen's pixels are compared, whatever other tests left on the main one.
        w.screen = UIHeadless.connectScreen(size: CGSize(width: 300, height: 200), scale: 2)
        let root = UIViewController()
        w.rootViewController = root
        root.view.backgroundColor = .white
        let black = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        black.backgroundColor = .black
        root.view.addSubview(black)
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemUltraThinMaterialLight))
        blur.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        root.view.addSubview(blur)
        let label = UILabel(frame: CGRect(x: 10, y: 70, width: 60, height: 20))
        label.text = "A"
        blur.contentView.addSubview(label)
        let far = UIView(frame: CGRect(x: 20, y: 160, width: 20, height: 20))
        far.backgroundColor = .red
        root.view.addSubview(far)
        w.makeKeyAndVisible()
        return (w, black, blur, label, far)
    }

    @Test func aSharpEdgeBehindComesOutSmoothed() throws {
        let (w, _, _, _, _) = scene()
        defer { w.isHidden = true; UIHeadless.disconnectScreen(w.screen) }
        let px = Pixels(try #require(UIHeadless.renderImage(of: w)))
        let s = Int(w.screen.scale)
        let grey = { (x: Int) in px[x * s, 30 * s][0] }
        // Far from the edge the two sides keep their own tone; near it they meet in a ramp.
        #expect(grey(10) < 120 && grey(190) > 200)
        #expect(grey(96) > grey(10) + 20)     // the black side lightens towards the edge
        #expect(grey(104) < grey(190) - 20)   // the white side darkens towards it
        #expect(grey(90) <= grey(96) && grey(96) <= grey(104) && grey(104) <= grey(110))
    }

    @Test func theBlurIsRecomputedOnlyWhenWhatIsBehindItChanges() throws {
        let (w, black, _, label, far) = scene()
        defer { w.isHidden = true; UIHeadless.disconnectScreen(w.screen) }
        let compositor = FrameLoop.compositor(for: w.screen)
        _ = UIHeadless.renderImage(of: w)
        let start = compositor.blurRecomputations
        _ = UIHeadless.renderImage(of: w)               // nothing changed: no frame at all
        #expect(compositor.blurRecomputations == start)
        far.backgroundColor = .blue                      // a change outside the blur's reach
        _ = UIHeadless.renderImage(of: w)
        #expect(compositor.blurRecomputations == start)
        let before = Pixels(try #require(UIHeadless.renderImage(of: w)))
        label.text = "B"                                 // a change in front of the blur: the cached blur is reused
        let after = Pixels(try #require(UIHeadless.renderImage(of: w)))
        #expect(before.bytes != after.bytes)             // the frame was recomposited
        #expect(compositor.blurRecomputations == start)
        black.backgroundColor = .green                   // a change behind it: blurred again, once
        _ = UIHeadless.renderImage(of: w)
        #expect(compositor.blurRecomputations == start + 1)
    }

    @Test func anIncrementalBlurMatchesAFullOne() throws {
        let (w, black, _, _, _) = scene()
        defer { w.isHidden = true; UIHeadless.disconnectScreen(w.screen) }
        let compositor = FrameLoop.compositor(for: w.screen)
        _ = UIHeadless.renderImage(of: w)
        black.frame = CGRect(x: 0, y: 0, width: 60, height: 40)   // a change in one corner behind the blur
        let incremental = Pixels(try #require(UIHeadless.renderImage(of: w)))
        compositor.invalidateAll()
        FrameLoop.render(w.screen)
        let full = Pixels(try #require(compositor.makeImage()?.cropping(to: CGRect(x: 0, y: 0, width: incremental.width,
                                                                                      height: incremental.height))))
        #expect(incremental.fractionMatching(full, tolerance: 3) > 0.999)
    }
}
