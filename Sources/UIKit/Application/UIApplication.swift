// Frame stage 3 recognizers and responders (docs/ARCHITECTURE.md). Before: 2, dispatch and hit-test — Events/EventDispatcher.handle.
// After: 4, layout — Application/MainLoop.endTurn → QuartzCore CATransaction.layoutAndDisplay → UIView/UIView+Layout.layoutPass.
import Foundation

/// The app's running state.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// The state of the app.
    public enum State: Int, Sendable {
        case active = 0, inactive, background
    }

    /// Keys of the launch options dictionary.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        public static let sourceApplication = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
    }

    nonisolated public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    /// Posted before the status bar's frame changed (deprecated on Apple; never posted: a desktop window has no
    /// status bar to move).
    nonisolated public static let willChangeStatusBarFrameNotification = Notification.Name("UIApplicationWillChangeStatusBarFrameNotification")
    /// Posted after the status bar's frame changed (deprecated on Apple; never posted here).
    nonisolated public static let didChangeStatusBarFrameNotification = Notification.Name("UIApplicationDidChangeStatusBarFrameNotification")
    /// The user-info key of the status bar's new frame (an NSValue of a CGRect).
    nonisolated public static let statusBarFrameUserInfoKey = "UIApplicationStatusBarFrameUserInfoKey"
    nonisolated public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    nonisolated public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    nonisolated public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    nonisolated public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    nonisolated public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    nonisolated public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")

    static var sharedStorage: UIApplication?

    /// The app instance (created on first use, or by UIApplicationMain).
    public class var shared: UIApplication {
        if let s = sharedStorage { return s }
        let s = UIApplication()
        sharedStorage = s
        return s
    }

    /// The app's delegate.
    open var delegate: UIApplicationDelegate?

    /// The orientations the view controllers of `window` may take: the delegate's answer (every orientation
    /// without a delegate).
    open func supportedInterfaceOrientations(for window: UIWindow?) -> UIInterfaceOrientationMask {
        delegate?.application(self, supportedInterfaceOrientationsFor: window) ?? .all
    }

    /// The app's state.
    open internal(set) var applicationState: State = .inactive

    /// Whether the idle timer is disabled (no effect on Linux).
    open var isIdleTimerDisabled = false

    var windowRefs: [WeakWindow] = []
    weak var keyWindowStorage: UIWindow?

    struct WeakWindow { weak var window: UIWindow? }

    public required override init() {
        super.init()
        if UIApplication.sharedStorage == nil { UIApplication.sharedStorage = self }
        FrameLoop.install()
    }

    func register(_ window: UIWindow) {
        windowRefs.removeAll { $0.window == nil }
        windowRefs.append(WeakWindow(window: window))
    }

    /// Every live window, in creation order.
    var windowList: [UIWindow] { windowRefs.compactMap(\.window) }

    /// The app's visible windows, back to front (by window level).
    @available(*, deprecated, message: "Use UIWindowScene.windows on a relevant window scene instead")
    open var windows: [UIWindow] { visibleWindows }

    var visibleWindows: [UIWindow] {
        windowList.filter { !$0.isHidden }.enumerated()
            .sorted { ($0.element.windowLevel, $0.offset) < ($1.element.windowLevel, $1.offset) }.map(\.element)
    }

    /// The key window.
    @available(*, deprecated, message: "Should not be used for applications that support multiple scenes")
    open var keyWindow: UIWindow? { keyWindowStorage }

    /// The application's next responder is its delegate, when that is a responder.
    open override var next: UIResponder? { delegate as? UIResponder }

    /// Dispatches an event to the windows it belongs to (touches) or the key window (presses).
    open func sendEvent(_ event: UIEvent) {
        // beginIgnoringInteractionEvents() (Application/UIApplication+Background.swift) holds back touches.
        if UIApplication.ignoringInteractionCount > 0, !event.touchStorage.isEmpty { return }
        if event is UIPressesEvent {
            (keyWindowStorage ?? visibleWindows.last)?.sendEvent(event)
            return
        }
        var windows: [UIWindow] = []
        for t in event.touchStorage {
            if let w = t.window, !windows.contains(where: { $0 === w }) { windows.append(w) }
        }
        for w in windows { w.sendEvent(event) }
    }

    /// Sends an action message to a target (target–action).
    // Linux: without the Objective-C runtime, actions are closures; see UIControl.
    @discardableResult
    open func sendAction(_ action: (Any?) -> Void, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        action(sender)
        return true
    }

    // MARK: Life cycle

    func finishLaunching(options: [LaunchOptionsKey: Any]?) {
        showLaunchScreen()                                  // UIApplication+LaunchScreen.swift
        _ = delegate?.application(self, willFinishLaunchingWithOptions: options)
        // An app without scenes whose Info.plist names a main storyboard: its initial controller in a window
        // given to the delegate before didFinishLaunching, shown after it (as UIKit does).
        var storyboardWindow: UIWindow?
        if UIApplication.sceneManifest == nil,
           let storyboard = UIApplication.launchStoryboard(named: UIApplication.infoValue("UIMainStoryboardFile") as? String),
           let initial = storyboard.instantiateInitialViewController() {
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.rootViewController = initial
            delegate?.window = window
            storyboardWindow = window
        }
        _ = delegate?.application(self, didFinishLaunchingWithOptions: options)
        storyboardWindow?.makeKeyAndVisible()
        NotificationCenter.default.post(name: UIApplication.didFinishLaunchingNotification, object: self)
        connectScene()                                      // Scene/UIApplication+Scenes.swift
        hideLaunchScreen()
        becomeActive(enteringForeground: true)
    }

    // With a scene delegate, its life-cycle methods are called instead of the app delegate's, as on iOS.

    func becomeActive(enteringForeground: Bool = false) {
        applicationState = .active
        if !hasSceneDelegate { delegate?.applicationDidBecomeActive(self) }
        forwardToScenes(.foregroundActive, entering: enteringForeground)
        NotificationCenter.default.post(name: UIApplication.didBecomeActiveNotification, object: self)
    }

    func resignActive() {
        if !hasSceneDelegate { delegate?.applicationWillResignActive(self) }
        forwardToScenes(.foregroundInactive)
        NotificationCenter.default.post(name: UIApplication.willResignActiveNotification, object: self)
        applicationState = .inactive
    }

    func enterBackground() {
        resignActive()
        applicationState = .background
        if !hasSceneDelegate { delegate?.applicationDidEnterBackground(self) }
        forwardToScenes(.background)
        NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: self)
    }

    func enterForeground() {
        if !hasSceneDelegate { delegate?.applicationWillEnterForeground(self) }
        NotificationCenter.default.post(name: UIApplication.willEnterForegroundNotification, object: self)
        becomeActive(enteringForeground: true)
    }

    func terminate() {
        if applicationState == .active { resignActive() }
        delegate?.applicationWillTerminate(self)
        NotificationCenter.default.post(name: UIApplication.willTerminateNotification, object: self)
    }
}

/// Creates the application and its delegate, launches it and runs the main loop; never returns.
/// `delegateClassName` names a class as `NSClassFromString` knows it ("Module.ClassName").
@preconcurrency @MainActor
public func UIApplicationMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
                              _ principalClassName: String?, _ delegateClassName: String?) -> Int32 {
    let delegateType = delegateClassName.flatMap { NSClassFromString($0) as? UIApplicationDelegate.Type }
    let appType = principalClassName.flatMap { NSClassFromString($0) as? UIApplication.Type } ?? UIApplication.self
    runApplication(appType: appType, delegate: delegateType.map(makeApplicationDelegate))
}

/// Runs the app with a delegate of the given type; never returns.
// Linux: a typed form, since Swift classes are not always reachable by name without the Objective-C runtime.
@preconcurrency @MainActor
public func UIApplicationMain(delegate: UIApplicationDelegate.Type, application: UIApplication.Type = UIApplication.self) -> Never {
    runApplication(appType: application, delegate: makeApplicationDelegate(delegate))
}

/// Makes the app delegate as UIKit does, with `[[cls alloc] init]`: through the class's `init()` (declared by
/// NSObject, inherited from UIResponder or overridden), so a delegate declaring no initializer of its own works.
@MainActor
package func makeApplicationDelegate(_ type: UIApplicationDelegate.Type) -> UIApplicationDelegate {
    guard let cls = type as? NSObject.Type else {
        fatalError("UIApplicationMain: the app delegate class \(type) must inherit from UIResponder or NSObject")
    }
    guard let delegate = ClassInitializers.makeObject(cls) as? UIApplicationDelegate else {
        fatalError("UIApplicationMain: \(type) does not conform to UIApplicationDelegate")
    }
    return delegate
}

@MainActor
func runApplication(appType: UIApplication.Type, delegate: UIApplicationDelegate?) -> Never {
    // Launched by a UI test (XCUIApplication): headless, on a stepped clock, serving the test's requests.
    if let server = AutomationServer.fromEnvironment() {
        AutomationServer.prepare()
        launchApplication(appType: appType, delegate: delegate)
        server.run()
    }
    launchApplication(appType: appType, delegate: delegate)
    Platform.current.run()
}

/// Everything UIApplicationMain does before it runs the main loop: the application object, its delegate,
/// the back end, and the launch callbacks.
@MainActor
@discardableResult
package func launchApplication(appType: UIApplication.Type, delegate: UIApplicationDelegate?) -> UIApplication {
    let app = UIApplication.sharedStorage ?? appType.init()
    UIApplication.sharedStorage = app
    app.delegate = delegate
    Platform.current.start()
    app.finishLaunching(options: nil)
    return app
}
