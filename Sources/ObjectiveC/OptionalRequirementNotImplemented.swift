/// What a ported optional requirement throws when the conformer does not implement it.
///
/// Linux: Swift without the Objective-C runtime has no optional requirements. `openuikit-port` makes an
/// `@objc optional` requirement a throwing one with a default implementation that throws this, so that a
/// conformer's own implementation (which need not throw) is still what runs, and a call site written
/// `delegate?.method?(x)` becomes `try? delegate?.method(x)`: nil when it is not implemented, as before.
public struct OptionalRequirementNotImplemented: Error, Sendable {
    public init() {}
}
