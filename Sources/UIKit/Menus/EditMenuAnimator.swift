import Foundation

/// The animator an edit menu hands its delegate: the menu appears and goes at once on the desktop, so the
/// animations run when the menu shows or goes, then the completions.
@MainActor
final class EditMenuAnimator: NSObject, UIEditMenuInteractionAnimating {
    private var animations: [() -> Void] = []
    private var completions: [() -> Void] = []

    func addAnimations(_ animations: @escaping () -> Void) { self.animations.append(animations) }
    func addCompletion(_ completion: @escaping () -> Void) { completions.append(completion) }

    func run() {
        animations.forEach { $0() }
        completions.forEach { $0() }
        animations = []
        completions = []
    }
}
