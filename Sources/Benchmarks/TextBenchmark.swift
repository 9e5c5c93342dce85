import Foundation
import UIKit

/// `text chars=… keystroke_ms=…`: one character typed in the middle of a first-responder UITextView holding
/// 1,000 and 100,000 characters (lines of about 60), then the frame that follows, as `UIHeadless.runLoopTurn()`
/// runs it: the change with its delegate calls, the text's layout, the display of the view and the composite.
/// Median of 200 keystrokes. Goal: 100,000 characters at most 2× the cost at 1,000, and under 4.2 ms.
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
