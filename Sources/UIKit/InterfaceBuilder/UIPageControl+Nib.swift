import Foundation

// UIPageControl's keys from an IB element: `<pageControl numberOfPages= currentPage=>`.
extension UIPageControl {
    func decodePageControlKeys(_ coder: NibCoder) {
        decodeControlKeys(coder)
        let e = coder.element
        if let v = e.number("numberOfPages"), let n = Int(exactly: v), n >= 0 { numberOfPages = n }
        if let v = e.number("currentPage"), let n = Int(exactly: v), n >= 0 { currentPage = n }
        if let v = e.bool("hidesForSinglePage") { hidesForSinglePage = v }
        if case .some(let color) = coder.color("pageIndicatorTintColor") { pageIndicatorTintColor = color }
        if case .some(let color) = coder.color("currentPageIndicatorTintColor") { currentPageIndicatorTintColor = color }
    }
}
