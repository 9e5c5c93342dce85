import Foundation

/// What UIKit makes for a new scene: the scene's class and its delegate's class.
@preconcurrency @MainActor
open class UISceneConfiguration: NSObject {
    /// The configuration's name (as in the app's scene manifest).
    public let name: String?
    /// The session role the configuration is for.
    public let role: UISceneSession.Role
    /// The class of the scene's delegate, made with its `init()` when the scene connects.
    open var delegateClass: AnyClass?
    /// The class of the scene (UIWindowScene for window roles when nil).
    open var sceneClass: AnyClass?
    /// The storyboard whose initial controller UIKit shows in the scene's window (`UISceneStoryboardFile`).
    open var storyboard: UIStoryboard?

    /// A configuration of a name for a session role.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
        super.init()
    }
}
