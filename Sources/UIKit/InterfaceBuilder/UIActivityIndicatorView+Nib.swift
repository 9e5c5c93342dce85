import Foundation

// UIActivityIndicatorView's keys (`style`, `hidesWhenStopped`, `animating`, `color`).
extension UIActivityIndicatorView {
    func decodeIndicatorKeys(_ coder: NibCoder) {
        switch coder.string("style") {
        case "large": style = .large
        case "medium": style = .medium
        case "whiteLarge": style = .whiteLarge
        default: break
        }
        if let v = coder.bool("hidesWhenStopped") { hidesWhenStopped = v }
        if case .some(let color) = coder.color("color"), let color { self.color = color }
        if coder.bool("animating") == true { startAnimating() }
    }
}
