import Foundation
import UIKit

/// Non-finite and huge values through every geometry entry point, each run in a child process by
/// `ReliabilityBenchmark.badGeometry`: set on a visible view (or its layer, or a constraint, or a scroll view),
/// then laid out and rendered.
enum BadGeometryCases {
    static let values: [(String, CGFloat)] = [
        ("nan", .nan), ("inf", .infinity), ("-inf", -.infinity), ("huge", 1e300), ("-huge", -1e300),
        ("max", .greatestFiniteMagnitude),
    ]

    static let entryPoints = [
        "frame.x", "frame.width", "bounds.origin", "bounds.size", "center", "transform.scale", "transform.translate",
        "layer.position", "layer.bounds", "layer.anchorPoint", "layer.cornerRadius", "layer.borderWidth",
        "layer.shadowRadius", "layer.zPosition", "layer.transform", "constraint.constant", "constraint.multiplier",
        "scroll.contentOffset", "scroll.contentSize", "scroll.contentInset", "label.width",
    ]

    static var names: [String] { entryPoints.flatMap { e in values.map { "\(e)=\($0.0)" } } }

    @MainActor
    static func run(_ name: String) {
        let parts = name.split(separator: "=").map(String.init)
        guard parts.count == 2, let value = values.first(where: { $0.0 == parts[1] })?.1 else { exit(2) }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        let v = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        v.backgroundColor = .red
        v.layer.shadowOpacity = 0.5
        window.addSubview(v)
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        scroll.contentSize = CGSize(width: 300, height: 300)
        window.addSubview(scroll)
        let label = UILabel()
        label.text = "Text"
        label.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(label)
        let leading = label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 5)
        leading.isActive = true
        label.topAnchor.constraint(equalTo: window.topAnchor).isActive = true
        UIHeadless.runLoopTurn()
        switch parts[0] {
        case "frame.x": v.frame.origin.x = value
        case "frame.width": v.frame.size.width = value
        case "bounds.origin": v.bounds.origin = CGPoint(x: value, y: 0)
        case "bounds.size": v.bounds.size = CGSize(width: value, height: 10)
        case "center": v.center = CGPoint(x: value, y: 20)
        case "transform.scale": v.transform = CGAffineTransform(scaleX: value, y: 1)
        case "transform.translate": v.transform = CGAffineTransform(translationX: value, y: 0)
        case "layer.position": v.layer.position = CGPoint(x: 0, y: value)
        case "layer.bounds": v.layer.bounds = CGRect(x: 0, y: 0, width: 10, height: value)
        case "layer.anchorPoint": v.layer.anchorPoint = CGPoint(x: value, y: 0.5)
        case "layer.cornerRadius": v.layer.cornerRadius = value
        case "layer.borderWidth": v.layer.borderWidth = value
        case "layer.shadowRadius": v.layer.shadowRadius = value
        case "layer.zPosition": v.layer.zPosition = value
        case "layer.transform": v.layer.transform = CATransform3DMakeScale(1, value, 1)
        case "constraint.constant": leading.constant = value
        case "constraint.multiplier":
            _ = NSLayoutConstraint(item: label, attribute: .width, relatedBy: .equal, toItem: window,
                                   attribute: .width, multiplier: value, constant: 0)
        case "scroll.contentOffset": scroll.contentOffset = CGPoint(x: 0, y: value)
        case "scroll.contentSize": scroll.contentSize = CGSize(width: value, height: 100)
        case "scroll.contentInset": scroll.contentInset = UIEdgeInsets(top: value, left: 0, bottom: 0, right: 0)
        case "label.width": label.preferredMaxLayoutWidth = value
        default: exit(2)
        }
        UIHeadless.runLoopTurn()
        _ = UIHeadless.renderImage(of: window)
        UIHeadless.advance(by: 0.5)
        _ = UIHeadless.renderImage(of: window)
    }
}
