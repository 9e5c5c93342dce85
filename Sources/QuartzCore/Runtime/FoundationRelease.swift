internal import CSwiftRuntimeShim

/// Core Foundation's CFRelease, for the objects swift-corelibs-foundation creates and never releases (UIKit's
/// attributed strings' run arrays). UIKit reaches the C shim through here, as it reaches no C module itself.
package enum FoundationRelease {
    /// Drops one retain of the Core Foundation object at `object`.
    package static func release(_ object: UnsafeRawPointer) { oui_cf_release(object) }
}
