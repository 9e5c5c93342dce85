import Foundation

/// An object that manages image data: a bitmap with a scale (pixels per point), an orientation, and
/// how it draws (rendering mode, cap insets).
///
/// Images are immutable and safe to share between threads, as Apple's are. Bad image data gives nil,
/// never a crash.
open class UIImage: NSObject, @unchecked Sendable {
    /// The underlying bitmap; nil for an empty image.
    public let cgImage: CGImage?
    /// Pixels per point: 1, 2 or 3 usually.
    public let scale: CGFloat
    /// How the bitmap must be turned to appear upright.
    public let imageOrientation: Orientation
    /// Whether the image draws in its own colors or as a template.
    public let renderingMode: RenderingMode
    /// The end caps that do not stretch or tile, in points.
    public let capInsets: UIEdgeInsets
    /// How the middle of a resizable image fills the space between its caps.
    public let resizingMode: ResizingMode
    /// True for images made by resizableImage(withCapInsets:…).
    let isResizable: Bool
    /// The color given with withTintColor(_:), for template drawing by image views and buttons.
    package let tintColor: UIColor?
    /// Made by imageFlippedForRightToLeftLayoutDirection().
    let flipsForRightToLeft: Bool
    /// The configuration given with `withConfiguration(_:)` (UIImage+Configuration.swift).
    let configurationStorage: Configuration?
    /// The asset of an image from an asset catalog or handed out by one (the asset keeps its images
    /// without it, so there is no cycle).
    let assetStorage: UIImageAsset?

    init(cgImage: CGImage?, scale: CGFloat, orientation: Orientation, renderingMode: RenderingMode = .automatic,
         capInsets: UIEdgeInsets = .zero, resizingMode: ResizingMode = .tile, resizable: Bool = false, tintColor: UIColor? = nil,
         flipsForRightToLeft: Bool = false, configuration: Configuration? = nil, asset: UIImageAsset? = nil) {
        self.cgImage = cgImage
        self.scale = scale > 0 ? scale : 1
        self.imageOrientation = orientation
        self.renderingMode = renderingMode
        self.capInsets = capInsets
        self.resizingMode = resizingMode
        self.isResizable = resizable
        self.tintColor = tintColor
        self.flipsForRightToLeft = flipsForRightToLeft
        configurationStorage = configuration
        assetStorage = asset
        super.init()
    }

    /// An empty image (size zero, no bitmap).
    public override convenience init() {
        self.init(cgImage: nil, scale: 1, orientation: .up)
    }

    /// An image of `cgImage` at scale 1, upright.
    public convenience init(cgImage: CGImage) {
        self.init(cgImage: cgImage, scale: 1, orientation: .up)
    }

    /// An image of `cgImage` with the given scale and orientation.
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: UIImage.Orientation) {
        self.init(cgImage: cgImage, scale: scale, orientation: orientation, renderingMode: .automatic)
    }

    /// Decodes PNG or JPEG data at scale 1; nil when the data is not an image.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// Decodes PNG or JPEG data with the given scale; nil when the data is not an image.
    public convenience init?(data: Data, scale: CGFloat) {
        guard let cg = CGImage.decode(data) else { return nil }
        self.init(cgImage: cg, scale: scale, orientation: .up)
    }

    /// Loads the image file at `path`. A name ending in @2x or @3x gives that scale; on a 2× or 3× screen
    /// a sibling file with that suffix is preferred, as on iOS. Nil when unreadable or not an image.
    public convenience init?(contentsOfFile path: String) {
        for candidate in UIImage.scaledVariants(ofPath: path) {
            if let data = FileManager.default.contents(atPath: candidate), let cg = CGImage.decode(data) {
                self.init(cgImage: cg, scale: UIImage.scale(ofPath: candidate), orientation: .up)
                return
            }
        }
        return nil
    }

    /// Finds the named image: first an image set of the main bundle's asset catalogs (for the current
    /// traits), then a file in the main bundle's resources or the current directory, trying png, jpg and
    /// jpeg, and the @3x/@2x/plain variants best for the screen scale. Loaded images are cached.
    public convenience init?(named name: String) {
        guard let found = UIImage.cachedNamed(name) else { return nil }
        self.init(cgImage: found.cgImage, scale: found.scale, orientation: found.imageOrientation,
                  renderingMode: found.renderingMode, asset: found.assetStorage)
    }

    /// The image an `#imageLiteral(resourceName:)` names, found as `init(named:)` finds it. As on Apple, a
    /// literal naming no image traps (the literal is a promise the resource ships with the app).
    public required convenience init(imageLiteralResourceName path: String) {
        self.init(imageLiteralNamed: path)
    }

    private convenience init!(imageLiteralNamed name: String) {
        self.init(named: name)
    }

    /// SF Symbols do not exist on Linux: always nil.
    // Linux: no symbol images; see docs/DIFFERENCES.md.
    public convenience init?(systemName name: String) {
        return nil
    }

    /// A system symbol drawn with `configuration`: nil on Linux, as `init(systemName:)` is.
    // Linux: no symbol images; see docs/DIFFERENCES.md.
    public convenience init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) {
        return nil
    }

    /// A system symbol for `traitCollection`: nil on Linux, as `init(systemName:)` is.
    // Linux: no symbol images; see docs/DIFFERENCES.md.
    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        return nil
    }

    /// The named image from the bundle's resources, carrying `configuration`.
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: UIImage.Configuration?) {
        guard let found = UIImage.cachedNamed(name, in: bundle, traits: configuration?.traitCollection) else { return nil }
        self.init(cgImage: found.cgImage, scale: found.scale, orientation: found.imageOrientation,
                  renderingMode: found.renderingMode, configuration: configuration, asset: found.assetStorage)
    }

    /// The named image from the bundle's resources (the main bundle's for nil), for `traitCollection`.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard let found = UIImage.cachedNamed(name, in: bundle, traits: traitCollection) else { return nil }
        self.init(cgImage: found.cgImage, scale: found.scale, orientation: found.imageOrientation,
                  renderingMode: found.renderingMode, configuration: traitCollection.map { UIImage.Configuration().withTraitCollection($0) },
                  asset: found.assetStorage)
    }

    /// The size in points, accounting for scale and orientation.
    open var size: CGSize {
        guard let cg = cgImage else { return .zero }
        let w = CGFloat(cg.width) / scale, h = CGFloat(cg.height) / scale
        switch imageOrientation {
        case .left, .right, .leftMirrored, .rightMirrored: return CGSize(width: h, height: w)
        default: return CGSize(width: w, height: h)
        }
    }

    /// Whether this is a symbol image (never, on Linux).
    open var isSymbolImage: Bool { false }

    /// A renderer format matching this image (its scale).
    open var imageRendererFormat: UIGraphicsImageRendererFormat {
        let f = UIGraphicsImageRendererFormat()
        f.scale = scale
        return f
    }

    // MARK: Variants

    func copy(renderingMode: RenderingMode? = nil, capInsets: UIEdgeInsets? = nil, resizingMode: ResizingMode? = nil,
              resizable: Bool? = nil, cgImage: CGImage?? = nil, tintColor: UIColor?? = nil,
              orientation: Orientation? = nil, flipsForRightToLeft: Bool? = nil, configuration: Configuration?? = nil,
              asset: UIImageAsset?? = nil) -> UIImage {
        UIImage(cgImage: cgImage ?? self.cgImage, scale: scale, orientation: orientation ?? imageOrientation,
                renderingMode: renderingMode ?? self.renderingMode, capInsets: capInsets ?? self.capInsets,
                resizingMode: resizingMode ?? self.resizingMode, resizable: resizable ?? isResizable,
                tintColor: tintColor ?? self.tintColor, flipsForRightToLeft: flipsForRightToLeft ?? self.flipsForRightToLeft,
                configuration: configuration ?? configurationStorage, asset: asset ?? assetStorage)
    }

    /// The asset this image belongs to: the variants of a catalog image set (nil for an image made in code).
    open var imageAsset: UIImageAsset? { assetStorage }

    /// Whether image views laid out right to left draw the image mirrored.
    open var flipsForRightToLeftLayoutDirection: Bool { flipsForRightToLeft }

    /// The same image, drawn mirrored by image views laid out right to left (its orientation is unchanged).
    open func imageFlippedForRightToLeftLayoutDirection() -> UIImage { copy(flipsForRightToLeft: true) }

    /// The same image with its orientation mirrored (up becomes up-mirrored, left becomes left-mirrored, and
    /// back), drawn mirrored everywhere; flipsForRightToLeftLayoutDirection is unchanged.
    open func withHorizontallyFlippedOrientation() -> UIImage {
        let mirrored: Orientation
        switch imageOrientation {
        case .up: mirrored = .upMirrored
        case .down: mirrored = .downMirrored
        case .left: mirrored = .leftMirrored
        case .right: mirrored = .rightMirrored
        case .upMirrored: mirrored = .up
        case .downMirrored: mirrored = .down
        case .leftMirrored: mirrored = .left
        case .rightMirrored: mirrored = .right
        }
        return copy(orientation: mirrored)
    }

    /// The same image with another rendering mode.
    open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { copy(renderingMode: renderingMode) }

    /// A version drawn in `color` through the image's alpha (the tint fills the image, kept by
    /// destination-in), with the same rendering mode.
    open func withTintColor(_ color: UIColor) -> UIImage { withTintColor(color, renderingMode: renderingMode) }

    /// A version drawn in `color` through the image's alpha, with the given rendering mode.
    open func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        guard let cg = cgImage else { return copy(renderingMode: renderingMode, tintColor: .some(color)) }
        return copy(renderingMode: renderingMode, cgImage: .some(UIImage.tinted(cg, color) ?? cg), tintColor: .some(color))
    }

    /// A resizable image whose middle tiles between the caps.
    open func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    /// A resizable image whose middle tiles or stretches between the caps.
    open func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        copy(capInsets: capInsets, resizingMode: resizingMode, resizable: true)
    }

    /// A resizable image that stretches the one column and row after the caps (the legacy API).
    open func stretchableImage(withLeftCapWidth leftCapWidth: Int, topCapHeight: Int) -> UIImage {
        let s = size
        let l = CGFloat(leftCapWidth), t = CGFloat(topCapHeight)
        let insets = UIEdgeInsets(top: t, left: l, bottom: topCapHeight > 0 ? max(0, s.height - t - 1) : 0,
                                  right: leftCapWidth > 0 ? max(0, s.width - l - 1) : 0)
        return resizableImage(withCapInsets: insets, resizingMode: .stretch)
    }

    /// The left cap width of a legacy stretchable image.
    open var leftCapWidth: Int { Int(capInsets.left) }
    /// The top cap height of a legacy stretchable image.
    open var topCapHeight: Int { Int(capInsets.top) }

    // MARK: Encoding

    /// PNG data of the bitmap (orientation is not applied, as on iOS); nil for an empty image.
    open func pngData() -> Data? { cgImage?.pngData() }

    /// JPEG data of the bitmap at `compressionQuality` (0…1); nil for an empty image.
    open func jpegData(compressionQuality: CGFloat) -> Data? {
        cgImage?.jpegData(compressionQuality: max(0, min(1, compressionQuality)))
    }

    // MARK: Helpers

    /// The bitmap filled with `color` where it is opaque.
    static func tinted(_ cg: CGImage, _ color: UIColor) -> CGImage? {
        guard let ctx = CGContext(data: nil, width: cg.width, height: cg.height, bitsPerComponent: 8, bytesPerRow: 0,
                                  space: CGColorSpaceCreateDeviceRGB(),
                                  bitmapInfo: [.byteOrder32Little, CGBitmapInfo(alphaInfo: .premultipliedFirst)]) else { return nil }
        let r = CGRect(x: 0, y: 0, width: cg.width, height: cg.height)
        ctx.setFillColor(color.cgColor)
        ctx.fill(r)
        ctx.setBlendMode(.destinationIn)
        ctx.draw(cg, in: r)
        return ctx.makeImage()
    }

    /// The scale a file name announces with @2x / @3x before its extension (1 otherwise).
    static func scale(ofPath path: String) -> CGFloat {
        let base = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        for s in [3, 2, 1] where base.hasSuffix("@\(s)x") { return CGFloat(s) }
        return 1
    }

    /// For a path without a scale suffix, the @Nx siblings to try first on an N× screen, then the path.
    static func scaledVariants(ofPath path: String) -> [String] {
        guard scale(ofPath: path) == 1, !((path as NSString).deletingPathExtension.hasSuffix("@1x")) else { return [path] }
        let ext = (path as NSString).pathExtension
        let stem = (path as NSString).deletingPathExtension
        func variant(_ s: Int) -> String { ext.isEmpty ? "\(stem)@\(s)x" : "\(stem)@\(s)x.\(ext)" }
        let screen = Int(UIGraphicsDefaultScale.rounded())
        var result: [String] = []
        if screen >= 2 { result.append(variant(screen)) }
        result.append(path)
        return result
    }

    /// Cache of images loaded by name (immutable values, shared between threads).
    private static let namedCache = NamedImageCache()

    /// Forgets images loaded by name and parsed asset catalogs (tests write catalogs they then remove).
    static func flushNamedCache() {
        namedCache.removeAll()
        AssetCatalog.flushCache()
    }

    static func cachedNamed(_ name: String, in bundle: Bundle? = nil, traits: UITraitCollection? = nil) -> UIImage? {
        // Apple looks in the asset catalogs before loose files.
        let wanted = AssetCatalog.Wanted(traits ?? UITraitCollection.current)
        let key = "\(name)|\(UIGraphicsDefaultScale)|\(bundle?.bundlePath ?? "")|\(wanted.scale)|\(wanted.style.rawValue)"
            + "|\(wanted.idiom.rawValue)|\(wanted.highContrast)|\(wanted.gamut.rawValue)"
        if let hit = namedCache.get(key) { return hit }
        let fromCatalog = name.isEmpty ? nil
            : AssetCatalog.catalogs(in: bundle).lazy.compactMap { $0.image(named: name, for: wanted) }.first
        guard let image = fromCatalog ?? loadNamed(name, in: bundle) else { return nil }
        namedCache.set(key, image)
        return image
    }

    static func loadNamed(_ name: String, in bundle: Bundle? = nil) -> UIImage? {
        guard !name.isEmpty else { return nil }
        var dirs: [String] = []
        if let bundle, bundle !== Bundle.main {
            // A bundle of its own (a package's Bundle.module): only its resources, as Apple looks only there.
            if let r = bundle.resourcePath { dirs.append(r) }
            dirs.append(bundle.bundlePath)
        }
        if let r = Bundle.main.resourcePath, dirs.isEmpty { dirs.append(r) }
        if bundle == nil || bundle === Bundle.main {
            dirs.append(Bundle.main.bundlePath)
            dirs.append(FileManager.default.currentDirectoryPath)
        }
        let ns = name as NSString
        let givenExt = ns.pathExtension.lowercased()
        let hasImageExt = ["png", "jpg", "jpeg"].contains(givenExt)
        let stem = hasImageExt ? ns.deletingPathExtension : name
        let exts = hasImageExt ? [ns.pathExtension] : ["png", "jpg", "jpeg"]
        // Scale suffixes in order of preference for this screen: its own, then larger, then smaller.
        let screen = max(1, min(3, Int(UIGraphicsDefaultScale.rounded())))
        let explicit = scale(ofPath: stem) != 1 || stem.hasSuffix("@1x")
        let order = explicit ? [0] : [screen] + [1, 2, 3].filter { $0 > screen } + [1, 2, 3].filter { $0 < screen }.reversed()
        for dir in Array(Set(dirs)).sorted() {
            for s in order {
                let suffix = s <= 1 ? "" : "@\(s)x"
                for ext in exts {
                    let candidates = s == 1 ? ["\(stem).\(ext)", "\(stem)@1x.\(ext)"] : ["\(stem)\(suffix).\(ext)"]
                    for file in candidates {
                        let path = (dir as NSString).appendingPathComponent(file)
                        if let data = FileManager.default.contents(atPath: path), let cg = CGImage.decode(data) {
                            return UIImage(cgImage: cg, scale: scale(ofPath: path), orientation: .up)
                        }
                    }
                }
            }
        }
        return nil
    }

    // MARK: UIAccessibility — the informal protocol's properties an image carries (see AccessibilityReadable).

    /// A string that identifies the image in UI tests (UIAccessibilityIdentification).
    @MainActor open var accessibilityIdentifier: String? {
        get { AccessibilityStorage.read(self, \.identifier) }
        set { AccessibilityStorage.write(self, \.identifier, newValue) }
    }

    /// Whether the object is an element a screen reader stops at (false by default; true for labels, controls
    /// and UIAccessibilityElement).
    @MainActor open var isAccessibilityElement: Bool {
        get { AccessibilityStorage.read(self, \.isElement) ?? false }
        set { AccessibilityStorage.write(self, \.isElement, newValue) }
    }
    /// A short description of the element (a label's text, a button's title by default).
    @MainActor open var accessibilityLabel: String? {
        get { AccessibilityStorage.read(self, \.label) }
        set { AccessibilityStorage.write(self, \.label, newValue) }
    }
    /// What happens when the element is activated.
    @MainActor open var accessibilityHint: String? {
        get { AccessibilityStorage.read(self, \.hint) }
        set { AccessibilityStorage.write(self, \.hint, newValue) }
    }
    /// The element's value (a progress view's percentage by default).
    @MainActor open var accessibilityValue: String? {
        get { AccessibilityStorage.read(self, \.value) }
        set { AccessibilityStorage.write(self, \.value, newValue) }
    }
    /// What the element is and how it behaves (.button for buttons, .staticText for labels, .image for image
    /// views, .notEnabled for disabled controls, by default).
    @MainActor open var accessibilityTraits: UIAccessibilityTraits {
        get { AccessibilityStorage.read(self, \.traits) ?? .none }
        set { AccessibilityStorage.write(self, \.traits, newValue) }
    }
}

/// A small locked dictionary for UIImage(named:).
private final class NamedImageCache: @unchecked Sendable {
    private let lock = NSLock()
    private var images: [String: UIImage] = [:]
    func get(_ key: String) -> UIImage? { lock.lock(); defer { lock.unlock() }; return images[key] }
    func set(_ key: String, _ image: UIImage) { lock.lock(); images[key] = image; lock.unlock() }
    func removeAll() { lock.lock(); images = [:]; lock.unlock() }
}

extension UIImage {
    /// How an image's bitmap is turned to appear upright.
    public enum Orientation: Int, Sendable {
        case up = 0, down = 1, left = 2, right = 3, upMirrored = 4, downMirrored = 5, leftMirrored = 6, rightMirrored = 7
    }

    /// How an image uses its color information.
    public enum RenderingMode: Int, Sendable {
        /// Template or original as the context decides (original, when drawn directly).
        case automatic = 0
        /// Always the image's own colors.
        case alwaysOriginal = 1
        /// Always a template: only the alpha counts, filled with a tint color.
        case alwaysTemplate = 2
    }

    /// How the middle of a resizable image fills its space.
    public enum ResizingMode: Int, Sendable {
        case tile = 0
        case stretch = 1
    }
}

// `#imageLiteral(resourceName:)` builds a UIImage, as UIKit's overlay declares on Apple.
extension UIImage: _ExpressibleByImageLiteral {}

extension UIImage: UIAccessibilityIdentification {}

/// The type an untyped `#imageLiteral(…)` has.
public typealias _ImageLiteralType = UIImage
