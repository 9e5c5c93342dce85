import Foundation

/// A view that shows a content configuration (iOS 14).
@preconcurrency @MainActor
public protocol UIContentView: NSObjectProtocol {
    /// The configuration shown.
    var configuration: any UIContentConfiguration { get set }
    /// Whether the view can show `configuration` (iOS 16; true by default).
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
    public func supports(_ configuration: any UIContentConfiguration) -> Bool { true }
}
