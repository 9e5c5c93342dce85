import UIKit
import TestSupport

extension Pixels {
    /// The pixels of a UIImage's bitmap.
    public init(_ image: UIImage) { self.init(image.cgImage!) }
}
