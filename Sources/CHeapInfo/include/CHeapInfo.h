#ifndef CHEAPINFO_H
#define CHEAPINFO_H
#include <malloc.h>
#include <stddef.h>

/// Bytes the C heap has handed out and not had back (glibc's mallinfo2().uordblks + mmapped blocks): what
/// the reliability benchmark counts per churn iteration. Swift's Glibc module does not export <malloc.h>.
static inline size_t cheapinfo_allocated_bytes(void) {
    struct mallinfo2 m = mallinfo2();
    return m.uordblks + m.hblkhd;
}
#endif
