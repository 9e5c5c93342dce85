import Foundation

/// A display: its size in points, its scale, and its modes. Windows show on a screen.
@preconcurrency @MainActor
open class UIScreen: NSObject, UICoordinateSpace {
    /// The screen's bounds in points, origin at zero.
    open internal(set) var bounds: CGRect
    /// Pixels per point (1, 2 or 3).
    open internal(set) var scale: CGFloat
    /// The modes the screen supports.
    open internal(set) var availableModes: [UIScreenMode]
    /// The preferred (native) mode.
    open internal(set) var preferredMode: UIScreenMode?
    /// The mode in use; setting it changes the bounds and posts modeDidChangeNotification.
    open var currentMode: UIScreenMode? {
        didSet {
            guard let mode = currentMode, mode !== oldValue else { return }
            bounds = CGRect(x: 0, y: 0, width: mode.size.width / scale, height: mode.size.height / scale)
            NotificationCenter.default.post(name: UIScreen.modeDidChangeNotification, object: self)
            for w in UIApplication.shared.windowList where w.screen === self { w.screenModeDidChange() }
            screenTraitsMayHaveChanged() // Traits: size classes and scale
        }
    }
    /// The display's brightness, 0…1.
    open var brightness: CGFloat = 1
    /// Cached and delivered traits, trait registrations (nil until needed).
    var traitStateStorage: TraitState?
    /// The safe-area insets the screen gives its windows: none on a desktop.
    // Linux: a headless screen can be given device-like insets (UIHeadless.setSafeAreaInsets) for tests.
    var safeAreaInsetsStorage: UIEdgeInsets = .zero {
        didSet {
            guard safeAreaInsetsStorage != oldValue else { return }
            for w in UIApplication.shared.windowList where w.screen === self { w.updateSafeAreaInsets() }
        }
    }

    /// Called after the screen's traits changed. Does nothing by default.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The screen's root layer: the layers of its visible windows, ordered by window level.
    package let rootLayer = CALayer()

    /// Creates a screen of `size` points at `scale`.
    // Linux: screens are made by the platform (SDL displays, or headless screens of any size).
    package init(size: CGSize, scale: CGFloat) {
        self.bounds = CGRect(origin: .zero, size: size)
        self.scale = scale
        let mode = UIScreenMode(size: CGSize(width: size.width * scale, height: size.height * scale))
        availableModes = [mode]
        preferredMode = mode
        currentMode = mode
        super.init()
        // The root layer never animates implicitly: windows come and go at once.
        rootLayer.actions = ["sublayers": NSNull(), "onOrderIn": NSNull(), "onOrderOut": NSNull(),
                             "bounds": NSNull(), "position": NSNull()]
        ViewActions.withoutActions { rootLayer.frame = bounds }
    }

    /// The device's screen.
    public static var main: UIScreen {
        if let first = connected.first { return first }
        let s = UIScreen(size: Platform.defaultScreenSize, scale: Platform.defaultScreenScale)
        connected = [s]
        TraitEnvironmentSupport.fallback = s.traitCollection
        UIView.defaultContentScale = s.scale
        UIGraphicsDefaultScale = s.scale
        return s
    }

    /// All connected screens; the first is the main screen.
    public static var screens: [UIScreen] {
        _ = main
        return connected
    }

    static var connected: [UIScreen] = []

    /// The screen's bounds in pixels, in portrait orientation.
    open var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }

    /// The native scale (the same as `scale` here).
    open var nativeScale: CGFloat { scale }

    /// The screen's coordinate space (fixed to the screen's bounds).
    open var coordinateSpace: UICoordinateSpace { self }
    /// The screen's fixed coordinate space.
    open var fixedCoordinateSpace: UICoordinateSpace { self }

    // Two screens' spaces are not placed relative to each other: between screens a point or rect stays as it
    // is (asking the other screen back would go round for ever).
    public func convert(_ point: CGPoint, to coordinateSpace: UICoordinateSpace) -> CGPoint {
        if coordinateSpace === self || coordinateSpace is UIScreen { return point }
        return coordinateSpace.convert(point, from: self)
    }
    public func convert(_ point: CGPoint, from coordinateSpace: UICoordinateSpace) -> CGPoint {
        if coordinateSpace === self || coordinateSpace is UIScreen { return point }
        return coordinateSpace.convert(point, to: self)
    }
    public func convert(_ rect: CGRect, to coordinateSpace: UICoordinateSpace) -> CGRect {
        if coordinateSpace === self || coordinateSpace is UIScreen { return rect }
        return coordinateSpace.convert(rect, from: self)
    }
    public func convert(_ rect: CGRect, from coordinateSpace: UICoordinateSpace) -> CGRect {
        if coordinateSpace === self || coordinateSpace is UIScreen { return rect }
        return coordinateSpace.convert(rect, to: self)
    }

    /// Posted when a screen connects; the object is the new screen.
    nonisolated public static let didConnectNotification = Notification.Name("UIScreenDidConnectNotification")
    /// Posted when a screen disconnects; the object is the screen.
    nonisolated public static let didDisconnectNotification = Notification.Name("UIScreenDidDisconnectNotification")
    /// Posted when a screen's current mode changes.
    nonisolated public static let modeDidChangeNotification = Notification.Name("UIScreenModeDidChangeNotification")
    /// Posted when a screen's brightness changes.
    nonisolated public static let brightnessDidChangeNotification = Notification.Name("UIScreenBrightnessDidChangeNotification")

    /// Adds a screen (an external display) and posts didConnectNotification.
    package static func connect(_ screen: UIScreen) {
        _ = main
        guard !connected.contains(where: { $0 === screen }) else { return }
        connected.append(screen)
        NotificationCenter.default.post(name: didConnectNotification, object: screen)
    }

    /// Removes a screen and posts didDisconnectNotification; its windows move to the main screen.
    package static func disconnect(_ screen: UIScreen) {
        guard screen !== main, let i = connected.firstIndex(where: { $0 === screen }) else { return }
        connected.remove(at: i)
        for w in UIApplication.shared.windowList where w.screen === screen { w.screen = main }
        NotificationCenter.default.post(name: didDisconnectNotification, object: screen)
    }
}
