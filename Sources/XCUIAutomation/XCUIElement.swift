import Foundation
import XCUIAutomationWire

/// An element of the app's accessibility tree, found again by its query each time it is used.
@preconcurrency @MainActor
open class XCUIElement: NSObject, XCUIElementAttributes, XCUIElementTypeQueryProvider, DescendantQuerySource {
    enum Pick: Equatable {
        /// The query's only match (several are a failure).
        case unique
        case first
        case index(Int)
    }

    enum Locator {
        /// The application itself: the snapshot's root.
        case application
        case query(XCUIElementQuery, Pick)
    }

    let locator: Locator

    init(locator: Locator) { self.locator = locator }

    convenience init(query: XCUIElementQuery, pick: Pick) { self.init(locator: .query(query, pick)) }

    var application: XCUIApplication {
        switch locator {
        case .application: return self as! XCUIApplication
        case .query(let q, _): return q.application
        }
    }

    var locatorDescription: String {
        switch locator {
        case .application: return "Application"
        case .query(let q, .unique): return q.chainDescription
        case .query(let q, .first): return "\(q.chainDescription) → First Match"
        case .query(let q, .index(let i)): return "\(q.chainDescription) → Element at index \(i)"
        }
    }

    // MARK: Resolving

    enum Resolution {
        case found(ElementSnapshot)
        case none(String)
        case multiple(String)
    }

    /// This element in `root`, or why it is not there, in Apple's words.
    func resolve(in root: ElementSnapshot) -> Resolution {
        switch locator {
        case .application: return .found(root)
        case .query(let q, let pick):
            let matches = q.resolve(in: root)
            switch pick {
            case .unique where matches.count > 1:
                return .multiple("Find single matching element. Multiple matching elements found for \(q.pointerDescription).")
            case .index(let i) where i >= 0 && i < matches.count: return .found(matches[i])
            case .index: break
            default: if let first = matches.first { return .found(first) }
            }
            let input = q.inputSummaries(in: root).map { "    " + $0 }.joined(separator: ",\n")
            return .none("No matches found for \(q.stepDescription) from input {(\n\(input)\n)}")
        }
    }

    /// The first element this one's query finds (several matches are not a failure here: `exists` and
    /// waiting ask only whether there is one).
    func resolveFirst(in root: ElementSnapshot) -> ElementSnapshot? {
        switch locator {
        case .application: return root
        case .query(let q, .index(let i)):
            let m = q.resolve(in: root)
            return i >= 0 && i < m.count ? m[i] : nil
        case .query(let q, _): return q.resolve(in: root).first
        }
    }

    /// How Xcode names this element in an activity ("\"Log In\" Button").
    var activityName: String {
        switch locator {
        case .application: return "Application"
        case .query(let q, _): return q.activityName
        }
    }

    /// This element now, recording Apple's failure when it is missing or ambiguous: "Failed to tap "x"
    /// Button: …" for an action, "Failed to get matching snapshot: …" otherwise.
    func resolveOrFail(action: String? = nil, file: StaticString, line: UInt) -> ElementSnapshot? {
        guard let root = application.snapshotRoot(file: file, line: line) else { return nil }
        switch resolve(in: root) {
        case .found(let e): return e
        case .none(let message), .multiple(let message):
            let prefix = action.map { "Failed to \($0) \(activityName): " } ?? "Failed to get matching snapshot: "
            application.recordFailure(prefix + message, file: file, line: line)
            return nil
        }
    }

    // MARK: Queries

    func descendantsQuery(_ type: ElementType) -> XCUIElementQuery { descendants(matching: type) }

    open func descendants(matching type: ElementType) -> XCUIElementQuery {
        XCUIElementQuery(input: .element(self), step: .descendants(type), description: "Descendants matching type \(type.displayName)")
    }

    open func children(matching type: ElementType) -> XCUIElementQuery {
        XCUIElementQuery(input: .element(self), step: .children(type), description: "Children matching type \(type.displayName)")
    }

    // MARK: State

    /// Whether the element is in the app's accessibility tree now.
    open var exists: Bool {
        guard let root = application.snapshotRoot(reportingCrash: true) else { return false }
        return resolveFirst(in: root) != nil
    }

    /// Whether a tap at the element's hit point would reach it: its centre on screen, no other view over it.
    open var isHittable: Bool {
        guard let e = resolveOrFail(file: #filePath, line: #line) else { return false }
        return e.wire.hittable
    }

    /// Waits, up to `timeout` seconds of the app's media clock, for the element to exist.
    // The app's clock is stepped: the wait advances it in steps while real time passes at the same pace
    // (for the app's real-time timers), so a test's timing does not depend on the machine's load.
    open func waitForExistence(timeout: TimeInterval) -> Bool {
        application.waitOnMediaClock(timeout: timeout) { self.resolveFirst(in: $0) != nil }
    }

    /// Waits, up to `timeout` seconds of the app's media clock, for the element to stop existing.
    open func waitForNonExistence(timeout: TimeInterval) -> Bool {
        application.waitOnMediaClock(timeout: timeout) { self.resolveFirst(in: $0) == nil }
    }

    /// Waits for the element's `keyPath` attribute to equal `value`.
    open func wait<V: Equatable>(for keyPath: KeyPath<XCUIElement, V>, toEqual value: V, timeout: TimeInterval) -> Bool {
        application.waitOnMediaClock(timeout: timeout) { _ in self[keyPath: keyPath] == value }
    }

    // MARK: Attributes

    private func attribute<T>(_ read: (ElementSnapshot) -> T, default fallback: T) -> T {
        guard let e = resolveOrFail(file: #filePath, line: #line) else { return fallback }
        return read(e)
    }

    open var identifier: String { attribute({ $0.wire.identifier }, default: "") }
    open var frame: CGRect { attribute({ $0.frame }, default: .zero) }
    open var value: Any? { attribute({ $0.wire.value }, default: nil) }
    open var title: String { "" }
    open var label: String { attribute({ $0.wire.label }, default: "") }
    open var elementType: ElementType { attribute({ $0.elementType }, default: .any) }
    open var isEnabled: Bool { attribute({ $0.wire.enabled }, default: false) }
    open var placeholderValue: String? { attribute({ $0.wire.placeholder }, default: nil) }
    open var isSelected: Bool { attribute({ $0.wire.selected }, default: false) }
    open var hasFocus: Bool { attribute({ $0.wire.focused }, default: false) }

    /// The element and its descendants' attributes now.
    open func snapshot() throws -> any XCUIElementSnapshot {
        guard let root = application.snapshotRoot(reportingCrash: true) else {
            throw XCUIAutomationError.applicationNotRunning
        }
        switch resolve(in: root) {
        case .found(let e): return SnapshotAttributes(e)
        case .none(let m), .multiple(let m): throw XCUIAutomationError.noMatch(m)
        }
    }

    open override var debugDescription: String { MainActor.assumeIsolated { elementDebugDescription } }

    private var elementDebugDescription: String {
        guard let root = application.snapshotRoot(reportingCrash: false) else { return "\(locatorDescription) (not running)" }
        switch resolve(in: root) {
        case .found(let e): return "Attributes: \(e.summary)\nElement subtree:\n" + e.treeDescription(indent: " →")
        case .none(let m), .multiple(let m): return "\(locatorDescription)\n\(m)"
        }
    }

    open override var description: String { MainActor.assumeIsolated { locatorDescription } }

    // MARK: Actions

    /// Where a touch lands on the element: its frame's centre, on screen.
    static func hitPoint(of e: ElementSnapshot, screen: CGRect) -> CGPoint {
        let visible = e.frame.intersection(screen)
        let r = visible.isNull || visible.isEmpty ? e.frame : visible
        return CGPoint(x: r.midX, y: r.midY)
    }

    /// Resolves the element, checks it can be touched, and sends the request `make` builds from its hit point.
    func act(_ name: String, needsHit: Bool = true, file: StaticString, line: UInt,
             _ make: (ElementSnapshot, CGPoint) -> WireRequest) {
        let app = application
        guard var e = resolveOrFail(action: name, file: file, line: line) else { return }
        if let keyboardKey = XCUIElement.keyboardInput(for: e) {
            // Linux: the software keyboard is not drawn; its keys type what they would.
            app.perform(keyboardKey, file: file, line: line)
            return
        }
        if needsHit && !e.wire.hittable {
            // As XCUITest, scroll it into view first (an accessibility action, not a gesture), then look again.
            app.perform(WireRequest(action: .scrollToVisible, reference: e.wire.reference), file: file, line: line)
            guard let again = resolveOrFail(action: name, file: file, line: line) else { return }
            e = again
        }
        if needsHit && !e.wire.hittable {
            app.recordFailure("Failed to \(name) \(activityName): Failed to synthesize event: \(e.summary) is not hittable",
                              file: file, line: line)
            return
        }
        let screen = app.snapshotRootFrame
        app.perform(make(e, XCUIElement.hitPoint(of: e, screen: screen)), file: file, line: line)
    }

    /// What tapping a key of the software keyboard types (nil for elements not on it).
    static func keyboardInput(for e: ElementSnapshot) -> WireRequest? {
        guard e.parentWire?.type == XCUIElement.ElementType.keyboard.rawValue else { return nil }
        switch e.wire.label {
        case "shift", "more": return WireRequest(action: .idle)
        case "delete": return WireRequest(action: .typeKey, text: XCUIKeyboardKey.delete.rawValue, modifiers: 0)
        case "space": return WireRequest(action: .typeText, text: " ")
        default:
            if e.elementType == .button { return WireRequest(action: .typeKey, text: XCUIKeyboardKey.return.rawValue, modifiers: 0) }
            return WireRequest(action: .typeText, text: e.wire.label)
        }
    }

    open func tap() { tap(file: #filePath, line: #line) }
    func tap(file: StaticString, line: UInt) {
        act("tap", file: file, line: line) { WireRequest(action: .tap, point: $1.wire) }
    }

    open func doubleTap() {
        act("double tap", file: #filePath, line: #line) { WireRequest(action: .doubleTap, point: $1.wire) }
    }

    open func twoFingerTap() {
        act("two-finger tap", file: #filePath, line: #line) { WireRequest(action: .twoFingerTap, point: $1.wire) }
    }

    /// Apple's tap(withNumberOfTaps:numberOfTouches:) for one or two fingers.
    /// `taps` taps in quick succession (a multiple tap) with one or two fingers.
    open func tap(withNumberOfTaps taps: Int, numberOfTouches touches: Int) {
        act("tap", file: #filePath, line: #line) {
            WireRequest(action: touches > 1 ? .twoFingerTap : .tap, point: $1.wire, modifiers: max(1, taps))
        }
    }

    open func press(forDuration duration: TimeInterval) {
        act("press", file: #filePath, line: #line) { WireRequest(action: .press, point: $1.wire, duration: duration) }
    }

    /// Presses for `duration`, then drags to `otherElement`'s hit point and lifts.
    open func press(forDuration duration: TimeInterval, thenDragTo otherElement: XCUIElement) {
        guard let target = otherElement.resolveOrFail(file: #filePath, line: #line) else { return }
        let screen = application.snapshotRootFrame
        let end = XCUIElement.hitPoint(of: target, screen: screen)
        act("press", file: #filePath, line: #line) {
            WireRequest(action: .press, point: $1.wire, to: end.wire, duration: duration)
        }
    }

    /// As above, moving at `velocity` (points per second).
    // Linux: the finger lifts as soon as it arrives (`holdDuration` is not simulated).
    open func press(forDuration duration: TimeInterval, thenDragTo otherElement: XCUIElement,
                    withVelocity velocity: XCUIGestureVelocity, thenHoldForDuration holdDuration: TimeInterval) {
        guard let target = otherElement.resolveOrFail(action: "press", file: #filePath, line: #line) else { return }
        let end = XCUIElement.hitPoint(of: target, screen: application.snapshotRootFrame)
        act("press", file: #filePath, line: #line) { _, start in
            let distance = hypot(end.x - start.x, end.y - start.y)
            return WireRequest(action: .press, point: start.wire, to: end.wire, duration: duration,
                               dragDuration: Double(distance / max(1, velocity.rawValue)))
        }
    }

    private func swipeName(_ dx: CGFloat, _ dy: CGFloat) -> String {
        dx < 0 ? "swipe left" : dx > 0 ? "swipe right" : dy < 0 ? "swipe up" : "swipe down"
    }

    private func swipe(_ dx: CGFloat, _ dy: CGFloat, velocity: XCUIGestureVelocity) {
        act(swipeName(dx, dy), file: #filePath, line: #line) { e, p in
            let end = CGPoint(x: p.x + dx * e.frame.width, y: p.y + dy * e.frame.height)
            let distance = hypot(dx * e.frame.width, dy * e.frame.height)
            return WireRequest(action: .drag, point: p.wire, to: end.wire, duration: Double(distance / max(1, velocity.rawValue)))
        }
    }

    /// Swipes: a finger moves half the element's side from its centre (the content moves that way).
    open func swipeUp() { swipe(0, -0.5, velocity: .default) }
    open func swipeDown() { swipe(0, 0.5, velocity: .default) }
    open func swipeLeft() { swipe(-0.5, 0, velocity: .default) }
    open func swipeRight() { swipe(0.5, 0, velocity: .default) }
    open func swipeUp(velocity: XCUIGestureVelocity) { swipe(0, -0.5, velocity: velocity) }
    open func swipeDown(velocity: XCUIGestureVelocity) { swipe(0, 0.5, velocity: velocity) }
    open func swipeLeft(velocity: XCUIGestureVelocity) { swipe(-0.5, 0, velocity: velocity) }
    open func swipeRight(velocity: XCUIGestureVelocity) { swipe(0.5, 0, velocity: velocity) }

    /// Two fingers pinch on the element: `scale` < 1 pinches in, > 1 out; `velocity` in scale per second.
    open func pinch(withScale scale: CGFloat, velocity: CGFloat) {
        act("pinch", file: #filePath, line: #line) {
            WireRequest(action: .pinch, point: $1.wire, velocity: Double(velocity), scale: Double(scale))
        }
    }

    /// Two fingers rotate on the element by `rotation` radians at `velocity` radians per second.
    open func rotate(_ rotation: CGFloat, withVelocity velocity: CGFloat) {
        act("rotate", file: #filePath, line: #line) {
            WireRequest(action: .rotate, point: $1.wire, velocity: Double(velocity), rotation: Double(rotation))
        }
    }

    /// Types into the element, which (or an element under which) must have keyboard focus.
    open func typeText(_ text: String) {
        guard let e = resolveOrFail(action: "type text into", file: #filePath, line: #line) else { return }
        guard e.wire.focused || e.descendants.contains(where: { $0.wire.focused }) else {
            application.recordFailure("Failed to type text into \(activityName): Failed to synthesize event: Neither element nor any descendant has keyboard focus. Element: \(e.summary)",
                                      file: #filePath, line: #line)
            return
        }
        application.perform(WireRequest(action: .typeText, text: text), file: #filePath, line: #line)
    }

    /// Presses a key with modifiers (a hardware keyboard's key).
    open func typeKey(_ key: String, modifierFlags flags: KeyModifierFlags) {
        application.perform(WireRequest(action: .typeKey, text: key, modifiers: Int(flags.rawValue)), file: #filePath, line: #line)
    }

    open func typeKey(_ key: XCUIKeyboardKey, modifierFlags flags: KeyModifierFlags) {
        typeKey(key.rawValue, modifierFlags: flags)
    }

    /// Drags a slider's thumb to `normalizedSliderPosition` (0…1 along its track).
    open func adjust(toNormalizedSliderPosition normalizedSliderPosition: CGFloat) {
        act("adjust", file: #filePath, line: #line) { e, _ in
            WireRequest(action: .adjustSlider, reference: e.wire.reference, position: Double(normalizedSliderPosition))
        }
    }

    /// The slider's position along its track (0…1), from its value.
    open var normalizedSliderPosition: CGFloat {
        let text = (value as? String) ?? ""
        return CGFloat((Double(text.replacingOccurrences(of: "%", with: "")) ?? 0) / 100)
    }

    /// Turns a picker wheel until the row titled `pickerWheelValue` is selected.
    open func adjust(toPickerWheelValue pickerWheelValue: String) {
        act("adjust", needsHit: false, file: #filePath, line: #line) { e, _ in
            // A wheel is the picker's component at its index among the picker's wheels.
            let picker = e
            var component = 0
            var reference = picker.wire.reference
            if e.elementType == .pickerWheel, let parent = e.parentWire {
                reference = parent.reference
                component = parent.children.filter { $0.type == ElementType.pickerWheel.rawValue }
                    .firstIndex { $0.reference == e.wire.reference } ?? 0
            }
            return WireRequest(action: .adjustPicker, text: pickerWheelValue, modifiers: component, reference: reference)
        }
    }

    /// A point relative to the element: (0, 0) its top left corner, (1, 1) its bottom right.
    open func coordinate(withNormalizedOffset normalizedOffset: CGVector) -> XCUICoordinate {
        XCUICoordinate(element: self, normalizedOffset: normalizedOffset, pointsOffset: .zero)
    }

    // MARK: Screenshots

    /// The element as on screen now.
    open func screenshot() -> XCUIScreenshot {
        let rect = resolveOrFail(file: #filePath, line: #line)?.frame.intersection(application.snapshotRootFrame) ?? .zero
        return application.screenshot(of: rect.isNull ? .zero : rect)
    }
}

extension CGPoint {
    var wire: WirePoint { WirePoint(x: Double(x), y: Double(y)) }
}
