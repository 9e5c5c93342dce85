import Foundation

// UIScrollView's keys; `contentLayoutGuide` / `frameLayoutGuide` are registered by the loader.
extension UIScrollView {
    func decodeScrollKeys(_ coder: NibCoder) {
        let e = coder.element
        if let v = e.bool("scrollEnabled") { isScrollEnabled = v }
        if let v = e.bool("pagingEnabled") { isPagingEnabled = v }
        if let v = e.bool("bounces") { bounces = v }
        if let v = e.bool("alwaysBounceVertical") { alwaysBounceVertical = v }
        if let v = e.bool("alwaysBounceHorizontal") { alwaysBounceHorizontal = v }
        if let v = e.bool("showsHorizontalScrollIndicator") { showsHorizontalScrollIndicator = v }
        if let v = e.bool("showsVerticalScrollIndicator") { showsVerticalScrollIndicator = v }
        if let v = coder.number("minimumZoomScale"), v > 0 { minimumZoomScale = v }
        if let v = coder.number("maximumZoomScale"), v > 0 { maximumZoomScale = v }
        if let size = coder.child("contentSize"), size.name == "size" { contentSize = NibValues.size(size) }
    }
}
