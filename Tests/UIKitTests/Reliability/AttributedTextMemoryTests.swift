import Foundation
import Testing
@testable import UIKit

/// Issue 18, defect 4: a freed label or titled button leaves nothing behind. swift-corelibs-foundation's
/// NSAttributedString never releases its run array, which holds the attribute dictionaries and the fonts,
/// colours and paragraph styles in them; UIKit releases the run arrays of the attributed strings it makes
/// once they are freed (AttributedStringRunArrays). Each test holds an attribute value weakly: before that
/// release it stayed alive after everything using it had been freed.
@Suite @MainActor struct AttributedTextMemoryTests {
    /// Shows `view` in a window of its own screen, renders a frame, and takes it out again.
    private func showAndRemove(_ view: UIView) {
        let screen = UIHeadless.connectScreen(size: CGSize(width: 320, height: 200), scale: 1)
        defer { UIHeadless.disconnectScreen(screen) }
        let window = UIWindow(frame: screen.bounds)
        window.screen = screen
        window.makeKeyAndVisible()
        window.addSubview(view)
        UIHeadless.runLoopTurn()
        _ = UIHeadless.renderImage(of: window)
        view.removeFromSuperview()
        window.isHidden = true
    }

    @Test func foundationStillLeaksRunArraysSoTheyAreReleasedHere() {
        // If a later Foundation releases them itself, the release here is off (nothing released twice) and
        // the tests below still hold.
        #expect(AttributedStringRunArrays.isReleasing)
    }

    @Test func aFreedLabelsFontAndColourAreFreed() {
        weak var font: UIFont?
        weak var colour: UIColor?
        do {
            let f = UIFont.systemFont(ofSize: 23)
            let c = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
            font = f
            colour = c
            let label = UILabel(frame: CGRect(x: 10, y: 10, width: 200, height: 40))
            label.font = f
            label.textColor = c
            label.text = "Label 1"
            showAndRemove(label)
        }
        AttributedStringRunArrays.sweep()
        #expect(font == nil)
        #expect(colour == nil)
    }

    @Test func aFreedTitledButtonsTitleColourIsFreed() {
        weak var colour: UIColor?
        weak var button: UIButton?
        do {
            let c = UIColor(red: 0.9, green: 0.1, blue: 0.1, alpha: 1)
            colour = c
            let b = UIButton(type: .system)
            button = b
            b.setTitle("Button 1", for: .normal)
            b.setTitleColor(c, for: .normal)
            b.frame = CGRect(x: 10, y: 10, width: 120, height: 44)
            showAndRemove(b)
        }
        AttributedStringRunArrays.sweep()
        #expect(button == nil)
        #expect(colour == nil)
    }

    @Test func truncatedTextLeavesNothingBehind() {
        // Truncation builds the drawn string from substrings of the label's text and an ellipsis.
        weak var colour: UIColor?
        do {
            let c = UIColor(red: 0.1, green: 0.5, blue: 0.1, alpha: 1)
            colour = c
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 60, height: 20))
            label.lineBreakMode = .byTruncatingMiddle
            label.textColor = c
            label.text = "A line much too long for sixty points"
            showAndRemove(label)
        }
        AttributedStringRunArrays.sweep()
        #expect(colour == nil)
    }

    @Test func aTextFieldsAttributedTextAndPlaceholderLeaveNothingBehind() {
        weak var colour: UIColor?
        do {
            let c = UIColor(red: 0.3, green: 0.3, blue: 0.8, alpha: 1)
            colour = c
            let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 34))
            field.textColor = c
            field.text = "Field"
            field.placeholder = "Placeholder"
            _ = field.attributedText
            showAndRemove(field)
        }
        AttributedStringRunArrays.sweep()
        #expect(colour == nil)
    }

    @Test func theStringsHeldStayBoundedUnderChurn() {
        // Sweeps run as strings are adopted, so the strings waiting for one stay a bounded few however many
        // labels come and go: at most twice those alive at the last sweep, and never fewer than 128 (the
        // threshold), plus the ones still alive.
        AttributedStringRunArrays.sweep()
        let start = AttributedStringRunArrays.adoptedCount
        var most = 0
        for i in 0..<2_000 {
            let label = UILabel()
            label.text = "Label \(i)"
            label.font = .systemFont(ofSize: 15)
            most = max(most, AttributedStringRunArrays.adoptedCount)
        }
        #expect(most <= 2 * start + 128 + 4)
        AttributedStringRunArrays.sweep()
        #expect(AttributedStringRunArrays.adoptedCount <= start)
    }
}
