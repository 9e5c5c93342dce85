import Foundation
import Testing

/// iOS source written as Xcode's templates and Apple's documentation write it compiles unchanged against
/// OpenUIKit, in both language modes: an `@main` app delegate with no initializer, a scene delegate, a CALayer
/// subclass with `override init()` / `override init(layer:)` / `required init?(coder:)`, and the small API
/// real code reaches for (issue 19).
@Suite struct IOSSourceCompilesTests {
    static let source = """
        import UIKit

        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                return true
            }
            func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
                return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
            }
            func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
        }

        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                guard let windowScene = (scene as? UIWindowScene) else { return }
                window = UIWindow(windowScene: windowScene)
                window?.rootViewController = ViewController()
                window?.makeKeyAndVisible()
            }
            func sceneDidDisconnect(_ scene: UIScene) {}
            func sceneDidBecomeActive(_ scene: UIScene) {}
        }

        class RingLayer: CALayer {
            var ringWidth: CGFloat = 2
            override init() { super.init() }
            override init(layer: Any) {
                super.init(layer: layer)
                if let other = layer as? RingLayer { ringWidth = other.ringWidth }
            }
            required init?(coder: NSCoder) { super.init(coder: coder) }
        }

        class ViewController: UIViewController {
            var heightConstraint = NSLayoutConstraint()
            let feedback = UIImpactFeedbackGenerator(style: .light)
            override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
            override var prefersStatusBarHidden: Bool { true }
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }

            override func viewDidLoad() {
                super.viewDidLoad()
                restorationIdentifier = "main"
                let path = IndexPath(row: 1, section: 0)
                let value = NSValue(cgPoint: CGPoint(x: CGFloat(path.row), y: 0))
                _ = value.cgPointValue
                if UIDevice.current.userInterfaceIdiom == .pad { feedback.impactOccurred() }
                let count: NSInteger = 3
                _ = CGFloat(count) * CGFloat(sin(Double.pi / 4))
                _ = URLRequest(url: URL(string: "https://example.com")!)
                setNeedsStatusBarAppearanceUpdate()
            }
        }
        """

    @Test(arguments: ["5", "6"])
    func templateAppCompiles(languageMode: String) throws {
        let (status, output) = try IsolationModesTests.typecheck(languageMode: languageMode, source: Self.source,
                                                                 extraArguments: ["-parse-as-library"])
        #expect(status == 0, "\(output)")
        #expect(!output.contains("error:"), "\(output)")
    }
}
