import Foundation

// UIStackView's keys; its `<subviews>` are its arranged subviews, in order.
extension UIStackView {
    func decodeStackKeys(_ coder: NibCoder) {
        let e = coder.element
        axis = e["axis"] == "vertical" ? .vertical : .horizontal
        switch e["distribution"] {
        case "fillEqually": distribution = .fillEqually
        case "fillProportionally": distribution = .fillProportionally
        case "equalSpacing": distribution = .equalSpacing
        case "equalCentering": distribution = .equalCentering
        default: break
        }
        switch e["alignment"] {
        case "top", "leading": alignment = .leading
        case "bottom", "trailing": alignment = .trailing
        case "center": alignment = .center
        case "firstBaseline": alignment = .firstBaseline
        case "lastBaseline", "baseline": alignment = .lastBaseline
        default: break
        }
        if let v = coder.number("spacing") { spacing = v }
        if let v = e.bool("baselineRelativeArrangement") { isBaselineRelativeArrangement = v }
        if let v = e.bool("layoutMarginsRelativeArrangement") { isLayoutMarginsRelativeArrangement = v }
        for subview in subviews { addArrangedSubview(subview) }
    }
}
