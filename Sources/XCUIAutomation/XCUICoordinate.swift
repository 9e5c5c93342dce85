import Foundation
import XCUIAutomationWire

/// A point on screen relative to an element (found again each time it is used).
@preconcurrency @MainActor
open class XCUICoordinate: NSObject {
    /// The element the point is relative to.
    public let referencedElement: XCUIElement
    private let normalizedOffset: CGVector
    private let pointsOffset: CGVector

    init(element: XCUIElement, normalizedOffset: CGVector, pointsOffset: CGVector) {
        referencedElement = element
        self.normalizedOffset = normalizedOffset
        self.pointsOffset = pointsOffset
    }

    /// The point on screen now.
    open var screenPoint: CGPoint {
        guard let e = referencedElement.resolveOrFail(file: #filePath, line: #line) else { return .zero }
        return point(in: e)
    }

    private func point(in e: ElementSnapshot) -> CGPoint {
        let f = e.frame
        return CGPoint(x: f.minX + f.width * normalizedOffset.dx + pointsOffset.dx,
                       y: f.minY + f.height * normalizedOffset.dy + pointsOffset.dy)
    }

    /// The point moved by `offsetVector` points.
    open func withOffset(_ offsetVector: CGVector) -> XCUICoordinate {
        XCUICoordinate(element: referencedElement, normalizedOffset: normalizedOffset,
                       pointsOffset: CGVector(dx: pointsOffset.dx + offsetVector.dx, dy: pointsOffset.dy + offsetVector.dy))
    }

    private func send(_ make: (CGPoint) -> WireRequest) {
        guard let e = referencedElement.resolveOrFail(file: #filePath, line: #line) else { return }
        referencedElement.application.perform(make(point(in: e)), file: #filePath, line: #line)
    }

    open func tap() { send { WireRequest(action: .tap, point: $0.wire) } }
    open func doubleTap() { send { WireRequest(action: .doubleTap, point: $0.wire) } }
    open func press(forDuration duration: TimeInterval) { send { WireRequest(action: .press, point: $0.wire, duration: duration) } }

    /// Presses for `duration`, drags to `otherCoordinate` and lifts.
    open func press(forDuration duration: TimeInterval, thenDragTo otherCoordinate: XCUICoordinate) {
        let end = otherCoordinate.screenPoint
        send { WireRequest(action: .press, point: $0.wire, to: end.wire, duration: duration) }
    }

    /// As above, moving at `velocity`.
    // Linux: the finger lifts as soon as it arrives (`holdDuration` is not simulated).
    open func press(forDuration duration: TimeInterval, thenDragTo otherCoordinate: XCUICoordinate,
                    withVelocity velocity: XCUIGestureVelocity, thenHoldForDuration holdDuration: TimeInterval) {
        let end = otherCoordinate.screenPoint
        send { start in
            let distance = hypot(end.x - start.x, end.y - start.y)
            return WireRequest(action: .press, point: start.wire, to: end.wire, duration: duration,
                               dragDuration: Double(distance / max(1, velocity.rawValue)))
        }
    }
}
