import Foundation

/// A coordinate space: something with bounds that converts points and rectangles to and from others.
@MainActor
public protocol UICoordinateSpace: AnyObject {
    var bounds: CGRect { get }
    func convert(_ point: CGPoint, to coordinateSpace: UICoordinateSpace) -> CGPoint
    func convert(_ point: CGPoint, from coordinateSpace: UICoordinateSpace) -> CGPoint
    func convert(_ rect: CGRect, to coordinateSpace: UICoordinateSpace) -> CGRect
    func convert(_ rect: CGRect, from coordinateSpace: UICoordinateSpace) -> CGRect
}
