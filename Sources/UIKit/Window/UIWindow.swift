// Frame stage 3 recognizers and responders (docs/ARCHITECTURE.md). Before: 2, dispatch and hit-test — Events/EventDispatcher.handle.
// After: 4, layout — Application/MainLoop.endTurn → QuartzCore CATransaction.layoutAndDisplay → UIView/UIView+Layout.layoutPass.
import Foundation

/// The backdrop of an app's views: a view with no content of its own that shows on a screen, delivers
/// events to its views, and can be the key window.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// The stacking level of a window; higher levels are in front.
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        /// The level of ordinary windows (0).
        public static let normal = Level(0)
        /// The level of the status bar (1000).
        public static let statusBar = Level(1000)
        /// The level of alerts (2000).
        public static let alert = Level(2000)
        public static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
        public static func + (a: Level, b: CGFloat) -> Level { Level(a.rawValue + b) }
        public static func - (a: Level, b: CGFloat) -> Level { Level(a.rawValue - b) }
    }

    /// Posted when a window becomes visible.
    nonisolated public static let didBecomeVisibleNotification = Notification.Name("UIWindowDidBecomeVisibleNotification")
    /// Posted when a window becomes hidden.
    nonisolated public static let didBecomeHiddenNotification = Notification.Name("UIWindowDidBecomeHiddenNotification")
    /// Posted when a window becomes the key window.
    nonisolated public static let didBecomeKeyNotification = Notification.Name("UIWindowDidBecomeKeyNotification")
    /// Posted when a window stops being the key window.
    nonisolated public static let didResignKeyNotification = Notification.Name("UIWindowDidResignKeyNotification")

    var screenStorage: UIScreen
    var levelStorage: Level = .normal
    var rootViewControllerStorage: UIViewController?

    /// Creates a window with `frame` on the main screen. Windows start hidden.
    public override init(frame: CGRect) {
        screenStorage = UIScreen.main
        super.init(frame: frame)
        ViewActions.withoutActions { layer.isHidden = true }
        contentScaleFactor = screenStorage.scale
        isSafeAreaSourceStorage = true
        safeAreaInsetsStorage = screenStorage.safeAreaInsetsStorage
        UIApplication.shared.register(self)
    }

    /// Creates a window filling the main screen.
    public convenience init() { self.init(frame: UIScreen.main.bounds) }

    public required init?(coder: NSCoder) {
        screenStorage = UIScreen.main
        super.init(coder: coder)
        isSafeAreaSourceStorage = true
        safeAreaInsetsStorage = screenStorage.safeAreaInsetsStorage
        UIApplication.shared.register(self)
    }

    /// The screen the window shows on; moving a window to another screen moves its layer there.
    open var screen: UIScreen {
        get { screenStorage }
        set {
            guard newValue !== screenStorage else { return }
            let visible = !isHidden
            if visible { layer.removeFromSuperlayer() }
            screenStorage = newValue
            contentScaleFactor = newValue.scale
            propagateDidMoveToWindow()
            if visible { attachToScreen() }
            traitsMayHaveChanged() // Traits: the new screen's
            updateSafeAreaInsets() // the new screen's
        }
    }

    /// The window's stacking level among the windows of its screen.
    open var windowLevel: Level {
        get { levelStorage }
        set {
            levelStorage = newValue
            if !isHidden { attachToScreen() }
        }
    }

    /// The view controller whose view fills the window.
    open var rootViewController: UIViewController? {
        get { rootViewControllerStorage }
        set {
            guard newValue !== rootViewControllerStorage else { return }
            let old = rootViewControllerStorage
            let visible = !isHidden
            if let old, visible { old.beginAppearanceTransitionHook(false) }
            old?.viewIfLoaded?.removeFromSuperview()
            if let old, visible { old.endAppearanceTransitionHook() }
            rootViewControllerStorage = newValue
            newValue?.windowStorage = self
            if let vc = newValue {
                if visible { vc.beginAppearanceTransitionHook(true) }
                let v = vc.view!
                v.frame = bounds
                v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                addSubview(v)
                if visible { vc.endAppearanceTransitionHook() }
            }
        }
    }

    /// Shows the window and makes it the key window.
    open func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }

    /// Makes the window the key window (the previous one resigns).
    open func makeKey() {
        let app = UIApplication.shared
        if app.keyWindowStorage === self { return }
        let previous = app.keyWindowStorage
        previous?.resignKey()
        app.keyWindowStorage = self
        becomeKey()
        EventDispatcher.shared.firstResponderDidChange()
    }

    /// Whether this is the key window.
    open var isKeyWindow: Bool { UIApplication.shared.keyWindowStorage === self }

    /// Called when the window becomes key; posts didBecomeKeyNotification.
    open func becomeKey() {
        NotificationCenter.default.post(name: UIWindow.didBecomeKeyNotification, object: self)
    }

    /// Called when the window stops being key; posts didResignKeyNotification.
    open func resignKey() {
        if UIApplication.shared.keyWindowStorage === self { UIApplication.shared.keyWindowStorage = nil }
        NotificationCenter.default.post(name: UIWindow.didResignKeyNotification, object: self)
        EventDispatcher.shared.firstResponderDidChange()
    }

    open override var isHidden: Bool {
        get { super.isHidden }
        set {
            let was = super.isHidden
            super.isHidden = newValue
            guard was != newValue else { return }
            if newValue {
                rootViewControllerStorage.map { $0.beginAppearanceTransitionHook(false) }
                layer.removeFromSuperlayer()
                if isKeyWindow { resignKey() }
                rootViewControllerStorage.map { $0.endAppearanceTransitionHook() }
                NotificationCenter.default.post(name: UIWindow.didBecomeHiddenNotification, object: self)
            } else {
                rootViewControllerStorage.map { $0.beginAppearanceTransitionHook(true) }
                attachToScreen()
                rootViewControllerStorage.map { $0.endAppearanceTransitionHook() }
                NotificationCenter.default.post(name: UIWindow.didBecomeVisibleNotification, object: self)
            }
        }
    }

    /// Puts the window's layer among its screen's windows, ordered by level (later windows of the same
    /// level in front).
    func attachToScreen() {
        let root = screenStorage.rootLayer
        layer.removeFromSuperlayer()
        let siblings = (root.sublayers ?? []).compactMap { l in UIApplication.shared.windowList.first { $0.layer === l } }
        let index = siblings.firstIndex { $0.windowLevel > windowLevel } ?? siblings.count
        root.insertSublayer(layer, at: UInt32(index))
    }

    /// The screen changed size: the root controller (and what it presents) hears viewWillTransition(to:with:)
    /// before the window takes the new size.
    func screenModeDidChange() {
        let newSize = screenStorage.bounds.size
        guard let vc = rootViewControllerStorage, newSize != bounds.size else {
            frame = screenStorage.bounds
            return
        }
        let coordinator = ImmediateTransitionCoordinator()
        let newTraits = traitsAfterResize(to: newSize)
        if newTraits != traitCollection { vc.willTransition(to: newTraits, with: coordinator) }
        vc.viewWillTransition(to: newSize, with: coordinator)
        frame = screenStorage.bounds
        coordinator.finish()
    }

    open override var frame: CGRect {
        get { super.frame }
        set {
            let old = super.bounds.size
            super.frame = newValue
            if bounds.size != old { sizeMayHaveChangedTraits() }
        }
    }

    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds.size
            super.bounds = newValue
            if bounds.size != old { sizeMayHaveChangedTraits() }
        }
    }

    /// The window's first responder (Apple keeps one per window; the key window's gets keys and text).
    weak var firstResponderStorage: UIResponder?

    /// Every window has an undo manager: the end of `undoManager`'s walk along the responder chain.
    open override var undoManager: UndoManager? {
        if let m = undoManagerStorage { return m }
        let m = UndoManager()
        undoManagerStorage = m
        return m
    }
    private var undoManagerStorage: UndoManager?

    /// The window's next responder is the application.
    open override var next: UIResponder? { UIApplication.shared }

    /// Delivers an event to the window's views: touches first to the gesture recognizers collected for
    /// them, then (as recognition allows) to the views they began in (touches the dispatcher refused have
    /// no view); hover events to hover recognizers; presses first to the recognizers of the first responder's
    /// view and its ancestors, then (as recognition allows) to the first responder (or the window).
    open func sendEvent(_ event: UIEvent) {
        if let presses = event as? UIPressesEvent {
            let target: UIResponder = UIResponder.currentFirstResponder ?? self
            GestureEnvironment.shared.sendPresses(presses, in: self, to: target)
            return
        }
        switch event.type {
        case .touches: GestureEnvironment.shared.sendTouches(event, in: self)
        case .hover: GestureEnvironment.shared.sendHover(event, in: self)
        default: break
        }
    }
}
