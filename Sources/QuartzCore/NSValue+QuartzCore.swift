import Foundation

// QuartzCore's NSValue extension. Linux: Foundation's NSValue on Linux traps on structure types ("cannot
// encode structs"), so the transform is stored as an array of 16 CGFloats (`objCType` "[16d]", Apple's
// "{CATransform3D=dddddddddddddddd}"); it round-trips exactly and compares by contents.
extension NSValue {
    /// A value holding a 3-D transform.
    public convenience init(caTransform3D t: CATransform3D) { self.init(cgFloats: t, count: 16) }
    /// The 3-D transform the value holds.
    public var caTransform3DValue: CATransform3D {
        cgFloatValue(CATransform3D(m11: 0, m12: 0, m13: 0, m14: 0, m21: 0, m22: 0, m23: 0, m24: 0,
                                   m31: 0, m32: 0, m33: 0, m34: 0, m41: 0, m42: 0, m43: 0, m44: 0), count: 16)
    }

    /// Stores `count` CGFloats read from `value`'s memory.
    // Linux: the storage behind UIKit's and QuartzCore's NSValue extensions.
    package convenience init<T>(cgFloats value: T, count: Int) {
        precondition(MemoryLayout<T>.size == count * MemoryLayout<CGFloat>.size)
        let bytes = withUnsafeBytes(of: value) { Array($0) }
        self.init(bytes: bytes, objCType: "[\(count)d]")
    }

    /// The stored CGFloats, as a `T` of `count` CGFloats (zeros when the value holds fewer bytes).
    package func cgFloatValue<T>(_ zero: T, count: Int) -> T {
        var v = zero
        let stored = String(cString: objCType)
        guard stored == "[\(count)d]" else { return zero }
        withUnsafeMutableBytes(of: &v) { getValue($0.baseAddress!) }
        return v
    }

}
