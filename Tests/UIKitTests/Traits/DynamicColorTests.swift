import Testing
import UIKit
import TestSupport
import UIKitTestSupport

/// A view that records the colour a dynamic colour resolved to while it drew.
final class DynamicDrawingView: UIView {
    var drawn: [CGFloat] = []
    override func draw(_ rect: CGRect) {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        _ = UIColor.label.getRed(&r, green: &g, blue: &b, alpha: &a)
        drawn = [r, g, b, a]
    }
}

@Suite(.serialized) @MainActor struct DynamicColorTests {
    static let light = UITraitCollection(userInterfaceStyle: .light)
    static let dark = UITraitCollection(userInterfaceStyle: .dark)
    static let darkElevated = UITraitCollection(traitsFrom: [dark, UITraitCollection(userInterfaceLevel: .elevated)])

    /// 8-bit components and alpha of a colour resolved with `traits`.
    func components(_ c: UIColor, _ traits: UITraitCollection) -> [Int] {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        _ = c.resolvedColor(with: traits).getRed(&r, green: &g, blue: &b, alpha: &a)
        return [r, g, b].map { Int(($0 * 255).rounded()) } + [Int((a * 100).rounded())]
    }

    /// "RRGGBB" and an alpha in percent as [r, g, b, alpha %].
    func hex(_ s: String, _ alpha: Int = 100) -> [Int] {
        let v = Int(s, radix: 16)!
        return [(v >> 16) & 255, (v >> 8) & 255, v & 255, alpha]
    }

    // Apple's Human Interface Guidelines (iOS), light and dark, as listed in SPEC-NEXT §6.2; teal, mint, cyan
    // and brown as the HIG lists them since iOS 15.
    @Test func systemColoursHaveApplesLightAndDarkValues() {
        let table: [(String, UIColor, [Int], [Int])] = [
            ("systemRed", .systemRed, hex("FF3B30"), hex("FF453A")),
            ("systemOrange", .systemOrange, hex("FF9500"), hex("FF9F0A")),
            ("systemYellow", .systemYellow, hex("FFCC00"), hex("FFD60A")),
            ("systemGreen", .systemGreen, hex("34C759"), hex("30D158")),
            ("systemMint", .systemMint, hex("00C7BE"), hex("63E6E2")),
            ("systemTeal", .systemTeal, hex("30B0C7"), hex("40C8E0")),
            ("systemCyan", .systemCyan, hex("32ADE6"), hex("64D2FF")),
            ("systemBlue", .systemBlue, hex("007AFF"), hex("0A84FF")),
            ("systemIndigo", .systemIndigo, hex("5856D6"), hex("5E5CE6")),
            ("systemPurple", .systemPurple, hex("AF52DE"), hex("BF5AF2")),
            ("systemPink", .systemPink, hex("FF2D55"), hex("FF375F")),
            ("systemBrown", .systemBrown, hex("A2845E"), hex("AC8E68")),
            ("systemGray", .systemGray, hex("8E8E93"), hex("8E8E93")),
            ("systemGray2", .systemGray2, hex("AEAEB2"), hex("636366")),
            ("systemGray3", .systemGray3, hex("C7C7CC"), hex("48484A")),
            ("systemGray4", .systemGray4, hex("D1D1D6"), hex("3A3A3C")),
            ("systemGray5", .systemGray5, hex("E5E5EA"), hex("2C2C2E")),
            ("systemGray6", .systemGray6, hex("F2F2F7"), hex("1C1C1E")),
            ("label", .label, hex("000000"), hex("FFFFFF")),
            ("secondaryLabel", .secondaryLabel, hex("3C3C43", 60), hex("EBEBF5", 60)),
            ("tertiaryLabel", .tertiaryLabel, hex("3C3C43", 30), hex("EBEBF5", 30)),
            ("quaternaryLabel", .quaternaryLabel, hex("3C3C43", 18), hex("EBEBF5", 16)),
            ("placeholderText", .placeholderText, hex("3C3C43", 30), hex("EBEBF5", 30)),
            ("separator", .separator, hex("3C3C43", 29), hex("545458", 60)),
            ("opaqueSeparator", .opaqueSeparator, hex("C6C6C8"), hex("38383A")),
            ("link", .link, hex("007AFF"), hex("0984FF")),
            ("systemFill", .systemFill, hex("787880", 20), hex("787880", 36)),
            ("secondarySystemFill", .secondarySystemFill, hex("787880", 16), hex("787880", 32)),
            ("tertiarySystemFill", .tertiarySystemFill, hex("767680", 12), hex("767680", 24)),
            ("quaternarySystemFill", .quaternarySystemFill, hex("747480", 8), hex("747480", 18)),
            ("systemBackground", .systemBackground, hex("FFFFFF"), hex("000000")),
            ("secondarySystemBackground", .secondarySystemBackground, hex("F2F2F7"), hex("1C1C1E")),
            ("tertiarySystemBackground", .tertiarySystemBackground, hex("FFFFFF"), hex("2C2C2E")),
            ("systemGroupedBackground", .systemGroupedBackground, hex("F2F2F7"), hex("000000")),
            ("secondarySystemGroupedBackground", .secondarySystemGroupedBackground, hex("FFFFFF"), hex("1C1C1E")),
            ("tertiarySystemGroupedBackground", .tertiarySystemGroupedBackground, hex("F2F2F7"), hex("2C2C2E")),
            ("tintColor", .tintColor, hex("007AFF"), hex("0A84FF")),
        ]
        for (name, colour, light, dark) in table {
            #expect(components(colour, Self.light) == light, "\(name) light")
            #expect(components(colour, Self.dark) == dark, "\(name) dark")
        }
    }

    @Test func backgroundsHaveElevatedDarkValues() {
        #expect(components(.systemBackground, Self.darkElevated) == hex("1C1C1E"))
        #expect(components(.secondarySystemBackground, Self.darkElevated) == hex("2C2C2E"))
        #expect(components(.tertiarySystemBackground, Self.darkElevated) == hex("3A3A3C"))
        // Elevation changes nothing in light mode.
        let lightElevated = UITraitCollection(traitsFrom: [Self.light, UITraitCollection(userInterfaceLevel: .elevated)])
        #expect(components(.systemBackground, lightElevated) == hex("FFFFFF"))
    }

    @Test func dynamicProviderIsAskedWithTheTraits() {
        let c = UIColor { $0.userInterfaceStyle == .dark ? .blue : .red }
        #expect(components(c, Self.dark) == [0, 0, 255, 100])
        #expect(components(c, Self.light) == [255, 0, 0, 100])
        // cgColor resolves with UITraitCollection.current.
        Self.dark.performAsCurrent { #expect(c.cgColor.components == [0, 0, 1, 1]) }
        Self.light.performAsCurrent { #expect(c.cgColor.components == [1, 0, 0, 1]) }
        // A fixed colour resolves to itself; withAlphaComponent keeps a colour dynamic.
        let red = UIColor.red
        #expect(red.resolvedColor(with: Self.dark) === red)
        #expect(components(c.withAlphaComponent(0.5), Self.dark) == [0, 0, 255, 50])
    }

    @Test func aViewsBackgroundFollowsItsStyleOnScreen() {
        let stage = ViewsStage(width: 40, height: 40)
        defer { stage.close() }
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        v.backgroundColor = .systemBackground
        let label = UIView(frame: CGRect(x: 20, y: 0, width: 20, height: 20))
        label.backgroundColor = .systemRed
        stage.window.addSubview(v)
        stage.window.addSubview(label)
        stage.window.overrideUserInterfaceStyle = .dark
        var p = stage.pixels()
        #expect(p[5, 5] == [0, 0, 0, 255])
        #expect(p[25, 5] == [255, 69, 58, 255])
        stage.window.overrideUserInterfaceStyle = .light
        p = stage.pixels()
        #expect(p[5, 5] == [255, 255, 255, 255])
        #expect(p[25, 5] == [255, 59, 48, 255])
    }

    @Test func drawingResolvesAgainstTheViewAndRedrawsOnAStyleChange() {
        let stage = ViewsStage(width: 40, height: 40)
        defer { stage.close() }
        let v = DynamicDrawingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        stage.window.addSubview(v)
        UIHeadless.runLoopTurn()
        #expect(v.drawn == [0, 0, 0, 1])
        v.overrideUserInterfaceStyle = .dark
        UIHeadless.runLoopTurn()
        #expect(v.drawn == [1, 1, 1, 1])
    }

    @Test func aBorderColourSetByTheAppStaysAsSet() {
        let stage = ViewsStage(width: 40, height: 40)
        defer { stage.close() }
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        stage.window.addSubview(v)
        v.layer.borderColor = UIColor.label.resolvedColor(with: v.traitCollection).cgColor
        v.overrideUserInterfaceStyle = .dark
        #expect(v.layer.borderColor?.components == [0, 0, 0, 1]) // as on iOS: the app updates it itself
    }
}
