import Foundation

/// The editor a compact date picker opens over its window (Apple's _UIDatePickerOverlayPresentation):
/// the window dimmed, and on a rounded card beside the pill either the calendar or the time on wheels.
/// A touch outside the card or Escape dismisses it; choosing a day in the calendar dismisses it too.
final class DatePickerOverlayView: UIView {
    private enum Metrics {
        // ⚠ iOS 17: the card's corners, its distance from the pill and from the window's edges, the dim and
        // the card's shadow, estimated from iPhone 15 simulator screenshots.
        static let cornerRadius: CGFloat = 13
        static let gap: CGFloat = 8
        static let margin: CGFloat = 8
        static let dim = UIColor(white: 0, alpha: 0.2)
        static let shadowRadius: CGFloat = 24
        static let shadowOpacity: Float = 0.18
        /// The time editor: the wheels' 216 pt height and a width for hour, minute and AM/PM.
        static let timeEditorSize = CGSize(width: 240, height: 216)
    }

    enum Editor { case calendar, time }

    /// The editor shown now (one at a time, as on iOS).
    static weak var current: DatePickerOverlayView?

    let editor: Editor
    /// Held strongly: the editor may outlive the picker's screen until it is dismissed.
    private let picker: UIDatePicker
    private let anchor: CGRect
    private let card = UIView()
    private let shadow = UIView()
    private let onDismiss: @MainActor () -> Void
    /// The picker being edited.
    var owner: UIDatePicker { picker }
    /// The calendar (calendar editor).
    private(set) var calendarView: DatePickerCalendarView?
    /// The wheels (time editor): a wheels-style picker of the time.
    private(set) var timeWheels: UIDatePicker?

    /// Shows `editor` for `picker` beside `anchor` (window coordinates) over the whole window.
    @discardableResult
    static func show(_ editor: Editor, for picker: UIDatePicker, anchor: CGRect, in window: UIWindow,
                     onDismiss: @escaping @MainActor () -> Void) -> DatePickerOverlayView {
        current?.dismiss()
        let view = DatePickerOverlayView(editor: editor, picker: picker, anchor: anchor, onDismiss: onDismiss)
        view.frame = window.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(view)
        current = view
        view.becomeFirstResponder()
        return view
    }

    private init(editor: Editor, picker: UIDatePicker, anchor: CGRect, onDismiss: @escaping @MainActor () -> Void) {
        self.editor = editor
        self.picker = picker
        self.anchor = anchor
        self.onDismiss = onDismiss
        super.init(frame: .zero)
        backgroundColor = Metrics.dim
        // A presented card is elevated: its dark background is iOS's lighter elevated one.
        traitOverrides.userInterfaceLevel = .elevated
        shadow.isUserInteractionEnabled = false
        shadow.backgroundColor = .systemBackground
        shadow.layer.cornerRadius = Metrics.cornerRadius
        shadow.layer.shadowColor = UIColor.black.cgColor
        shadow.layer.shadowOpacity = Metrics.shadowOpacity
        shadow.layer.shadowRadius = Metrics.shadowRadius
        shadow.layer.shadowOffset = CGSize(width: 0, height: 6)
        card.backgroundColor = .systemBackground
        card.layer.cornerRadius = Metrics.cornerRadius
        card.clipsToBounds = true
        card.tintColor = picker.tintColor
        addSubview(shadow)
        addSubview(card)
        switch editor {
        case .calendar:
            let calendar = DatePickerCalendarView(picker: picker)
            calendar.onChooseDay = { [unowned self] day in
                self.picker.userChoseDay(day)
                self.dismiss()
            }
            card.addSubview(calendar)
            calendarView = calendar
        case .time:
            let wheels = UIDatePicker(frame: CGRect(origin: .zero, size: Metrics.timeEditorSize))
            wheels.preferredDatePickerStyle = .wheels
            wheels.datePickerMode = .time
            wheels.locale = picker.locale
            wheels.calendar = picker.calendar
            wheels.timeZone = picker.timeZone
            wheels.minuteInterval = picker.minuteInterval
            wheels.minimumDate = picker.minimumDate
            wheels.maximumDate = picker.maximumDate
            wheels.date = picker.date
            wheels.addTarget(self, action: { [unowned self] sender in
                guard let wheels = sender as? UIDatePicker else { return }
                self.picker.userChoseTime(wheels.date)
            }, for: .valueChanged)
            card.addSubview(wheels)
            timeWheels = wheels
        }
    }

    required init?(coder: NSCoder) { nil }

    /// The card's size: the calendar's, or the time wheels'.
    private var cardSize: CGSize {
        switch editor {
        case .calendar: return DatePickerCalendarView.size(width: 0, showsTime: false)
        case .time: return Metrics.timeEditorSize
        }
    }

    /// The card's frame in the overlay (window) coordinates.
    var cardFrame: CGRect { card.frame }

    override func layoutSubviews() {
        super.layoutSubviews()
        let size = cardSize
        let b = bounds
        // Below the pill when it fits, else above it, else as low as the window allows; the card's leading
        // edge at the pill's, kept inside the window.
        var y = anchor.maxY + Metrics.gap
        if y + size.height > b.maxY - Metrics.margin {
            let above = anchor.minY - Metrics.gap - size.height
            y = above >= b.minY + Metrics.margin ? above : max(b.minY + Metrics.margin, b.maxY - Metrics.margin - size.height)
        }
        let x = max(b.minX + Metrics.margin, min(anchor.minX, b.maxX - Metrics.margin - size.width))
        card.frame = CGRect(x: x, y: y, width: size.width, height: size.height)
        shadow.frame = card.frame
        calendarView?.frame = card.bounds
        timeWheels?.frame = card.bounds
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

    /// A touch on the dimmed window (not on the card) dismisses the editor.
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let p = touches.first?.location(in: self), !card.frame.contains(p) else { return }
        dismiss()
    }

    override var canBecomeFirstResponder: Bool { true }

    /// Escape dismisses the editor, as a tap outside does.
    override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: Selector("_datePickerEscape", DatePickerOverlayView.dismiss))]
    }

    /// Removes the editor (once) and tells the picker.
    func dismiss() {
        guard superview != nil else { return }
        if DatePickerOverlayView.current === self { DatePickerOverlayView.current = nil }
        resignFirstResponder()
        removeFromSuperview()
        onDismiss()
    }
}
