import Foundation

extension UIApplication {
    /// The connected scenes, in connection order.
    static var sceneList: [UIScene] = []
    static var sessionList: [UISceneSession] = []

    /// The app's connected scenes.
    public var connectedScenes: Set<UIScene> { Set(UIApplication.sceneList) }

    /// The app's sessions, connected or not.
    public var openSessions: Set<UISceneSession> { Set(UIApplication.sessionList) }

    /// Whether the app shows more than one scene at once (Info.plist `UIApplicationSupportsMultipleScenes`).
    public var supportsMultipleScenes: Bool {
        (UIApplication.sceneManifest?["UIApplicationSupportsMultipleScenes"] as? Bool) ?? false
    }

    /// Whether a scene delegate receives the life-cycle calls (then the app delegate's are not made, as on iOS).
    var hasSceneDelegate: Bool { UIApplication.sceneList.contains { $0.delegate != nil } }

    /// The app's scene manifest, when its bundle has an Info.plist with one.
    static var sceneManifest: [String: Any]? {
        infoValue("UIApplicationSceneManifest") as? [String: Any]
    }

    /// The bundle the app's Info.plist and storyboards come from (the main bundle; tests give another).
    static var launchBundle: Bundle = .main
    /// An Info.plist dictionary read instead of the launch bundle's (tests).
    static var launchInfoOverride: [String: Any]?

    static func infoValue(_ key: String) -> Any? {
        if let launchInfoOverride { return launchInfoOverride[key] }
        return launchBundle.object(forInfoDictionaryKey: key)
    }

    /// The storyboard an Info.plist key names, from the launch bundle; a missing one is logged, not raised.
    static func launchStoryboard(named name: String?) -> UIStoryboard? {
        guard let name, !name.isEmpty else { return nil }
        do {
            return try UIStoryboard(throwingName: name, bundle: launchBundle)
        } catch {
            print(error)
            return nil
        }
    }

    /// The configuration the scene manifest names first for a role: its name, and its delegate class found by
    /// `UISceneDelegateClassName` ("$(PRODUCT_MODULE_NAME).SceneDelegate" is read with the app delegate's
    /// module); with no manifest, "Default Configuration" without a delegate class.
    static func manifestConfiguration(for role: UISceneSession.Role) -> UISceneConfiguration {
        let entries = (sceneManifest?["UISceneConfigurations"] as? [String: Any])?[role.rawValue] as? [[String: Any]]
        guard let entry = entries?.first else { return UISceneConfiguration(name: "Default Configuration", sessionRole: role) }
        let config = UISceneConfiguration(name: entry["UISceneConfigurationName"] as? String, sessionRole: role)
        if var name = entry["UISceneDelegateClassName"] as? String {
            if let delegate = UIApplication.shared.delegate {
                let module = String(reflecting: type(of: delegate)).split(separator: ".").first.map(String.init) ?? ""
                name = name.replacingOccurrences(of: "$(PRODUCT_MODULE_NAME)", with: module)
            }
            config.delegateClass = NSClassFromString(name)
        }
        if let name = entry["UISceneClassName"] as? String { config.sceneClass = NSClassFromString(name) }
        config.storyboard = launchStoryboard(named: entry["UISceneStoryboardFile"] as? String)
        return config
    }

    /// Connects the app's first scene at launch, as UIKit does after `didFinishLaunching`: asks the app
    /// delegate for the configuration, makes the scene and its delegate (with its class's `init()`), and calls
    /// `scene(_:willConnectTo:options:)`.
    @discardableResult
    func connectScene(role: UISceneSession.Role = .windowApplication) -> UIScene {
        let options = UIScene.ConnectionOptions()
        let session = UISceneSession(role: role, configuration: UISceneConfiguration(name: nil, sessionRole: role))
        let configuration = delegate?.application(self, configurationForConnecting: session, options: options)
            ?? UIApplication.manifestConfiguration(for: role)
        // A configuration made by name (Xcode's template) takes its classes from the manifest entry of that name.
        if configuration.delegateClass == nil, configuration.name != nil {
            let fromManifest = UIApplication.manifestConfiguration(for: role)
            if fromManifest.name == configuration.name {
                configuration.delegateClass = fromManifest.delegateClass
                configuration.sceneClass = configuration.sceneClass ?? fromManifest.sceneClass
                configuration.storyboard = configuration.storyboard ?? fromManifest.storyboard
            }
        }
        session.configuration = configuration
        let sceneType = (configuration.sceneClass as? UIScene.Type) ?? UIWindowScene.self
        let scene = sceneType.init(session: session, connectionOptions: options)
        session.scene = scene
        if let cls = configuration.delegateClass as? NSObject.Type {
            scene.delegate = ClassInitializers.makeObject(cls) as? UISceneDelegate
        }
        UIApplication.sessionList.append(session)
        UIApplication.sceneList.append(scene)
        scene.activationState = .foregroundInactive
        NotificationCenter.default.post(name: UIScene.willConnectNotification, object: scene)
        // A configuration with a storyboard: UIKit makes the window with the storyboard's initial controller
        // and gives it to the scene delegate before willConnectTo, then shows it.
        var storyboardWindow: UIWindow?
        if let storyboard = configuration.storyboard, let windowScene = scene as? UIWindowScene,
           let initial = storyboard.instantiateInitialViewController() {
            let window = UIWindow(windowScene: windowScene)
            window.rootViewController = initial
            if let windowDelegate = scene.delegate as? UIWindowSceneDelegate { windowDelegate.window = window }
            storyboardWindow = window
        }
        scene.delegate?.scene(scene, willConnectTo: session, options: options)
        storyboardWindow?.makeKeyAndVisible()
        return scene
    }

    /// Tells the connected scenes of a change of the app's state.
    func forwardToScenes(_ state: UIScene.ActivationState, entering: Bool = false) {
        for scene in UIApplication.sceneList {
            switch state {
            case .foregroundActive:
                if entering {
                    scene.delegate?.sceneWillEnterForeground(scene)
                    NotificationCenter.default.post(name: UIScene.willEnterForegroundNotification, object: scene)
                }
                scene.activationState = .foregroundActive
                scene.delegate?.sceneDidBecomeActive(scene)
                NotificationCenter.default.post(name: UIScene.didActivateNotification, object: scene)
            case .foregroundInactive:
                scene.delegate?.sceneWillResignActive(scene)
                NotificationCenter.default.post(name: UIScene.willDeactivateNotification, object: scene)
                scene.activationState = .foregroundInactive
            case .background:
                scene.activationState = .background
                scene.delegate?.sceneDidEnterBackground(scene)
                NotificationCenter.default.post(name: UIScene.didEnterBackgroundNotification, object: scene)
            case .unattached:
                scene.activationState = .unattached
                scene.delegate?.sceneDidDisconnect(scene)
                NotificationCenter.default.post(name: UIScene.didDisconnectNotification, object: scene)
            }
        }
    }

    /// Disconnects every scene (the app is terminating, or a test starts afresh).
    package func disconnectAllScenes() {
        forwardToScenes(.unattached)
        for session in UIApplication.sessionList { session.scene = nil }
        UIApplication.sceneList.removeAll()
        UIApplication.sessionList.removeAll()
    }
}
