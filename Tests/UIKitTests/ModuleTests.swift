import Testing
import UIKit

/// `import UIKit` alone must bring CoreGraphics and Foundation, as on iOS.
@Test func importUIKitReexportsCoreGraphics() {
    let t = CGAffineTransform(translationX: 3, y: 4)
    #expect(CGPoint.zero.applying(t) == CGPoint(x: 3, y: 4))
    let path = CGMutablePath()
    path.addRect(CGRect(x: 0, y: 0, width: 2, height: 2))
    #expect(path.contains(CGPoint(x: 1, y: 1)))
}
