import Testing
import UIKit

@Suite(.serialized) @MainActor struct UIAccessibilityTests {
    /// The walker returns views and elements (Linux: the properties live on those classes, not on NSObject).
    func label(of o: NSObject) -> String? {
        (o as? UIResponder)?.accessibilityLabel ?? (o as? UIAccessibilityElement)?.accessibilityLabel
    }

    @Test func traitsHaveApplesRawValues() {
        let expected: [(UIAccessibilityTraits, UInt64)] = [
            (.none, 0), (.button, 1), (.link, 2), (.image, 4), (.selected, 8), (.playsSound, 16), (.keyboardKey, 32),
            (.staticText, 64), (.summaryElement, 128), (.notEnabled, 256), (.updatesFrequently, 512),
            (.searchField, 1024), (.startsMediaSession, 2048), (.adjustable, 4096), (.allowsDirectInteraction, 8192),
            (.causesPageTurn, 16384), (.tabBar, 32768), (.header, 65536),
        ]
        for (t, raw) in expected { #expect(t.rawValue == raw) }
        #expect(UIAccessibilityContainerType.semanticGroup.rawValue == 4)
        #expect(UIAccessibility.Notification.screenChanged.rawValue == 1000)
        #expect(UIAccessibility.Notification.layoutChanged.rawValue == 1001)
        #expect(UIAccessibility.Notification.announcement.rawValue == 1008)
    }

    @Test func elementsAndViewsStartAsIOSSays() {
        // Linux: a plain NSObject has no accessibility properties here (docs/DIFFERENCES.md); an element does.
        let o = UIAccessibilityElement(accessibilityContainer: UIView())
        o.isAccessibilityElement = false
        #expect(!o.isAccessibilityElement && o.accessibilityLabel == nil && o.accessibilityTraits == .none)
        o.accessibilityLabel = "Thing"
        o.accessibilityHint = "Does it"
        o.accessibilityTraits = [.button, .header]
        #expect(o.accessibilityLabel == "Thing" && o.accessibilityHint == "Does it")
        #expect(o.accessibilityTraits.rawValue == 65537)
        let v = UIView()
        #expect(!v.isAccessibilityElement)
        v.accessibilityIdentifier = "root"
        #expect(v.accessibilityIdentifier == "root")
        #expect(!v.accessibilityElementsHidden && !v.accessibilityViewIsModal && !v.shouldGroupAccessibilityChildren)
        #expect(v.accessibilityContainerType == .none)
    }

    @Test func uikitControlsAnswerAsIOSDoes() {
        let label = UILabel()
        label.text = "Hello"
        #expect(label.isAccessibilityElement)
        #expect(label.accessibilityLabel == "Hello")
        #expect(label.accessibilityTraits == .staticText)
        label.isEnabled = false
        #expect(label.accessibilityTraits == [.staticText, .notEnabled])

        let button = UIButton(type: .system)
        button.setTitle("Send", for: .normal)
        #expect(button.isAccessibilityElement)
        #expect(button.accessibilityLabel == "Send")
        #expect(button.accessibilityTraits == .button)
        button.isEnabled = false
        #expect(button.accessibilityTraits == [.button, .notEnabled])
        button.isEnabled = true
        button.isSelected = true
        #expect(button.accessibilityTraits == [.button, .selected])
        button.accessibilityLabel = "Send message" // the app's own answer wins
        #expect(button.accessibilityLabel == "Send message")

        let image = UIImageView()
        #expect(!image.isAccessibilityElement)
        #expect(image.accessibilityTraits == .image)

        let progress = UIProgressView(progressViewStyle: .default)
        progress.progress = 0.5
        #expect(progress.accessibilityValue == "50%")
        #expect(progress.accessibilityTraits.contains(.updatesFrequently))
    }

    @Test func framesAreInScreenCoordinatesAndActivationPointIsTheMiddle() {
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        w.makeKeyAndVisible()
        defer { w.isHidden = true }
        let container = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        let b = UIButton(frame: CGRect(x: 5, y: 5, width: 40, height: 30))
        container.addSubview(b)
        w.addSubview(container)
        #expect(b.accessibilityFrame == CGRect(x: 15, y: 25, width: 40, height: 30))
        #expect(b.accessibilityActivationPoint == CGPoint(x: 35, y: 40))
        let element = UIAccessibilityElement(accessibilityContainer: container)
        element.accessibilityFrameInContainerSpace = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(element.isAccessibilityElement)
        #expect(element.accessibilityFrame == CGRect(x: 10, y: 20, width: 10, height: 10))
    }

    @Test func theTreeIsWalkedInReadingOrder() {
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        w.makeKeyAndVisible()
        defer { w.isHidden = true }
        let title = UILabel(); title.text = "Title"
        let hidden = UILabel(); hidden.text = "Hidden"; hidden.isHidden = true
        let group = UIView()
        let ok = UIButton(type: .system); ok.setTitle("OK", for: .normal)
        let drawn = UIAccessibilityElement(accessibilityContainer: group)
        drawn.accessibilityLabel = "Chart"
        group.addSubview(ok)
        let custom = UIView()
        custom.accessibilityElements = [drawn]
        let secret = UIView(); secret.accessibilityElementsHidden = true
        let inSecret = UILabel(); inSecret.text = "Secret"; secret.addSubview(inSecret)
        for v in [title, hidden, group, custom, secret] { w.addSubview(v) }
        let labels = UIAccessibility.elements(in: w).map { label(of: $0) }
        #expect(labels == ["Title", "OK", "Chart"])
        let modal = UIView(); let alert = UILabel(); alert.text = "Alert"; modal.addSubview(alert)
        modal.accessibilityViewIsModal = true
        w.addSubview(modal)
        #expect(UIAccessibility.elements(in: w).map { label(of: $0) } == ["Alert"])
    }

    @Test func customActionsNotificationsAndSettings() {
        var ran = 0
        let action = UIAccessibilityCustomAction(name: "Delete") { _ in ran += 1; return true }
        let v = UIView()
        v.accessibilityCustomActions = [action]
        #expect(v.accessibilityCustomActions?.first?.name == "Delete")
        #expect(action.perform() && ran == 1)
        var posted: [UInt32] = []
        UIAccessibility.postedNotificationObserver = { n, _ in MainActor.assumeIsolated { posted.append(n.rawValue) } }
        defer { UIAccessibility.postedNotificationObserver = nil }
        UIAccessibility.post(notification: .announcement, argument: "Saved")
        UIAccessibility.post(notification: .layoutChanged, argument: nil)
        #expect(posted == [1008, 1001])
        #expect(!UIAccessibility.isReduceMotionEnabled && !UIAccessibility.isBoldTextEnabled)
    }

    /// iOS code overrides the properties in its view and element subclasses; the walker reads the overrides.
    @Test func subclassesOverrideTheProperties() {
        final class Gauge: UIView {
            var level = 3
            override var isAccessibilityElement: Bool { get { true } set {} }
            override var accessibilityLabel: String? { get { "Fuel" } set {} }
            override var accessibilityValue: String? { get { "\(level) of 4" } set {} }
            override var accessibilityTraits: UIAccessibilityTraits { get { [.adjustable] } set {} }
        }
        final class Part: UIAccessibilityElement {
            override var accessibilityLabel: String? { get { "Part" } set {} }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.isHidden = false
        defer { window.isHidden = true }
        let gauge = Gauge(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let holder = UIView(frame: CGRect(x: 50, y: 0, width: 50, height: 50))
        let part = Part(accessibilityContainer: holder)
        holder.accessibilityElements = [part]
        window.addSubview(gauge)
        window.addSubview(holder)
        let elements = UIAccessibility.elements(in: window)
        #expect(elements.count == 2)
        #expect(elements.first === gauge)
        #expect(elements.last === part)
        #expect(gauge.accessibilityValue == "3 of 4")
        #expect(gauge.accessibilityTraits == .adjustable)
        #expect(part.accessibilityLabel == "Part" && part.isAccessibilityElement)
        // A plain view answers UIKit's defaults; an image carries a label of its own.
        let image = UIImage()
        image.accessibilityLabel = "Logo"
        #expect(image.accessibilityLabel == "Logo")
        #expect(!UIView().isAccessibilityElement && UILabel().isAccessibilityElement)
    }
}
