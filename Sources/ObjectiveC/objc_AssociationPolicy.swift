/// How an associated object is held by its owner (Apple's raw values).
public enum objc_AssociationPolicy: UInt, Sendable {
    /// A weak reference. Linux: Apple keeps an unretained pointer, which dangles once the value dies; here
    /// the value reads as nil then.
    case OBJC_ASSOCIATION_ASSIGN = 0
    /// A strong reference, not atomically.
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    /// A copy (`NSCopying.copy()` when the value supports it), not atomically.
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    /// A strong reference, atomically.
    case OBJC_ASSOCIATION_RETAIN = 0o1401
    /// A copy, atomically.
    case OBJC_ASSOCIATION_COPY = 0o1403
}
