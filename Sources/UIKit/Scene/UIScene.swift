import Foundation

/// One instance of the app's user interface, with its own life cycle and delegate.
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// Where a scene is in its life.
    public enum ActivationState: Int, Sendable {
        case unattached = -1
        case foregroundActive = 0
        case foregroundInactive = 1
        case background = 2
    }

    /// What the system passes to a connecting scene (URLs, activities, shortcut items — none on Linux).
    @preconcurrency @MainActor
    open class ConnectionOptions: NSObject {
        /// The bundle identifier of the app that asked for the scene, if any.
        open internal(set) var sourceApplication: String?
        override init() { super.init() }
    }

    nonisolated public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    nonisolated public static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    nonisolated public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    nonisolated public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    nonisolated public static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
    nonisolated public static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")

    /// The scene's session.
    public let session: UISceneSession
    /// The scene's delegate (the scene keeps it).
    open var delegate: UISceneDelegate?
    /// Where the scene is in its life.
    open internal(set) var activationState: ActivationState = .unattached
    /// The scene's title (a desktop window's title).
    open var title: String!

    /// Makes a scene for a session; UIKit calls this when it connects one.
    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        self.session = session
        super.init()
    }

    /// A scene's next responder is the application.
    open override var next: UIResponder? { UIApplication.shared }
}
