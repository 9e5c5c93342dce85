import Foundation

/// A pan that starts at an edge of the window: its touches must begin within a few points of one of
/// `edges` and move away from it. With no edges (the default) it recognizes nothing.
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    private enum Metrics {
        /// How near an edge a touch must begin (⚠ obs: about 20 pt).
        static let edgeRegion: CGFloat = 20
    }

    /// The edges the gesture may start from. Default none.
    open var edges: UIRectEdge = []

    /// The edges of `edges` the first touch began near.
    private var startEdges: UIRectEdge = []

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible, trackedTouches.count == touches.count {
            // The first touches: they must begin near one of the edges.
            let c = Self.centroid(of: trackedTouches)
            let bounds = touchWindow?.bounds ?? .zero
            var near: UIRectEdge = []
            if c.x - bounds.minX <= Metrics.edgeRegion { near.insert(.left) }
            if bounds.maxX - c.x <= Metrics.edgeRegion { near.insert(.right) }
            if c.y - bounds.minY <= Metrics.edgeRegion { near.insert(.top) }
            if bounds.maxY - c.y <= Metrics.edgeRegion { near.insert(.bottom) }
            startEdges = near.intersection(edges)
            if startEdges.isEmpty {
                state = .failed
                return
            }
        }
        super.touchesBegan(touches, with: event)
    }

    /// The movement must lead away from an edge it began at (more away from it than along it).
    override func mayBegin(translation t: CGPoint) -> Bool {
        (startEdges.contains(.left) && t.x > 0 && abs(t.x) >= abs(t.y))
            || (startEdges.contains(.right) && t.x < 0 && abs(t.x) >= abs(t.y))
            || (startEdges.contains(.top) && t.y > 0 && abs(t.y) >= abs(t.x))
            || (startEdges.contains(.bottom) && t.y < 0 && abs(t.y) >= abs(t.x))
    }

    open override func reset() {
        super.reset()
        startEdges = []
    }
}
