import Foundation

// UIProgressView's keys (`progress`, `progressViewStyle`, tint colours).
extension UIProgressView {
    func decodeProgressKeys(_ coder: NibCoder) {
        if coder.string("progressViewStyle") == "bar" { progressViewStyle = .bar }
        if let v = coder.number("progress") { progress = Float(v) }
        if case .some(let color) = coder.color("progressTintColor") { progressTintColor = color }
        if case .some(let color) = coder.color("trackTintColor") { trackTintColor = color }
    }
}
