import Foundation

/// A layer whose sublayers keep their 3-D positions instead of flattening into its plane.
open class CATransformLayer: CALayer {}
