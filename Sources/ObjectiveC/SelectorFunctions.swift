import Foundation

/// The selector named `aSelectorName` (a name-only selector; see `Selector`).
public func NSSelectorFromString(_ aSelectorName: String) -> Selector { Selector(aSelectorName) }

/// The name of `aSelector`.
public func NSStringFromSelector(_ aSelector: Selector) -> String { aSelector.name }

/// The class of `object`, or nil for nil.
public func object_getClass(_ object: Any?) -> AnyClass? {
    guard let object else { return nil }
    return type(of: object as AnyObject)
}

/// Runs `body`. Linux: there is no autorelease pool to drain (Swift releases objects when their last
/// reference goes); Apple's ObjectiveC module declares this function, so code that uses it compiles.
public func autoreleasepool<Result>(invoking body: () throws -> Result) rethrows -> Result {
    try body()
}
