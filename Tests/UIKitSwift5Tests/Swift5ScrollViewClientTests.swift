// Swift 5 language mode: a scroll view delegate and a scroll view subclass written as iOS code writes them
// (no isolation annotations) compile without a diagnostic and work.
import XCTest
import UIKit

/// A controller-like delegate with no isolation of its own, snapping the target as carousels do.
final class SnappingDelegate: NSObject, UIScrollViewDelegate {
    var scrolls = 0
    func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        targetContentOffset.pointee.y = (targetContentOffset.pointee.y / 100).rounded() * 100
    }
}

/// A subclass letting drags cancel controls, as table views do.
final class ControlCancellingScrollView: UIScrollView {
    override func touchesShouldCancel(in view: UIView) -> Bool { true }
}

final class Swift5ScrollViewClientTests: XCTestCase {
    func testADelegateWithoutIsolationHearsTheOffset() {
        let scroll = ControlCancellingScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let delegate = SnappingDelegate()
        scroll.delegate = delegate
        scroll.contentSize = CGSize(width: 320, height: 2000)
        scroll.setContentOffset(CGPoint(x: 0, y: 120), animated: false)
        XCTAssertEqual(delegate.scrolls, 1)
        XCTAssertTrue(scroll.touchesShouldCancel(in: UIButton(type: .system)))
        XCTAssertEqual(scroll.decelerationRate, .normal)
    }
}
