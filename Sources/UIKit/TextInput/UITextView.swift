import Foundation
import QuartzCore
import TextEngine

/// Scrollable, multiline editable text: a scroll view whose content is its text laid out in its text container
/// (the view's width less the container inset and the line fragment padding). It takes text through UITextInput
/// while first responder, asks its delegate about every user change, and keeps the caret visible as text grows.
/// Data detectors are off (kept, not acted on).
@preconcurrency @MainActor
open class UITextView: UIScrollView, UITextInput {
    private enum Metrics {
        // SPEC-NEXT 4.3 ⚠: font nil draws system 12 pt; the container inset (8, 0, 8, 0) and padding 5 are Apple's.
        static let defaultFontSize: CGFloat = 12
        static let containerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
        // As UITextField's caret and selection (see there).
        static let caretWidth: CGFloat = 2
        static let blinkInterval: CFTimeInterval = 0.5
        static let selectionAlpha: CGFloat = 0.2
        /// Apple's "unlimited" container height.
        static let unlimited: CGFloat = 10_000_000
    }

    let core = TextEditingCore()
    private var attributedOverride: NSAttributedString?
    private var caretVisible = true
    private var blinkTimer: CAMediaClockTimer?
    private var cachedLayout: PangoText.Layout?
    private var dragAnchor: Int?
    private var trackedTouch: UITouch?

    /// Apple's designated initializer: a nil container gets one as wide as the frame.
    public init(frame: CGRect, textContainer: NSTextContainer?) {
        self.textContainer = textContainer
            ?? NSTextContainer(size: CGSize(width: frame.width, height: Metrics.unlimited))
        super.init(frame: frame)
        setUp()
        _ = Self.editActionsRecorded
    }

    // Convenience as on Apple, so that a subclass overriding the designated initializers inherits it.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, textContainer: nil)
    }

    public required init?(coder: NSCoder) {
        textContainer = NSTextContainer(size: CGSize(width: 0, height: Metrics.unlimited))
        super.init(coder: coder)
        setUp()
        if let nib = coder as? NibCoder {
            decodeViewKeys(nib)
            decodeTextViewKeys(nib)
        }
    }

    private func setUp() {
        textContainer.widthTracksTextView = true
        textContainer.changed = { [unowned self] in textChanged() }
        alwaysBounceVertical = true
        core.undoManager = { [unowned self] in undoManager }
        core.shouldChange = { [unowned self] range, string in
            textViewDelegate?.textView(self, shouldChangeTextIn: range, replacementText: string) ?? true
        }
        core.didChange = { [unowned self] in
            textChanged()
            textViewDelegate?.textViewDidChange(self)
            NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
        }
        core.textReplaced = { [unowned self] range, string in
            layoutEdits?.append((range, string))
            // Typed text takes the typing attributes within text whose attributes were set.
            guard let attributed = attributedOverride else { return }
            attributedOverride = AttributedRuns.replacing(range, in: attributed, with: string, attributes: typingAttributes)
        }
        core.selectionDidChange = { [unowned self] in
            restartBlink()
            setNeedsDisplay()
            scrollCaretToVisible()
            textViewDelegate?.textViewDidChangeSelection(self)
        }
        core.setText("")
    }

    // MARK: Text and attributes

    /// The text ("" when empty).
    open var text: String! {
        get { core.text }
        set {
            // Not through the input system: its delegate hears of the change, as UIKit tells it.
            inputDelegate?.textWillChange(self)
            attributedOverride = nil
            layoutEdits = nil
            core.setText(newValue ?? "")
            textChanged()
            inputDelegate?.textDidChange(self)
        }
    }

    open var attributedText: NSAttributedString! {
        get {
            attributedOverride ?? AttributedStringRunArrays.adopt(NSAttributedString(string: core.text, attributes: typingAttributes))
        }
        set {
            inputDelegate?.textWillChange(self)
            attributedOverride = newValue
            layoutEdits = nil
            core.setText(newValue?.string ?? "")
            textChanged()
            inputDelegate?.textDidChange(self)
        }
    }

    /// The font; nil by default, which draws the system font at 12 pt.
    open var font: UIFont? { didSet { reusableLayout = nil; textChanged() } }
    /// The text colour; nil by default, which draws in the label colour.
    open var textColor: UIColor? { didSet { reusableLayout = nil; textChanged() } }
    open var textAlignment: NSTextAlignment = .natural { didSet { reusableLayout = nil; textChanged() } }

    /// The attributes typed text takes: the view's font and colour.
    open var typingAttributes: [NSAttributedString.Key: Any] {
        get {
            var attributes: [NSAttributedString.Key: Any] = [
                .font: font ?? UIFont.systemFont(ofSize: Metrics.defaultFontSize),
                .foregroundColor: textColor ?? UIColor.label,
            ]
            if textAlignment != .natural && textAlignment != .left {
                let paragraph = NSMutableParagraphStyle()
                paragraph.alignment = textAlignment
                attributes[.paragraphStyle] = paragraph
            }
            return attributes
        }
        set {
            if let f = newValue[.font] as? UIFont { font = f }
            if let c = newValue[.foregroundColor] as? UIColor { textColor = c }
        }
    }

    open var isEditable = true
    open var isSelectable = true
    open var allowsEditingTextAttributes = false
    open var clearsOnInsertion = false
    /// Kept, not acted on: the desktop detects no data (docs/DIFFERENCES.md).
    open var dataDetectorTypes: UIDataDetectorTypes = []
    open var linkTextAttributes: [NSAttributedString.Key: Any]! = [:]
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

    /// The inset of the text container from the view's content edges: (8, 0, 8, 0).
    open var textContainerInset: UIEdgeInsets = Metrics.containerInset { didSet { textChanged() } }
    /// The container the text is laid out in.
    open private(set) var textContainer: NSTextContainer

    /// The view's delegate, a UITextViewDelegate when it is one.
    // Linux: Apple's text view redeclares `delegate` as UITextViewDelegate (an Objective-C covariant override);
    // Swift allows no such override of a read-write property, so it stays UIScrollView's and is cast here.
    var textViewDelegate: (any UITextViewDelegate)? { delegate as? any UITextViewDelegate }

    /// The selection in UTF-16 units; (length, 0) after the text is set.
    open var selectedRange: NSRange {
        get { core.selectedRange }
        set { core.select(newValue) }
    }

    /// Posted after a text view became first responder.
    nonisolated public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    /// Posted after the user changed the text.
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    /// Posted after a text view resigned first responder.
    nonisolated public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")

    // MARK: Text input traits

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
    open var isSecureTextEntry = false
    open var textContentType: UITextContentType!
    open var passwordRules: UITextInputPasswordRules?

    // MARK: Layout

    /// The width lines wrap to: the view's width less the container inset and twice the padding.
    private var lineWidth: CGFloat {
        let width = textContainer.widthTracksTextView ? bounds.width - textContainerInset.left - textContainerInset.right
                                                      : textContainer.size.width
        return max(1, width - 2 * textContainer.lineFragmentPadding)
    }

    private var textOrigin: CGPoint {
        CGPoint(x: textContainerInset.left + textContainer.lineFragmentPadding, y: textContainerInset.top)
    }

    /// The layout of the text and where its top left is, in content coordinates.
    func textLayout() -> (layout: PangoText.Layout, origin: CGPoint) {
        if let cachedLayout, abs((cachedLayoutWidth ?? -1) - lineWidth) < 0.001 { return (cachedLayout, textOrigin) }
        // Text in the view's own attributes reuses the last layout's unchanged paragraphs; after one edit (a
        // keystroke) only the paragraphs it touched are laid out again, so typing costs as much in a long text
        // as in a short one.
        let layout = TextRenderer.with(self) { () -> PangoText.Layout in
            if attributedOverride == nil, let previous = reusableLayout, let edits = layoutEdits, edits.count == 1,
               abs((cachedLayoutWidth ?? -1) - lineWidth) < 0.001,
               let edited = PangoText.Layout(editing: previous, replacing: edits[0].range, with: edits[0].string, giving: core.text,
                                             runs: TextRenderer.prepare(core.text, attributes: typingAttributes).runs) {
                return edited
            }
            let prepared = attributedOverride.map { TextRenderer.prepare($0) } ?? TextRenderer.prepare(core.text, attributes: typingAttributes)
            return TextRenderer.layout(prepared, width: lineWidth, height: nil, singleLine: false, truncatesLastLine: false,
                                       perParagraph: true, reusing: attributedOverride == nil ? reusableLayout : nil)
        }
        cachedLayout = layout
        reusableLayout = attributedOverride == nil ? layout : nil
        layoutEdits = []
        cachedLayoutWidth = lineWidth
        return (layout, textOrigin)
    }
    private var cachedLayoutWidth: CGFloat?
    /// The last layout of text in the view's own attributes, whose paragraphs the next layout may reuse; dropped
    /// when those attributes change.
    private var reusableLayout: PangoText.Layout?
    /// The replacements made in the text since the last layout, in order; nil when the text was set.
    private var layoutEdits: [(range: NSRange, string: String)]?

    private var lineHeight: CGFloat { (font ?? UIFont.systemFont(ofSize: Metrics.defaultFontSize)).lineHeight }

    /// The view's direction or colour appearance changed: its text is laid out again.
    func invalidateTextLayout() {
        reusableLayout = nil
        textChanged()
    }

    private func textChanged() {
        cachedLayout = nil
        updateContentSize()
        setNeedsDisplay()
    }

    private func updateContentSize() {
        let (layout, origin) = textLayout()
        let height = max(layout.size.height, lineHeight) + origin.y + textContainerInset.bottom
        contentSize = CGSize(width: bounds.width, height: ceil(height))
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if let cachedLayoutWidth, abs(cachedLayoutWidth - lineWidth) > 0.001 { textChanged() }
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let prepared = TextRenderer.prepare(core.text, attributes: typingAttributes)
        let width = max(1, size.width - textContainerInset.left - textContainerInset.right - 2 * textContainer.lineFragmentPadding)
        let layout = TextRenderer.layout(prepared, width: width, height: nil, singleLine: false, truncatesLastLine: false)
        return CGSize(width: size.width, height: ceil(max(layout.size.height, lineHeight) + textContainerInset.top + textContainerInset.bottom))
    }

    /// Scrolls so that the text in `range` shows.
    open func scrollRangeToVisible(_ range: NSRange) {
        let (layout, origin) = textLayout()
        let start = layout.caret(at: range.location).strong
        let end = layout.caret(at: NSMaxRange(range)).strong
        var rect = start.union(end).offsetBy(dx: origin.x, dy: origin.y)
        rect.size.width = max(rect.width, 1)
        scrollRectToVisible(rect.insetBy(dx: 0, dy: -textContainerInset.bottom), animated: false)
    }

    private func scrollCaretToVisible() {
        guard isFirstResponder, bounds.height > 0 else { return }
        scrollRangeToVisible(NSRange(location: core.selectedRange.location, length: 0))
    }

    // MARK: Editing

    open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }

    /// Whether the view is first responder and editable.
    private var isEditing: Bool { isFirstResponder && isEditable }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder else { return false }
        if isEditable, !(textViewDelegate?.textViewShouldBeginEditing(self) ?? true) { return false }
        guard super.becomeFirstResponder() else { return false }
        restartBlink()
        setNeedsDisplay()
        if isEditable {
            textViewDelegate?.textViewDidBeginEditing(self)
            NotificationCenter.default.post(name: UITextView.textDidBeginEditingNotification, object: self)
        }
        return true
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        if isEditable, !(textViewDelegate?.textViewShouldEndEditing(self) ?? true) { return false }
        guard super.resignFirstResponder() else { return false }
        core.unmarkText()
        blinkTimer?.invalidate()
        blinkTimer = nil
        setNeedsDisplay()
        if isEditable {
            textViewDelegate?.textViewDidEndEditing(self)
            NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
        }
        return true
    }

    /// Return inserts a newline (through shouldChangeTextIn, as typed text).
    func handleReturn() { insertText("\n") }

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

    var isCaretShown: Bool { isEditing && caretVisible && core.selectedRange.length == 0 }

    // MARK: Drawing (the visible lines only, in content coordinates)

    open override func draw(_ rect: CGRect) {
        let (layout, origin) = textLayout()
        if isFirstResponder, core.selectedRange.length > 0 {
            (tintColor ?? UIColor.systemBlue).withAlphaComponent(Metrics.selectionAlpha).setFill()
            for r in layout.selectionRects(from: core.selectedRange.location, to: NSMaxRange(core.selectedRange)) {
                UIBezierPath(rect: r.offsetBy(dx: origin.x, dy: origin.y)).fill()
            }
        }
        if let ctx = UIGraphicsGetCurrentContext() {
            layout.draw(in: ctx, at: origin, visible: bounds)
        }
        if let marked = core.markedRange {
            (textColor ?? UIColor.label).setFill()
            for r in layout.selectionRects(from: marked.location, to: NSMaxRange(marked)) {
                UIBezierPath(rect: CGRect(x: origin.x + r.minX, y: origin.y + r.maxY - 1, width: r.width, height: 1)).fill()
            }
        }
        if isCaretShown {
            (tintColor ?? UIColor.systemBlue).setFill()
            UIBezierPath(rect: caretRect(for: TextOffsetPosition(core.selectedRange.location))).fill()
        }
    }

    // MARK: Pointer

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, isSelectable || isEditable else {
            super.touchesBegan(touches, with: event)
            return
        }
        trackedTouch = touch
        if !isFirstResponder { _ = becomeFirstResponder() }
        guard isFirstResponder else { return }
        let point = touch.location(in: self)
        let offset = offset(at: point)
        if event?.buttonMask.contains(.secondary) == true {
            // A secondary click opens the edit menu (Mac Catalyst's context menu).
            TextEditMenu.secondaryClick(in: self, at: point, offset: offset) { pointerSelect($0) }
            dragAnchor = nil
            return
        }
        switch touch.tapCount {
        case 2:
            let word = textLayout().layout.wordRange(at: min(offset, max(0, core.length - 1)))
            pointerSelect(NSRange(location: word.lowerBound, length: word.count))
            dragAnchor = nil
        case 3...:
            // A line's paragraph, as a triple-click selects on the Mac.
            let text = core.text as NSString
            pointerSelect(text.paragraphRange(for: NSRange(location: min(offset, max(0, core.length - 1)), length: 0)))
            dragAnchor = nil
        default:
            pointerSelect(NSRange(location: offset, length: 0))
            dragAnchor = offset
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch), let anchor = dragAnchor else {
            super.touchesMoved(touches, with: event)
            return
        }
        let offset = offset(at: touch.location(in: self))
        pointerSelect(NSRange(location: min(anchor, offset), length: abs(offset - anchor)), anchor: anchor)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else {
            super.touchesEnded(touches, with: event)
            return
        }
        trackedTouch = nil
        dragAnchor = nil
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        trackedTouch = nil
        dragAnchor = nil
        super.touchesCancelled(touches, with: event)
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

    /// The text view's own undo manager, where its edits register: on iOS a text view's `undoManager` is its
    /// own (a private UndoManager subclass), not its window's.
    private lazy var textUndoManager = UndoManager()
    open override var undoManager: UndoManager? { textUndoManager }

    // MARK: Edit actions (UIResponderStandardEditActions over the general pasteboard)

    private static let editActionsRecorded: Void = UIResponder.recordStandardEditActions(TextEditActions.names, for: UITextView.self)

    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        TextEditActions.canPerform(action, core: core, editable: isEditable, secure: isSecureTextEntry)
            ?? super.canPerformAction(action, withSender: sender)
    }

    open override func copy(_ sender: Any?) { if !isSecureTextEntry { TextEditActions.copy(core) } }
    open override func cut(_ sender: Any?) { if !isSecureTextEntry, isEditable { TextEditActions.cut(core) } }
    open override func paste(_ sender: Any?) { if isEditable { TextEditActions.paste(core, singleLine: false) } }
    open override func delete(_ sender: Any?) { if isEditable { TextEditActions.delete(core) } }
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
              isEditable || !Self.editsText(key), TextKeyHandling.handle(key, in: self) else {
            super.pressesBegan(presses, with: event)
            return
        }
    }

    private static func editsText(_ key: UIKey) -> Bool {
        [UIKeyboardHIDUsage.keyboardDeleteOrBackspace, .keyboardReturnOrEnter, UIKeyboardHIDUsage(rawValue: 0x4C),
         .keyboardZ].contains(key.keyCode)
    }

    // MARK: UIKeyInput

    open var hasText: Bool { !core.text.isEmpty }

    open func insertText(_ text: String) {
        guard isEditable else { return }
        core.insertText(text)
    }

    open func deleteBackward() {
        guard isEditable else { return }
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
