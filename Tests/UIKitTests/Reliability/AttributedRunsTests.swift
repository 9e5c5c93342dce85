import Foundation
import Testing
@testable import UIKit

/// Issue 18 (fuzzing): every path where OpenUIKit puts a run of attributes next to another, or asks Foundation
/// for a longest effective range, used to halt the process in swift-corelibs-foundation when the two runs held
/// different UIFont or UIColor instances under the same key with as many keys each (see AttributedRuns). Each
/// test below halted before its path went through AttributedRuns; strings the tests build themselves keep
/// neighbouring runs' key counts apart, so that only OpenUIKit's own edits are tested.
@Suite @MainActor struct AttributedRunsTests {
    /// The runs of `a` as (text, font size, colour), padding left out.
    private func runs(_ a: NSAttributedString) -> [(String, CGFloat?, UIColor?)] {
        var out: [(String, CGFloat?, UIColor?)] = []
        AttributedRuns.enumerateRuns(of: a, in: NSRange(location: 0, length: a.length)) { attrs, range in
            out.append(((a.string as NSString).substring(with: range), (attrs[.font] as? UIFont)?.pointSize,
                        attrs[.foregroundColor] as? UIColor))
        }
        return out
    }

    /// No two neighbouring runs have the same number of keys: Foundation never compares them value by value.
    private func neighboursDifferInKeyCount(_ a: NSAttributedString) -> Bool {
        var counts: [Int] = []
        a.enumerateAttributes(in: NSRange(location: 0, length: a.length), options: [.longestEffectiveRangeNotRequired]) { attrs, _, _ in
            counts.append(attrs.count)
        }
        return zip(counts, counts.dropFirst()).allSatisfy { $0 != $1 }
    }

    @Test func typingInsideStyledTextViewTextKeepsBothStyles() throws {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        view.attributedText = NSAttributedString(string: "abcd", attributes: [.font: UIFont.systemFont(ofSize: 20),
                                                                             .foregroundColor: UIColor.red])
        view.font = UIFont.systemFont(ofSize: 11)
        view.textColor = .blue
        view.selectedRange = NSRange(location: 2, length: 0)
        view.insertText("XY")
        let text = try #require(view.attributedText)
        #expect(text.string == "abXYcd")
        let shown = runs(text)
        #expect(shown.map(\.0) == ["ab", "XY", "cd"])
        #expect(shown.map(\.1) == [20, 11, 20])
        #expect(shown.map(\.2) == [UIColor.red, .blue, .red])
        #expect(neighboursDifferInKeyCount(text))
        // Replacing a range across both styles, and deleting back into the first.
        view.selectedRange = NSRange(location: 1, length: 4)
        view.insertText("Z")
        view.deleteBackward()
        view.deleteBackward()
        #expect(view.attributedText.string == "d")
        #expect(runs(view.attributedText).map(\.1) == [20])
    }

    @Test func typingInsideStyledTextFieldTextKeepsBothStyles() throws {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        field.attributedText = NSAttributedString(string: "abcd", attributes: [.font: UIFont.systemFont(ofSize: 20),
                                                                              .foregroundColor: UIColor.red])
        field.font = UIFont.systemFont(ofSize: 11)
        field.textColor = .blue
        let start = field.beginningOfDocument
        let at2 = try #require(field.position(from: start, offset: 2))
        field.selectedTextRange = field.textRange(from: at2, to: at2)
        field.insertText("XY")
        let text = try #require(field.attributedText)
        #expect(text.string == "abXYcd")
        #expect(runs(text).map(\.1) == [20, 11, 20])
        #expect(neighboursDifferInKeyCount(text))
        // Marked text goes through the same replacement.
        field.setMarkedText("か", selectedRange: NSRange(location: 1, length: 0))
        field.unmarkText()
        #expect(field.attributedText?.string == "abXYかcd")
    }

    /// Three runs, each in its own font instance, with as many keys each once the label fills in its defaults.
    private func styledLabel(_ text: [String]) -> UILabel {
        var builder = AttributedRuns.Builder()
        for (i, piece) in text.enumerated() {
            builder.append(piece, attributes: [.font: UIFont.systemFont(ofSize: CGFloat(14 + 2 * i))])
        }
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 90, height: 30))
        label.attributedText = builder.build()
        return label
    }

    @Test(arguments: [NSLineBreakMode.byTruncatingMiddle, .byTruncatingHead])
    func truncatingStyledLabelTextPutsUnlikeRunsSideBySide(mode: NSLineBreakMode) throws {
        let label = styledLabel(["Beginning ", "middle part ", "and the end"])
        label.numberOfLines = 1
        label.lineBreakMode = mode
        let text = try #require(label.attributedText)
        #expect(neighboursDifferInKeyCount(text))
        let cut = label.truncated(text, toWidth: 90, paragraph: TextRenderer.paragraph(nil, singleLine: true))
        #expect(cut.string.contains("…"))
        #expect(neighboursDifferInKeyCount(cut))
        if mode == .byTruncatingMiddle {
            // The head keeps the first font, the tail the last: the two end up next to each other.
            let sizes = runs(cut).compactMap(\.1)
            #expect(sizes.first == 14 && sizes.last == 18)
        }
        _ = label.makeLayout(text, width: 90, maxLines: 1, heightLimit: 30)
    }

    @Test func longStyledLabelTextIsCutWithoutComparingFonts() throws {
        let long = String(repeating: "word ", count: 4_000)
        let label = styledLabel([long, long, long])
        label.numberOfLines = 1
        label.lineBreakMode = .byTruncatingMiddle
        let text = try #require(label.attributedText)
        #expect(text.length > UILabel.longText)
        let shown = label.visiblePart(of: text, width: 90, maxLines: 1, heightLimit: 30)
        #expect(shown.length < text.length)
        #expect(neighboursDifferInKeyCount(shown))
        let sizes = runs(shown).compactMap(\.1)
        #expect(sizes.first == 14 && sizes.last == 18)
    }

    @Test func builderPadsOnlyWhereCountsWouldMatch() {
        var builder = AttributedRuns.Builder()
        builder.append("a", attributes: [.font: UIFont.systemFont(ofSize: 10)])
        builder.append("b", attributes: [.font: UIFont.systemFont(ofSize: 12)])
        builder.append("c", attributes: [.font: UIFont.systemFont(ofSize: 14), .kern: 1])
        builder.append("", attributes: [.font: UIFont.systemFont(ofSize: 16)])
        builder.append("d", attributes: [.font: UIFont.systemFont(ofSize: 18)])
        let built = builder.build()
        var padded: [Bool] = []
        built.enumerateAttributes(in: NSRange(location: 0, length: built.length), options: [.longestEffectiveRangeNotRequired]) { attrs, _, _ in
            padded.append(attrs[AttributedRuns.paddingKey] != nil)
        }
        // a: 1 key; b: 1 → padded to 2; c: 2 → padded to 3; d: 1.
        #expect(built.string == "abcd")
        #expect(padded == [false, true, true, false])
        // A replacement of the whole text, and one outside it, are clamped rather than trapping.
        let replaced = AttributedRuns.replacing(NSRange(location: 2, length: 99), in: built, with: "Z",
                                                attributes: [.font: UIFont.systemFont(ofSize: 9)])
        #expect(replaced.string == "abZ")
        #expect(runs(replaced).map(\.1) == [10, 12, 9])
        #expect(AttributedRuns.replacing(NSRange(location: -3, length: 1), in: built, with: "",
                                         attributes: [:]).string == "abcd")
    }
}
