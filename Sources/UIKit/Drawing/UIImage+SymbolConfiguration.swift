import Foundation

extension UIImage {
    /// The weight of a symbol image's strokes, matched to a font weight.
    public enum SymbolWeight: Int, Sendable {
        case unspecified = 0
        case ultraLight = 1
        case thin = 2
        case light = 3
        case regular = 4
        case medium = 5
        case semibold = 6
        case bold = 7
        case heavy = 8
        case black = 9

        /// The font weight of the same name (regular for unspecified).
        public func fontWeight() -> UIFont.Weight {
            switch self {
            case .ultraLight: return .ultraLight
            case .thin: return .thin
            case .light: return .light
            case .unspecified, .regular: return .regular
            case .medium: return .medium
            case .semibold: return .semibold
            case .bold: return .bold
            case .heavy: return .heavy
            case .black: return .black
            }
        }
    }

    /// A symbol image's size relative to the text it sits in.
    public enum SymbolScale: Int, Sendable {
        case `default` = -1
        case unspecified = 0
        case small = 1
        case medium = 2
        case large = 3
    }

    /// How a symbol image is sized, weighted and coloured: a point size or a text style or a font, a weight,
    /// a scale, and hierarchical, palette or multicolour rendering. `applying(_:)` lays one configuration's
    /// specified values over another's.
    // Linux: there are no SF Symbols, so `UIImage(systemName:withConfiguration:)` is nil as
    // `UIImage(systemName:)` is (docs/DIFFERENCES.md); the configurations themselves behave as Apple's.
    open class SymbolConfiguration: UIImage.Configuration, @unchecked Sendable {
        var pointSizeValue: CGFloat = 0
        var weightValue: SymbolWeight = .unspecified
        var scaleValue: SymbolScale = .unspecified
        var textStyleValue: UIFont.TextStyle?
        var fontValue: UIFont?
        var hierarchicalColorValue: UIColor?
        var paletteColorsValue: [UIColor]?
        var prefersMulticolorValue: Bool?

        public required init() {
            super.init()
        }

        /// A configuration that specifies nothing.
        open class var unspecified: UIImage.SymbolConfiguration { SymbolConfiguration() }

        /// Sized to match `textStyle` at the current content size.
        public convenience init(textStyle: UIFont.TextStyle) {
            self.init()
            textStyleValue = textStyle
        }

        public convenience init(textStyle: UIFont.TextStyle, scale: UIImage.SymbolScale) {
            self.init(textStyle: textStyle)
            scaleValue = scale
        }

        /// Sized to match text of `pointSize` points.
        public convenience init(pointSize: CGFloat) {
            self.init()
            pointSizeValue = pointSize
        }

        public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight) {
            self.init(pointSize: pointSize)
            weightValue = weight
        }

        public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale) {
            self.init(pointSize: pointSize, weight: weight)
            scaleValue = scale
        }

        public convenience init(scale: UIImage.SymbolScale) {
            self.init()
            scaleValue = scale
        }

        public convenience init(weight: UIImage.SymbolWeight) {
            self.init()
            weightValue = weight
        }

        /// Sized and weighted to match `font`.
        public convenience init(font: UIFont) {
            self.init()
            fontValue = font
        }

        public convenience init(font: UIFont, scale: UIImage.SymbolScale) {
            self.init(font: font)
            scaleValue = scale
        }

        /// Hierarchical rendering: layers drawn in shades of `hierarchicalColor`.
        public convenience init(hierarchicalColor: UIColor) {
            self.init()
            hierarchicalColorValue = hierarchicalColor
        }

        /// Palette rendering: each layer in its own colour.
        public convenience init(paletteColors: [UIColor]) {
            self.init()
            paletteColorsValue = paletteColors
        }

        /// Multicolour rendering, where the symbol has it.
        open class func preferringMulticolor() -> Self {
            let c = Self()
            c.prefersMulticolorValue = true
            return c
        }

        /// Monochrome rendering.
        open class func preferringMonochrome() -> Self {
            let c = Self()
            c.prefersMulticolorValue = false
            return c
        }

        override func take(_ other: UIImage.Configuration) {
            guard let o = other as? SymbolConfiguration else { return }
            // A size given one way replaces a size given another way.
            if let style = o.textStyleValue {
                textStyleValue = style
                pointSizeValue = 0
                fontValue = nil
            } else if let font = o.fontValue {
                fontValue = font
                pointSizeValue = 0
                textStyleValue = nil
            } else if o.pointSizeValue > 0 {
                pointSizeValue = o.pointSizeValue
                textStyleValue = nil
                fontValue = nil
            }
            if o.weightValue != .unspecified { weightValue = o.weightValue }
            if o.scaleValue != .unspecified { scaleValue = o.scaleValue }
            if let c = o.hierarchicalColorValue { hierarchicalColorValue = c; paletteColorsValue = nil }
            if let p = o.paletteColorsValue { paletteColorsValue = p; hierarchicalColorValue = nil }
            if let m = o.prefersMulticolorValue { prefersMulticolorValue = m }
        }

        /// The same configuration without its text style.
        open func configurationWithoutTextStyle() -> Self {
            let c = copied()
            c.textStyleValue = nil
            return c
        }

        /// The same configuration without its point size and weight.
        open func configurationWithoutPointSizeAndWeight() -> Self {
            let c = copied()
            c.pointSizeValue = 0
            c.weightValue = .unspecified
            return c
        }

        /// The same configuration without its scale.
        open func configurationWithoutScale() -> Self {
            let c = copied()
            c.scaleValue = .unspecified
            return c
        }

        /// The same configuration without its weight.
        open func configurationWithoutWeight() -> Self {
            let c = copied()
            c.weightValue = .unspecified
            return c
        }

        /// Whether the two specify the same values.
        open func isEqual(to otherConfiguration: UIImage.SymbolConfiguration?) -> Bool {
            guard let o = otherConfiguration else { return false }
            return isEqual(o)
        }

        open override func isEqual(_ object: Any?) -> Bool {
            guard super.isEqual(object), let o = object as? SymbolConfiguration else { return false }
            return o.pointSizeValue == pointSizeValue && o.weightValue == weightValue && o.scaleValue == scaleValue
                && o.textStyleValue == textStyleValue && o.fontValue == fontValue
                && o.hierarchicalColorValue == hierarchicalColorValue && o.paletteColorsValue == paletteColorsValue
                && o.prefersMulticolorValue == prefersMulticolorValue
        }

        open override var hash: Int {
            var h = Hasher()
            h.combine(super.hash)
            h.combine(pointSizeValue)
            h.combine(weightValue)
            h.combine(scaleValue)
            h.combine(textStyleValue)
            return h.finalize()
        }
    }
}
