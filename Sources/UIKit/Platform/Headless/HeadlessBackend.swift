// Frame stage 8 present (docs/ARCHITECTURE.md). Before: 7, composite — Application/FrameLoop.renderAllScreens → QuartzCore Render/CACompositor.render.
// After: the next event in — Platform/SDL/SDLBackend.handle, SDLPointerTranslator; Platform/Headless/UIHeadless.
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

    /// What the desktop's input method would have been told last (UIHeadless reports it to tests).
    private(set) var textInput = TextInputState.inactive

    func textInputChanged(_ state: TextInputState) { textInput = state }
}
