import Testing
import UIKit

// API shapes public iOS codebases use (the survey of 29 codebases); values from Apple's documentation.

@Suite struct ColorLiteralTests {
    @Test func aTypedColorLiteralIsAnSRGBColor() {
        let c: UIColor = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        #expect(c.getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect(r == 1 && g == 0.5 && b == 0 && a == 1)
    }

    @Test func anUntypedColorLiteralIsAUIColor() {
        let c = #colorLiteral(red: 0, green: 0, blue: 1, alpha: 0.25)
        #expect(type(of: c) == UIColor.self)
        #expect(c.cgColor.components == [0, 0, 1, 0.25])
        // The literal goes through Float, as Apple's does: 0.1 arrives as Float(0.1).
        let tenth = #colorLiteral(red: 0.1, green: 0, blue: 0, alpha: 1)
        #expect(tenth.cgColor.components?.first == CGFloat(Float(0.1)))
    }

    @Test func anImageLiteralNamingAMissingImageTraps() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let image = #imageLiteral(resourceName: "no-such-image-anywhere")
                _ = image.size
            }
        }
    }
}

/// A chart as DGCharts and SwipeCellKit write one: its elements come from overriding the container methods.
@MainActor
private final class ChartView: UIView {
    lazy var bars: [UIAccessibilityElement] = ["Jan", "Feb", "Mar"].map {
        let e = UIAccessibilityElement(accessibilityContainer: self)
        e.accessibilityLabel = $0
        return e
    }
    override func accessibilityElementCount() -> Int { bars.count }
    override func accessibilityElement(at index: Int) -> Any? { bars[index] }
    override func index(ofAccessibilityElement element: Any) -> Int {
        bars.firstIndex { $0 === element as AnyObject } ?? NSNotFound
    }
}

/// A rating control as Cosmos writes one: adjustable through VoiceOver's swipes.
@MainActor
private final class StarsView: UIView {
    var rating = 3
    override func accessibilityIncrement() { rating += 1 }
    override func accessibilityDecrement() { rating -= 1 }
    override func accessibilityPerformEscape() -> Bool { rating = 0; return true }
}

@MainActor
private final class RowActions: NSObject {
    var log: [String] = []
    func delete(_ action: UIAccessibilityCustomAction) -> Bool { log.append("delete \(action.name)"); return true }
    func refuse(_ action: UIAccessibilityCustomAction) -> Bool { log.append("refuse"); return false }
}

@Suite @MainActor struct AccessibilityContainerMethodsTests {
    func label(of o: NSObject) -> String? {
        (o as? UIResponder)?.accessibilityLabel ?? (o as? UIAccessibilityElement)?.accessibilityLabel
    }

    @Test func theDefaultsReadAccessibilityElements() {
        let v = UIView()
        #expect(v.accessibilityElementCount() == 0)
        #expect(v.accessibilityElement(at: 0) == nil)
        let a = UIAccessibilityElement(accessibilityContainer: v), b = UIAccessibilityElement(accessibilityContainer: v)
        v.accessibilityElements = [a, b]
        #expect(v.accessibilityElementCount() == 2)
        #expect(v.accessibilityElement(at: 1) as AnyObject === b)
        #expect(v.accessibilityElement(at: 2) == nil && v.accessibilityElement(at: -1) == nil)
        #expect(v.index(ofAccessibilityElement: b) == 1)
        #expect(v.index(ofAccessibilityElement: UIView()) == NSNotFound)
        let element = UIAccessibilityElement(accessibilityContainer: v)
        element.accessibilityElements = [a]
        #expect(element.accessibilityElementCount() == 1 && element.index(ofAccessibilityElement: a) == 0)
    }

    @Test func theWalkUsesOverriddenContainerMethods() {
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        w.makeKeyAndVisible()
        defer { w.isHidden = true }
        let title = UILabel(); title.text = "Sales"
        let chart = ChartView()
        let inside = UILabel(); inside.text = "Not read"; chart.addSubview(inside)
        w.addSubview(title); w.addSubview(chart)
        #expect(UIAccessibility.elements(in: w).map { label(of: $0) } == ["Sales", "Jan", "Feb", "Mar"])
        #expect(chart.index(ofAccessibilityElement: chart.bars[2]) == 2)
    }

    @Test func actionDefaultsAndOverrides() {
        let plain = UIView()
        plain.accessibilityIncrement(); plain.accessibilityDecrement()
        #expect(plain.accessibilityActivate() == false)
        #expect(plain.accessibilityPerformEscape() == false)
        let stars = StarsView()
        stars.accessibilityIncrement(); stars.accessibilityIncrement(); stars.accessibilityDecrement()
        #expect(stars.rating == 4)
        #expect(stars.accessibilityPerformEscape() && stars.rating == 0)
        let slider = UISlider()
        slider.accessibilityIncrement()
        #expect(slider.value == 0.1) // a tenth of 0…1
        let responder: UIResponder = slider
        responder.accessibilityDecrement()
        #expect(slider.value == 0)
    }

    @Test func anImageCarriesAnIdentifier() {
        let image = UIImage()
        #expect(image.accessibilityIdentifier == nil)
        image.accessibilityIdentifier = "avatar"
        let identified: UIAccessibilityIdentification = image
        #expect(identified.accessibilityIdentifier == "avatar")
    }

    @Test func aSelectorCustomActionSendsItselfToTheTarget() {
        let target = RowActions()
        let delete = UIAccessibilityCustomAction(name: "Delete", target: target,
                                                 selector: Selector("delete:", RowActions.delete(_:)))
        #expect(delete.target === target && delete.selector == Selector("delete:", RowActions.delete(_:)))
        #expect(delete.perform())
        let refuse = UIAccessibilityCustomAction(name: "Refuse", target: target,
                                                 selector: Selector("refuse:", RowActions.refuse(_:)))
        #expect(refuse.perform() == false)
        #expect(target.log == ["delete Delete", "refuse"])
    }
}
