import Foundation

/// One element of a path: its type and a pointer to its points
/// (1 for move and line, 2 for a quad curve, 3 for a cubic curve, 0 for close).
public struct CGPathElement {
    public var type: CGPathElementType
    public var points: UnsafeMutablePointer<CGPoint>
    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}
