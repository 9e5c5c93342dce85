import Foundation

/// The tokenizer UIKit's text views use, and one a custom UITextInput can return: it finds units in the input's
/// text through its positions (UTF-16 offsets from the beginning of the document).
@preconcurrency @MainActor
open class UITextInputStringTokenizer: NSObject, UITextInputTokenizer {
    private weak var textInput: (UIResponder & UITextInput)?

    public init(textInput: UIResponder & UITextInput) {
        self.textInput = textInput
        super.init()
    }

    open func rangeEnclosingPosition(_ position: UITextPosition, with granularity: UITextGranularity,
                                     inDirection direction: UITextDirection) -> UITextRange? {
        guard let input = textInput, let offset = offset(of: position) else { return nil }
        let units = TextUnits.ranges(of: granularity, in: text(of: input))
        let towardsEnd = direction.isTowardsEnd
        // On a boundary the direction picks the unit: forward the one starting here, backward the one ending here.
        guard let unit = units.first(where: { towardsEnd ? ($0.lowerBound <= offset && offset < $0.upperBound)
                                                         : ($0.lowerBound < offset && offset <= $0.upperBound) })
                ?? units.first(where: { $0.isEmpty && $0.lowerBound == offset })
        else { return nil }
        guard let start = input.position(from: input.beginningOfDocument, offset: unit.lowerBound),
              let end = input.position(from: input.beginningOfDocument, offset: unit.upperBound) else { return nil }
        return input.textRange(from: start, to: end)
    }

    open func isPosition(_ position: UITextPosition, atBoundary granularity: UITextGranularity,
                         inDirection direction: UITextDirection) -> Bool {
        guard let input = textInput, let offset = offset(of: position) else { return false }
        let units = TextUnits.ranges(of: granularity, in: text(of: input))
        return units.contains { direction.isTowardsEnd ? $0.upperBound == offset : $0.lowerBound == offset }
    }

    open func position(from position: UITextPosition, toBoundary granularity: UITextGranularity,
                       inDirection direction: UITextDirection) -> UITextPosition? {
        guard let input = textInput, let offset = offset(of: position) else { return nil }
        let text = text(of: input)
        let units = TextUnits.ranges(of: granularity, in: text)
        let target: Int
        if direction.isTowardsEnd {
            target = units.map(\.upperBound).first { $0 > offset } ?? text.utf16.count
        } else {
            target = units.map(\.lowerBound).last { $0 < offset } ?? 0
        }
        return input.position(from: input.beginningOfDocument, offset: target)
    }

    open func isPosition(_ position: UITextPosition, withinTextUnit granularity: UITextGranularity,
                         inDirection direction: UITextDirection) -> Bool {
        guard let input = textInput, let offset = offset(of: position) else { return false }
        let units = TextUnits.ranges(of: granularity, in: text(of: input))
        return units.contains { direction.isTowardsEnd ? ($0.lowerBound <= offset && offset < $0.upperBound)
                                                       : ($0.lowerBound < offset && offset <= $0.upperBound) }
    }

    private func text(of input: UIResponder & UITextInput) -> String {
        guard let all = input.textRange(from: input.beginningOfDocument, to: input.endOfDocument) else { return "" }
        return input.text(in: all) ?? ""
    }

    private func offset(of position: UITextPosition) -> Int? {
        guard let input = textInput else { return nil }
        return input.offset(from: input.beginningOfDocument, to: position)
    }
}
