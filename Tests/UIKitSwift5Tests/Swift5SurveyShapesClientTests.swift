// Swift 5 language mode: the initializer shapes and small members public iOS libraries use (the survey of 29
// codebases), written as those libraries write them. Each compiles here as it does against Apple's SDK.
import XCTest
import UIKit

/// A recognizer subclass chaining to Apple's designated initializer (FloatingPanel's shape).
final class SurveyDragRecognizer: UIPanGestureRecognizer {
    var began = 0
    override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        maximumNumberOfTouches = 1
    }
}

/// A text view subclass overriding the designated initializers only (InputBarAccessoryView's shape):
/// it inherits `init(frame:)` and `init()`.
final class SurveyInputTextView: UITextView {
    var placeholder = ""
    override init(frame: CGRect, textContainer: NSTextContainer?) {
        super.init(frame: frame, textContainer: textContainer)
        placeholder = "Aa"
    }
    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// A stack view subclass as every iOS one is written: a non-failable required coder initializer.
final class SurveyStackView: UIStackView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        axis = .vertical
    }
    required init(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// Subclasses of the other classes whose Apple `init(coder:)` is non-failable.
final class SurveySpinner: UIActivityIndicatorView {
    override init(frame: CGRect) { super.init(frame: frame) }
    required init(coder: NSCoder) { super.init(coder: coder) }
}
final class SurveyEmptyState: UIContentUnavailableView {
    required init(coder: NSCoder) { super.init(coder: coder) }
}

/// A blur view subclass built with the inherited `init(frame:)` (SideMenu's shape).
final class SurveyBlurView: UIVisualEffectView {
    override init(effect: UIVisualEffect?) {
        super.init(effect: effect)
    }
    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// A swipeable cell's accessibility as SwipeCellKit writes it: the container methods and the actions.
final class SurveySwipeCellView: UIView {
    var actions: [UIAccessibilityElement] = []
    var value = 0
    override func accessibilityElementCount() -> Int { return actions.count }
    override func accessibilityElement(at index: Int) -> Any? { return actions[index] }
    override func index(ofAccessibilityElement element: Any) -> Int {
        return actions.firstIndex { $0 === element as AnyObject } ?? NSNotFound
    }
    override func accessibilityIncrement() { value += 1 }
    override func accessibilityDecrement() { value -= 1 }
    override func accessibilityPerformEscape() -> Bool { return true }
    override func accessibilityActivate() -> Bool { return false }
}

/// A presentation controller as PanModal writes it (UIContentContainer members overridden).
final class SurveyPanPresentationController: UIPresentationController {
    var sizes: [CGSize] = []
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: { [weak self] _ in
            self?.sizes.append(size)
        })
    }
    override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
    }
}

/// A paging container as Parchment writes it: it forwards appearance itself.
final class SurveyPagingViewController: UIViewController {
    override var shouldAutomaticallyForwardAppearanceMethods: Bool { return false }
    override var childForHomeIndicatorAutoHidden: UIViewController? { return children.first }
    override var childForScreenEdgesDeferringSystemGestures: UIViewController? { return children.first }
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: { _ in self.view.setNeedsLayout() }, completion: nil)
    }
}

/// A scrolling label as MarqueeLabel writes it: content-size limits and the old baseline view overridden.
final class SurveyMarqueeLabel: UILabel {
    override var minimumContentSizeCategory: UIContentSizeCategory? {
        get { return super.minimumContentSizeCategory }
        set { super.minimumContentSizeCategory = newValue }
    }
    override var maximumContentSizeCategory: UIContentSizeCategory? {
        get { return .extraExtraLarge }
        set { super.maximumContentSizeCategory = newValue }
    }
    override func forBaselineLayout() -> UIView { return self }
}

final class Swift5SurveyShapesClientTests: XCTestCase {
    func testRecognizerSubclassChainsToTheDesignatedInitializer() {
        let drag = SurveyDragRecognizer(target: nil, action: nil)
        XCTAssertEqual(drag.maximumNumberOfTouches, 1)
        // init() is the convenience form calling init(target: nil, action: nil): the override runs.
        XCTAssertEqual(SurveyDragRecognizer().maximumNumberOfTouches, 1)
        XCTAssertEqual(UITapGestureRecognizer().state, .possible)
    }

    func testTextViewSubclassInheritsFrameInitializers() {
        let a = SurveyInputTextView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        XCTAssertEqual(a.placeholder, "Aa")
        XCTAssertEqual(a.frame.size, CGSize(width: 100, height: 40))
        XCTAssertEqual(SurveyInputTextView().placeholder, "Aa")
        let container = NSTextContainer(size: CGSize(width: 80, height: 500))
        let b = UITextView(frame: .zero, textContainer: container)
        XCTAssertTrue(b.textContainer === container)
    }

    func testStackAndEffectViewInitializers() {
        XCTAssertEqual(SurveyStackView(frame: .zero).axis, .vertical)
        XCTAssertFalse(SurveySpinner(frame: .zero).isAnimating)
        let plain = UIVisualEffectView()
        XCTAssertNil(plain.effect)
        let framed = UIVisualEffectView(frame: CGRect(x: 0, y: 0, width: 50, height: 30))
        XCTAssertNil(framed.effect)
        XCTAssertEqual(framed.bounds.size, CGSize(width: 50, height: 30))
        XCTAssertEqual(framed.contentView.frame.size, CGSize(width: 50, height: 30))
        XCTAssertNil(SurveyBlurView(frame: .zero).effect)
    }

    func testColorLiteralsAsXcodesPickerWritesThem() {
        let tint = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)
        let typed: UIColor = #colorLiteral(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        let colors = [#colorLiteral(red: 0, green: 1, blue: 0, alpha: 1), tint]
        XCTAssertEqual(tint, UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        XCTAssertEqual(typed.cgColor.components?.count, 4)
        XCTAssertEqual(colors.count, 2)
    }

    func testAccessibilityContainerOverrides() {
        let cell = SurveySwipeCellView()
        let more = UIAccessibilityElement(accessibilityContainer: cell)
        cell.actions = [more]
        XCTAssertEqual(cell.accessibilityElementCount(), 1)
        XCTAssertEqual(cell.index(ofAccessibilityElement: more), 0)
        cell.accessibilityIncrement()
        XCTAssertEqual(cell.value, 1)
        XCTAssertTrue(cell.accessibilityPerformEscape())
    }

    func testContainerShapes() {
        let paging = SurveyPagingViewController()
        XCTAssertFalse(paging.shouldAutomaticallyForwardAppearanceMethods)
        XCTAssertNil(paging.childForHomeIndicatorAutoHidden)
        let orientations = UIApplication.shared.supportedInterfaceOrientations(for: nil)
        XCTAssertFalse(orientations.isEmpty)
    }

    func testSmallMembersAsOldCodeUsesThem() {
        let indexPath = IndexPath(row: 2, section: 0)
        XCTAssertEqual((indexPath as NSIndexPath).row, 2)
        XCTAssertEqual(NSIndexPath(forRow: 1, inSection: 3).section, 3)
        let start = CFAbsoluteTimeGetCurrent()
        objc_sync_enter(self)
        defer { objc_sync_exit(self) }
        XCTAssertGreaterThanOrEqual(CFAbsoluteTimeGetCurrent(), start)
        let label = SurveyMarqueeLabel()
        XCTAssertEqual(label.maximumContentSizeCategory, .extraExtraLarge)
        XCTAssertTrue(label.forBaselineLayout() === label)
        let tilt = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
        tilt.minimumRelativeValue = -20
        tilt.maximumRelativeValue = 20
        label.addMotionEffect(tilt)
        XCTAssertEqual(label.motionEffects.count, 1)
        let background = UIColor.groupTableViewBackground
        XCTAssertEqual(background, UIColor.systemGroupedBackground)
        let link: [NSAttributedString.Key: Any] = [.link: URL(string: "https://example.com")!]
        XCTAssertEqual(link.count, 1)
    }
}
