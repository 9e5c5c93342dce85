#include "CSwiftRuntimeShim.h"

// Swift methods receive `self` (here the metatype of an allocating initializer) in the swiftself register, which
// Clang's swift_context attribute selects.
typedef void *(*AllocatingInit0)(__attribute__((swift_context)) const void *metatype) __attribute__((swiftcall));
typedef void *(*AllocatingInit1)(void *argument, __attribute__((swift_context)) const void *metatype)
    __attribute__((swiftcall));

void *oui_swift_call_allocating_init0(const void *function, const void *metatype) {
    return ((AllocatingInit0)function)(metatype);
}

void *oui_swift_call_allocating_init1_any(const void *function, void *argument, const void *metatype) {
    return ((AllocatingInit1)function)(argument, metatype);
}

// Defined in libFoundation.so (swift-corelibs-foundation builds Core Foundation into it), which every
// program importing Foundation links.
extern void CFRelease(const void *cf);

void oui_cf_release(const void *object) { CFRelease(object); }
