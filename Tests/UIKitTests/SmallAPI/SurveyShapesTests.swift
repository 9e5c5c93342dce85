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

/// A presentation controller as PanModal writes one: it hears the size change and the presented
/// controller's preferred-size changes.
@MainActor
private final class HalfSheetPresentation: UIPresentationController {
    var log: [String] = []
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        log.append("pc size \(Int(size.width))x\(Int(size.height))")
        coordinator.animate(alongsideTransition: { _ in self.log.append("pc alongside") })
        super.viewWillTransition(to: size, with: coordinator)
    }
    override func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        CGSize(width: parentSize.width, height: parentSize.height / 2)
    }
    override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
        log.append("pc preferred \(Int(container.preferredContentSize.height))")
    }
}

@MainActor
private final class PresentationDelegate: NSObject, UIViewControllerTransitioningDelegate {
    var presentation: UIPresentationController?
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? { presentation }
}

@MainActor
private final class SurveyLoggingController: UIViewController {
    let name: String
    let log: (String) -> Void
    var forwards = true
    var callsChildrenByHand = true
    init(_ name: String, log: @escaping (String) -> Void) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    override var shouldAutomaticallyForwardAppearanceMethods: Bool { forwards }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log("\(name) willAppear")
        if !forwards && callsChildrenByHand { for c in children { c.beginAppearanceTransition(true, animated: animated) } }
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log("\(name) didAppear")
        if !forwards && callsChildrenByHand { for c in children { c.endAppearanceTransition() } }
    }
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        log("\(name) size \(Int(size.width))x\(Int(size.height))")
        coordinator.animateAlongsideTransition(in: view, animation: { _ in self.log("\(self.name) alongside in view") })
        super.viewWillTransition(to: size, with: coordinator)
    }
    override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
        log("\(name) child preferred \(Int(container.preferredContentSize.width))")
    }
}

@Suite(.serialized) @MainActor struct ContentContainerTests {
    @Test func thePresentationControllerHearsTheSizeChangeAndPassesItsChildSizeOn() {
        var log: [String] = []
        let screen = UIHeadless.connectScreen(size: CGSize(width: 300, height: 200), scale: 1)
        defer { UIHeadless.disconnectScreen(screen) }
        let w = UIWindow(frame: screen.bounds)
        w.screen = screen
        let root = UIViewController()
        w.rootViewController = root
        w.makeKeyAndVisible()
        defer { w.isHidden = true }
        let sheet = SurveyLoggingController("sheet") { log.append($0) }
        let pc = HalfSheetPresentation(presentedViewController: sheet, presenting: root)
        let delegate = PresentationDelegate()
        delegate.presentation = pc
        sheet.modalPresentationStyle = .custom
        sheet.transitioningDelegate = delegate
        root.present(sheet, animated: false)
        log.removeAll()
        UIHeadless.resizeScreen(screen, to: CGSize(width: 400, height: 300))
        #expect(pc.log == ["pc size 400x300", "pc alongside"])
        #expect(log == ["sheet size 400x150", "sheet alongside in view"])
        sheet.preferredContentSize = CGSize(width: 0, height: 120)
        sheet.preferredContentSize = CGSize(width: 0, height: 120) // unchanged: no second call
        #expect(pc.log.last == "pc preferred 120" && pc.log.count == 3)
        #expect(pc.preferredContentSize == CGSize(width: 0, height: 120))
    }

    @Test func aChildsPreferredSizeChangeTellsItsParent() {
        var log: [String] = []
        let parent = SurveyLoggingController("parent") { log.append($0) }
        let child = UIViewController()
        parent.addChild(child)
        child.preferredContentSize = CGSize(width: 240, height: 10)
        #expect(log == ["parent child preferred 240"])
        let container: UIContentContainer = parent
        #expect(container.size(forChildContentContainer: child, withParentContainerSize: CGSize(width: 5, height: 6))
                == CGSize(width: 5, height: 6))
    }

    @Test func aContainerThatDoesNotForwardAppearanceCallsItsChildrenItself() {
        for (forwards, byHand) in [(true, false), (false, true), (false, false)] {
            var log: [String] = []
            let container = SurveyLoggingController("container") { log.append($0) }
            container.forwards = forwards
            container.callsChildrenByHand = byHand
            let child = SurveyLoggingController("child") { log.append($0) }
            container.addChild(child)
            container.view.addSubview(child.view)
            child.didMove(toParent: container)
            let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            w.rootViewController = container
            w.makeKeyAndVisible()
            w.isHidden = true
            // Forwarded: the container's callback, then the child's; by hand: the child's inside the container's.
            if forwards || byHand {
                #expect(log == ["container willAppear", "child willAppear", "container didAppear", "child didAppear"])
            } else {
                #expect(log == ["container willAppear", "container didAppear"]) // nobody tells the child
            }
        }
    }

    @Test func theChildForDeferringAndHomeIndicatorIsNoneByDefault() {
        let vc = UIViewController()
        #expect(vc.childForScreenEdgesDeferringSystemGestures == nil)
        #expect(vc.childForHomeIndicatorAutoHidden == nil)
        #expect(vc.shouldAutomaticallyForwardAppearanceMethods)
    }
}

@MainActor
private final class PortraitAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
        .portrait
    }
}

@Suite(.serialized) @MainActor struct SupportedOrientationsForWindowTests {
    @Test func theDelegateAnswersForTheWindow() {
        let app = UIApplication.shared
        let saved = app.delegate
        defer { app.delegate = saved }
        app.delegate = nil
        #expect(app.supportedInterfaceOrientations(for: nil) == .all)
        let delegate = PortraitAppDelegate()
        app.delegate = delegate
        #expect(app.supportedInterfaceOrientations(for: UIWindow()) == .portrait)
    }
}

@Suite struct SurveySmallMembersTests {
    @Test func nsIndexPathHasUIKitsAdditions() {
        let p = NSIndexPath(forRow: 4, inSection: 2)
        #expect(p.section == 2 && p.row == 4 && p.item == 4 && p.length == 2)
        let q = NSIndexPath(forItem: 7, inSection: 0)
        #expect(q.item == 7 && q.section == 0)
        let fromSwift = IndexPath(row: 3, section: 1)
        #expect((fromSwift as NSIndexPath).row == 3)
    }

    @Test func objcSyncIsARecursiveLockPerObject() {
        let token = NSObject()
        #expect(objc_sync_enter(token) == 0)
        #expect(objc_sync_enter(token) == Int32(OBJC_SYNC_SUCCESS)) // recursive
        #expect(objc_sync_exit(token) == 0)
        #expect(objc_sync_exit(token) == 0)
        #expect(objc_sync_exit(token) == -1) // not held
        #expect(Int(objc_sync_exit(NSObject())) == OBJC_SYNC_NOT_OWNING_THREAD_ERROR)
    }

    @Test func objcSyncExcludesOtherThreads() {
        let counter = SyncCounter()
        let group = DispatchGroup()
        for _ in 0..<4 {
            DispatchQueue.global().async(group: group) {
                for _ in 0..<500 {
                    objc_sync_enter(counter)
                    counter.value += 1
                    objc_sync_exit(counter)
                }
            }
        }
        group.wait()
        #expect(counter.value == 2000)
    }

    @Test func coreFoundationNames() {
        let before = Date().timeIntervalSinceReferenceDate
        let now: CFAbsoluteTime = CFAbsoluteTimeGetCurrent()
        #expect(now >= before && now - before < 5)
        let name = "Helvetica" as CFString
        #expect(name.length == 9)
        #expect(NSAttributedString.Key.link.rawValue == "NSLink")
    }

    @Test @MainActor func deprecatedNamesStillAnswer() {
        #expect(UIApplication.willChangeStatusBarFrameNotification.rawValue == "UIApplicationWillChangeStatusBarFrameNotification")
        #expect(UIApplication.didChangeStatusBarFrameNotification.rawValue == "UIApplicationDidChangeStatusBarFrameNotification")
        let table = UITableView(frame: .zero, style: .plain)
        #expect(table.separatorEffect == nil && table.cellLayoutMarginsFollowReadableWidth == false)
        table.separatorEffect = UIBlurEffect(style: .light)
        #expect(table.separatorEffect is UIBlurEffect)
        let layout = UICollectionViewLayout()
        #expect(layout.flipsHorizontallyInOppositeLayoutDirection == false)
    }
}

/// A counter the synchronization test shares between threads (objc_sync guards it).
private final class SyncCounter: @unchecked Sendable { var value = 0 }

@Suite @MainActor struct ContentSizeCategoryLimitsTests {
    @Test func limitsClampTheViewsAndItsSubviewsCategory() {
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        w.traitOverrides.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        let card = UIView(), label = UILabel()
        card.addSubview(label)
        w.addSubview(card)
        #expect(card.appliedContentSizeCategoryLimitsDescription.isEmpty)
        #expect(label.traitCollection.preferredContentSizeCategory == .accessibilityExtraExtraExtraLarge)
        card.maximumContentSizeCategory = .extraExtraLarge
        #expect(card.traitCollection.preferredContentSizeCategory == .extraExtraLarge)
        #expect(label.traitCollection.preferredContentSizeCategory == .extraExtraLarge)
        w.traitOverrides.preferredContentSizeCategory = .extraSmall
        card.minimumContentSizeCategory = .medium
        #expect(label.traitCollection.preferredContentSizeCategory == .medium)
        w.traitOverrides.preferredContentSizeCategory = .large // within the limits: unchanged
        #expect(label.traitCollection.preferredContentSizeCategory == .large)
        #expect(label.appliedContentSizeCategoryLimitsDescription.contains("UICTContentSizeCategoryM"))
        // The line names the limiting view by its address, as a description does.
        #expect(label.appliedContentSizeCategoryLimitsDescription.contains("0x" + String(UInt(bitPattern: ObjectIdentifier(card)), radix: 16)))
        card.minimumContentSizeCategory = nil
        card.maximumContentSizeCategory = nil
        w.traitOverrides.preferredContentSizeCategory = .extraSmall
        #expect(label.traitCollection.preferredContentSizeCategory == .extraSmall)
    }

    @Test func baselineLayoutIsTheLastBaselineView() {
        let v = UIView()
        #expect(v.forBaselineLayout() === v)
    }
}

@Suite @MainActor struct MotionEffectTests {
    @Test func effectsAreKeptOnTheViewAndInterpolate() {
        let horizontal = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
        horizontal.minimumRelativeValue = -10
        horizontal.maximumRelativeValue = 10
        #expect(UIInterpolatingMotionEffect.EffectType.tiltAlongVerticalAxis.rawValue == 1)
        #expect(horizontal.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 0.5, vertical: -1))?["center.x"] as? CGFloat == 5)
        #expect(horizontal.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: -3, vertical: 0))?["center.x"] as? CGFloat == -10)
        let vertical = UIInterpolatingMotionEffect(keyPath: "center.y", type: .tiltAlongVerticalAxis)
        #expect(vertical.keyPathsAndRelativeValues(forViewerOffset: .zero) == nil) // no values yet
        vertical.minimumRelativeValue = 0
        vertical.maximumRelativeValue = 20.0
        let group = UIMotionEffectGroup()
        group.motionEffects = [horizontal, vertical]
        let both = group.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 1, vertical: 0))
        #expect(both?["center.x"] as? CGFloat == 10 && both?["center.y"] as? CGFloat == 10)
        let v = UIView()
        v.addMotionEffect(group)
        v.addMotionEffect(group)
        #expect(v.motionEffects.count == 1)
        v.removeMotionEffect(group)
        #expect(v.motionEffects.isEmpty)
    }
}
