import Foundation

/// The kind of device a scroll event comes from (iOS 13.4).
public enum UIScrollType: Int, Sendable {
    /// A device that scrolls in steps, like a mouse wheel.
    case discrete = 0
    /// A device that scrolls smoothly, like a trackpad.
    case continuous = 1
}
