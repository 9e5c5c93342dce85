import Foundation
import Testing
import UIKit
import TestSupport
import UIKitTestSupport

/// Increased contrast, and text in fields and text views following the colour appearance.
@Suite @MainActor struct TraitAppearanceTests {
    func rgb(_ c: UIColor, _ traits: UITraitCollection) -> [Int] {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        _ = c.resolvedColor(with: traits).getRed(&r, green: &g, blue: &b, alpha: &a)
        return [r, g, b].map { Int(($0 * 255).rounded()) }
    }

    static let highLight = UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .light), UITraitCollection(accessibilityContrast: .high)])
    static let highDark = UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(accessibilityContrast: .high)])

    @Test func systemColoursHaveTheHIGsIncreasedContrastValues() {
        // Apple HIG colour table, "Increased contrast" light and dark.
        #expect(rgb(.systemBlue, Self.highLight) == [0, 64, 221])
        #expect(rgb(.systemBlue, Self.highDark) == [64, 156, 255])
        #expect(rgb(.systemRed, Self.highLight) == [215, 0, 21])
        #expect(rgb(.systemRed, Self.highDark) == [255, 105, 97])
        #expect(rgb(.systemGreen, Self.highLight) == [36, 138, 61])
        #expect(rgb(.systemGray, Self.highDark) == [174, 174, 178])
        #expect(rgb(.systemGray6, Self.highLight) == [235, 235, 240])
        // Normal contrast keeps the usual values; labels have no separate high-contrast value here.
        #expect(rgb(.systemBlue, UITraitCollection(userInterfaceStyle: .light)) == [0, 122, 255])
        #expect(rgb(.label, Self.highDark) == [255, 255, 255])
    }

    @Test func increaseContrastReachesTraitsAndTheSetting() {
        let stage = ViewsStage(width: 20, height: 20)
        defer { stage.close() }
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        v.backgroundColor = .systemBlue
        stage.window.addSubview(v)
        #expect(v.traitCollection.accessibilityContrast == .normal)
        #expect(!UIAccessibility.isDarkerSystemColorsEnabled)
        #expect(stage.pixels()[10, 10] == [0, 122, 255, 255])
        let posted = PostCount()
        let token = NotificationCenter.default.addObserver(forName: UIAccessibility.darkerSystemColorsStatusDidChangeNotification,
                                                           object: nil, queue: nil) { _ in posted.add() }
        defer { NotificationCenter.default.removeObserver(token) }
        UIHeadless.setAccessibilityContrast(.high)
        defer { UIHeadless.setAccessibilityContrast(.normal) }
        #expect(UIAccessibility.isDarkerSystemColorsEnabled)
        #expect(v.traitCollection.accessibilityContrast == .high)
        #expect(posted.value == 1)
        #expect(stage.pixels()[10, 10] == [0, 64, 221, 255])
    }

    @Test func typedTextInFieldsAndTextViewsFollowsTheStyle() {
        let stage = ViewsStage(width: 200, height: 80)
        defer { stage.close() }
        stage.window.backgroundColor = .systemBackground
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        let textView = UITextView(frame: CGRect(x: 0, y: 40, width: 200, height: 40))
        textView.backgroundColor = .systemBackground
        stage.window.addSubview(field)
        stage.window.addSubview(textView)
        field.text = "Hello"
        textView.text = "Hello"
        // Laid out while light, for the caret, before the style changes.
        _ = stage.pixels()
        stage.window.overrideUserInterfaceStyle = .dark
        let p = stage.pixels()
        // Label-coloured text: white on black.
        #expect(p.contains([255, 255, 255, 255], xs: 0..<100, ys: 0..<30, tolerance: 60))
        #expect(p.contains([255, 255, 255, 255], xs: 0..<100, ys: 40..<80, tolerance: 60))
    }

    @Test func labelsAdjustToAControllersContentSizeOverride() {
        let stage = ViewsStage(width: 200, height: 200)
        defer { stage.close() }
        let vc = UIViewController()
        stage.window.rootViewController = vc
        let stack = UIStackView()
        vc.view.addSubview(stack)
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .largeTitle)
        label.adjustsFontForContentSizeCategory = true
        stack.addArrangedSubview(label)
        UIHeadless.runLoopTurn()
        #expect(label.font.pointSize == 34)
        vc.traitOverrides.preferredContentSizeCategory = .extraExtraLarge
        // Apple's table: largeTitle at xxL is 38 pt.
        #expect(label.font.pointSize == 38)
    }

    @Test func selectorRegistrationsSendTheirActionOncePerChange() {
        let stage = ViewsStage(width: 20, height: 20)
        defer { stage.close() }
        let observer = TraitActionTarget()
        let v = UIView()
        stage.window.addSubview(v)
        v.registerForTraitChanges([UITraitUserInterfaceStyle.self], target: observer,
                                  action: Selector("styleChanged:previous:", TraitActionTarget.styleChanged(_:previous:)))
        let own = TraitActionView()
        stage.window.addSubview(own)
        own.registerForTraitChanges([UITraitUserInterfaceStyle.self], action: Selector("changed", TraitActionView.changed))
        stage.window.overrideUserInterfaceStyle = .dark
        stage.window.overrideUserInterfaceStyle = .dark
        #expect(observer.log == ["UIView light"])
        #expect(own.count == 1)
        // A change of another trait sends nothing.
        stage.window.traitOverrides.preferredContentSizeCategory = .extraLarge
        #expect(observer.log == ["UIView light"] && own.count == 1)
    }
}

/// Counts notifications (posted on the main thread here).
private final class PostCount: @unchecked Sendable {
    private(set) var value = 0
    func add() { value += 1 }
}

@MainActor private final class TraitActionTarget {
    var log: [String] = []
    func styleChanged(_ view: UIView, previous: UITraitCollection) {
        log.append("\(type(of: view)) \(previous.userInterfaceStyle == .light ? "light" : "other")")
    }
}

@MainActor private final class TraitActionView: UIView {
    var count = 0
    func changed() { count += 1 }
}
