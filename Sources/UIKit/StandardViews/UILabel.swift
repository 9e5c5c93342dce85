import Foundation
import TextEngine

/// A view that shows one or more lines of read-only text.
///
/// `text`, `font`, `textColor`, `textAlignment` and `lineBreakMode` are kept in sync with
/// `attributedText`, as on iOS: setting a style property applies it to the whole attributed text, and
/// setting attributed text takes the style properties from its first character.
@preconcurrency @MainActor
open class UILabel: UIView {
    var attributedStorage: NSAttributedString?
    var fontStorage = UIFont.systemFont(ofSize: 17)
    var textColorStorage: UIColor = .label
    var alignmentStorage: NSTextAlignment = .natural
    var lineBreakModeStorage: NSLineBreakMode = .byTruncatingTail

    /// The text shown (nil by default).
    open var text: String? {
        get { attributedStorage?.string }
        set {
            attributedStorage = newValue.map {
                AttributedStringRunArrays.adopt(NSAttributedString(string: $0, attributes: styleAttributes()))
            }
            textDidChange()
        }
    }

    /// The styled text shown. Setting it takes font, colour, alignment and line break mode from its first
    /// character; ranges without a font or colour get the label's.
    open var attributedText: NSAttributedString? {
        get { attributedStorage }
        set {
            guard let newValue else {
                attributedStorage = nil
                textDidChange()
                return
            }
            if newValue.length > 0 {
                let first = newValue.attributes(at: 0, effectiveRange: nil)
                if let f = first[.font] as? UIFont { fontStorage = f }
                if let c = first[.foregroundColor] as? UIColor { textColorStorage = c }
                if let p = first[.paragraphStyle] as? NSParagraphStyle {
                    alignmentStorage = p.alignment
                    lineBreakModeStorage = p.lineBreakMode
                }
            }
            let defaults = styleAttributes()
            let filled = UILabel.rebuilt(newValue) { attrs in
                var d = attrs
                for key in [NSAttributedString.Key.font, .foregroundColor, .paragraphStyle] where d[key] == nil {
                    d[key] = defaults[key]
                }
                return d
            }
            attributedStorage = filled
            textDidChange()
        }
    }

    /// The font of the text. Default: the system font at 17 points.
    /// Whether the label's font follows the user's text size (fonts from preferredFont or UIFontMetrics
    /// only). False by default.
    open var adjustsFontForContentSizeCategory: Bool = false

    open var font: UIFont! {
        get { fontStorage }
        set {
            fontStorage = newValue ?? UIFont.systemFont(ofSize: 17)
            applyToWholeText(.font, fontStorage)
        }
    }

    /// The colour of the text. Default: the label colour (black).
    open var textColor: UIColor! {
        get { textColorStorage }
        set {
            textColorStorage = newValue ?? .label
            applyToWholeText(.foregroundColor, textColorStorage)
        }
    }

    /// How lines are aligned. Default natural (left, in a left-to-right language).
    open var textAlignment: NSTextAlignment {
        get { alignmentStorage }
        set {
            alignmentStorage = newValue
            applyToWholeText(.paragraphStyle, nil)
        }
    }

    /// How text that does not fit is wrapped or truncated. Default byTruncatingTail.
    open var lineBreakMode: NSLineBreakMode {
        get { lineBreakModeStorage }
        set {
            lineBreakModeStorage = newValue
            applyToWholeText(.paragraphStyle, nil)
        }
    }

    /// The most lines shown; 0 means as many as needed. Default 1.
    open var numberOfLines: Int = 1 { didSet { if oldValue != numberOfLines { textDidChange() } } }

    /// The colour of the text while highlighted (nil: the text colour).
    open var highlightedTextColor: UIColor? { didSet { if isHighlighted { setNeedsDisplay() } } }
    /// Whether the label draws its highlighted text colour.
    open var isHighlighted = false { didSet { if oldValue != isHighlighted { setNeedsDisplay() } } }
    /// Whether the text is drawn normally (true) or dimmed.
    open var isEnabled = true { didSet { if oldValue != isEnabled { setNeedsDisplay() } } }

    /// The colour of the text's shadow (nil: no shadow).
    open var shadowColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The shadow's offset in points. Default (0, −1).
    open var shadowOffset = CGSize(width: 0, height: -1) { didSet { setNeedsDisplay() } }

    /// Whether the font shrinks so a line's text fits the width (not below minimumScaleFactor).
    open var adjustsFontSizeToFitWidth = false { didSet { setNeedsDisplay() } }
    /// The smallest factor the font may be scaled by when adjusting to fit. Default 0.
    open var minimumScaleFactor: CGFloat = 0 { didSet { setNeedsDisplay() } }
    /// Whether characters are tightened before truncating. Default false. Kept; Pango does not tighten.
    open var allowsDefaultTighteningForTruncation = false
    /// How the baseline moves when the font shrinks. Default alignBaselines. Kept; text is centred.
    open var baselineAdjustment: UIBaselineAdjustment = .alignBaselines

    /// The width at which multi-line text wraps for its intrinsic size (0: the current width).
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if oldValue != preferredMaxLayoutWidth { invalidateIntrinsicContentSize() } }
    }

    /// Creates a label with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureLabel()
    }

    /// Creates a label from an archive (a nib's or storyboard's `<label>`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureLabel()
        if let nib = coder as? NibCoder {
            decodeViewKeys(nib)
            decodeLabelKeys(nib)
        }
    }

    /// The label's outlets and key paths for the nib loader (`text`, `textColor` …).
    // Linux: see UINibConnectable.
    open override func setNibValue(_ value: Any?, forKey key: String) -> Bool {
        setLabelNibValue(value, forKey: key)
    }

    private func configureLabel() {
        isUserInteractionEnabled = false
        isOpaque = false
        contentMode = .redraw
        // contentMode redraw: a new size draws again.
        layer.needsDisplayOnBoundsChange = true
    }

    // MARK: Sizing

    /// The rectangle the text takes in `bounds` (text wrapped to its width, at most `numberOfLines` lines
    /// when not 0, and no more lines than fit its height), at the top left of `bounds`.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        guard let attributed = attributedStorage, attributed.length > 0 else {
            return CGRect(origin: bounds.origin, size: .zero)
        }
        let scale = fontScale(forWidth: bounds.width, height: bounds.height)
        let layout = TextRenderer.with(self) {
            makeLayout(scaled(attributed, scale), width: bounds.width, maxLines: numberOfLines, heightLimit: bounds.height)
        }
        var size = layout.size
        if bounds.width > 0 && bounds.width < UILabel.huge { size.width = min(size.width, bounds.width) }
        return CGRect(origin: bounds.origin, size: size)
    }

    /// The text's size rounded up to whole points: one line at its full width when numberOfLines is 1,
    /// otherwise wrapped to `size.width` (unconstrained when 0).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let w = numberOfLines == 1 || size.width <= 0 ? UILabel.huge : size.width
        let r = textRect(forBounds: CGRect(x: 0, y: 0, width: w, height: UILabel.huge), limitedToNumberOfLines: numberOfLines)
        return CGSize(width: r.width.rounded(.up), height: r.height.rounded(.up))
    }

    /// The text's size rounded up; multi-line text wraps at preferredMaxLayoutWidth when set, else at
    /// the current width.
    open override var intrinsicContentSize: CGSize {
        if numberOfLines == 1 { return sizeThatFits(CGSize(width: UILabel.huge, height: UILabel.huge)) }
        let w = preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : (bounds.width > 0 ? bounds.width : 0)
        return sizeThatFits(CGSize(width: w, height: UILabel.huge))
    }

    // MARK: Drawing

    /// Draws the label's text.
    open override func draw(_ rect: CGRect) {
        drawText(in: bounds)
    }

    /// Draws the text in `rect`, vertically centred (the height of textRect(forBounds:) centred in `rect`).
    open func drawText(in rect: CGRect) {
        guard let attributed = attributedStorage, attributed.length > 0 else { return }
        let textRect = self.textRect(forBounds: rect, limitedToNumberOfLines: numberOfLines)
        let scale = fontScale(forWidth: rect.width, height: rect.height)
        let drawn = drawingAttributes(scaled(attributed, scale))
        let layout = TextRenderer.with(self) {
            makeLayout(drawn, width: rect.width, maxLines: numberOfLines, heightLimit: rect.height)
        }
        let origin = CGPoint(x: rect.minX, y: rect.minY + (rect.height - textRect.height) / 2)
        let shadow: NSShadow? = {
            guard let shadowColor else { return nil }
            let s = NSShadow()
            s.shadowColor = shadowColor
            s.shadowOffset = shadowOffset
            s.shadowBlurRadius = 0
            return s
        }()
        TextRenderer.draw(layout, at: origin, shadow: shadow, clip: lineBreakMode == .byClipping ? rect : nil)
    }

    // MARK: Internals

    static let huge: CGFloat = 1_000_000
    /// A copy of `a` with each run's attributes changed by `transform` (see AttributedRuns for why not
    /// NSMutableAttributedString's own editing).
    static func rebuilt(_ a: NSAttributedString, _ transform: ([NSAttributedString.Key: Any]) -> [NSAttributedString.Key: Any])
        -> NSAttributedString {
        AttributedRuns.mapped(a, transform)
    }

    func styleAttributes() -> [NSAttributedString.Key: Any] {
        let p = NSMutableParagraphStyle()
        p.alignment = alignmentStorage
        p.lineBreakMode = lineBreakModeStorage
        return [.font: fontStorage, .foregroundColor: textColorStorage, .paragraphStyle: p.copy() as! NSParagraphStyle]
    }

    /// Applies a style property to the whole attributed text (the paragraph style when `value` is nil).
    func applyToWholeText(_ key: NSAttributedString.Key, _ value: Any?) {
        if let a = attributedStorage, a.length > 0 {
            let v = value ?? styleAttributes()[.paragraphStyle]!
            attributedStorage = UILabel.rebuilt(a) { attrs in
                var d = attrs
                d[key] = v
                return d
            }
        }
        textDidChange()
    }

    func textDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    /// The attributed text as drawn now: the highlighted colour, or dimmed when disabled.
    func drawingAttributes(_ a: NSAttributedString) -> NSAttributedString {
        var color: UIColor?
        if isHighlighted, let h = highlightedTextColor { color = h }
        if !isEnabled {
            // ⚠ Apple draws disabled text dimmed without documenting the colour; here it is the text colour
            // at half its alpha.
            let base = color ?? textColorStorage
            var a: CGFloat = 1
            _ = base.getRed(nil, green: nil, blue: nil, alpha: &a)
            color = base.withAlphaComponent(a * 0.5)
        }
        guard let color else { return a }
        return UILabel.rebuilt(a) { attrs in
            var d = attrs
            d[.foregroundColor] = color
            return d
        }
    }

    /// `a` with every font scaled by `scale`.
    func scaled(_ a: NSAttributedString, _ scale: CGFloat) -> NSAttributedString {
        guard scale < 1 else { return a }
        let base = fontStorage
        return UILabel.rebuilt(a) { attrs in
            var d = attrs
            let f = d[.font] as? UIFont ?? base
            d[.font] = f.withSize(f.pointSize * scale)
            return d
        }
    }

    /// The factor the font is scaled by to fit `width` (1 unless adjustsFontSizeToFitWidth): the largest
    /// factor, not below minimumScaleFactor, at which a single line fits the width (or multi-line text
    /// fits the height).
    func fontScale(forWidth width: CGFloat, height: CGFloat) -> CGFloat {
        guard adjustsFontSizeToFitWidth, let a = attributedStorage, a.length > 0,
              width > 0, width < UILabel.huge else { return 1 }
        func fits(_ s: CGFloat) -> Bool {
            if numberOfLines == 1 {
                return makeLayout(scaled(a, s), width: nil, maxLines: 1, heightLimit: nil).size.width <= width + 0.001
            }
            let full = makeLayout(scaled(a, s), width: width, maxLines: 0, heightLimit: nil)
            let limited = makeLayout(scaled(a, s), width: width, maxLines: numberOfLines,
                                     heightLimit: height > 0 && height < UILabel.huge ? height : nil)
            return limited.lines.count == full.lines.count
        }
        if fits(1) { return 1 }
        let floor = max(0.01, min(1, minimumScaleFactor))
        if !fits(floor) { return floor }
        var lo = floor, hi: CGFloat = 1
        for _ in 0..<12 {
            let mid = (lo + hi) / 2
            if fits(mid) { lo = mid } else { hi = mid }
        }
        return lo
    }

    /// Labels longer than this may be cut to what can show before being laid out.
    static let longText = 8_192

    /// For long text shown in a bounded number of lines: the part of `a` that can appear in the label (the
    /// start; for one line truncated at the head, the end; truncated in the middle, both ends), so that a
    /// label holding a megabyte lays out a few thousand characters, not all of them. The cut is kept only
    /// when it provably overflows what shows (wider than one line, or more lines than are kept), so the
    /// lines drawn and the truncation are those of the whole text; otherwise the whole text is used.
    func visiblePart(of a: NSAttributedString, width w: CGFloat?, maxLines: Int, heightLimit h: CGFloat?) -> NSAttributedString {
        guard let w, a.length > UILabel.longText else { return a }
        var smallest = CGFloat.greatestFiniteMagnitude
        a.enumerateAttribute(.font, in: NSRange(location: 0, length: a.length), options: [.longestEffectiveRangeNotRequired]) { value, _, _ in
            smallest = min(smallest, (value as? UIFont)?.pointSize ?? TextRenderer.defaultFont.pointSize)
        }
        smallest = max(1, smallest)
        var lines = maxLines > 0 ? maxLines : Int.max
        if let h { lines = min(lines, Int(h / smallest) + 1) }
        guard lines < Int.max else { return a }
        // Ordinary glyphs advance at least a fifth of an em; the check below catches text that does not.
        let perLine = Int(w / (smallest * 0.2)) + 1
        let (keep, overflow) = lines.multipliedReportingOverflow(by: perLine)
        guard !overflow else { return a }
        let k = keep + 256
        guard a.length > 2 * k + 1 else { return a }
        let ns = a.string as NSString
        // Cut on composed-character boundaries, never inside a surrogate pair or a cluster.
        func boundary(_ i: Int) -> Int { ns.rangeOfComposedCharacterSequence(at: i).location }
        let singleLine = maxLines == 1
        let cut: NSAttributedString
        if singleLine && lineBreakModeStorage == .byTruncatingHead {
            let start = boundary(a.length - k)
            cut = AttributedStringRunArrays.adopt(a.attributedSubstring(from: NSRange(location: start, length: a.length - start)))
        } else if singleLine && lineBreakModeStorage == .byTruncatingMiddle {
            let headEnd = boundary(k), tailStart = boundary(a.length - k)
            var m = AttributedRuns.Builder()
            m.append(a, range: NSRange(location: 0, length: headEnd))
            m.append(a, range: NSRange(location: tailStart, length: a.length - tailStart))
            cut = m.build()
        } else {
            cut = AttributedStringRunArrays.adopt(a.attributedSubstring(from: NSRange(location: 0, length: boundary(k))))
        }
        // The cut must overflow what shows: each kept half wider than the line when on one line; at least two
        // lines past the last kept one when wrapped (breaks are chosen line by line from the start, so a
        // cut that far down changes none of the lines shown).
        let prepared = TextRenderer.prepare(cut)
        var p = TextRenderer.paragraph(prepared.paragraph, singleLine: false)
        p.ellipsize = .none // the lines themselves are counted, not what truncation would leave of them
        if singleLine {
            // One line shows the first line only: a cut that holds a whole first line changes nothing. Head
            // and middle truncation keep the end of the first line, so they are cut only without newlines.
            let endsFirstLine = ns.range(of: "\n").location
            let truncatesEnd = lineBreakModeStorage == .byTruncatingHead || lineBreakModeStorage == .byTruncatingMiddle
            if truncatesEnd { if endsFirstLine != NSNotFound { return a } } else if endsFirstLine < k { return cut }
            p.wrap = .none
            let natural = PangoText.Layout(text: prepared.text, runs: prepared.runs, paragraph: p, width: nil)
            return natural.size.width > (lineBreakModeStorage == .byTruncatingMiddle ? 2 * w : w) ? cut : a
        }
        p.wrap = lineBreakModeStorage == .byCharWrapping ? .char : .word
        let wrapped = PangoText.Layout(text: prepared.text, runs: prepared.runs, paragraph: p, width: w)
        return wrapped.lines.count >= lines + 2 ? cut : a
    }

    /// The first line of `a` with its start (byTruncatingHead) or middle (byTruncatingMiddle) replaced by
    /// "…", keeping as many characters as fit `width` on one line.
    func truncated(_ a: NSAttributedString, toWidth width: CGFloat, paragraph: PangoText.Paragraph) -> NSAttributedString {
        let ns = a.string as NSString
        let firstLine = ns.range(of: "\n").location
        let line = firstLine == NSNotFound
            ? a : AttributedStringRunArrays.adopt(a.attributedSubstring(from: NSRange(location: 0, length: firstLine)))
        let s = line.string
        let bounds = s.indices.map { $0.utf16Offset(in: s) } + [s.utf16.count]
        let n = bounds.count - 1
        let length = line.length
        func candidate(_ k: Int) -> NSAttributedString {
            var m = AttributedRuns.Builder()
            func ellipsis(near i: Int) {
                let attrs = length > 0 ? line.attributes(at: min(max(0, i), length - 1), effectiveRange: nil) : [:]
                m.append("…", attributes: attrs)
            }
            if lineBreakModeStorage == .byTruncatingHead {
                let start = bounds[n - k]
                ellipsis(near: start)
                m.append(line, range: NSRange(location: start, length: length - start))
            } else {
                let headEnd = bounds[(k + 1) / 2], tailStart = bounds[n - k / 2]
                m.append(line, range: NSRange(location: 0, length: headEnd))
                ellipsis(near: headEnd - 1)
                m.append(line, range: NSRange(location: tailStart, length: length - tailStart))
            }
            return m.build()
        }
        func fits(_ k: Int) -> Bool {
            let c = TextRenderer.prepare(candidate(k))
            return PangoText.Layout(text: c.text, runs: c.runs, paragraph: paragraph, width: nil).size.width <= width + 0.001
        }
        var lo = 0, hi = n     // fits(lo) is assumed (an ellipsis alone); the largest k that fits is wanted
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if fits(mid) { lo = mid } else { hi = mid - 1 }
        }
        return candidate(lo)
    }

    /// Lays `a` out as the label does: wrapped (or truncated) at `width`, at most `maxLines` lines (0:
    /// any number) and no more than fit `heightLimit` (at least one); the last kept line is truncated
    /// when text was cut and the line break mode truncates.
    func makeLayout(_ whole: NSAttributedString, width: CGFloat?, maxLines: Int, heightLimit: CGFloat?) -> PangoText.Layout {
        let w = width.flatMap { $0 > 0 && $0 < UILabel.huge ? $0 : nil }
        let h = heightLimit.flatMap { $0 > 0 && $0 < UILabel.huge ? $0 : nil }
        let a = visiblePart(of: whole, width: w, maxLines: maxLines, heightLimit: h)
        let prepared = TextRenderer.prepare(a)
        var p = TextRenderer.paragraph(prepared.paragraph, singleLine: false)
        let truncates = [.byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail].contains(lineBreakModeStorage)
        func build(_ p: PangoText.Paragraph, heightLimit: CGFloat?, truncateLast: Bool) -> PangoText.Layout {
            PangoText.Layout(text: prepared.text, runs: prepared.runs, paragraph: p, width: w,
                             heightLimit: heightLimit, truncatesLastLine: truncateLast)
        }
        if maxLines == 1, let w, lineBreakModeStorage == .byTruncatingHead || lineBreakModeStorage == .byTruncatingMiddle {
            // Pango leaves a gap where it cuts the start or the middle of a line; cut the text here instead.
            p.wrap = .none
            p.ellipsize = .none
            let natural = PangoText.Layout(text: prepared.text, runs: prepared.runs, paragraph: p, width: nil)
            if natural.lines.count <= 1 && natural.size.width <= w { return build(p, heightLimit: nil, truncateLast: false) }
            let cut = truncated(a, toWidth: w, paragraph: p)
            let c = TextRenderer.prepare(cut)
            return PangoText.Layout(text: c.text, runs: c.runs, paragraph: p, width: w)
        }
        if maxLines == 1 {
            p.wrap = truncates ? .word : .none
            switch lineBreakModeStorage {
            case .byTruncatingHead: p.ellipsize = .start
            case .byTruncatingMiddle: p.ellipsize = .middle
            case .byTruncatingTail: p.ellipsize = .end
            default: p.ellipsize = .none
            }
            if w == nil { p.wrap = .none; p.ellipsize = .none }
            let l = build(p, heightLimit: nil, truncateLast: false)
            guard l.lines.count > 1, let first = l.lines.first else { return l }
            return build(p, heightLimit: first.top + first.height, truncateLast: false)
        }
        p.wrap = lineBreakModeStorage == .byCharWrapping ? .char : .word
        p.ellipsize = .none
        if w == nil { p.wrap = .none }
        let l = build(p, heightLimit: nil, truncateLast: false)
        var keep = l.lines.count
        if maxLines > 0 { keep = min(keep, maxLines) }
        if let h {
            let fitting = l.lines.prefix(keep).filter { $0.top + $0.height <= h + 0.01 }.count
            keep = max(1, min(keep, fitting))
        }
        guard keep < l.lines.count, keep > 0 else { return l }
        let last = l.lines[keep - 1]
        return build(p, heightLimit: last.top + last.height, truncateLast: truncates && w != nil)
    }
}

