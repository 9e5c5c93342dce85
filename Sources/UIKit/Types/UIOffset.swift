import Foundation

/// A horizontal and vertical offset.
public struct UIOffset: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var horizontal: CGFloat
    public var vertical: CGFloat
    public init() { horizontal = 0; vertical = 0 }
    public init(horizontal: CGFloat, vertical: CGFloat) { self.horizontal = horizontal; self.vertical = vertical }
    /// No offset.
    public static let zero = UIOffset()
    public var description: String { "UIOffset(horizontal: \(horizontal), vertical: \(vertical))" }
}

public func UIOffsetMake(_ horizontal: CGFloat, _ vertical: CGFloat) -> UIOffset {
    UIOffset(horizontal: horizontal, vertical: vertical)
}
