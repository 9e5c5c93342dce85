// `import UIKit` brings Foundation, CoreGraphics and QuartzCore with it, as on iOS.
@_exported import Foundation
@_exported import CoreGraphics
@_exported import QuartzCore
