// `import UIKit` brings Foundation, CoreGraphics, QuartzCore and ObjectiveC with it, as on iOS.
@_exported import Foundation
// On iOS URLSession and URLRequest are in Foundation; on Linux they live in FoundationNetworking.
@_exported import FoundationNetworking
@_exported import CoreGraphics
@_exported import QuartzCore
@_exported import ObjectiveC

/// Darwin's `HUGE` (math.h: `#define HUGE MAXFLOAT`), the greatest finite `Float`, which `import UIKit` brings
/// on iOS; Glibc does not define it. The other math functions (`sin`, `pow`, `floor` …) come from Glibc
/// through Foundation.
public let HUGE: Float = 3.40282347e+38

/// Darwin's `MAXFLOAT` (math.h), the greatest finite `Float`; Glibc's module does not bring it to Swift.
public let MAXFLOAT: Float = 3.40282347e+38
