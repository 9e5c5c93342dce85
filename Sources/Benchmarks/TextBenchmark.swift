import Foundation
import UIKit

/// `text chars=… keystroke_ms=…`: one character typed in the middle of a first-responder UITextView holding
/// 1,000 and 100,000 characters (lines of about 60), then the frame that follows, as `UIHeadless.runLoopTurn()`
/// runs it: the change with its delegate calls, the text's layout, the display of the view and the composite.
/// Median of 200 keystrokes. Goal: 100,000 characters at most 2× the cost at 1,000, and under 4.2 ms.
///
/// Measured here (release, 2 shared cores under other builds, the same run): before, 1,000 characters 0.44–0.47 ms
/// and 100,000 characters 8.6–12.1 ms; now 0.40–0.48 ms and 0.56–0.63 ms (1.3–1.4×, under 4.2 ms). One PangoLayout
/// over the whole text cost 741 ms at 100,000 (Pango counts characters from its layout's start for every line it
/// adds: lines × length), so each paragraph has a layout of its own. A keystroke now lays out only the paragraphs
/// it touched (`PangoText.Layout(editing:…)`), converts offsets within one paragraph (paragraph starts, each
/// paragraph's own tables), and replaces the storage's bytes rather than decoding the whole text again; what is
/// left that grows with the length is copying (the storage's bytes, the line and paragraph arrays), a few µs.
/// The storage finds a UTF-16 offset by walking from its last edit (Swift's own table over non-ASCII text is
/// rebuilt after every change): the same text in Chinese measured 0.41–0.44 ms and 0.58–0.60 ms (before that
/// walk, 0.48–0.51 ms and 0.93–1.00 ms).
enum TextBenchmark {
    static func run() {
        setenv("OPENUIKIT_PLATFORM", "headless", 1)
        MainActor.assumeIsolated {
            for chars in [1_000, 100_000] { measure(chars: chars) }
        }
    }

    @MainActor
    static func measure(chars: Int) {
        let screen = UIHeadless.connectScreen(size: CGSize(width: 800, height: 600), scale: 1)
        defer { UIHeadless.disconnectScreen(screen) }
        let window = UIWindow(frame: screen.bounds)
        window.screen = screen
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        let view = UITextView(frame: window.bounds)
        view.font = .systemFont(ofSize: 17)
        window.addSubview(view)
        let line = "The quick brown fox jumps over the lazy dog, again and again.\n" // 62 characters
        var text = String(repeating: line, count: chars / line.count)
        text += String(repeating: "x", count: chars - text.count)
        view.text = text
        _ = view.becomeFirstResponder()
        view.selectedRange = NSRange(location: chars / 2, length: 0)
        UIHeadless.runLoopTurn()
        UIHeadless.runLoopTurn()
        let ms = Timing.medianMilliseconds(runs: 200) {
            view.insertText("a")
            UIHeadless.runLoopTurn()
        }
        print("text chars=\(chars) keystroke_ms=\(Timing.format(ms))")
    }
}
