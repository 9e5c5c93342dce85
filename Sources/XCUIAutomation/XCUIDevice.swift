import Foundation

/// The device the app runs on: here, the headless screen of the last launched app.
@preconcurrency @MainActor
open class XCUIDevice: NSObject {
    public static let shared = XCUIDevice()

    /// Apple's UIDeviceOrientation values (1 portrait … 4 landscape right).
    public enum Orientation: Int, Sendable {
        case unknown = 0, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
    }

    /// Setting it turns the app's screen: a landscape orientation gives it its long side across.
    // Linux: Apple's property is UIDeviceOrientation, from UIKit, which the test process does not link;
    // XCUIDevice.Orientation has its cases and raw values (docs/DIFFERENCES.md).
    open var orientation: Orientation = .portrait {
        didSet { XCUIApplication.current?.setOrientation(orientation.rawValue) }
    }

    /// The system's light or dark style (Apple's raw values, those of UIUserInterfaceStyle).
    public enum Appearance: Int, Sendable {
        case unspecified = 0, light, dark
    }

    /// Setting it switches the app between light and dark, as Settings does: its views hear the trait change.
    open var appearance: Appearance = .unspecified {
        didSet { XCUIApplication.current?.setAppearance(appearance.rawValue) }
    }

    /// The device's buttons.
    public enum Button: Int, Sendable {
        case home = 1
    }

    /// The Home button: a desktop has none (nothing happens).
    open func press(_ button: Button) {}
}
