import Foundation

// UISlider's keys from an IB element: `<slider value= minValue= maxValue= continuous=>`.
extension UISlider {
    func decodeSliderKeys(_ coder: NibCoder) {
        decodeControlKeys(coder)
        // Bounds first, so that the value is clamped to the document's range, not the default 0…1.
        let minimum = coder.number("minValue").map(Float.init)
        let maximum = coder.number("maxValue").map(Float.init)
        if let maximum, maximum > maximumValue { maximumValue = maximum }
        if let minimum { minimumValue = minimum }
        if let maximum { maximumValue = maximum }
        if let v = coder.number("value") { value = Float(v) }
        if let v = coder.bool("continuous") { isContinuous = v }
        if case .some(let color) = coder.color("minimumTrackTintColor") { minimumTrackTintColor = color }
        if case .some(let color) = coder.color("maximumTrackTintColor") { maximumTrackTintColor = color }
        if case .some(let color) = coder.color("thumbTintColor") { thumbTintColor = color }
    }
}
