import Foundation

/// Inset distances for the edges of a rectangle; positive values shrink it.
public struct UIEdgeInsets: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init() { top = 0; left = 0; bottom = 0; right = 0 }
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }

    /// Insets of zero on every edge.
    public static let zero = UIEdgeInsets()

    public var description: String { "UIEdgeInsets(top: \(top), left: \(left), bottom: \(bottom), right: \(right))" }
}

/// Creates edge insets.
public func UIEdgeInsetsMake(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) -> UIEdgeInsets {
    UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
}

/// The rectangle shrunk by the insets.
public func UIEdgeInsetsInsetRect(_ rect: CGRect, _ insets: UIEdgeInsets) -> CGRect { rect.inset(by: insets) }

/// Whether two insets are equal.
public func UIEdgeInsetsEqualToEdgeInsets(_ a: UIEdgeInsets, _ b: UIEdgeInsets) -> Bool { a == b }

extension CGRect {
    /// The rectangle shrunk by `insets` (grown where they are negative). A rectangle shrunk past zero
    /// width or height becomes `CGRect.null`, as Apple's does.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        let r = standardized
        let w = r.width - insets.left - insets.right, h = r.height - insets.top - insets.bottom
        if w < 0 || h < 0 { return .null }
        return CGRect(x: r.minX + insets.left, y: r.minY + insets.top, width: w, height: h)
    }
}
