import Testing
@testable import UIKit

/// A label-like view: a fixed intrinsic content size (either axis may be noIntrinsicMetric).
final class SizedView: UIView {
    var size: CGSize { didSet { invalidateIntrinsicContentSize() } }
    var baselineFromBottom: CGFloat?
    var firstBaselineFromTop: CGFloat?
    init(_ width: CGFloat, _ height: CGFloat, baselineFromBottom: CGFloat? = nil, firstBaselineFromTop: CGFloat? = nil) {
        size = CGSize(width: width, height: height)
        self.baselineFromBottom = baselineFromBottom
        self.firstBaselineFromTop = firstBaselineFromTop
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { nil }
    override var intrinsicContentSize: CGSize { size }
    override var _baselineOffsetFromBottom: CGFloat? { baselineFromBottom }
    override var _firstBaselineOffsetFromTop: CGFloat? { firstBaselineFromTop }
}

/// A root view (keeps its frame) of the given size.
@MainActor func makeRoot(_ w: CGFloat = 300, _ h: CGFloat = 200) -> UIView {
    UIView(frame: CGRect(x: 0, y: 0, width: w, height: h))
}

/// A constrained subview of `parent`.
@MainActor @discardableResult func addConstrained<V: UIView>(_ parent: UIView, _ v: V) -> V {
    v.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(v)
    return v
}

/// A new plain constrained subview of `parent`.
@MainActor @discardableResult func addConstrained(_ parent: UIView) -> UIView { addConstrained(parent, UIView()) }

/// Captures Auto Layout's log while `body` runs.
@MainActor func captureLayoutLog(_ body: () -> Void) -> String {
    var text = ""
    let old = LayoutDiagnostics.sink
    LayoutDiagnostics.sink = { text += $0 + "\n" }
    body()
    LayoutDiagnostics.sink = old
    return text
}

@MainActor func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect { CGRect(x: x, y: y, width: w, height: h) }
