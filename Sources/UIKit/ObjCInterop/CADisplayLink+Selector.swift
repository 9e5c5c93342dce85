import Foundation

extension CADisplayLink {
    /// A display link that sends `sel` to `target` (with the link as argument, if the method takes one) every
    /// frame once added to a run loop. The link keeps the target until it is invalidated.
    public convenience init(target: Any, selector sel: Selector) {
        let request = DisplayLinkRequest(target: target as AnyObject, selector: sel)
        self.init { link in request.selector.invoke(on: request.target, with: link) }
    }
}

/// A display link's target and selector.
private struct DisplayLinkRequest {
    let target: AnyObject
    let selector: Selector
}
