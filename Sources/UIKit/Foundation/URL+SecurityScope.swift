import Foundation

// Foundation on Linux lacks the sandbox's security-scoped URLs, which every document picker client brackets its
// reads of a picked file with. Linux: there is no sandbox, so access is always granted and nothing is held.
extension URL {
    /// Makes the resource reachable in the app's sandbox: true (Linux has no sandbox to open).
    public func startAccessingSecurityScopedResource() -> Bool { true }
    /// Gives up the access `startAccessingSecurityScopedResource()` gave: nothing to give up on Linux.
    public func stopAccessingSecurityScopedResource() {}
}
