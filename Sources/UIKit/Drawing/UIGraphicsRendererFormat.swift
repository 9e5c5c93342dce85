import Foundation

/// Settings shared by graphics renderers.
open class UIGraphicsRendererFormat: NSObject, NSCopying {
    /// The drawing bounds the renderer was made with.
    open internal(set) var bounds: CGRect = .zero

    public override required init() { super.init() }

    /// The default format for the main screen.
    open class func `default`() -> Self { Self() }

    open func copy(with zone: NSZone? = nil) -> Any {
        let c = Self()
        c.bounds = bounds
        return c
    }
}
