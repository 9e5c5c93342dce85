// Foundation on Linux already defines CGFloat, CGPoint, CGSize and CGRect;
// this module adds the rest of Core Graphics, drawn by Cairo.
@_exported import Foundation
