// The header's inline function is all there is; SwiftPM wants one source file in a C target.
#include "CHeapInfo.h"
