// The accessibility tree a UI test queries (XCUIAutomation, in the test process), built from the app's windows.
import Foundation
import XCUIAutomationWire

/// Builds the snapshot the automation server sends: the application, its visible windows, and under them
/// every view an element of the tree — accessibility elements (leaves, but cells keep their contents, as
/// XCUITest shows them), UIKit's containers and bars, and plain views an app named (identifier or label).
/// Other plain views are left out and their contents hoisted, as Apple's snapshots prune them.
@MainActor
enum AutomationTree {
    /// XCUIElement.ElementType's raw values (Apple's numbering) for the types UIKit's views map to.
    private enum ElementType {
        static let other: UInt = 1, application: UInt = 2, window: UInt = 4, sheet: UInt = 5, alert: UInt = 7, button: UInt = 9
        static let navigationBar: UInt = 21, tabBar: UInt = 22, toolbar: UInt = 24, table: UInt = 26
        static let collectionView: UInt = 32, slider: UInt = 33, pageIndicator: UInt = 34
        static let progressIndicator: UInt = 35, activityIndicator: UInt = 36, segmentedControl: UInt = 37
        static let picker: UInt = 38, pickerWheel: UInt = 39, `switch`: UInt = 40, link: UInt = 42, image: UInt = 43
        static let searchField: UInt = 45, scrollView: UInt = 46, staticText: UInt = 48, textField: UInt = 49
        static let secureTextField: UInt = 50, datePicker: UInt = 51, textView: UInt = 52, keyboardKey: UInt = 20
        static let cell: UInt = 75, stepper: UInt = 79, keyboard: UInt = 19
    }

    /// The views of the last snapshot, by the reference sent for them.
    private(set) static var views: [Int: UIView] = [:]
    private static var nextReference = 1

    static func snapshot() -> WireElement {
        views = [:]
        nextReference = 1
        let screen = UIScreen.main
        let windows = UIApplication.shared.visibleWindows.filter { $0.screen === screen && $0.alpha > 0.01 }
        var children = windows.map { element(for: $0, type: ElementType.window, children: contents(of: $0)) }
        if let keyboard = softwareKeyboard(on: screen) { children.append(keyboard) }
        let name = ProcessInfo.processInfo.processName
        return WireElement(type: ElementType.application, identifier: "", label: name, value: nil, placeholder: nil,
                           frame: wire(screen.bounds), enabled: true, selected: false, focused: false, hittable: true,
                           reference: 0, children: children)
    }

    /// The elements under `view` (not `view` itself).
    private static func contents(of view: UIView) -> [WireElement] {
        var result: [WireElement] = []
        for sub in view.subviews where !sub.isHidden && sub.alpha > 0.01 {
            result.append(contentsOf: elements(for: sub))
        }
        return result
    }

    /// `view` as an element of the tree, or its contents when it is not one.
    private static func elements(for view: UIView) -> [WireElement] {
        let type = elementType(of: view)
        let named = !(view.accessibilityIdentifier ?? "").isEmpty || !(view.accessibilityLabel ?? "").isEmpty
        let leaf = (view.isAccessibilityElement || type == ElementType.button) && type != ElementType.cell
            && type != ElementType.alert && type != ElementType.sheet
            && !(view is UIScrollView)
        if type == ElementType.other && !named && !view.isAccessibilityElement { return contents(of: view) }
        if let picker = view as? UIPickerView { return [element(for: picker, type: type, children: wheels(of: picker))] }
        if let segmented = view as? UISegmentedControl { return [element(for: segmented, type: type, children: segments(of: segmented))] }
        if let tabBar = view as? UITabBar { return [element(for: tabBar, type: type, children: tabButtons(of: tabBar))] }
        if let stepper = view as? UIStepper {
            // XCUITest shows a stepper's halves as its "Decrement" and "Increment" buttons.
            let b = stepper.bounds
            let halves = [("Decrement", CGRect(x: b.minX, y: b.minY, width: b.width / 2, height: b.height), stepper.value > stepper.minimumValue || stepper.wraps),
                          ("Increment", CGRect(x: b.midX, y: b.minY, width: b.width / 2, height: b.height), stepper.value < stepper.maximumValue || stepper.wraps)]
            let buttons = halves.map { part(of: stepper, label: $0.0, frame: $0.1, enabled: stepper.isEnabled && $0.2, selected: false) }
            return [element(for: stepper, type: type, children: buttons)]
        }
        if view.bounds.width <= 0 || view.bounds.height <= 0 { return leaf ? [] : contents(of: view) }
        return [element(for: view, type: type, children: leaf ? [] : contents(of: view))]
    }

    private enum Metrics {
        /// iOS 17's portrait iPhone keyboard without its suggestion bar: four rows of keys in 216 points.
        static let keyboardHeight: CGFloat = 216
    }

    /// The keyboard iOS would show while a text-input responder is first responder (Linux has none on
    /// screen: typing comes from the hardware keyboard). Its keys are elements for the test to tap; XCUIAutomation
    /// sends their characters as typed text (Linux: docs/DIFFERENCES.md).
    private static func softwareKeyboard(on screen: UIScreen) -> WireElement? {
        guard let window = UIApplication.shared.keyWindowStorage, window.screen === screen,
              let responder = window.firstResponderStorage, responder is UIKeyInput else { return nil }
        let returnKey = (responder as? UITextInputTraits)?.returnKeyType ?? .default
        let b = screen.bounds
        let top = b.height - Metrics.keyboardHeight
        let rowHeight = Metrics.keyboardHeight / 4
        func key(_ label: String, identifier: String? = nil, type: UInt = ElementType.keyboardKey, _ frame: CGRect) -> WireElement {
            WireElement(type: type, identifier: identifier ?? label, label: label, value: nil, placeholder: nil,
                        frame: wire(frame), enabled: true, selected: false, focused: false, hittable: true,
                        reference: -1, children: [])
        }
        var keys: [WireElement] = []
        for (row, letters) in ["qwertyuiop", "asdfghjkl", "zxcvbnm"].enumerated() {
            let width = b.width / 10
            let inset = (b.width - width * CGFloat(letters.count)) / 2
            for (i, c) in letters.enumerated() {
                keys.append(key(String(c), CGRect(x: inset + width * CGFloat(i), y: top + rowHeight * CGFloat(row), width: width, height: rowHeight)))
            }
        }
        let third = top + rowHeight * 2, bottom = top + rowHeight * 3
        keys.append(key("shift", CGRect(x: 0, y: third, width: b.width * 0.13, height: rowHeight)))
        keys.append(key("delete", CGRect(x: b.width * 0.87, y: third, width: b.width * 0.13, height: rowHeight)))
        keys.append(key("more", CGRect(x: 0, y: bottom, width: b.width * 0.25, height: rowHeight)))
        keys.append(key("space", CGRect(x: b.width * 0.25, y: bottom, width: b.width * 0.5, height: rowHeight)))
        let name = returnKeyName(returnKey)
        keys.append(key(name, identifier: name.prefix(1).uppercased() + name.dropFirst(), type: ElementType.button,
                        CGRect(x: b.width * 0.75, y: bottom, width: b.width * 0.25, height: rowHeight)))
        return WireElement(type: ElementType.keyboard, identifier: "", label: "", value: nil, placeholder: nil,
                           frame: wire(CGRect(x: 0, y: top, width: b.width, height: Metrics.keyboardHeight)),
                           enabled: true, selected: false, focused: false, hittable: true, reference: -1, children: keys)
    }

    /// The return key's label on iOS's keyboard for each return key type.
    private static func returnKeyName(_ type: UIReturnKeyType) -> String {
        switch type {
        case .default: return "return"
        case .go: return "go"
        case .google, .yahoo, .search: return "search"
        case .join: return "join"
        case .next: return "next"
        case .route: return "route"
        case .send: return "send"
        case .done: return "done"
        case .emergencyCall: return "emergency call"
        case .continue: return "continue"
        @unknown default: return "return"
        }
    }

    /// A part of a view drawn by the view itself (a segment, a tab bar item) as a button of the tree.
    private static func part(of view: UIView, label: String, frame: CGRect, enabled: Bool, selected: Bool,
                             identifier: String = "") -> WireElement {
        let screenRect = screenFrame(of: view)
        let r = frame.offsetBy(dx: screenRect.minX - view.bounds.minX, dy: screenRect.minY - view.bounds.minY)
        return WireElement(type: ElementType.button, identifier: identifier, label: label, value: nil, placeholder: nil,
                           frame: wire(r), enabled: enabled, selected: selected, focused: false,
                           hittable: isHittable(view, frame: r), reference: -1, children: [])
    }

    /// A segmented control's segments, as XCUITest shows them: buttons labelled by their titles.
    private static func segments(of control: UISegmentedControl) -> [WireElement] {
        control.segmentFrames.enumerated().map { i, frame in
            part(of: control, label: control.titleForSegment(at: i) ?? "", frame: frame,
                 enabled: control.isEnabled && control.isEnabledForSegment(at: i), selected: i == control.selectedSegmentIndex)
        }
    }

    /// A tab bar's items, as XCUITest shows them: buttons labelled by their titles.
    private static func tabButtons(of bar: UITabBar) -> [WireElement] {
        (bar.items ?? []).enumerated().map { i, item in
            part(of: bar, label: item.title ?? "", frame: bar.itemFrame(at: i), enabled: item.isEnabled,
                 selected: item === bar.selectedItem, identifier: item.accessibilityIdentifier ?? "")
        }
    }

    /// A picker's components as XCUITest shows them: one picker wheel each, its value the selected row's title.
    private static func wheels(of picker: UIPickerView) -> [WireElement] {
        (0..<picker.numberOfComponents).map { component in
            let row = picker.selectedRow(inComponent: component)
            let title = row < 0 ? nil : (picker.delegate?.pickerView(picker, titleForRow: row, forComponent: component)
                ?? picker.delegate?.pickerView(picker, attributedTitleForRow: row, forComponent: component)?.string)
            let wheel = row < 0 ? nil : picker.view(forRow: row, forComponent: component)?.superview
            let frame = wheel.map(screenFrame(of:)) ?? screenFrame(of: picker)
            let reference = nextReference
            nextReference += 1
            views[reference] = picker
            return WireElement(type: ElementType.pickerWheel, identifier: "", label: "", value: title, placeholder: nil,
                               frame: wire(frame), enabled: true, selected: false, focused: false,
                               hittable: isHittable(picker, frame: frame), reference: reference, children: [])
        }
    }

    private static func element(for view: UIView, type: UInt, children: [WireElement]) -> WireElement {
        let reference = nextReference
        nextReference += 1
        views[reference] = view
        let traits = view.accessibilityTraits
        var enabled = !traits.contains(.notEnabled)
        if let c = view as? UIControl { enabled = enabled && c.isEnabled }
        if let b = view as? BarButtonView, let item = b.item { enabled = enabled && item.isEnabled }
        var selected = traits.contains(.selected)
        if let c = view as? UITableViewCell { selected = selected || c.isSelected }
        if let c = view as? UICollectionViewCell { selected = selected || c.isSelected }
        var frame = screenFrame(of: view)
        // An alert is its box, not the controller's view over the whole screen.
        if type == ElementType.alert || type == ElementType.sheet, let alertView = firstDescendant(of: view, where: { $0 is AlertView }) as? AlertView {
            frame = screenFrame(of: alertView.mainGroup)
            if !alertView.cancelGroup.isHidden, alertView.cancelGroup.superview != nil {
                frame = frame.union(screenFrame(of: alertView.cancelGroup))
            }
        }
        var placeholder: String?
        var value = view.accessibilityValue
        switch view {
        case let f as UITextField:
            placeholder = f.placeholder
            // XCUITest reports an empty field's placeholder as its value, and a secure field's text as dots.
            let text = f.text ?? ""
            value = text.isEmpty ? f.placeholder : (f.isSecureTextEntry ? String(repeating: "•", count: text.count) : text)
        case let t as UITextView: value = t.text
        case let s as UISwitch: value = s.isOn ? "1" : "0"
        default: break
        }
        var identifier = view.accessibilityIdentifier ?? ""
        var label = view.accessibilityLabel ?? ""
        // XCUITest names a navigation bar by its title and an alert by its title, as iOS's accessibility does.
        if let bar = view as? UINavigationBar, identifier.isEmpty { identifier = bar.topItem?.title ?? "" }
        // UIKit's own bar and alert buttons, as iOS labels them (the back button: "BackButton", its title).
        if let action = view as? AlertActionButton, label.isEmpty { label = action.action.title ?? "" }
        if let bar = view as? BarButtonView {
            if identifier.isEmpty, let item = bar.item { identifier = item.accessibilityIdentifier ?? "" }
            if case .back = bar.content, identifier.isEmpty { identifier = "BackButton" }
            if label.isEmpty { label = bar.shownTitle ?? "Back" }
        }
        // A cell with no label of its own reads its texts, joined, as iOS's accessibility composes it.
        if type == ElementType.cell, label.isEmpty {
            label = texts(in: children).joined(separator: ", ")
        }
        if type == ElementType.alert || type == ElementType.sheet, let alert = view.next as? UIAlertController {
            if label.isEmpty { label = alert.title ?? "" }
            if identifier.isEmpty { identifier = alert.title ?? "" }
        }
        return WireElement(type: type, identifier: identifier, label: label,
                           value: value, placeholder: placeholder, frame: wire(frame), enabled: enabled,
                           selected: selected, focused: view.isFirstResponder, hittable: isHittable(view, frame: frame),
                           reference: reference, children: children)
    }

    private static func elementType(of view: UIView) -> UInt {
        // An action sheet is a sheet to XCUITest, an alert an alert.
        if let alert = view.next as? UIAlertController { return alert.preferredStyle == .actionSheet ? ElementType.sheet : ElementType.alert }
        switch view {
        case is UIButton, is AlertActionButton, is BarButtonView: return ElementType.button
        case is UISwitch: return ElementType.switch
        case is UISlider: return ElementType.slider
        case is UISegmentedControl: return ElementType.segmentedControl
        case is UIStepper: return ElementType.stepper
        case is UIPageControl: return ElementType.pageIndicator
        case is UIDatePicker: return ElementType.datePicker
        case is UIPickerView: return ElementType.picker
        case is UISearchTextField: return ElementType.searchField
        case let f as UITextField: return f.isSecureTextEntry ? ElementType.secureTextField : ElementType.textField
        case is UITextView: return ElementType.textView
        case is UILabel: return ElementType.staticText
        case is UIImageView: return ElementType.image
        case is UIActivityIndicatorView: return ElementType.activityIndicator
        case is UIProgressView: return ElementType.progressIndicator
        case is UITableViewCell, is UICollectionViewCell: return ElementType.cell
        case is UITableView: return ElementType.table
        case is UICollectionView: return ElementType.collectionView
        case is UIScrollView: return ElementType.scrollView
        case is UINavigationBar: return ElementType.navigationBar
        case is UITabBar: return ElementType.tabBar
        case is UIToolbar: return ElementType.toolbar
        default: break
        }
        let traits = view.accessibilityTraits
        if traits.contains(.button) { return ElementType.button }
        if traits.contains(.link) { return ElementType.link }
        if traits.contains(.searchField) { return ElementType.searchField }
        if traits.contains(.image) { return ElementType.image }
        if traits.contains(.staticText) { return ElementType.staticText }
        if traits.contains(.keyboardKey) { return ElementType.keyboardKey }
        return ElementType.other
    }

    private static func texts(in elements: [WireElement]) -> [String] {
        elements.flatMap { e in e.type == ElementType.staticText && !e.label.isEmpty ? [e.label] : texts(in: e.children) }
    }

    private static func firstDescendant(of view: UIView, where test: (UIView) -> Bool) -> UIView? {
        if test(view) { return view }
        for sub in view.subviews {
            if test(sub) { return sub }
            if let found = firstDescendant(of: sub, where: test) { return found }
        }
        return nil
    }

    /// A view's bounds in its screen's points, clipped by the ancestors that clip.
    static func screenFrame(of view: UIView) -> CGRect {
        UIKitAccessibilityDefaults.frame(view)
    }

    /// Whether the view drawn frontmost at the centre of the visible part of `view` is `view` or inside it:
    /// a view lying over it takes the touch, as a finger there would touch that view.
    static func isHittable(_ view: UIView, frame: CGRect) -> Bool {
        guard let window = view.window else { return false }
        let visible = frame.intersection(window.screen.bounds)
        guard !visible.isNull, visible.width > 0, visible.height > 0 else { return false }
        let point = CGPoint(x: visible.midX, y: visible.midY)
        guard let top = topmostView(at: point, on: window.screen) else { return false }
        return top === view || top.isDescendant(of: view)
    }

    /// The frontmost visible view under `point` (screen points), whether or not it takes touches: what an
    /// eye sees there.
    static func topmostView(at point: CGPoint, on screen: UIScreen) -> UIView? {
        for window in UIApplication.shared.visibleWindows.reversed() where window.screen === screen && window.alpha > 0.01 {
            let p = window.convert(point, from: screen.coordinateSpace)
            if let v = topmostView(at: p, in: window) { return v }
        }
        return nil
    }

    private static func topmostView(at point: CGPoint, in view: UIView) -> UIView? {
        if view.isHidden || view.alpha <= 0.01 { return nil }
        let inside = view.point(inside: point, with: nil)
        if view.clipsToBounds && !inside { return nil }
        for sub in view.subviews.reversed() {
            if let hit = topmostView(at: sub.convert(point, from: view), in: sub) { return hit }
        }
        return inside ? view : nil
    }

    private static func wire(_ r: CGRect) -> WireRect {
        WireRect(x: Double(r.minX), y: Double(r.minY), width: Double(r.width), height: Double(r.height))
    }
}
