import Foundation

extension UIView: UICoordinateSpace {
    public func convert(_ point: CGPoint, to coordinateSpace: UICoordinateSpace) -> CGPoint {
        if let v = coordinateSpace as? UIView { return convertImpl(point, to: v) }
        return coordinateSpace.convert(convertImpl(point, to: nil), from: window?.screen.coordinateSpace ?? UIScreen.main.coordinateSpace)
    }
    public func convert(_ point: CGPoint, from coordinateSpace: UICoordinateSpace) -> CGPoint {
        if let v = coordinateSpace as? UIView { return convertImpl(point, from: v) }
        return convert(coordinateSpace.convert(point, to: UIScreen.main.coordinateSpace), from: nil as UIView?)
    }
    public func convert(_ rect: CGRect, to coordinateSpace: UICoordinateSpace) -> CGRect {
        if let v = coordinateSpace as? UIView { return convertImpl(rect, to: v) }
        return coordinateSpace.convert(convertImpl(rect, to: nil), from: window?.screen.coordinateSpace ?? UIScreen.main.coordinateSpace)
    }
    public func convert(_ rect: CGRect, from coordinateSpace: UICoordinateSpace) -> CGRect {
        if let v = coordinateSpace as? UIView { return convertImpl(rect, from: v) }
        return convert(coordinateSpace.convert(rect, to: UIScreen.main.coordinateSpace), from: nil as UIView?)
    }
}
