import Foundation
import TextEngine

/// UITextInput over an editing core, for UITextField and UITextView: positions are UTF-16 offsets
/// (TextOffsetPosition), geometry comes from the host's Pango layout placed at its text origin. Both classes
/// keep Apple's open members (so subclasses override them as on iOS) and hand the work to this one type.
@MainActor
struct TextInputForwarding {
    unowned let host: any TextEditingHost

    private var core: TextEditingCore { host.core }

    func offset(_ position: UITextPosition) -> Int {
        max(0, min((position as? TextOffsetPosition)?.offset ?? 0, core.length))
    }

    func nsRange(_ range: UITextRange) -> NSRange {
        if let r = range as? TextOffsetRange { return r.range }
        let a = offset(range.start), b = offset(range.end)
        return NSRange(location: min(a, b), length: abs(b - a))
    }

    // MARK: Text and selection

    func text(in range: UITextRange) -> String? {
        let r = nsRange(range)
        guard NSMaxRange(r) <= core.length else { return nil }
        return (core.text as NSString).substring(with: r)
    }

    func replace(_ range: UITextRange, withText text: String) {
        core.replace(nsRange(range), with: text)
    }

    var selectedTextRange: UITextRange? { TextOffsetRange(core.selectedRange) }

    func select(_ range: UITextRange?) {
        guard let range else { return }
        core.select(nsRange(range))
    }

    var markedTextRange: UITextRange? { core.markedRange.map { TextOffsetRange($0) } }

    // MARK: Positions and ranges

    var endOfDocument: UITextPosition { TextOffsetPosition(core.length) }

    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        TextOffsetRange(from: offset(fromPosition), to: offset(toPosition))
    }

    func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        let target = self.offset(position) + offset
        return (0...core.length).contains(target) ? TextOffsetPosition(target) : nil
    }

    func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        var current = self.offset(position)
        let layout = host.editingLayout()
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

    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        let a = offset(position), b = offset(other)
        return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
    }

    func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        let r = nsRange(range)
        return TextOffsetPosition(direction == .left || direction == .up ? r.location : NSMaxRange(r))
    }

    func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
        let o = offset(position)
        return direction == .left || direction == .up ? TextOffsetRange(from: 0, to: o) : TextOffsetRange(from: o, to: core.length)
    }

    // MARK: Geometry

    func firstRect(for range: UITextRange) -> CGRect {
        let r = nsRange(range)
        let (layout, origin) = host.textLayout()
        guard r.length > 0, let first = layout.selectionRects(from: r.location, to: NSMaxRange(r)).first else {
            return caretRect(for: TextOffsetPosition(r.location))
        }
        return first.offsetBy(dx: origin.x, dy: origin.y)
    }

    func caretRect(for position: UITextPosition) -> CGRect {
        let (layout, origin) = host.textLayout()
        var caret = layout.caret(at: offset(position)).strong
        if layout.lines.isEmpty { caret.size.height = host.emptyCaretHeight }
        // The caret is 2 pt wide, centred on the insertion point.
        return CGRect(x: origin.x + caret.minX - 1, y: origin.y + caret.minY, width: 2, height: caret.height)
    }

    func selectionRects(for range: UITextRange) -> [UITextSelectionRect] {
        let r = nsRange(range)
        let (layout, origin) = host.textLayout()
        let rects = layout.selectionRects(from: r.location, to: NSMaxRange(r))
        return rects.enumerated().map { i, rect in
            UITextSelectionRect(rect: rect.offsetBy(dx: origin.x, dy: origin.y), writingDirection: .leftToRight,
                                containsStart: i == 0, containsEnd: i == rects.count - 1)
        }
    }

    func closestPosition(to point: CGPoint) -> UITextPosition? {
        let (layout, origin) = host.textLayout()
        return TextOffsetPosition(layout.offset(closestTo: CGPoint(x: point.x - origin.x, y: point.y - origin.y)))
    }

    func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        let o = offset(closestPosition(to: point) ?? TextOffsetPosition(0))
        let r = nsRange(range)
        return TextOffsetPosition(max(r.location, min(o, NSMaxRange(r))))
    }

    func characterRange(at point: CGPoint) -> UITextRange? {
        let o = offset(closestPosition(to: point) ?? TextOffsetPosition(0))
        guard core.length > 0 else { return nil }
        return TextOffsetRange((core.text as NSString).rangeOfComposedCharacterSequence(at: min(o, core.length - 1)))
    }
}
