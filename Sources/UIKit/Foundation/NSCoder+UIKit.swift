import Foundation

// UIKit's geometry keyed coding: each value is archived under its key as its UIKit string form
// (NSStringFromCGPoint …), as UIKit archives them, and decodes to zero when the key is missing.
extension NSCoder {
    /// Encodes a point under a key.
    public func encode(_ point: CGPoint, forKey key: String) { encode(NSStringFromCGPoint(point), forKey: key) }
    /// Encodes a vector under a key.
    public func encode(_ vector: CGVector, forKey key: String) { encode(NSStringFromCGVector(vector), forKey: key) }
    /// Encodes a size under a key.
    public func encode(_ size: CGSize, forKey key: String) { encode(NSStringFromCGSize(size), forKey: key) }
    /// Encodes a rectangle under a key.
    public func encode(_ rect: CGRect, forKey key: String) { encode(NSStringFromCGRect(rect), forKey: key) }
    /// Encodes an affine transform under a key.
    public func encode(_ transform: CGAffineTransform, forKey key: String) {
        encode(NSStringFromCGAffineTransform(transform), forKey: key)
    }
    /// Encodes edge insets under a key.
    public func encode(_ insets: UIEdgeInsets, forKey key: String) { encode(NSStringFromUIEdgeInsets(insets), forKey: key) }
    /// Encodes directional edge insets under a key.
    public func encode(_ insets: NSDirectionalEdgeInsets, forKey key: String) {
        encode(NSStringFromDirectionalEdgeInsets(insets), forKey: key)
    }
    /// Encodes an offset under a key.
    public func encode(_ offset: UIOffset, forKey key: String) { encode(NSStringFromUIOffset(offset), forKey: key) }

    private func geometryString(forKey key: String) -> String {
        guard containsValue(forKey: key) else { return "" }
        return decodeObject(of: NSString.self, forKey: key).map { String($0) } ?? ""
    }

    /// The point encoded under a key.
    public func decodeCGPoint(forKey key: String) -> CGPoint { CGPointFromString(geometryString(forKey: key)) }
    /// The vector encoded under a key.
    public func decodeCGVector(forKey key: String) -> CGVector { CGVectorFromString(geometryString(forKey: key)) }
    /// The size encoded under a key.
    public func decodeCGSize(forKey key: String) -> CGSize { CGSizeFromString(geometryString(forKey: key)) }
    /// The rectangle encoded under a key.
    public func decodeCGRect(forKey key: String) -> CGRect { CGRectFromString(geometryString(forKey: key)) }
    /// The affine transform encoded under a key.
    public func decodeCGAffineTransform(forKey key: String) -> CGAffineTransform {
        CGAffineTransformFromString(geometryString(forKey: key))
    }
    /// The edge insets encoded under a key.
    public func decodeUIEdgeInsets(forKey key: String) -> UIEdgeInsets { UIEdgeInsetsFromString(geometryString(forKey: key)) }
    /// The directional edge insets encoded under a key.
    public func decodeDirectionalEdgeInsets(forKey key: String) -> NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsetsFromString(geometryString(forKey: key))
    }
    /// The offset encoded under a key.
    public func decodeUIOffset(forKey key: String) -> UIOffset { UIOffsetFromString(geometryString(forKey: key)) }

    // MARK: String forms (Apple's Swift names for NSStringFromCGPoint, CGPointFromString …)

    /// A point as a string: "{x, y}".
    public class func string(for point: CGPoint) -> String { NSStringFromCGPoint(point) }
    /// A vector as a string: "{dx, dy}".
    public class func string(for vector: CGVector) -> String { NSStringFromCGVector(vector) }
    /// A size as a string: "{width, height}".
    public class func string(for size: CGSize) -> String { NSStringFromCGSize(size) }
    /// A rectangle as a string: "{{x, y}, {width, height}}".
    public class func string(for rect: CGRect) -> String { NSStringFromCGRect(rect) }
    /// An affine transform as a string: "[a, b, c, d, tx, ty]".
    public class func string(for transform: CGAffineTransform) -> String { NSStringFromCGAffineTransform(transform) }
    /// Edge insets as a string: "{top, left, bottom, right}".
    public class func string(for insets: UIEdgeInsets) -> String { NSStringFromUIEdgeInsets(insets) }
    /// Directional edge insets as a string: "{top, leading, bottom, trailing}".
    public class func string(for insets: NSDirectionalEdgeInsets) -> String { NSStringFromDirectionalEdgeInsets(insets) }
    /// An offset as a string: "{horizontal, vertical}".
    public class func string(for offset: UIOffset) -> String { NSStringFromUIOffset(offset) }

    /// The point a string "{x, y}" names; zero when it is not well formed.
    public class func cgPoint(for string: String) -> CGPoint { CGPointFromString(string) }
    /// The vector a string "{dx, dy}" names.
    public class func cgVector(for string: String) -> CGVector { CGVectorFromString(string) }
    /// The size a string "{width, height}" names.
    public class func cgSize(for string: String) -> CGSize { CGSizeFromString(string) }
    /// The rectangle a string "{{x, y}, {width, height}}" names.
    public class func cgRect(for string: String) -> CGRect { CGRectFromString(string) }
    /// The affine transform a string "[a, b, c, d, tx, ty]" names; the identity when it is not well formed.
    public class func cgAffineTransform(for string: String) -> CGAffineTransform { CGAffineTransformFromString(string) }
    /// The edge insets a string "{top, left, bottom, right}" names.
    public class func uiEdgeInsets(for string: String) -> UIEdgeInsets { UIEdgeInsetsFromString(string) }
    /// The directional edge insets a string "{top, leading, bottom, trailing}" names.
    public class func nsDirectionalEdgeInsets(for string: String) -> NSDirectionalEdgeInsets { NSDirectionalEdgeInsetsFromString(string) }
    /// The offset a string "{horizontal, vertical}" names.
    public class func uiOffset(for string: String) -> UIOffset { UIOffsetFromString(string) }
}
