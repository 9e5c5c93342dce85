import Foundation
import UIKit

/// `layout pattern=stackviews …` lines: N label-like views (intrinsic widths 30…90) in rows of 10 (horizontal
/// UIStackViews) inside a vertical UIStackView pinned to a window; the figure is one layoutIfNeeded() after the
/// window's width changes by 1 pt (re-solve and frame assignment), median of 15 runs.
enum StackViewBenchmark {
    final class Label: UIView {
        let size: CGSize
        init(width: CGFloat) {
            size = CGSize(width: width, height: 20)
            super.init(frame: .zero)
        }
        required init?(coder: NSCoder) { nil }
        override var intrinsicContentSize: CGSize { size }
    }

    static func run() {
        MainActor.assumeIsolated {
            // Optional sizes after `stackviews` (for profiling one size).
            let sizes = CommandLine.arguments.dropFirst(2).compactMap { Int($0) }
            for n in sizes.isEmpty ? [100, 1000, 10000] : sizes { measure(n) }
        }
    }

    @MainActor
    static func measure(_ n: Int) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1200, height: 800))
        let column = UIStackView()
        column.axis = .vertical
        column.spacing = 4
        column.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(column)
        for r in 0..<(n / 10) {
            let row = UIStackView()
            row.spacing = 8
            row.distribution = r % 2 == 0 ? .fill : .fillEqually
            for i in 0..<10 {
                let k = r * 10 + i
                row.addArrangedSubview(Label(width: CGFloat(30 + (k * 37) % 61)))
            }
            column.addArrangedSubview(row)
        }
        NSLayoutConstraint.activate([
            column.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 8),
            column.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -8),
            column.topAnchor.constraint(equalTo: window.topAnchor, constant: 8),
        ])
        let setup = Timing.seconds { window.layoutIfNeeded() }
        var width: CGFloat = 1200
        let runs = Int(ProcessInfo.processInfo.environment["STACKVIEWS_RUNS"] ?? "") ?? 15
        let ms = Timing.medianMilliseconds(runs: runs) {
            width += 1
            window.frame = CGRect(x: 0, y: 0, width: width, height: 800)
            window.layoutIfNeeded()
        }
        print("layout pattern=stackviews N=\(n) ours_ms=\(Timing.format(ms)) setup_ms=\(Timing.format(setup * 1000))")
    }
}
