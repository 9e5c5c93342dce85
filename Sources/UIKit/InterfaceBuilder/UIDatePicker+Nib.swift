import Foundation

// UIDatePicker's keys from an IB element: `<datePicker datePickerMode= style= minuteInterval= countDownDuration=
// useCurrentDate=>` with `<date key="date|minimumDate|maximumDate" timeIntervalSinceReferenceDate=>`,
// `<locale key="locale" localeIdentifier=>` and `<timeZone key="timeZone" name=>` children.
extension UIDatePicker {
    func decodeDatePickerKeys(_ coder: NibCoder) {
        let e = coder.element
        switch e["datePickerMode"] {
        case "time": datePickerMode = .time
        case "date": datePickerMode = .date
        case "dateAndTime": datePickerMode = .dateAndTime
        case "countDownTimer": datePickerMode = .countDownTimer
        case "yearAndMonth": datePickerMode = .yearAndMonth
        default: break
        }
        switch e["style"] {
        case "wheels": preferredDatePickerStyle = .wheels
        case "compact": preferredDatePickerStyle = .compact
        case "inline": preferredDatePickerStyle = .inline
        default: break
        }
        if let id = coder.child("locale")?["localeIdentifier"] { locale = Locale(identifier: id) }
        if let name = coder.child("timeZone")?["name"], let zone = TimeZone(identifier: name) { timeZone = zone }
        if let v = e["minuteInterval"].flatMap(Int.init) { minuteInterval = v }
        if let v = e["countDownDuration"].flatMap(Double.init), v.isFinite { countDownDuration = v }
        func date(_ key: String) -> Date? {
            guard let child = coder.child(key), child.name == "date",
                  let t = child["timeIntervalSinceReferenceDate"].flatMap(Double.init), t.isFinite else { return nil }
            return Date(timeIntervalSinceReferenceDate: t)
        }
        if let d = date("minimumDate") { minimumDate = d }
        if let d = date("maximumDate") { maximumDate = d }
        // "Current" in IB's Date field: the picker keeps the moment it was loaded.
        if e.bool("useCurrentDate") != true, let d = date("date") { self.date = d }
    }
}
