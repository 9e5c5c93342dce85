import Foundation
@testable import UIKit

/// A delegate that writes every call into a log, collapsing runs of didScroll into one entry.
@MainActor
final class ScrollLog: NSObject, UIScrollViewDelegate {
    var entries: [String] = []
    var scrolls = 0
    var zoomView: UIView?
    var endVelocity: CGPoint?
    var proposedTarget: CGPoint?
    /// When set, willEndDragging replaces the target with it.
    var replaceTarget: CGPoint?
    var allowScrollToTop = true

    func add(_ s: String) { if entries.last != s || s != "didScroll" { entries.append(s) } }

    func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1; add("didScroll") }
    func scrollViewDidZoom(_ scrollView: UIScrollView) { add("didZoom") }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { add("willBeginDragging") }
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        add("willEndDragging")
        endVelocity = velocity
        proposedTarget = targetContentOffset.pointee
        if let r = replaceTarget { targetContentOffset.pointee = r }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) { add("didEndDragging(\(decelerate))") }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { add("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { add("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { add("didEndScrollingAnimation") }
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomView }
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) { add("willBeginZooming") }
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) { add("didEndZooming(\(scale))") }
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { add("shouldScrollToTop"); return allowScrollToTop }
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { add("didScrollToTop") }
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) { add("didChangeAdjustedContentInset") }
}

/// A scroll view with a safe area of the test's choosing (the desktop has none of its own).
final class SafeAreaScrollView: UIScrollView {
    var testSafeArea = UIEdgeInsets.zero
    var log: [String] = []
    override var safeAreaInsets: UIEdgeInsets { testSafeArea }
    override func adjustedContentInsetDidChange() {
        super.adjustedContentInsetDidChange()
        log.append("adjustedContentInsetDidChange")
        (delegate as? ScrollLog)?.add("adjustedContentInsetDidChange")
    }
}

@MainActor
func makeScrollView(width: CGFloat = 320, height: CGFloat = 480, content: CGSize = CGSize(width: 320, height: 1000)) -> (UIScrollView, ScrollLog) {
    let s = UIScrollView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    s.contentSize = content
    let log = ScrollLog()
    s.delegate = log
    return (s, log)
}

/// Milliseconds of media time since `start`.
@MainActor
func msSince(_ start: CFTimeInterval) -> Double { (CACurrentMediaTime() - start) * 1000 }
