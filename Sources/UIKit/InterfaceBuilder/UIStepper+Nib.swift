import Foundation

// UIStepper's keys from an IB element: `<stepper value= minimumValue= maximumValue= stepValue= wraps= autorepeat=>`.
extension UIStepper {
    func decodeStepperKeys(_ coder: NibCoder) {
        decodeControlKeys(coder)
        let e = coder.element
        if let v = e.number("maximumValue"), v > minimumValue { maximumValue = v }
        if let v = e.number("minimumValue"), v < maximumValue { minimumValue = v }
        if let v = e.number("stepValue"), v > 0 { stepValue = v }
        if let v = e.number("value") { value = v }
        if let v = e.bool("wraps") { wraps = v }
        if let v = e.bool("autorepeat") { autorepeat = v }
        if let v = e.bool("continuous") { isContinuous = v }
    }
}
