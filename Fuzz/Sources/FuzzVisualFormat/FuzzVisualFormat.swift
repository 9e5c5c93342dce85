// libFuzzer target: the visual format language, through NSLayoutConstraint.parsedConstraints (the throwing
// form of constraints(withVisualFormat:…), which traps with Apple's message as Apple raises).
import Foundation
import UIKit

/// One root and its five subviews for every input (each input's constraints are deactivated after it): views
/// that have held constraints are not freed yet (issue 18, defect 1), and new views per input grew the
/// fuzzer's memory by some 30 KB an input (120 to 172 MB over 2,000 inputs), to its RSS limit long before a
/// million inputs.
@MainActor private enum Views {
    static let shared: (UIView, [String: Any]) = {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        var views: [String: Any] = [:]
        for name in ["a", "b", "c", "view", "_x"] {
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            views[name] = view
        }
        return (root, views)
    }()
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    guard size > 0 else { return 0 }
    // The first byte picks the options; the rest is the format string.
    let options = NSLayoutConstraint.FormatOptions(rawValue: UInt(data[0] & 0x7F) << (data[0] & 0x80 != 0 ? 8 : 1))
    let format = String(decoding: UnsafeBufferPointer(start: data + 1, count: size - 1), as: UTF8.self)
    MainActor.assumeIsolated {
        let (root, views) = Views.shared
        let metrics: [String: Any] = ["m": 8, "w": 44.5, "big": 1e9, "neg": -20]
        guard let constraints = try? NSLayoutConstraint.parsedConstraints(withVisualFormat: format, options: options,
                                                                         metrics: metrics, views: views) else { return }
        NSLayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        NSLayoutConstraint.deactivate(constraints)
    }
    return 0
}
