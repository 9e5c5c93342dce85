import Testing
@testable import UIKit

/// Issue 18, defect 6: a label holding a megabyte of text lays out what can show, not the megabyte, and
/// draws exactly what it would draw if it held only the visible part.
@Suite @MainActor struct LongTextTests {
    private func words(_ count: Int) -> String {
        var s = ""
        s.reserveCapacity(count * 6)
        for i in 0..<count { s += ["lorem", "ipsum", "dolor", "sit", "amet", "漢字", "👋🏽"][i % 7] + " " }
        return s
    }

    private func render(_ label: UILabel) -> CGImage? {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 240, height: 120))
        window.backgroundColor = .white
        window.isHidden = false
        defer { window.isHidden = true }
        label.frame = CGRect(x: 0, y: 0, width: 240, height: 120)
        window.addSubview(label)
        return UIHeadless.renderImage(of: window)
    }

    private func pixels(_ image: CGImage?) -> [UInt8] {
        guard let image, let data = image.dataProvider?.data else { return [] }
        return Array(data as Data)
    }

    @Test(arguments: [(1, NSLineBreakMode.byTruncatingTail), (1, .byTruncatingHead), (1, .byTruncatingMiddle),
                      (3, .byTruncatingTail), (0, .byWordWrapping), (2, .byCharWrapping), (1, .byClipping)])
    func aMegabyteLaysOutOnlyWhatShows(lines: Int, mode: NSLineBreakMode) throws {
        let long = words(200_000) // a million UTF-16 units
        #expect(long.utf16.count > 1_000_000)
        let label = UILabel()
        label.numberOfLines = lines
        label.lineBreakMode = mode
        label.text = long
        let bounds = CGRect(x: 0, y: 0, width: 240, height: 120)
        let shown = label.visiblePart(of: NSAttributedString(string: long, attributes: [.font: label.font!]),
                                      width: bounds.width, maxLines: lines, heightLimit: bounds.height)
        // 240 pt at 17 pt: at most ~71 glyphs a line by the fifth-of-an-em bound; a few lines' worth is kept.
        #expect(shown.length < 4_000)
        // The same pixels as a label holding only a prefix (for head truncation, a suffix; for the middle,
        // both ends) short enough to be laid out whole.
        let reference = UILabel()
        reference.numberOfLines = lines
        reference.lineBreakMode = mode
        let ns = long as NSString
        func at(_ i: Int) -> Int { ns.rangeOfComposedCharacterSequence(at: i).location } // not inside a pair
        switch mode {
        case .byTruncatingHead: reference.text = ns.substring(from: at(ns.length - 8_000))
        case .byTruncatingMiddle: reference.text = ns.substring(to: at(4_000)) + ns.substring(from: at(ns.length - 4_000))
        default: reference.text = ns.substring(to: at(8_000))
        }
        let a = pixels(render(label)), b = pixels(render(reference))
        #expect(!a.isEmpty && a == b)
    }

    @Test func zeroWidthTextIsNotCut() {
        // Combining marks advance by nothing: no cut can be proven to overflow, so the whole text is used.
        let marks = String(repeating: "\u{0301}", count: 20_000)
        let label = UILabel()
        let a = NSAttributedString(string: marks, attributes: [.font: label.font!])
        #expect(label.visiblePart(of: a, width: 240, maxLines: 1, heightLimit: 40).length == a.length)
    }
}
