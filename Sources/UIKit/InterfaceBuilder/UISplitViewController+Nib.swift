import Foundation

// A split view controller's style from a storyboard; its columns come from its relationship segues
// (UIStoryboard).
extension UISplitViewController {
    /// The column style a storyboard's split view controller asks for (`style="doubleColumn"`); fixed at
    /// initialization. Without one it is a classic split (master and detail).
    static func nibStyle(_ coder: NSCoder) -> Style {
        switch (coder as? NibCoder)?.string("style") {
        case "doubleColumn": .doubleColumn
        case "tripleColumn": .tripleColumn
        default: .unspecified
        }
    }
}
