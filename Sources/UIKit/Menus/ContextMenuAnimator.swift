import Foundation

/// The menu appears and goes at once, so animations and completions run as soon as the callback returns.
final class ContextMenuAnimator: NSObject, UIContextMenuInteractionAnimating {
    let previewViewController: UIViewController?
    private var animations: [@MainActor () -> Void] = []
    private var completions: [@MainActor () -> Void] = []

    init(previewViewController: UIViewController?) {
        self.previewViewController = previewViewController
        super.init()
    }

    func addAnimations(_ animations: @escaping @MainActor () -> Void) { self.animations.append(animations) }
    func addCompletion(_ completion: @escaping @MainActor () -> Void) { completions.append(completion) }

    func run() {
        animations.forEach { $0() }
        completions.forEach { $0() }
        animations = []
        completions = []
    }
}
