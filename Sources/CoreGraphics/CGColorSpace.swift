import Foundation

/// A profile that specifies how to interpret a color value for display.
public final class CGColorSpace: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The color space's name, when it was created from one (`CGColorSpace.sRGB`, …).
    public let name: String?
    /// The model (monochrome, RGB …) of the color space.
    public let model: CGColorSpaceModel

    init(name: String?, model: CGColorSpaceModel) {
        self.name = name
        self.model = model
    }

    /// Creates a color space from one of the names Apple defines (`CGColorSpace.sRGB`, `.genericGrayGamma2_2`, …);
    /// nil for a name this implementation does not know.
    public convenience init?(name: String) {
        guard let model = CGColorSpace.knownNames[name] else { return nil }
        self.init(name: name, model: model)
    }

    /// The number of color components (alpha excluded).
    public var numberOfComponents: Int {
        switch model {
        case .monochrome: return 1
        case .rgb, .lab, .XYZ: return 3
        case .cmyk: return 4
        case .indexed, .pattern, .unknown, .deviceN: return 1
        }
    }

    public static let sRGB = "kCGColorSpaceSRGB"
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    public static let linearSRGB = "kCGColorSpaceLinearSRGB"
    public static let extendedLinearSRGB = "kCGColorSpaceExtendedLinearSRGB"
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear"
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    public static let linearGray = "kCGColorSpaceLinearGray"
    public static let extendedGray = "kCGColorSpaceExtendedGray"
    public static let genericCMYK = "kCGColorSpaceGenericCMYK"
    // Linux: the names of the device spaces, so that `name` is never nil for the spaces we hand out.
    static let deviceRGBName = "kCGColorSpaceDeviceRGB"
    static let deviceGrayName = "kCGColorSpaceDeviceGray"

    static let knownNames: [String: CGColorSpaceModel] = [
        sRGB: .rgb, extendedSRGB: .rgb, linearSRGB: .rgb, extendedLinearSRGB: .rgb,
        displayP3: .rgb, genericRGBLinear: .rgb, deviceRGBName: .rgb,
        genericGrayGamma2_2: .monochrome, linearGray: .monochrome, extendedGray: .monochrome,
        deviceGrayName: .monochrome, genericCMYK: .cmyk,
    ]

    static let sharedDeviceRGB = CGColorSpace(name: deviceRGBName, model: .rgb)
    static let sharedDeviceGray = CGColorSpace(name: deviceGrayName, model: .monochrome)
    static let sharedSRGB = CGColorSpace(name: sRGB, model: .rgb)

    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool {
        lhs === rhs || (lhs.name == rhs.name && lhs.model == rhs.model)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(model)
    }

    public var description: String { "<CGColorSpace \(name ?? "unnamed")>" }
}

/// Creates a device-dependent RGB color space.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace.sharedDeviceRGB }
/// Creates a device-dependent grayscale color space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace.sharedDeviceGray }
