import Foundation

/// A set of components that define a color, with a color space that says how to interpret them.
///
/// Immutable, like Apple's; equal when the color spaces and components are equal.
public final class CGColor: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The color space of the color.
    public let colorSpace: CGColorSpace?
    let storage: [CGFloat]

    init(space: CGColorSpace, storage: [CGFloat]) {
        self.colorSpace = space
        self.storage = storage
    }

    /// Creates a color in the sRGB color space.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(space: .sharedSRGB, storage: [red, green, blue, alpha])
    }

    /// Creates a color in the generic gray color space.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(space: CGColorSpace(name: CGColorSpace.genericGrayGamma2_2, model: .monochrome), storage: [gray, alpha])
    }

    /// Creates a color from components (color components followed by alpha) in `space`;
    /// nil when the count does not match the space.
    public convenience init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
        let n = space.numberOfComponents + 1
        self.init(space: space, storage: Array(UnsafeBufferPointer(start: components, count: n)))
    }

    /// Creates a color from an array of components (color components followed by alpha) in `space`.
    // Linux: an array form beside Apple's pointer form, for convenience in Swift.
    public convenience init?(colorSpace space: CGColorSpace, components: [CGFloat]) {
        guard components.count == space.numberOfComponents + 1 else { return nil }
        self.init(space: space, storage: components)
    }

    /// Opaque black.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Black with zero alpha.
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// The color's components, alpha last.
    public var components: [CGFloat]? { storage }
    /// The number of components, alpha included.
    public var numberOfComponents: Int { storage.count }
    /// The alpha component.
    public var alpha: CGFloat { storage.last ?? 1 }
    /// The color's pattern, always nil here (pattern colors are not supported).
    public var pattern: AnyObject? { nil }

    /// A copy of the color with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        var s = storage
        s[s.count - 1] = alpha
        return CGColor(space: colorSpace ?? .sharedSRGB, storage: s)
    }

    /// A copy of the color.
    public func copy() -> CGColor? { self }

    /// The color converted to `space` (RGB ↔ gray by the usual luma weights); nil for models not supported.
    public func converted(to space: CGColorSpace, intent: CGColorRenderingIntent, options: [String: Any]?) -> CGColor? {
        let (r, g, b, a) = rgba
        switch space.model {
        case .rgb: return CGColor(space: space, storage: [r, g, b, a])
        case .monochrome: return CGColor(space: space, storage: [0.2126 * r + 0.7152 * g + 0.0722 * b, a])
        default: return nil
        }
    }

    /// The color as straight (non-premultiplied) RGBA, each in 0…1 where the space allows.
    // Linux: internal convenience used by the rasteriser.
    package var rgba: (CGFloat, CGFloat, CGFloat, CGFloat) {
        switch colorSpace?.model ?? .rgb {
        case .monochrome:
            return (storage[0], storage[0], storage[0], alpha)
        case .cmyk where storage.count == 5:
            let k = storage[3]
            return ((1 - storage[0]) * (1 - k), (1 - storage[1]) * (1 - k), (1 - storage[2]) * (1 - k), alpha)
        default:
            if storage.count >= 4 { return (storage[0], storage[1], storage[2], alpha) }
            return (0, 0, 0, alpha)
        }
    }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs === rhs || (lhs.colorSpace?.model == rhs.colorSpace?.model && lhs.storage == rhs.storage)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(colorSpace?.model)
        hasher.combine(storage)
    }

    public var description: String {
        "<CGColor \(colorSpace?.name ?? "") [\(storage.map { "\($0)" }.joined(separator: " "))]>"
    }
}

public func CGColorCreateGenericRGB(_ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, _ alpha: CGFloat) -> CGColor {
    CGColor(red: red, green: green, blue: blue, alpha: alpha)
}
public func CGColorCreateGenericGray(_ gray: CGFloat, _ alpha: CGFloat) -> CGColor { CGColor(gray: gray, alpha: alpha) }
