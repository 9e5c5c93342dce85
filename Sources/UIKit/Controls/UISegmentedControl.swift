import Foundation

/// A row of segments, each a title, an image or a UIAction, of which one at most is selected; the
/// selected one sits on a white "pill" over a light gray rounded background. A tap that ends over
/// another enabled segment selects it and sends valueChanged; setting `selectedSegmentIndex` in code
/// sends nothing.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl, ControlAccessibility {
    /// The deprecated looks (no effect since iOS 7).
    public enum Style: Int, Sendable {
        case plain = 0
        case bordered = 1
        case bar = 2
        case bezeled = 7
    }

    /// Where a segment sits, for content position adjustments.
    public enum Segment: Int, Sendable {
        case any = 0
        case left = 1
        case center = 2
        case right = 3
        case alone = 4
    }

    /// The index of "no segment selected".
    public class var noSegment: Int { -1 }

    private enum Metrics {
        // ⚠ SPEC-NEXT §5.5: 32 pt tall on iOS 13 and later.
        static let height: CGFloat = 32
        // ⚠ Read off iOS 17 screenshots: background corner ~9 pt, pill 2 pt inside it with ~7 pt corners.
        static let cornerRadius: CGFloat = 9
        static let pillInset: CGFloat = 2
        static let pillCornerRadius: CGFloat = 7
        // ⚠ The pill's shadow: soft, below, faint.
        static let pillShadowOpacity: Float = 0.12
        static let pillShadowRadius: CGFloat = 4
        static let pillShadowOffset = CGSize(width: 0, height: 2)
        // ⚠ Separators: 1 pt wide, 16 pt tall, centred.
        static let separatorWidth: CGFloat = 1
        static let separatorHeight: CGFloat = 16
        // ⚠ Each segment's content has about 12 pt on each side when sized to fit.
        static let contentPadding: CGFloat = 12
        // ⚠ Titles are 13 pt, semibold when selected (iOS 13 and later).
        static let fontSize: CGFloat = 13
        static let animationDuration: TimeInterval = 0.25
        // ⚠ The pill in dark mode is 636366 (systemGray2's dark value).
        static let pillColor = UIColor { $0.userInterfaceStyle == .dark
            ? UIColor(red: 99 / 255, green: 99 / 255, blue: 102 / 255, alpha: 1) : .white }
    }

    /// One segment's model and its views.
    @MainActor private final class SegmentItem {
        var title: String?
        var image: UIImage?
        var action: UIAction?
        var width: CGFloat = 0
        var enabled = true
        var contentOffset: CGSize = .zero
        let label = UILabel()
        let imageView = UIImageView()
        var frame: CGRect = .zero

        init(title: String?, image: UIImage?, action: UIAction?) {
            self.title = title
            self.image = image
            self.action = action
        }

        var shownTitle: String? { action?.title ?? title }
        var shownImage: UIImage? { action?.image ?? image }
    }

    private var items: [SegmentItem] = []
    private var separators: [UIView] = []
    private let backgroundView = UIView()
    private let pillView = UIView()
    private var selectedIndexStorage = -1
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
    /// The segment under the touch while tracking.
    private var pressedSegment: Int?

    /// Whether a tap selects only for the moment (the index goes back after the event). Default false.
    open var isMomentary = false
    /// Whether segments are as wide as their content (true) or share the width equally (false, the default).
    open var apportionsSegmentWidthsByContent = false {
        didSet { invalidateIntrinsicContentSize(); setNeedsLayout() }
    }
    /// The deprecated style (no effect).
    open var segmentedControlStyle: Style = .plain
    /// The colour of the selected segment's pill (nil: white, 636366 in dark mode).
    open var selectedSegmentTintColor: UIColor? { didSet { updateLook() } }

    /// The number of segments.
    open var numberOfSegments: Int { items.count }

    /// Each segment's frame in the control's bounds (for the automation tree's segment buttons).
    var segmentFrames: [CGRect] { items.map(\.frame) }

    /// The selected segment's index, or `noSegment` (-1). Setting it sends nothing; an index out of
    /// range is ignored.
    open var selectedSegmentIndex: Int {
        get { selectedIndexStorage }
        set {
            guard newValue >= -1, newValue < items.count, newValue != selectedIndexStorage else { return }
            selectedIndexStorage = newValue
            updateLook()
            setNeedsLayout()
        }
    }

    /// Creates a control with a segment per item: Strings become titles, UIImages images.
    public init(items: [Any]?) {
        super.init(frame: .zero)
        configureSegmentedControl()
        for item in items ?? [] {
            if let s = item as? String {
                self.items.append(SegmentItem(title: s, image: nil, action: nil))
            } else if let i = item as? UIImage {
                self.items.append(SegmentItem(title: nil, image: i, action: nil))
            }
        }
        segmentsDidChange(animated: false)
        frame.size = CGSize(width: intrinsicContentSize.width, height: Metrics.height)
    }

    /// Creates a control with a segment per action (its title and image); selecting one performs it.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        for a in actions { items.append(SegmentItem(title: nil, image: nil, action: a)) }
        segmentsDidChange(animated: false)
    }

    /// Creates an empty control in `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureSegmentedControl()
    }

    /// Segmented controls are not archived on Linux.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureSegmentedControl()
        if let nib = coder as? NibCoder {
            decodeViewKeys(nib)
            decodeSegmentedControlKeys(nib)
        }
    }

    private func configureSegmentedControl() {
        isOpaque = false
        backgroundView.isUserInteractionEnabled = false
        pillView.isUserInteractionEnabled = false
        backgroundView.layer.cornerRadius = Metrics.cornerRadius
        pillView.layer.cornerRadius = Metrics.pillCornerRadius
        pillView.layer.shadowColor = UIColor.black.cgColor
        pillView.layer.shadowOpacity = Metrics.pillShadowOpacity
        pillView.layer.shadowRadius = Metrics.pillShadowRadius
        pillView.layer.shadowOffset = Metrics.pillShadowOffset
        addSubview(backgroundView)
        addSubview(pillView)
        updateLook()
    }

    // MARK: Segments

    /// Pins an index for inserting: Apple pins values past the end to the end.
    private func insertionIndex(_ segment: Int) -> Int { min(max(segment, 0), items.count) }

    /// Pins an index to an existing segment (Apple pins values past the end to the last); nil when empty.
    private func existingIndex(_ segment: Int) -> Int? {
        guard !items.isEmpty else { return nil }
        return min(max(segment, 0), items.count - 1)
    }

    /// Inserts a segment titled `title` at `segment` (pinned to the end).
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(SegmentItem(title: title, image: nil, action: nil), at: segment, animated: animated)
    }

    /// Inserts a segment showing `image` at `segment` (pinned to the end).
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(SegmentItem(title: nil, image: image, action: nil), at: segment, animated: animated)
    }

    /// Inserts a segment for `action` at `segment` (pinned to the end).
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insert(SegmentItem(title: nil, image: nil, action: action), at: segment, animated: animated)
    }

    private func insert(_ item: SegmentItem, at segment: Int, animated: Bool) {
        let index = insertionIndex(segment)
        items.insert(item, at: index)
        if selectedIndexStorage >= index { selectedIndexStorage += 1 }
        segmentsDidChange(animated: animated)
    }

    /// Removes the segment at `segment` (pinned to the last); the selection follows its segment.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard let index = existingIndex(segment) else { return }
        let item = items.remove(at: index)
        item.label.removeFromSuperview()
        item.imageView.removeFromSuperview()
        if selectedIndexStorage == index {
            selectedIndexStorage = Self.noSegment
        } else if selectedIndexStorage > index {
            selectedIndexStorage -= 1
        }
        segmentsDidChange(animated: animated)
    }

    /// Removes every segment.
    open func removeAllSegments() {
        for item in items {
            item.label.removeFromSuperview()
            item.imageView.removeFromSuperview()
        }
        items.removeAll()
        selectedIndexStorage = Self.noSegment
        segmentsDidChange(animated: false)
    }

    /// Sets a segment's title (a segment has a title or an image, not both).
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard let i = existingIndex(segment) else { return }
        items[i].title = title
        items[i].image = nil
        segmentsDidChange(animated: false)
    }

    /// A segment's title, nil if it has none.
    open func titleForSegment(at segment: Int) -> String? {
        existingIndex(segment).flatMap { items[$0].shownTitle }
    }

    /// Sets a segment's image (a segment has a title or an image, not both).
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard let i = existingIndex(segment) else { return }
        items[i].image = image
        items[i].title = nil
        segmentsDidChange(animated: false)
    }

    /// A segment's image, nil if it has none.
    open func imageForSegment(at segment: Int) -> UIImage? {
        existingIndex(segment).flatMap { items[$0].shownImage }
    }

    /// Replaces a segment's content with `action` (its title and image).
    open func setAction(_ action: UIAction, forSegmentAt segment: Int) {
        guard let i = existingIndex(segment) else { return }
        items[i].action = action
        segmentsDidChange(animated: false)
    }

    /// The action of a segment made from one, nil otherwise.
    open func actionForSegment(at segment: Int) -> UIAction? {
        existingIndex(segment).flatMap { items[$0].action }
    }

    /// The index of the segment whose action has `actionIdentifier`, or `noSegment`.
    open func segmentIndex(identifiedBy actionIdentifier: UIAction.Identifier) -> Int {
        items.firstIndex { $0.action?.identifier == actionIdentifier } ?? Self.noSegment
    }

    /// Sets a segment's width; 0 (the default) sizes it automatically. Negative widths are ignored.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard width >= 0, let i = existingIndex(segment) else { return }
        items[i].width = width
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// A segment's set width (0: automatic).
    open func widthForSegment(at segment: Int) -> CGFloat {
        existingIndex(segment).map { items[$0].width } ?? 0
    }

    /// Moves a segment's content by `offset` from its centre.
    open func setContentOffset(_ offset: CGSize, forSegmentAt segment: Int) {
        guard let i = existingIndex(segment) else { return }
        items[i].contentOffset = offset
        setNeedsLayout()
    }

    /// A segment's content offset.
    open func contentOffsetForSegment(at segment: Int) -> CGSize {
        existingIndex(segment).map { items[$0].contentOffset } ?? .zero
    }

    /// Enables or disables one segment (a disabled segment cannot be selected by touch).
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard let i = existingIndex(segment) else { return }
        items[i].enabled = enabled
        updateLook()
    }

    /// Whether a segment is enabled. Default true.
    open func isEnabledForSegment(at segment: Int) -> Bool {
        existingIndex(segment).map { items[$0].enabled } ?? true
    }

    /// The text attributes of titles in `state` (.normal, .selected, .highlighted, .disabled).
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: State) {
        titleAttributes[state.rawValue] = attributes
        updateLook()
        invalidateIntrinsicContentSize()
    }

    /// The text attributes set for `state`, nil if none.
    open func titleTextAttributes(for state: State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    private func segmentsDidChange(animated: Bool) {
        for item in items {
            if item.label.superview == nil { addSubview(item.label) }
            if item.imageView.superview == nil { addSubview(item.imageView) }
            item.label.isUserInteractionEnabled = false
            item.imageView.isUserInteractionEnabled = false
        }
        while separators.count < max(0, items.count - 1) {
            let s = UIView()
            s.isUserInteractionEnabled = false
            s.backgroundColor = .separator
            insertSubview(s, aboveSubview: backgroundView)
            separators.append(s)
        }
        while separators.count > max(0, items.count - 1) { separators.removeLast().removeFromSuperview() }
        updateLook()
        invalidateIntrinsicContentSize()
        if animated, window != nil {
            UIView.animate(withDuration: Metrics.animationDuration) { self.layoutParts() }
        } else {
            setNeedsLayout()
        }
    }

    // MARK: Sizing and layout

    private func font(selected: Bool) -> UIFont {
        let state: State = selected ? .selected : .normal
        if let f = (titleAttributes[state.rawValue] ?? titleAttributes[State.normal.rawValue])?[.font] as? UIFont { return f }
        return .systemFont(ofSize: Metrics.fontSize, weight: selected ? .semibold : .regular)
    }

    /// The width of a segment's content with its padding.
    private func contentWidth(_ i: Int) -> CGFloat {
        let item = items[i]
        var w: CGFloat = 0
        if let image = item.shownImage {
            w = image.size.width
        } else if let title = item.shownTitle {
            // The wider of the regular and the semibold title, so selecting does not resize.
            let a = (title as NSString).size(withAttributes: [.font: font(selected: false)]).width
            let b = (title as NSString).size(withAttributes: [.font: font(selected: true)]).width
            w = ceil(max(a, b))
        }
        return w + 2 * Metrics.contentPadding
    }

    /// ⚠ Equal widths: the widest content times the count; by content: their sum; set widths count as set.
    open override var intrinsicContentSize: CGSize {
        guard !items.isEmpty else { return CGSize(width: 0, height: Metrics.height) }
        let widths = items.indices.map { items[$0].width > 0 ? items[$0].width : contentWidth($0) }
        let width = apportionsSegmentWidthsByContent ? widths.reduce(0, +) : (widths.max() ?? 0) * CGFloat(items.count)
        return CGSize(width: width, height: Metrics.height)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// The segments' widths in `total`: set widths as set; the rest share what is left equally, or in
    /// proportion to their content when apportioned by content.
    private func segmentWidths(in total: CGFloat) -> [CGFloat] {
        let fixed = items.reduce(0) { $0 + $1.width }
        let auto = items.indices.filter { items[$0].width <= 0 }
        var widths = items.map { $0.width }
        guard !auto.isEmpty else { return widths }
        let left = max(0, total - fixed)
        if apportionsSegmentWidthsByContent {
            let contents = auto.map { contentWidth($0) }
            let sum = contents.reduce(0, +)
            for (k, i) in auto.enumerated() { widths[i] = sum > 0 ? left * contents[k] / sum : left / CGFloat(auto.count) }
        } else {
            for i in auto { widths[i] = left / CGFloat(auto.count) }
        }
        return widths
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutParts()
    }

    private func layoutParts() {
        backgroundView.frame = bounds
        // Right to left the first segment is at the right.
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        var x = rtl ? bounds.maxX : bounds.minX
        for (i, w) in segmentWidths(in: bounds.width).enumerated() {
            let item = items[i]
            item.frame = CGRect(x: rtl ? x - w : x, y: bounds.minY, width: w, height: bounds.height)
            x += rtl ? -w : w
            let centre = CGPoint(x: item.frame.midX + item.contentOffset.width, y: item.frame.midY + item.contentOffset.height)
            let labelSize = item.label.sizeThatFits(CGSize(width: max(0, w - 2 * Metrics.pillInset), height: bounds.height))
            let lw = min(labelSize.width, max(0, w - 2 * Metrics.pillInset))
            item.label.frame = CGRect(x: centre.x - lw / 2, y: centre.y - labelSize.height / 2, width: lw, height: labelSize.height)
            let imageSize = item.shownImage?.size ?? .zero
            item.imageView.frame = CGRect(x: centre.x - imageSize.width / 2, y: centre.y - imageSize.height / 2,
                                          width: imageSize.width, height: imageSize.height)
            if i > 0 {
                separators[i - 1].frame = CGRect(x: (rtl ? item.frame.maxX : item.frame.minX) - Metrics.separatorWidth / 2,
                                                 y: bounds.midY - Metrics.separatorHeight / 2,
                                                 width: Metrics.separatorWidth, height: Metrics.separatorHeight)
                // No separator beside the pill.
                let besidePill = !isMomentary && (selectedIndexStorage == i || selectedIndexStorage == i - 1)
                separators[i - 1].alpha = besidePill ? 0 : 1
            }
        }
        if selectedIndexStorage >= 0, selectedIndexStorage < items.count {
            pillView.frame = items[selectedIndexStorage].frame.insetBy(dx: Metrics.pillInset, dy: Metrics.pillInset)
            pillView.alpha = 1
        } else {
            pillView.alpha = 0
        }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateLook()
    }

    override func stateDidChange() {
        updateLook()
    }

    private func updateLook() {
        // ⚠ iOS 13 and later: the background is tertiarySystemFill (767680 at 12 %).
        backgroundView.backgroundColor = .tertiarySystemFill
        pillView.backgroundColor = selectedSegmentTintColor ?? Metrics.pillColor
        for (i, item) in items.enumerated() {
            let selected = i == selectedIndexStorage
            let enabled = isEnabled && item.enabled
            var state: State = selected ? .selected : .normal
            if !enabled { state = .disabled }
            if pressedSegment == i, !selected { state = .highlighted }
            var attributes: [NSAttributedString.Key: Any] = [.font: font(selected: selected), .foregroundColor: UIColor.label]
            for (k, v) in titleAttributes[State.normal.rawValue] ?? [:] { attributes[k] = v }
            if state != .normal { for (k, v) in titleAttributes[state.rawValue] ?? [:] { attributes[k] = v } }
            let image = item.shownImage
            item.imageView.image = image?.withRenderingMode(image?.renderingMode == .alwaysOriginal ? .alwaysOriginal : .alwaysTemplate)
            item.imageView.tintColor = .label
            item.imageView.isHidden = image == nil
            item.label.isHidden = image != nil
            item.label.attributedText = item.shownTitle.map {
                AttributedStringRunArrays.adopt(NSAttributedString(string: $0, attributes: attributes))
            }
            // ⚠ A disabled segment's content is drawn at a quarter opacity; a pressed one dimmed.
            let alpha: CGFloat = !enabled ? 0.25 : (pressedSegment == i && !selected ? 0.5 : 1)
            item.label.alpha = alpha
            item.imageView.alpha = alpha
        }
        setNeedsLayout()
    }

    // MARK: Tracking

    private func segment(at p: CGPoint) -> Int? {
        guard trackingContains(p) else { return nil }
        let x = min(max(p.x, bounds.minX), bounds.maxX - 0.001)
        return items.firstIndex { x >= $0.frame.minX && x < $0.frame.maxX }
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        layoutIfNeeded()
        pressedSegment = segment(at: touch.location(in: self))
        updateLook()
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let s = segment(at: touch.location(in: self))
        if s != pressedSegment {
            pressedSegment = s
            updateLook()
        }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        pressedSegment = nil
        defer { updateLook() }
        guard let touch, let i = segment(at: touch.location(in: self)), items[i].enabled else { return }
        if isMomentary {
            let previous = selectedIndexStorage
            selectedIndexStorage = i
            sendSelection(i)
            selectedIndexStorage = previous
        } else if i != selectedIndexStorage {
            selectedIndexStorage = i
            UIView.animate(withDuration: Metrics.animationDuration) { self.layoutParts() }
            sendSelection(i)
        }
    }

    open override func cancelTracking(with event: UIEvent?) {
        pressedSegment = nil
        updateLook()
    }

    /// ⚠ Order: the segment's own action, then valueChanged, then primaryActionTriggered.
    private func sendSelection(_ i: Int) {
        if let action = items[i].action { sendAction(action) }
        sendActions(for: .valueChanged)
        sendActions(for: .primaryActionTriggered)
    }

    /// An ancestor's single tap does not take a tap on a segment.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if takesSingleTap(from: gestureRecognizer) { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    // MARK: Accessibility

    var defaultAccessibilityValue: String? {
        guard selectedIndexStorage >= 0, selectedIndexStorage < items.count else { return nil }
        return items[selectedIndexStorage].shownTitle ?? items[selectedIndexStorage].shownImage?.accessibilityLabel
    }

    var defaultAccessibilityTraits: UIAccessibilityTraits { [] }
}
