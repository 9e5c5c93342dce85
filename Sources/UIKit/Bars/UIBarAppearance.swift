import Foundation

/// The look of a bar's background and shadow, shared by navigation bars, toolbars and tab bars (iOS 13).
@preconcurrency @MainActor
open class UIBarAppearance: NSObject {
    /// The idiom the appearance was made for.
    public let idiom: UIUserInterfaceIdiom
    /// A colour over the background effect.
    open var backgroundColor: UIColor?
    /// An image over the background colour.
    open var backgroundImage: UIImage?
    /// How the background image fills the bar.
    open var backgroundImageContentMode: UIView.ContentMode = .scaleToFill
    /// The colour of the hairline under (navigation bar) or over (tab bar, toolbar) the bar; nil or clear hides it.
    open var shadowColor: UIColor?
    /// An image used as the hairline instead of the colour.
    open var shadowImage: UIImage?
    // Linux: UIBlurEffect is not here yet, so `backgroundEffect` is missing; the default background is drawn as
    // a translucent bar colour (Metrics.material) instead of the system chrome material.
    /// Whether the background is the system's translucent material (the default background).
    var usesMaterial = true

    private enum Metrics {
        /// ⚠ The system chrome material over white, approximated as a translucent colour (no blur yet).
        static let material = UIColor(dynamicProvider: { t in
            t.userInterfaceStyle == .dark ? UIColor(white: 0.11, alpha: 0.94) : UIColor(white: 0.976, alpha: 0.94)
        })
        /// Apple's default shadow: black at 30 % (UIBarAppearance.h documents the default shadow colour).
        static let shadow = UIColor(white: 0, alpha: 0.3)
    }

    /// An appearance with the default (translucent) background for the current idiom.
    public convenience override init() { self.init(idiom: UIDevice.current.userInterfaceIdiom) }

    /// An appearance with the default (translucent) background for an idiom.
    public init(idiom: UIUserInterfaceIdiom) {
        self.idiom = idiom
        super.init()
        configureWithDefaultBackground()
    }

    /// A copy of another appearance, as this class.
    public required init(barAppearance: UIBarAppearance) {
        idiom = barAppearance.idiom
        super.init()
        copyBackground(from: barAppearance)
    }

    // Linux: there are no nib archives; the initializer exists so iOS subclasses compile.
    // Non-failable as Apple's, so that iOS subclasses' `required init(coder: NSCoder)` compiles.
    public required init(coder: NSCoder) {
        idiom = .unspecified
        super.init()
        configureWithDefaultBackground()
    }

    func copyBackground(from other: UIBarAppearance) {
        backgroundColor = other.backgroundColor
        backgroundImage = other.backgroundImage
        backgroundImageContentMode = other.backgroundImageContentMode
        shadowColor = other.shadowColor
        shadowImage = other.shadowImage
        usesMaterial = other.usesMaterial
    }

    /// The translucent system background with its shadow.
    open func configureWithDefaultBackground() {
        usesMaterial = true
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = Metrics.shadow
        shadowImage = nil
    }

    /// An opaque background in the system background colour, with the shadow.
    open func configureWithOpaqueBackground() {
        usesMaterial = false
        backgroundColor = .systemBackground
        backgroundImage = nil
        shadowColor = Metrics.shadow
        shadowImage = nil
    }

    /// No background and no shadow.
    open func configureWithTransparentBackground() {
        usesMaterial = false
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = nil
        shadowImage = nil
    }

    /// A copy of the appearance.
    open func copy() -> Self { makeCopy() }

    private func makeCopy() -> Self { Self(barAppearance: self) }

    /// NSObject's untyped copy, the same copy. Disfavoured so that `appearance.copy()` is the typed one, as
    /// Apple's `- (instancetype)copy` makes it for Swift.
    // Linux: Foundation's NSObject declares `copy() -> Any`; without this, `let a = appearance.copy()` is ambiguous.
    @_disfavoredOverload
    open override func copy() -> Any { mainActorCopy { makeCopy() } }

    /// Draws the background (material, colour, image) into `rect`, and the shadow along `shadowEdge`.
    func drawBackground(in rect: CGRect, shadowEdge: CGRectEdge, scale: CGFloat) {
        if usesMaterial {
            Metrics.material.setFill()
            UIRectFillUsingBlendMode(rect, .normal)
        }
        if let backgroundColor {
            backgroundColor.setFill()
            UIRectFillUsingBlendMode(rect, .normal)
        }
        backgroundImage?.draw(in: rect)
        let hairline = 1 / max(scale, 1)
        let line = shadowEdge == .maxYEdge
            ? CGRect(x: rect.minX, y: rect.maxY - hairline, width: rect.width, height: hairline)
            : CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: hairline)
        if let shadowImage {
            shadowImage.draw(in: line)
        } else if let shadowColor {
            shadowColor.setFill()
            UIRectFillUsingBlendMode(line, .normal)
        }
    }
}
