import Foundation

/// The base of the effects a UIVisualEffectView draws: blur and vibrancy.
@preconcurrency @MainActor
open class UIVisualEffect: NSObject {
    public override init() { super.init() }
    // Linux: there are no archives; the initializer exists so iOS subclasses compile.
    public required init?(coder: NSCoder) { super.init() }
}
