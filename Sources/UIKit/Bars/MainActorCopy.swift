import Foundation

/// Foundation's `NSObject.copy()` is nonisolated; UIKit's appearances are made and copied on the main actor.
/// Their untyped `copy()` overrides hand the typed copy back through here.
func mainActorCopy(_ make: @MainActor () -> Any) -> Any {
    nonisolated(unsafe) var copied: Any?
    MainActor.assumeIsolated { copied = make() }
    return copied as Any
}
