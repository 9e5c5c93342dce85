import Foundation

// UIKit's NSValue extensions. Linux: Foundation's NSValue on Linux stores scalars and C arrays but traps on
// structure types ("cannot encode structs"), so these values are stored as arrays of CGFloat (`objCType` is
// "[2d]", "[4d]", "[6d]" rather than Apple's "{CGPoint=dd}" …). Values round-trip exactly and compare by
// contents; a point and a size of the same numbers compare equal, which on Apple they do not.
extension NSValue {
    /// A value holding a point.
    public convenience init(cgPoint point: CGPoint) { self.init(cgFloats: point, count: 2) }
    /// The point the value holds.
    public var cgPointValue: CGPoint { cgFloatValue(CGPoint.zero, count: 2) }

    /// A value holding a vector.
    public convenience init(cgVector vector: CGVector) { self.init(cgFloats: vector, count: 2) }
    /// The vector the value holds.
    public var cgVectorValue: CGVector { cgFloatValue(CGVector(dx: 0, dy: 0), count: 2) }

    /// A value holding a size.
    public convenience init(cgSize size: CGSize) { self.init(cgFloats: size, count: 2) }
    /// The size the value holds.
    public var cgSizeValue: CGSize { cgFloatValue(CGSize.zero, count: 2) }

    /// A value holding a rectangle.
    public convenience init(cgRect rect: CGRect) { self.init(cgFloats: rect, count: 4) }
    /// The rectangle the value holds.
    public var cgRectValue: CGRect { cgFloatValue(CGRect.zero, count: 4) }

    /// A value holding an affine transform.
    public convenience init(cgAffineTransform transform: CGAffineTransform) { self.init(cgFloats: transform, count: 6) }
    /// The affine transform the value holds.
    public var cgAffineTransformValue: CGAffineTransform {
        cgFloatValue(CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0), count: 6)
    }

    /// A value holding edge insets.
    public convenience init(uiEdgeInsets insets: UIEdgeInsets) { self.init(cgFloats: insets, count: 4) }
    /// The edge insets the value holds.
    public var uiEdgeInsetsValue: UIEdgeInsets { cgFloatValue(UIEdgeInsets.zero, count: 4) }

    /// A value holding directional edge insets.
    public convenience init(directionalEdgeInsets insets: NSDirectionalEdgeInsets) { self.init(cgFloats: insets, count: 4) }
    /// The directional edge insets the value holds.
    public var directionalEdgeInsetsValue: NSDirectionalEdgeInsets { cgFloatValue(NSDirectionalEdgeInsets.zero, count: 4) }

    /// A value holding an offset.
    public convenience init(uiOffset offset: UIOffset) { self.init(cgFloats: offset, count: 2) }
    /// The offset the value holds.
    public var uiOffsetValue: UIOffset { cgFloatValue(UIOffset.zero, count: 2) }
}
