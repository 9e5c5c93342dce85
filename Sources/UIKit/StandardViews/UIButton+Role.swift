import Foundation

extension UIButton {
    /// What a button does, which a system container may use to place and style it (iOS 14).
    public enum Role: Int, Sendable {
        case normal = 0
        case primary = 1
        case cancel = 2
        case destructive = 3
    }
}
