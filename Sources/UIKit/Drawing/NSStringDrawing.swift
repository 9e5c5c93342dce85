import Foundation
import TextEngine

/// Turns UIKit attributes into a Pango layout and draws it.
enum TextRenderer {
    /// Apple's default is Helvetica 12; here it is the system font (DejaVu Sans) at 12 points.
    static let defaultFont = UIFont.systemFont(ofSize: 12)

    struct Prepared {
        var text: String
        var runs: [PangoText.Run]
        var paragraph: NSParagraphStyle?
        var shadow: NSShadow?
    }

    static func prepare(_ string: String, attributes: [NSAttributedString.Key: Any]?) -> Prepared {
        let attrs = attributes ?? [:]
        let run = PangoText.Run(start: 0, end: string.utf8.count, style: style(attrs))
        return Prepared(text: string, runs: [run], paragraph: attrs[.paragraphStyle] as? NSParagraphStyle,
                        shadow: attrs[.shadow] as? NSShadow)
    }

    static func prepare(_ attributed: NSAttributedString) -> Prepared {
        let text = attributed.string
        let length = attributed.length
        // UTF-16 offsets (NSRange) → UTF-8 byte offsets (Pango).
        var utf8At = [Int](repeating: 0, count: length + 1)
        var u16 = 0, u8 = 0
        for scalar in text.unicodeScalars {
            let n16 = scalar.utf16.count, n8 = scalar.utf8.count
            for k in 0..<n16 where u16 + k <= length { utf8At[u16 + k] = u8 }
            u16 += n16; u8 += n8
        }
        if length >= 0 && u16 <= length { utf8At[min(u16, length)] = u8 }
        var runs: [PangoText.Run] = []
        var paragraph: NSParagraphStyle?
        var shadow: NSShadow?
        if length > 0 {
            AttributedRuns.enumerateRuns(of: attributed, in: NSRange(location: 0, length: length)) { attrs, range in
                if range.location == 0 {
                    paragraph = attrs[.paragraphStyle] as? NSParagraphStyle
                    shadow = attrs[.shadow] as? NSShadow
                }
                runs.append(PangoText.Run(start: utf8At[range.location], end: utf8At[range.location + range.length],
                                          style: style(attrs)))
            }
        }
        return Prepared(text: text, runs: runs, paragraph: paragraph, shadow: shadow)
    }

    static func color(_ value: Any?) -> CGColor? {
        switch value {
        case let c as UIColor: return c.cgColor
        case let c as CGColor: return c
        default: return nil
        }
    }

    static func lineStyle(_ value: Any?) -> NSUnderlineStyle {
        if let s = value as? NSUnderlineStyle { return s }
        if let n = CGFloat(anyNumber: value) { return NSUnderlineStyle(rawValue: Int(n)) }
        return []
    }

    static func style(_ attrs: [NSAttributedString.Key: Any]) -> PangoText.Style {
        let font = attrs[.font] as? UIFont ?? defaultFont
        var s = font.style
        s.foreground = color(attrs[.foregroundColor]) ?? CGColor(gray: 0, alpha: 1)
        s.background = color(attrs[.backgroundColor])
        let underline = lineStyle(attrs[.underlineStyle])
        if underline.rawValue & 0xFF != 0 {
            s.underline = underline.contains(.double) ? .double : underline.contains(.thick) ? .thick : .single
        }
        s.underlineColor = color(attrs[.underlineColor])
        s.strikethrough = lineStyle(attrs[.strikethroughStyle]).rawValue & 0xFF != 0
        s.strikethroughColor = color(attrs[.strikethroughColor])
        s.kern = CGFloat(anyNumber: attrs[.kern]) ?? 0
        s.baselineOffset = CGFloat(anyNumber: attrs[.baselineOffset]) ?? 0
        return s
    }

    /// The layout direction of the view whose text is being laid out or drawn (nil: none; text outside views
    /// takes its direction from its first strong character, as NSString drawing does).
    nonisolated(unsafe) static var viewDirection: UIUserInterfaceLayoutDirection?

    /// Runs `body` for text `view` shows: natural alignment and the paragraphs' base direction follow the
    /// view's layout direction, and dynamic colours resolve against the view's traits (text laid out outside
    /// draw(_:), for a caret or a size, has the colours it is later drawn with).
    @MainActor
    static func with<R>(_ view: UIView, _ body: () -> R) -> R {
        let saved = viewDirection
        viewDirection = view.effectiveUserInterfaceLayoutDirection
        defer { viewDirection = saved }
        var result: R?
        view.traitCollection.performAsCurrent { result = body() }
        return result!
    }

    static func paragraph(_ ps: NSParagraphStyle?, singleLine: Bool) -> PangoText.Paragraph {
        var p = PangoText.Paragraph()
        let rtl = viewDirection == .rightToLeft
        if let d = viewDirection { p.baseDirection = d == .rightToLeft ? .rightToLeft : .leftToRight }
        guard let ps else {
            if singleLine { p.wrap = .none }
            if rtl { p.alignment = .right }
            return p
        }
        switch ps.alignment {
        case .natural: p.alignment = rtl ? .right : .left
        case .left: p.alignment = .left
        case .center: p.alignment = .center
        case .right: p.alignment = .right
        case .justified: p.alignment = .justified
        }
        switch ps.lineBreakMode {
        case .byWordWrapping: p.wrap = .word
        case .byCharWrapping: p.wrap = .char
        case .byClipping: p.wrap = .none
        case .byTruncatingHead: p.ellipsize = .start
        case .byTruncatingMiddle: p.ellipsize = .middle
        case .byTruncatingTail: p.ellipsize = .end
        }
        if singleLine { p.wrap = .none; p.ellipsize = .none }
        p.lineSpacing = max(0, ps.lineSpacing)
        p.paragraphSpacing = max(0, ps.paragraphSpacing) + max(0, ps.paragraphSpacingBefore)
        p.firstLineHeadIndent = ps.firstLineHeadIndent
        p.headIndent = ps.headIndent
        p.minimumLineHeight = ps.minimumLineHeight
        p.maximumLineHeight = ps.maximumLineHeight
        p.lineHeightMultiple = ps.lineHeightMultiple
        return p
    }

    /// Lays `prepared` out. `width`/`height` nil or ≤ 0 mean unconstrained.
    static func layout(_ prepared: Prepared, width: CGFloat?, height: CGFloat?, singleLine: Bool,
                       truncatesLastLine: Bool, perParagraph: Bool = false, reusing previous: PangoText.Layout? = nil) -> PangoText.Layout {
        var w = width.flatMap { $0 > 0 && $0 < 1_000_000 ? $0 : nil }
        if let tail = prepared.paragraph?.tailIndent, tail != 0, let cw = w {
            w = tail > 0 ? min(cw, tail) : max(1, cw + tail)
        }
        let h = height.flatMap { $0 > 0 && $0 < 1_000_000 ? $0 : nil }
        return PangoText.Layout(text: prepared.text, runs: prepared.runs,
                                paragraph: paragraph(prepared.paragraph, singleLine: singleLine),
                                width: singleLine ? nil : w, heightLimit: singleLine ? nil : h,
                                truncatesLastLine: truncatesLastLine, perParagraph: perParagraph && !singleLine && h == nil,
                                reusing: previous)
    }

    /// Draws into the current UIKit context (nothing happens without one).
    static func draw(_ layout: PangoText.Layout, at point: CGPoint, shadow: NSShadow?, clip: CGRect? = nil) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.saveGState()
        if let clip { ctx.clip(to: clip) }
        if let shadow {
            // NSShadow's offset is in the user space's points (down is positive in UIKit's space);
            // CGContext wants base (device) space.
            let m = ctx.ctm
            let off = CGSize(width: shadow.shadowOffset.width * m.a + shadow.shadowOffset.height * m.c,
                             height: shadow.shadowOffset.width * m.b + shadow.shadowOffset.height * m.d)
            let blur = shadow.shadowBlurRadius * (abs(m.a * m.d - m.b * m.c)).squareRoot()
            ctx.setShadow(offset: off, blur: blur, color: color(shadow.shadowColor) ?? CGColor(gray: 0, alpha: 1.0 / 3.0))
        }
        layout.draw(in: ctx, at: point)
        ctx.restoreGState()
    }

    // MARK: The shared entry points

    static func size(_ p: Prepared) -> CGSize {
        layout(p, width: nil, height: nil, singleLine: false, truncatesLastLine: false).size
    }

    static func draw(_ p: Prepared, at point: CGPoint) {
        draw(layout(p, width: nil, height: nil, singleLine: false, truncatesLastLine: false), at: point, shadow: p.shadow)
    }

    static func draw(_ p: Prepared, in rect: CGRect) {
        let l = layout(p, width: rect.width, height: rect.height, singleLine: false, truncatesLastLine: false)
        let clips = p.paragraph?.lineBreakMode == .byClipping
        draw(l, at: rect.origin, shadow: p.shadow, clip: clips ? rect : nil)
    }

    static func boundingRect(_ p: Prepared, size: CGSize, options: NSStringDrawingOptions,
                             context: NSStringDrawingContext?) -> CGRect {
        let fragment = options.contains(.usesLineFragmentOrigin)
        let l = layout(p, width: size.width, height: size.height, singleLine: !fragment,
                       truncatesLastLine: options.contains(.truncatesLastVisibleLine))
        let r = CGRect(origin: fragment ? .zero : CGPoint(x: 0, y: -l.firstBaseline), size: l.size)
        context?.totalBounds = r
        context?.actualScaleFactor = 1
        return r
    }

    static func draw(_ p: Prepared, with rect: CGRect, options: NSStringDrawingOptions, context: NSStringDrawingContext?) {
        let fragment = options.contains(.usesLineFragmentOrigin)
        let l = layout(p, width: rect.width, height: rect.height, singleLine: !fragment,
                       truncatesLastLine: options.contains(.truncatesLastVisibleLine))
        let origin = fragment ? rect.origin : CGPoint(x: rect.minX, y: rect.minY - l.firstBaseline)
        context?.totalBounds = CGRect(origin: origin, size: l.size)
        context?.actualScaleFactor = 1
        draw(l, at: origin, shadow: p.shadow)
    }
}

// MARK: - NSString and String

extension NSString {
    /// The size the string takes when drawn with `attrs` on unwrapped lines.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        TextRenderer.size(TextRenderer.prepare(String(self), attributes: attrs))
    }

    /// Draws the string with the top left of its first line at `point`, in the current context.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        TextRenderer.draw(TextRenderer.prepare(String(self), attributes: attrs), at: point)
    }

    /// Draws the string wrapped to `rect`'s width; lines that do not fit its height are not drawn.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        TextRenderer.draw(TextRenderer.prepare(String(self), attributes: attrs), in: rect)
    }

    /// Draws the string in `rect` as `options` say.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                     context: NSStringDrawingContext?) {
        TextRenderer.draw(TextRenderer.prepare(String(self), attributes: attributes), with: rect, options: options, context: context)
    }

    /// The rectangle the string occupies when drawn in a rectangle of `size` as `options` say.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) -> CGRect {
        TextRenderer.boundingRect(TextRenderer.prepare(String(self), attributes: attributes), size: size,
                                  options: options, context: context)
    }
}

extension StringProtocol {
    /// The size the string takes when drawn with `attrs` on unwrapped lines.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        TextRenderer.size(TextRenderer.prepare(String(self), attributes: attrs))
    }

    /// Draws the string with the top left of its first line at `point`, in the current context.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        TextRenderer.draw(TextRenderer.prepare(String(self), attributes: attrs), at: point)
    }

    /// Draws the string wrapped to `rect`'s width; lines that do not fit its height are not drawn.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        TextRenderer.draw(TextRenderer.prepare(String(self), attributes: attrs), in: rect)
    }

    /// Draws the string in `rect` as `options` say.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                     context: NSStringDrawingContext?) {
        TextRenderer.draw(TextRenderer.prepare(String(self), attributes: attributes), with: rect, options: options, context: context)
    }

    /// The rectangle the string occupies when drawn in a rectangle of `size` as `options` say.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) -> CGRect {
        TextRenderer.boundingRect(TextRenderer.prepare(String(self), attributes: attributes), size: size,
                                  options: options, context: context)
    }
}

// MARK: - NSAttributedString

extension NSAttributedString {
    /// The size the text takes when drawn on unwrapped lines.
    public func size() -> CGSize { TextRenderer.size(TextRenderer.prepare(self)) }

    /// Draws the text with the top left of its first line at `point`, in the current context.
    public func draw(at point: CGPoint) { TextRenderer.draw(TextRenderer.prepare(self), at: point) }

    /// Draws the text wrapped to `rect`'s width; lines that do not fit its height are not drawn.
    public func draw(in rect: CGRect) { TextRenderer.draw(TextRenderer.prepare(self), in: rect) }

    /// Draws the text in `rect` as `options` say.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        TextRenderer.draw(TextRenderer.prepare(self), with: rect, options: options, context: context)
    }

    /// The rectangle the text occupies when drawn in a rectangle of `size` as `options` say.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             context: NSStringDrawingContext?) -> CGRect {
        TextRenderer.boundingRect(TextRenderer.prepare(self), size: size, options: options, context: context)
    }
}
