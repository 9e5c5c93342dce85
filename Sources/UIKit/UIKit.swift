// `import UIKit` brings Foundation, CoreGraphics, QuartzCore and ObjectiveC with it, as on iOS.
@_exported import Foundation
@_exported import CoreGraphics
@_exported import QuartzCore
@_exported import ObjectiveC
