import Foundation
import QuartzCore
import TextEngine

/// A single line of editable text: a control that becomes first responder when tapped, takes typed and composed
/// text through UITextInput, asks its delegate about every change and reports through control events and
/// notifications. Setting `text` in code sends none of them, as on iOS.
@preconcurrency @MainActor
open class UITextField: UIControl, UITextInput {
    private enum Metrics {
        // SPEC-NEXT 4.2 ⚠: system 17 pt, 7 pt text inset for roundedRect, intrinsic height 34 pt (IB).
        static let fontSize: CGFloat = 17
        static let roundedRectInset: CGFloat = 7
        static let roundedRectHeight: CGFloat = 34
        // Not measured here: iOS 17's rounded rect corner radius (5 pt) and hairline border (UIKit draws 0.5 pt
        // at 2×; the separator colour), the line border's 1 pt and the bezel's inset, read from screenshots.
        static let cornerRadius: CGFloat = 5
        static let hairline: CGFloat = 0.5
        static let lineInset: CGFloat = 2
        // The caret: 2 pt wide in the tint colour, blinking every 0.5 s ⚠ (iOS's blink); the selection fills with
        // the tint at 20 % ⚠.
        static let caretWidth: CGFloat = 2
        static let blinkInterval: CFTimeInterval = 0.5
        static let selectionAlpha: CGFloat = 0.2
        // The clear button: a 19 pt circle ⚠ in a 28 pt wide area at the right end.
        static let clearButtonSide: CGFloat = 19
        static let clearButtonArea: CGFloat = 28
    }

    let core = TextEditingCore()
    private var attributedOverride: NSAttributedString?
    private var fontStorage: UIFont?
    private var textColorStorage: UIColor?
    private var caretVisible = true
    private var blinkTimer: CAMediaClockTimer?
    /// Secure entry: the next typing replaces the whole text (after re-focusing a field that has text).
    private var secureReplacesOnType = false
    /// The text's layout in the field's text rectangle, rebuilt when the text or the style changes.
    private var cachedLayout: PangoText.Layout?
    /// The offset a drag started at, while the pointer selects.
    private var dragAnchor: Int?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpCore()
        _ = Self.editActionsRecorded
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpCore()
        if let nib = coder as? NibCoder {
            decodeViewKeys(nib)
            decodeTextFieldKeys(nib)
        }
    }

    private func setUpCore() {
        isOpaque = false
        core.undoManager = { [unowned self] in undoManager }
        core.shouldChange = { [unowned self] range, string in
            delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: string) ?? true
        }
        core.didChange = { [unowned self] in
            textChanged()
            sendActions(for: .editingChanged)
            NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
        }
        core.textReplaced = { [unowned self] range, string in
            // Typed text takes the typing attributes within text whose attributes were set.
            guard let attributed = attributedOverride else { return }
            attributedOverride = AttributedRuns.replacing(range, in: attributed, with: string, attributes: defaultTextAttributes)
        }
        core.selectionDidChange = { [unowned self] in
            restartBlink()
            setNeedsDisplay()
            delegate?.textFieldDidChangeSelection(self)
        }
    }

    // MARK: Text and its attributes

    /// The text; "" when empty (never nil when read, as Apple's).
    open var text: String? {
        get { core.text }
        set {
            // Not through the input system: its delegate hears of the change, as UIKit tells it.
            inputDelegate?.textWillChange(self)
            attributedOverride = nil
            core.setText(newValue ?? "")
            textChanged()
            inputDelegate?.textDidChange(self)
        }
    }

    /// The text with its attributes (the field's font and colour over the whole text unless set otherwise).
    open var attributedText: NSAttributedString? {
        get {
            attributedOverride ?? AttributedStringRunArrays.adopt(NSAttributedString(string: core.text, attributes: defaultTextAttributes))
        }
        set {
            inputDelegate?.textWillChange(self)
            attributedOverride = newValue
            core.setText(newValue?.string ?? "")
            textChanged()
            inputDelegate?.textDidChange(self)
        }
    }

    /// The placeholder drawn while the text is empty, in the placeholder text colour.
    open var placeholder: String? {
        get { attributedPlaceholder?.string }
        set {
            attributedPlaceholder = newValue.map {
                AttributedStringRunArrays.adopt(NSAttributedString(string: $0, attributes: [
                    .font: font ?? UIFont.systemFont(ofSize: Metrics.fontSize), .foregroundColor: UIColor.placeholderText,
                ]))
            }
        }
    }

    @NSCopying open var attributedPlaceholder: NSAttributedString? { didSet { setNeedsDisplay() } }

    /// The font: system 17 pt by default.
    open var font: UIFont? {
        get { fontStorage ?? UIFont.systemFont(ofSize: Metrics.fontSize) }
        set { fontStorage = newValue; textChanged() }
    }

    /// The text colour: label by default.
    open var textColor: UIColor? {
        get { textColorStorage ?? UIColor.label }
        set { textColorStorage = newValue; textChanged() }
    }

    open var textAlignment: NSTextAlignment = .natural { didSet { textChanged() } }

    /// The attributes the whole text is drawn with.
    open var defaultTextAttributes: [NSAttributedString.Key: Any] {
        get {
            var attributes: [NSAttributedString.Key: Any] = [.font: font as Any, .foregroundColor: textColor as Any]
            if textAlignment != .natural && textAlignment != .left {
                let paragraph = NSMutableParagraphStyle()
                paragraph.alignment = textAlignment
                attributes[.paragraphStyle] = paragraph
            }
            return attributes
        }
        set {
            if let f = newValue[.font] as? UIFont { fontStorage = f }
            if let c = newValue[.foregroundColor] as? UIColor { textColorStorage = c }
            textChanged()
        }
    }

    /// The attributes typed text takes (the default ones).
    open var typingAttributes: [NSAttributedString.Key: Any]? {
        get { defaultTextAttributes }
        set {}
    }

    open var allowsEditingTextAttributes = false
    open var clearsOnBeginEditing = false
    open var clearsOnInsertion = false
    open var adjustsFontSizeToFitWidth = false { didSet { textChanged() } }
    open var minimumFontSize: CGFloat = 0 { didSet { textChanged() } }

    open var borderStyle: BorderStyle = .none { didSet { setNeedsDisplay(); invalidateIntrinsicContentSize() } }
    open var background: UIImage? { didSet { setNeedsDisplay() } }
    open var disabledBackground: UIImage? { didSet { setNeedsDisplay() } }

    open var clearButtonMode: ViewMode = .never { didSet { setNeedsDisplay() } }
    open var leftView: UIView? {
        didSet { oldValue?.removeFromSuperview(); setNeedsLayout() }
    }
    open var leftViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
    open var rightView: UIView? {
        didSet { oldValue?.removeFromSuperview(); setNeedsLayout() }
    }
    open var rightViewMode: ViewMode = .never { didSet { setNeedsLayout() } }

    open weak var delegate: (any UITextFieldDelegate)?

    /// Whether the field is first responder, editing.
    open private(set) var isEditing = false

    /// Kept and never shown (a desktop has a hardware keyboard); settable as Apple's (UIResponder's is read-only).
    open override var inputView: UIView? {
        get { inputViewStorage }
        set { inputViewStorage = newValue }
    }
    private var inputViewStorage: UIView?
    /// Kept and never shown; settable as Apple's.
    open override var inputAccessoryView: UIView? {
        get { inputAccessoryViewStorage }
        set { inputAccessoryViewStorage = newValue }
    }
    private var inputAccessoryViewStorage: UIView?

    // MARK: Text input traits (stored; cosmetic on the desktop except secure entry)

    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var smartQuotesType: UITextSmartQuotesType = .default
    open var smartDashesType: UITextSmartDashesType = .default
    open var smartInsertDeleteType: UITextSmartInsertDeleteType = .default
    open var inlinePredictionType: UITextInlinePredictionType = .default
    open var keyboardType: UIKeyboardType = .default
    open var keyboardAppearance: UIKeyboardAppearance = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var enablesReturnKeyAutomatically = false
    /// Draws a bullet (U+2022) for each character and disables copy and cut.
    open var isSecureTextEntry = false { didSet { textChanged() } }
    open var textContentType: UITextContentType!
    open var passwordRules: UITextInputPasswordRules?

    // MARK: Rectangles (override points)

    /// The border's rectangle: the bounds.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// The text's rectangle when not editing: the bounds less the border's inset and the overlay views.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        var rect = bounds
        switch borderStyle {
        case .roundedRect: rect = rect.insetBy(dx: Metrics.roundedRectInset, dy: 0)
        case .line, .bezel: rect = rect.insetBy(dx: Metrics.lineInset, dy: 0)
        case .none: break
        }
        // Worked out left to right; right to left the overlays sit mirrored, and so does the text's rectangle.
        let rtl = flipsOverlays
        func unflipped(_ r: CGRect) -> CGRect { rtl ? r.mirrored(in: bounds) : r }
        if showsOverlay(leftViewMode), leftView != nil {
            let left = unflipped(leftViewRect(forBounds: bounds))
            rect.size.width -= max(0, left.maxX - rect.minX)
            rect.origin.x = max(rect.minX, left.maxX)
        }
        var right = rect.maxX
        if showsOverlay(rightViewMode), rightView != nil { right = min(right, unflipped(rightViewRect(forBounds: bounds)).minX) }
        if showsClearButton { right = min(right, unflipped(clearButtonRect(forBounds: bounds)).minX) }
        rect.size.width = max(0, right - rect.minX)
        return rtl ? rect.mirrored(in: bounds) : rect
    }

    /// Right to left the overlay views and the clear button change sides (Apple: they "flip automatically").
    private var flipsOverlays: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    /// The text's rectangle while editing: textRect by default.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// The placeholder's rectangle: textRect by default.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// The clear button's rectangle, at the right end (before the right view); at the left end right to left.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        var maxX = bounds.maxX
        if showsOverlay(rightViewMode), rightView != nil {
            let r = rightViewRect(forBounds: bounds)
            maxX = (flipsOverlays ? r.mirrored(in: bounds) : r).minX
        }
        let r = CGRect(x: maxX - Metrics.clearButtonArea, y: bounds.midY - Metrics.clearButtonArea / 2,
                       width: Metrics.clearButtonArea, height: Metrics.clearButtonArea)
        return flipsOverlays ? r.mirrored(in: bounds) : r
    }

    /// The left view's rectangle: its size at the left end (the right end right to left), centred vertically.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = leftView?.frame.size ?? .zero
        let r = CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
        return flipsOverlays ? r.mirrored(in: bounds) : r
    }

    /// The right view's rectangle: its size at the right end (the left end right to left), centred vertically.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = rightView?.frame.size ?? .zero
        let r = CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
        return flipsOverlays ? r.mirrored(in: bounds) : r
    }

    private func showsOverlay(_ mode: ViewMode) -> Bool {
        switch mode {
        case .never: return false
        case .always: return true
        case .whileEditing: return isEditing
        case .unlessEditing: return !isEditing
        }
    }

    private var showsClearButton: Bool { showsOverlay(clearButtonMode) && !core.text.isEmpty }

    // MARK: Size and layout

    open override var intrinsicContentSize: CGSize {
        let line = (font ?? UIFont.systemFont(ofSize: Metrics.fontSize)).lineHeight
        let textWidth = displayLayout(width: nil).size.width
        let inset: CGFloat = borderStyle == .roundedRect ? Metrics.roundedRectInset : borderStyle == .none ? 0 : Metrics.lineInset
        let height = borderStyle == .roundedRect ? max(Metrics.roundedRectHeight, ceil(line) + 4) : ceil(line)
        return CGSize(width: ceil(textWidth) + 2 * inset, height: height)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        for (view, mode, rect) in [(leftView, leftViewMode, leftViewRect(forBounds: bounds)),
                                   (rightView, rightViewMode, rightViewRect(forBounds: bounds))] {
            guard let view else { continue }
            if showsOverlay(mode) {
                if view.superview !== self { addSubview(view) }
                view.frame = rect
            } else {
                view.removeFromSuperview()
            }
        }
    }

    // MARK: Editing

    open override var canBecomeFirstResponder: Bool { isEnabled }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder else { return false }
        guard delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
        guard super.becomeFirstResponder() else { return false }
        isEditing = true
        if clearsOnBeginEditing && !core.text.isEmpty {
            core.setText("")
            textChanged()
        }
        secureReplacesOnType = isSecureTextEntry && !core.text.isEmpty
        core.select(NSRange(location: core.length, length: 0))
        restartBlink()
        setNeedsLayout()
        setNeedsDisplay()
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
        return true
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        guard delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
        guard super.resignFirstResponder() else { return false }
        endEditingSession()
        return true
    }

    private func endEditingSession() {
        core.unmarkText()
        textUndoManager.removeAllActions()
        isEditing = false
        blinkTimer?.invalidate()
        blinkTimer = nil
        setNeedsLayout()
        setNeedsDisplay()
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self,
                                        userInfo: [UITextField.didEndEditingReasonUserInfoKey: DidEndEditingReason.committed.rawValue])
    }

    /// The return key: asks textFieldShouldReturn, then sends .editingDidEndOnExit and .primaryActionTriggered
    /// (⚠ that order); a field with an .editingDidEndOnExit target resigns (the "Did End On Exit" idiom).
    func handleReturn() {
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        let resigns = allControlEvents.contains(.editingDidEndOnExit)
        sendActions(for: .editingDidEndOnExit)
        sendActions(for: .primaryActionTriggered)
        if resigns { resignFirstResponder() }
    }

    /// The clear button: asks textFieldShouldClear, then empties the text as a user change.
    func clearFromButton() {
        guard delegate?.textFieldShouldClear(self) ?? true else { return }
        core.replace(NSRange(location: 0, length: core.length), with: "")
    }

    private func textChanged() {
        cachedLayout = nil
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    // MARK: Caret blink (on the media clock)

    private func restartBlink() {
        blinkTimer?.invalidate()
        blinkTimer = nil
        caretVisible = true
        guard isEditing else { return }
        scheduleBlink()
    }

    private func scheduleBlink() {
        blinkTimer = CAMediaClock.shared.schedule(after: Metrics.blinkInterval) { [weak self] in
            MainActor.assumeIsolated {
                guard let self, self.isEditing else { return }
                self.caretVisible.toggle()
                self.setNeedsDisplay()
                self.scheduleBlink()
            }
        }
    }

    /// Whether the caret is drawn now (it blinks while editing with an empty selection).
    var isCaretShown: Bool { isEditing && caretVisible && core.selectedRange.length == 0 }

    // MARK: Layout of the text

    /// What is drawn: bullets for secure entry (one per UTF-16 unit, so offsets stay the storage's).
    private var displayText: String { isSecureTextEntry ? String(repeating: "\u{2022}", count: core.length) : core.text }

    private func displayLayout(width: CGFloat?) -> PangoText.Layout {
        TextRenderer.with(self) { directedLayout(width: width) }
    }

    private func directedLayout(width: CGFloat?) -> PangoText.Layout {
        var attributes = defaultTextAttributes
        if adjustsFontSizeToFitWidth, let width, let font, width > 0 {
            let natural = TextRenderer.layout(TextRenderer.prepare(displayText, attributes: attributes), width: nil,
                                              height: nil, singleLine: true, truncatesLastLine: false).size.width
            if natural > width {
                let size = max(minimumFontSize > 0 ? minimumFontSize : 1, floor(font.pointSize * width / natural))
                attributes[.font] = font.withSize(size)
            }
        }
        let prepared = attributedOverride.flatMap { isSecureTextEntry ? nil : TextRenderer.prepare($0) }
            ?? TextRenderer.prepare(displayText, attributes: attributes)
        return TextRenderer.layout(prepared, width: width, height: nil, singleLine: true, truncatesLastLine: false)
    }

    /// The field's direction or colour appearance changed: its text is laid out again.
    func invalidateTextLayout() { textChanged() }

    /// The layout of the text in the current text rectangle, and where its top left is drawn.
    func textLayout() -> (layout: PangoText.Layout, origin: CGPoint) {
        let rect = isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
        let layout = cachedLayout ?? displayLayout(width: rect.width)
        cachedLayout = layout
        let height = layout.lines.first?.height ?? (font ?? UIFont.systemFont(ofSize: Metrics.fontSize)).lineHeight
        var x = rect.minX
        let free = rect.width - layout.size.width
        switch textAlignment {
        case .center: x += free / 2
        case .right: x += free
        case .natural where effectiveUserInterfaceLayoutDirection == .rightToLeft: x += free
        default: break
        }
        // A caret past the right edge scrolls the text left, as a field does while typing a long line.
        if isEditing, free < 0 {
            let caretX = layout.caret(at: core.selectedRange.location).strong.minX
            x = rect.minX + min(0, rect.width - Metrics.caretWidth - caretX)
        }
        return (layout, CGPoint(x: x, y: rect.minY + (rect.height - height) / 2))
    }

    // MARK: Drawing

    open override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        drawBorder(in: ctx)
        if showsClearButton { drawClearButton(in: ctx) }
        drawText(in: isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds))
    }

    private func drawBorder(in ctx: CGContext) {
        let border = borderRect(forBounds: bounds)
        if let image = isEnabled ? background : (disabledBackground ?? background) {
            image.draw(in: border)
            return
        }
        switch borderStyle {
        case .none:
            break
        case .roundedRect:
            let inset = border.insetBy(dx: Metrics.hairline / 2, dy: Metrics.hairline / 2)
            let path = UIBezierPath(roundedRect: inset, cornerRadius: Metrics.cornerRadius)
            UIColor.systemBackground.setFill()
            path.fill()
            UIColor.separator.setStroke()
            path.lineWidth = Metrics.hairline
            path.stroke()
        case .line:
            UIColor.label.setStroke()
            let path = UIBezierPath(rect: border.insetBy(dx: 0.5, dy: 0.5))
            path.lineWidth = 1
            path.stroke()
        case .bezel:
            UIColor.systemBackground.setFill()
            UIBezierPath(rect: border).fill()
            UIColor.systemGray.setStroke()
            let path = UIBezierPath(rect: border.insetBy(dx: 0.5, dy: 0.5))
            path.lineWidth = 1
            path.stroke()
            UIColor.darkGray.setStroke()
            let top = UIBezierPath()
            top.move(to: CGPoint(x: border.minX, y: border.minY + 0.5))
            top.addLine(to: CGPoint(x: border.maxX, y: border.minY + 0.5))
            top.lineWidth = 1
            top.stroke()
        }
        _ = ctx
    }

    private func drawClearButton(in ctx: CGContext) {
        let area = clearButtonRect(forBounds: bounds)
        let side = Metrics.clearButtonSide
        let circle = CGRect(x: area.midX - side / 2, y: area.midY - side / 2, width: side, height: side)
        UIColor.tertiaryLabel.setFill()
        UIBezierPath(ovalIn: circle).fill()
        UIColor.systemBackground.setStroke()
        let cross = UIBezierPath()
        let d = side * 0.2
        cross.move(to: CGPoint(x: circle.midX - d, y: circle.midY - d))
        cross.addLine(to: CGPoint(x: circle.midX + d, y: circle.midY + d))
        cross.move(to: CGPoint(x: circle.midX + d, y: circle.midY - d))
        cross.addLine(to: CGPoint(x: circle.midX - d, y: circle.midY + d))
        cross.lineWidth = 1.5
        cross.stroke()
        _ = ctx
    }

    /// Draws the text (or the placeholder), the selection under it and the caret over it.
    open func drawText(in rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.saveGState()
        ctx.clip(to: bounds)
        if core.text.isEmpty, core.markedRange == nil, let placeholder = attributedPlaceholder, placeholder.length > 0 {
            drawPlaceholder(in: placeholderRect(forBounds: bounds))
        } else {
            let (layout, origin) = textLayout()
            if isEditing, core.selectedRange.length > 0 {
                (tintColor ?? UIColor.systemBlue).withAlphaComponent(Metrics.selectionAlpha).setFill()
                for r in layout.selectionRects(from: core.selectedRange.location, to: NSMaxRange(core.selectedRange)) {
                    UIBezierPath(rect: r.offsetBy(dx: origin.x, dy: origin.y)).fill()
                }
            }
            TextRenderer.draw(layout, at: origin, shadow: nil)
            if let marked = core.markedRange {
                // Marked text is underlined, as an input method's composition is.
                (textColor ?? UIColor.label).setFill()
                for r in layout.selectionRects(from: marked.location, to: NSMaxRange(marked)) {
                    UIBezierPath(rect: CGRect(x: origin.x + r.minX, y: origin.y + r.maxY - 1, width: r.width, height: 1)).fill()
                }
            }
        }
        if isCaretShown {
            let caret = caretRect(for: TextOffsetPosition(core.selectedRange.location))
            (tintColor ?? UIColor.systemBlue).setFill()
            UIBezierPath(rect: caret).fill()
        }
        ctx.restoreGState()
    }

    /// Draws the placeholder, vertically centred in `rect`.
    open func drawPlaceholder(in rect: CGRect) {
        guard let placeholder = attributedPlaceholder else { return }
        let size = placeholder.size()
        placeholder.draw(in: CGRect(x: rect.minX, y: rect.minY + (rect.height - size.height) / 2, width: rect.width, height: size.height))
    }

    // MARK: Pointer: click places the caret, drag selects, double-click a word, triple-click all

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        if event?.buttonMask.contains(.secondary) == true {
            showEditMenu(at: touch.location(in: self))
            return false
        }
        guard isFirstResponder else { return true }
        let offset = offset(at: touch.location(in: self))
        let (layout, _) = textLayout()
        switch touch.tapCount {
        case 2:
            let word = layout.wordRange(at: min(offset, max(0, core.length - 1)))
            pointerSelect(NSRange(location: word.lowerBound, length: word.count))
            dragAnchor = nil
        case 3...:
            pointerSelect(NSRange(location: 0, length: core.length))
            dragAnchor = nil
        default:
            pointerSelect(NSRange(location: offset, length: 0))
            dragAnchor = offset
        }
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        if let anchor = dragAnchor {
            let offset = offset(at: touch.location(in: self))
            pointerSelect(NSRange(location: min(anchor, offset), length: abs(offset - anchor)))
        }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        dragAnchor = nil
        guard let touch else { return }
        if !isFirstResponder, bounds.contains(touch.location(in: self)) {
            if showsClearButton, clearButtonRect(forBounds: bounds).contains(touch.location(in: self)) { return }
            becomeFirstResponder()
        } else if isFirstResponder, showsClearButton, clearButtonRect(forBounds: bounds).contains(touch.location(in: self)) {
            clearFromButton()
        }
    }

    /// A secondary click: the field takes the focus, the caret goes to the click unless it falls in the
    /// selection, and the edit menu opens there (Mac Catalyst's context menu).
    private func showEditMenu(at point: CGPoint) {
        guard isFirstResponder || becomeFirstResponder() else { return }
        TextEditMenu.secondaryClick(in: self, at: point, offset: offset(at: point)) { pointerSelect($0) }
    }

    /// A selection made with the pointer, not through the input system: its delegate hears of it.
    private func pointerSelect(_ range: NSRange, anchor: Int? = nil) {
        inputDelegate?.selectionWillChange(self)
        core.select(range, anchor: anchor)
        inputDelegate?.selectionDidChange(self)
    }

    private func offset(at point: CGPoint) -> Int {
        let (layout, origin) = textLayout()
        return layout.offset(closestTo: CGPoint(x: point.x - origin.x, y: point.y - origin.y))
    }

    // MARK: Undo

    /// The field's own undo manager, where its edits register: Apple documents that a text field has one,
    /// cleared when the field resigns first responder (UIResponder.undoManager).
    private lazy var textUndoManager = UndoManager()
    open override var undoManager: UndoManager? { textUndoManager }

    // MARK: Edit actions (UIResponderStandardEditActions over the general pasteboard)

    private static let editActionsRecorded: Void = UIResponder.recordStandardEditActions(TextEditActions.names, for: UITextField.self)

    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        TextEditActions.canPerform(action, core: core, editable: isEnabled, secure: isSecureTextEntry)
            ?? super.canPerformAction(action, withSender: sender)
    }

    open override func copy(_ sender: Any?) { if !isSecureTextEntry { TextEditActions.copy(core) } }
    open override func cut(_ sender: Any?) { if !isSecureTextEntry, isEnabled { TextEditActions.cut(core) } }
    open override func paste(_ sender: Any?) { if isEnabled { TextEditActions.paste(core, singleLine: true) } }
    open override func delete(_ sender: Any?) { if isEnabled { TextEditActions.delete(core) } }
    open override func selectAll(_ sender: Any?) { TextEditActions.selectAll(core) }
    open override func select(_ sender: Any?) {
        let layout = editingLayout()
        let caret = core.selectedRange.location
        TextEditActions.select(core, wordStart: layout.offset(ofWordFrom: caret, forward: false),
                               wordEnd: layout.offset(ofWordFrom: caret, forward: true))
    }

    // MARK: Keys

    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard isFirstResponder, core.markedRange == nil, let key = presses.first?.key,
              TextKeyHandling.handle(key, in: self) else {
            super.pressesBegan(presses, with: event)
            return
        }
    }

    // MARK: UIKeyInput

    open var hasText: Bool { !core.text.isEmpty }

    open func insertText(_ text: String) {
        if text == "\n" || text == "\r" {
            handleReturn()
            return
        }
        let single = text.replacingOccurrences(of: "\n", with: " ")
        if secureReplacesOnType, core.markedRange == nil {
            secureReplacesOnType = false
            core.select(NSRange(location: 0, length: core.length))
        }
        core.insertText(single)
    }

    open func deleteBackward() {
        if secureReplacesOnType {
            secureReplacesOnType = false
            core.select(NSRange(location: 0, length: core.length))
        }
        core.deleteBackward()
    }

    // MARK: UITextInput (open, as Apple's, so subclasses override them; the work is TextInputForwarding's)

    var textInput: TextInputForwarding { TextInputForwarding(host: self) }

    open func text(in range: UITextRange) -> String? { textInput.text(in: range) }
    open func replace(_ range: UITextRange, withText text: String) { textInput.replace(range, withText: text) }
    open var selectedTextRange: UITextRange? {
        get { textInput.selectedTextRange }
        set { textInput.select(newValue) }
    }
    open var markedTextRange: UITextRange? { textInput.markedTextRange }
    open func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        core.setMarkedText(markedText, selectedRange: selectedRange)
        setNeedsDisplay()
    }
    open func unmarkText() {
        core.unmarkText()
        setNeedsDisplay()
    }
    open var beginningOfDocument: UITextPosition { TextOffsetPosition(0) }
    open var endOfDocument: UITextPosition { textInput.endOfDocument }
    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        textInput.textRange(from: fromPosition, to: toPosition)
    }
    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        textInput.position(from: position, offset: offset)
    }
    open func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        textInput.position(from: position, in: direction, offset: offset)
    }
    open func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult { textInput.compare(position, to: other) }
    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { textInput.offset(toPosition) - textInput.offset(from) }
    open func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        textInput.position(within: range, farthestIn: direction)
    }
    open func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
        textInput.characterRange(byExtending: position, in: direction)
    }
    open func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection { .leftToRight }
    open func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange) {}
    open func firstRect(for range: UITextRange) -> CGRect { textInput.firstRect(for: range) }
    open func caretRect(for position: UITextPosition) -> CGRect { textInput.caretRect(for: position) }
    open func selectionRects(for range: UITextRange) -> [UITextSelectionRect] { textInput.selectionRects(for: range) }
    open func closestPosition(to point: CGPoint) -> UITextPosition? { textInput.closestPosition(to: point) }
    open func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        textInput.closestPosition(to: point, within: range)
    }
    open func characterRange(at point: CGPoint) -> UITextRange? { textInput.characterRange(at: point) }

    // MARK: UITextInput state

    open var markedTextStyle: [NSAttributedString.Key: Any]?
    open weak var inputDelegate: (any UITextInputDelegate)?
    open lazy var tokenizer: any UITextInputTokenizer = UITextInputStringTokenizer(textInput: self)
}
