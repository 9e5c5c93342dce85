import UIKit
import ObjectiveC

private var badgeKey: UInt8 = 0
private var tokenKey: UInt8 = 0

public extension UIView {
    /// A short text shown on the view, kept as an associated object.
    var badge: String? {
        get { objc_getAssociatedObject(self, &badgeKey) as? String }
        set { objc_setAssociatedObject(self, &badgeKey, newValue, .OBJC_ASSOCIATION_COPY_NONATOMIC) }
    }

    /// Any object the view should keep alive as long as it lives.
    var retainedToken: AnyObject? {
        get { objc_getAssociatedObject(self, &tokenKey) as AnyObject? }
        set { objc_setAssociatedObject(self, &tokenKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }
}
