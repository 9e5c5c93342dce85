// The desktop's clipboard, for UIPasteboard.general's strings while the SDL back end runs.
import CSDL2

enum SDLClipboard {
    /// Whether the desktop clipboard is in use (the SDL back end has started its video subsystem).
    @MainActor static var isAvailable: Bool {
        Platform.current is SDLBackend && SDL_WasInit(SDL_INIT_VIDEO) != 0
    }

    static var text: String? {
        guard SDL_HasClipboardText() == SDL_TRUE, let raw = SDL_GetClipboardText() else { return nil }
        defer { SDL_free(raw) }
        return String(cString: raw)
    }

    static func setText(_ text: String) { _ = SDL_SetClipboardText(text) }
}
