// `import QuartzCore` brings Foundation and CoreGraphics with it, as on Apple's platforms.
@_exported import Foundation
@_exported import CoreGraphics
