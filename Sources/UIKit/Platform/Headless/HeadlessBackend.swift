import Foundation

/// The headless back end: no display; screens of any size; frames stay in the compositors, where
/// `UIHeadless` reads them.
@MainActor
final class HeadlessBackend: PlatformBackend {
    func start() {}

    func run() -> Never {
        while true {
            _ = RunLoop.main.run(mode: .default, before: .distantFuture)
        }
    }

    func present(_ screen: UIScreen, compositor: CACompositor, damage: [CGRect]) {}
}
