import Foundation

/// A smooth transition between colors across an area.
public final class CGGradient: @unchecked Sendable {
    /// Color stops as straight RGBA with their locations in 0…1, sorted by location.
    package let stops: [(location: CGFloat, r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat)]

    /// Creates a gradient from an array of CGColor; locations (0…1) default to evenly spaced.
    /// Nil when the array is empty or holds something other than colors.
    public init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        let colorList = colors.compactMap { $0 as? CGColor }
        guard !colorList.isEmpty, colorList.count == colors.count else { return nil }
        var s: [(location: CGFloat, r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat)] = []
        for (i, c) in colorList.enumerated() {
            let loc = locations?[i] ?? (colorList.count == 1 ? 0 : CGFloat(i) / CGFloat(colorList.count - 1))
            let (r, g, b, a) = c.rgba
            s.append((loc, r, g, b, a))
        }
        stops = s.sorted { $0.location < $1.location }
    }

    /// Creates a gradient from `count` colors given as components (color components then alpha, per `space`).
    public init?(colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
                 locations: UnsafePointer<CGFloat>?, count: Int) {
        guard count > 0 else { return nil }
        let n = space.numberOfComponents + 1
        var s: [(location: CGFloat, r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat)] = []
        for i in 0..<count {
            let comps = Array(UnsafeBufferPointer(start: components + i * n, count: n))
            guard let c = CGColor(colorSpace: space, components: comps) else { return nil }
            let loc = locations?[i] ?? (count == 1 ? 0 : CGFloat(i) / CGFloat(count - 1))
            let (r, g, b, a) = c.rgba
            s.append((loc, r, g, b, a))
        }
        stops = s.sorted { $0.location < $1.location }
    }
}
