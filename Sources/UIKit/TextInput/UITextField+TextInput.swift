import Foundation
import TextEngine

// UITextInput over the editing core: positions are UTF-16 offsets (TextOffsetPosition), geometry comes from the
// text's Pango layout placed in the text rectangle.
extension UITextField: TextEditingHost {
    func editingLayout() -> PangoText.Layout { textLayout().layout }

    private func offset(_ position: UITextPosition) -> Int {
        max(0, min((position as? TextOffsetPosition)?.offset ?? 0, core.length))
    }

    private func nsRange(_ range: UITextRange) -> NSRange {
        if let r = range as? TextOffsetRange { return r.range }
        let a = offset(range.start), b = offset(range.end)
        return NSRange(location: min(a, b), length: abs(b - a))
    }

    public func text(in range: UITextRange) -> String? {
        let r = nsRange(range)
        guard NSMaxRange(r) <= core.length else { return nil }
        return (core.text as NSString).substring(with: r)
    }

    public func replace(_ range: UITextRange, withText text: String) {
        core.replace(nsRange(range), with: text)
    }

    public var selectedTextRange: UITextRange? {
        get { TextOffsetRange(core.selectedRange) }
        set {
            guard let newValue else { return }
            core.select(nsRange(newValue))
        }
    }

    public var markedTextRange: UITextRange? { core.markedRange.map { TextOffsetRange($0) } }

    public func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        core.setMarkedText(markedText, selectedRange: selectedRange)
        setNeedsDisplay()
    }

    public func unmarkText() {
        core.unmarkText()
        setNeedsDisplay()
    }

    public var beginningOfDocument: UITextPosition { TextOffsetPosition(0) }
    public var endOfDocument: UITextPosition { TextOffsetPosition(core.length) }

    public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        TextOffsetRange(from: offset(fromPosition), to: offset(toPosition))
    }

    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        let target = self.offset(position) + offset
        return (0...core.length).contains(target) ? TextOffsetPosition(target) : nil
    }

    public func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        var current = self.offset(position)
        let layout = editingLayout()
        for _ in 0..<max(0, offset) {
            switch direction {
            case .right, .left:
                guard let next = layout.offset(movingVisuallyFrom: current, right: direction == .right) else { return nil }
                current = next
            case .up, .down:
                current = layout.offset(movingLines: direction == .down ? 1 : -1, from: current, x: layout.caret(at: current).strong.minX)
            }
        }
        return TextOffsetPosition(current)
    }

    public func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        let a = offset(position), b = offset(other)
        return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
    }

    public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { offset(toPosition) - offset(from) }

    public func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        let r = nsRange(range)
        return TextOffsetPosition(direction == .left || direction == .up ? r.location : NSMaxRange(r))
    }

    public func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
        let o = offset(position)
        return direction == .left || direction == .up ? TextOffsetRange(from: 0, to: o) : TextOffsetRange(from: o, to: core.length)
    }

    public func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection {
        .leftToRight
    }

    public func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange) {}

    public func firstRect(for range: UITextRange) -> CGRect {
        let r = nsRange(range)
        let (layout, origin) = textLayout()
        guard r.length > 0, let first = layout.selectionRects(from: r.location, to: NSMaxRange(r)).first else {
            return caretRect(for: TextOffsetPosition(r.location))
        }
        return first.offsetBy(dx: origin.x, dy: origin.y)
    }

    public func caretRect(for position: UITextPosition) -> CGRect {
        let (layout, origin) = textLayout()
        var caret = layout.caret(at: offset(position)).strong
        if layout.lines.isEmpty {
            caret.size.height = (font ?? UIFont.systemFont(ofSize: 17)).lineHeight
        }
        // The caret is 2 pt wide, centred on the insertion point.
        return CGRect(x: origin.x + caret.minX - 1, y: origin.y + caret.minY, width: 2, height: caret.height)
    }

    public func selectionRects(for range: UITextRange) -> [UITextSelectionRect] {
        let r = nsRange(range)
        let (layout, origin) = textLayout()
        let rects = layout.selectionRects(from: r.location, to: NSMaxRange(r))
        return rects.enumerated().map { i, rect in
            UITextSelectionRect(rect: rect.offsetBy(dx: origin.x, dy: origin.y), writingDirection: .leftToRight,
                                containsStart: i == 0, containsEnd: i == rects.count - 1)
        }
    }

    public func closestPosition(to point: CGPoint) -> UITextPosition? {
        let (layout, origin) = textLayout()
        return TextOffsetPosition(layout.offset(closestTo: CGPoint(x: point.x - origin.x, y: point.y - origin.y)))
    }

    public func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        let o = offset(closestPosition(to: point) ?? beginningOfDocument)
        let r = nsRange(range)
        return TextOffsetPosition(max(r.location, min(o, NSMaxRange(r))))
    }

    public func characterRange(at point: CGPoint) -> UITextRange? {
        let o = offset(closestPosition(to: point) ?? beginningOfDocument)
        guard core.length > 0 else { return nil }
        let r = (core.text as NSString).rangeOfComposedCharacterSequence(at: min(o, core.length - 1))
        return TextOffsetRange(r)
    }
}
