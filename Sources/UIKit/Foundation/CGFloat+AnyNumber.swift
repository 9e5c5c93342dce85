import Foundation

extension CGFloat {
    /// The number in an untyped value (an attribute's, a motion effect's relative value) of any numeric type,
    /// nil for anything else: such values arrive as `Any` from Swift and Objective-C-style code alike.
    init?(anyNumber value: Any?) {
        switch value {
        case let v as CGFloat: self = v
        case let v as Double: self = CGFloat(v)
        case let v as Float: self = CGFloat(v)
        case let v as Int: self = CGFloat(v)
        case let v as NSNumber: self = CGFloat(v.doubleValue)
        default: return nil
        }
    }
}
