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
}
