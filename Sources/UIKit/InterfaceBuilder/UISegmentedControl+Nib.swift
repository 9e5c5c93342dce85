import Foundation

// UISegmentedControl's keys from an IB element: `<segmentedControl selectedSegmentIndex=>` with `<segments><segment title=…/>`.
extension UISegmentedControl {
    func decodeSegmentedControlKeys(_ coder: NibCoder) {
        decodeControlKeys(coder)
        if let segments = coder.element.child("segments") {
            removeAllSegments()
            for (index, segment) in segments.children("segment").enumerated() {
                if let name = segment["image"], let image = UIImage(named: name) ?? UIImage(systemName: name) {
                    insertSegment(with: image, at: index, animated: false)
                } else {
                    insertSegment(withTitle: segment["title"] ?? "", at: index, animated: false)
                }
                if segment.bool("enabled") == false { setEnabled(false, forSegmentAt: index) }
                if let width = NibValues.cgFloat(segment, "width"), width >= 0 { setWidth(width, forSegmentAt: index) }
            }
        }
        if let v = coder.element.number("selectedSegmentIndex"), let index = Int(exactly: v), index >= -1, index < numberOfSegments {
            selectedSegmentIndex = index
        }
        if case .some(let color) = coder.color("selectedSegmentTintColor") { selectedSegmentTintColor = color }
    }
}
