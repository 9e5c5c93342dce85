// Calls a Swift class's allocating initializer found in its class metadata's vtable, in the Swift calling
// convention (the metatype is `self`). This is how OpenUIKit makes an instance of a class known only by its
// metatype through a designated initializer that is not `required` — what Objective-C's [[cls alloc] init]
// does on Apple's platforms (UIApplicationMain's delegate, UIView.layerClass, CALayer presentation copies).
#ifndef CSWIFTRUNTIMESHIM_H
#define CSWIFTRUNTIMESHIM_H

/// Calls `init()`'s allocating entry point `function` for the class whose metadata is `metatype`;
/// returns the new object, retained (+1).
void *_Nonnull oui_swift_call_allocating_init0(const void *_Nonnull function, const void *_Nonnull metatype);

/// Calls an allocating initializer taking one `@in Any` argument (`init(layer:)`): `argument` points at an
/// initialised `Any`, which the initializer consumes. Returns the new object, retained (+1).
void *_Nonnull oui_swift_call_allocating_init1_any(const void *_Nonnull function, void *_Nonnull argument,
                                                   const void *_Nonnull metatype);

/// CFRelease(`object`), for the Core Foundation objects swift-corelibs-foundation leaves unreleased (UIKit's
/// AttributedStringRunArrays); Swift's Foundation module does not export Core Foundation on Linux.
void oui_cf_release(const void *_Nonnull object);

#endif
