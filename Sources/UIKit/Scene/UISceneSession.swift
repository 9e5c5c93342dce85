import Foundation

/// The record of one scene of the app: its role, its configuration and the scene while it is connected.
@preconcurrency @MainActor
open class UISceneSession: NSObject {
    /// The kind of scene a session is for.
    public struct Role: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An interactive window on the device's main screen.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        /// A non-interactive window on an external display.
        public static let windowExternalDisplayNonInteractive = Role(rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }

    /// The session's role.
    public let role: Role
    /// The configuration the scene was made with.
    open internal(set) var configuration: UISceneConfiguration
    /// The identifier of the session, unique and stable for the session's life.
    public let persistentIdentifier: String
    /// The scene, while connected.
    open internal(set) weak var scene: UIScene?
    /// App data kept with the session.
    open var userInfo: [String: Any]?

    init(role: Role, configuration: UISceneConfiguration) {
        self.role = role
        self.configuration = configuration
        persistentIdentifier = UUID().uuidString
        super.init()
    }
}
