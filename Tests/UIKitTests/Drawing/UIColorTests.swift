import Testing
@testable import UIKit
import TestSupport
import UIKitTestSupport

@Suite struct UIColorTests {
    private func rgba(_ c: UIColor) -> [CGFloat] {
        var r: CGFloat = -1, g: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
        _ = c.getRed(&r, green: &g, blue: &b, alpha: &a)
        return [r, g, b, a]
    }

    @Test func rgbComponentsRoundTrip() {
        let c = UIColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 0.8)
        #expect(rgba(c) == [0.25, 0.5, 0.75, 0.8])
        #expect(c.cgColor.components == [0.25, 0.5, 0.75, 0.8])
    }

    @Test func getRedOnAWhiteColorConvertsGray() {
        let c = UIColor(white: 0.4, alpha: 0.5)
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        #expect(c.getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect(r == 0.4 && g == 0.4 && b == 0.4 && a == 0.5)
    }

    @Test func getWhiteOnlyForGrayColors() {
        var w: CGFloat = -1, a: CGFloat = -1
        #expect(UIColor.darkGray.getWhite(&w, alpha: &a))
        let third: CGFloat = 1.0 / 3.0
        #expect(abs(w - third) < 1e-9)
        #expect(a == 1)
        #expect(!UIColor.red.getWhite(&w, alpha: &a))
    }

    @Test func hueOfPrimaries() {
        var h: CGFloat = -1, s: CGFloat = -1, v: CGFloat = -1, a: CGFloat = -1
        #expect(UIColor.green.getHue(&h, saturation: &s, brightness: &v, alpha: &a))
        let third: CGFloat = 1.0 / 3.0
        #expect(abs(h - third) < 1e-9)
        #expect(s == 1)
        #expect(v == 1)
        #expect(a == 1)
        _ = UIColor.blue.getHue(&h, saturation: &s, brightness: &v, alpha: &a)
        #expect(abs(h - 2.0 / 3.0) < 1e-9)
        _ = UIColor.red.getHue(&h, saturation: &s, brightness: &v, alpha: &a)
        #expect(h == 0)
        _ = UIColor.magenta.getHue(&h, saturation: &s, brightness: &v, alpha: &a)
        #expect(abs(h - 5.0 / 6.0) < 1e-9)
    }

    @Test func hsbInitializerMatchesHandConversion() {
        // Hue 1/6 is yellow; half saturation, full brightness → (1, 1, 0.5).
        let c = UIColor(hue: 1.0 / 6.0, saturation: 0.5, brightness: 1, alpha: 1)
        let v = rgba(c)
        #expect(near(v[0], 1) && near(v[1], 1) && near(v[2], 0.5))
        // Orange (1, 0.5, 0): hue 30° = 1/12, saturation 1, brightness 1.
        let o = UIColor(hue: 1.0 / 12.0, saturation: 1, brightness: 1, alpha: 1)
        let ov = rgba(o)
        #expect(near(ov[0], 1) && near(ov[1], 0.5) && near(ov[2], 0))
    }

    @Test func hsbRoundTrip() {
        let original = UIColor(red: 0.2, green: 0.6, blue: 0.4, alpha: 1)
        var h: CGFloat = 0, s: CGFloat = 0, v: CGFloat = 0, a: CGFloat = 0
        _ = original.getHue(&h, saturation: &s, brightness: &v, alpha: &a)
        // max 0.6 (green), min 0.2: s = 0.4/0.6, v = 0.6, h = (2 + (0.4 − 0.2)/0.4)/6 = 2.5/6.
        #expect(near(v, 0.6) && near(s, 2.0 / 3.0) && near(h, 2.5 / 6.0))
        let back = rgba(UIColor(hue: h, saturation: s, brightness: v, alpha: a))
        #expect(near(back[0], 0.2) && near(back[1], 0.6) && near(back[2], 0.4))
    }

    @Test func grayOfAGrayColorHasNoHueOrSaturation() {
        var h: CGFloat = -1, s: CGFloat = -1, v: CGFloat = -1, a: CGFloat = -1
        #expect(UIColor.gray.getHue(&h, saturation: &s, brightness: &v, alpha: &a))
        #expect(h == 0 && s == 0 && v == 0.5)
    }

    @Test func classColorsHaveApplesComponents() {
        #expect(rgba(.orange) == [1, 0.5, 0, 1])
        #expect(rgba(.purple) == [0.5, 0, 0.5, 1])
        #expect(rgba(.brown) == [0.6, 0.4, 0.2, 1])
        #expect(rgba(.cyan) == [0, 1, 1, 1])
        #expect(rgba(.yellow) == [1, 1, 0, 1])
        #expect(rgba(.lightGray).map { Double($0) }.prefix(3).allSatisfy { abs($0 - 2.0 / 3.0) < 1e-9 })
        #expect(rgba(.clear)[3] == 0)
        #expect(rgba(.gray) == [0.5, 0.5, 0.5, 1])
    }

    /// Components as 0…255 integers and the alpha, for comparing with Apple's published values.
    private func bytes(_ c: UIColor) -> [Int] {
        let v = rgba(c)
        return [Int((v[0] * 255).rounded()), Int((v[1] * 255).rounded()), Int((v[2] * 255).rounded()), Int((v[3] * 100).rounded())]
    }

    @Test func systemColorsHaveLightModeValues() {
        #expect(bytes(.systemBlue) == [0, 122, 255, 100])
        #expect(UIColor.tintColor == UIColor.systemBlue)
        #expect(bytes(.systemRed) == [255, 59, 48, 100])
        #expect(bytes(.systemGreen) == [52, 199, 89, 100])
        #expect(bytes(.systemOrange) == [255, 149, 0, 100])
        #expect(bytes(.label) == [0, 0, 0, 100])
        #expect(bytes(.secondaryLabel) == [60, 60, 67, 60])
        #expect(bytes(.separator) == [60, 60, 67, 29])
        #expect(bytes(.systemBackground) == [255, 255, 255, 100])
        #expect(bytes(.systemGray6) == [242, 242, 247, 100])
    }

    @Test func withAlphaComponentKeepsColor() {
        let c = UIColor.red.withAlphaComponent(0.25)
        #expect(rgba(c) == [1, 0, 0, 0.25])
        var w: CGFloat = 0, a: CGFloat = 0
        #expect(UIColor.white.withAlphaComponent(0.5).getWhite(&w, alpha: &a) && w == 1 && a == 0.5)
    }

    @Test func equalityIsByColorSpaceAndComponents() {
        #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1) == UIColor.red)
        #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1).hashValue == UIColor.red.hashValue)
        #expect(UIColor.red != UIColor.blue)
        #expect(UIColor(white: 1, alpha: 1) == UIColor.white)
        // Gray and RGB spaces are different colors on iOS even with the same appearance.
        #expect(UIColor(white: 1, alpha: 1) != UIColor(red: 1, green: 1, blue: 1, alpha: 1))
        let set: Set<UIColor> = [.red, UIColor(red: 1, green: 0, blue: 0, alpha: 1), .green]
        #expect(set.count == 2)
    }

    @Test func descriptionMatchesIOS() {
        #expect(UIColor.red.description == "UIExtendedSRGBColorSpace 1 0 0 1")
        #expect(UIColor.black.description == "UIExtendedGrayColorSpace 0 1")
        #expect(UIColor(red: 0.5, green: 0.25, blue: 0, alpha: 1).description == "UIExtendedSRGBColorSpace 0.5 0.25 0 1")
    }

    @Test func cgColorRoundTrip() {
        let c = UIColor(cgColor: CGColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4))
        #expect(rgba(c) == [0.1, 0.2, 0.3, 0.4])
        let g = UIColor(cgColor: CGColor(gray: 0.7, alpha: 1))
        var w: CGFloat = 0, a: CGFloat = 0
        #expect(g.getWhite(&w, alpha: &a) && w == 0.7)
        #expect(UIColor.white.cgColor.numberOfComponents == 2)
    }

    @Test func displayP3IsTakenAsSRGB() {
        #expect(rgba(UIColor(displayP3Red: 0.3, green: 0.4, blue: 0.5, alpha: 1)) == [0.3, 0.4, 0.5, 1])
    }

    @Test func setFillAndSetStrokeChangeTheCurrentContext() {
        let image = render(4, 2) { ctx in
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
            UIColor.blue.set()
            ctx.fill(CGRect(x: 2, y: 0, width: 2, height: 2))
        }
        let p = Pixels(image)
        #expect(p[0, 0] == RED)
        #expect(p[3, 1] == BLUE)
    }

    @Test func colorsAreSendable() async {
        let c = UIColor.systemPink
        let d = await Task.detached { c.withAlphaComponent(0.5) }.value
        #expect(d.cgColor.alpha == 0.5)
    }
}
