import Foundation

/// Supplies the pages the user turns to with gestures, and the page indicator's count and position.
// Linux: Apple's `presentationCount(for:)` and `presentationIndex(for:)` are `optional`, and the page view
// controller shows its page indicator only when both are implemented. Here they have default implementations
// returning 0, and the indicator shows when the count is above 0 (docs/DIFFERENCES.md).
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource: AnyObject {
    /// The page before `viewController`, or nil at the first page.
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController?
    /// The page after `viewController`, or nil at the last page.
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController?
    /// The number of pages the page indicator shows (scroll style).
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    /// The page the indicator marks as current when pages are set with `setViewControllers`.
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

public extension UIPageViewControllerDataSource {
    func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
    func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}
