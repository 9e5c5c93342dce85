import Foundation

/// A bar with a search field, an optional Cancel button at its trailing side, an optional prompt above and an
/// optional scope bar (a segmented control) below. Its delegate hears of the user's edits, the Search (return)
/// key, Cancel and scope changes; setting `text` or `selectedScopeButtonIndex` in code tells it nothing, as on iOS.
@preconcurrency @MainActor
open class UISearchBar: UIView {
    private enum Metrics {
        // SPEC-NEXT 4 ⚠: iOS 17's bar is 56 pt tall with a 36 pt field.
        static let barHeight: CGFloat = 56
        static let fieldHeight: CGFloat = 36
        // Read from iOS 17 screenshots (not measured here): 8 pt side margins, the Cancel button 8 pt after the
        // field, a 20 pt prompt line, and a 32 pt scope control with 12 pt under it.
        static let margin: CGFloat = 8
        static let cancelGap: CGFloat = 8
        static let promptHeight: CGFloat = 20
        static let scopeHeight: CGFloat = 32
        static let scopeBottom: CGFloat = 12
        // Read from iOS 17 screenshots (Settings, Mail): in a navigation bar the field lines up with the bar's
        // 16 pt layout margins.
        static let navigationBarMargin: CGFloat = 16
    }

    /// The field's delegate: forwards the field's questions and news to the bar's delegate.
    private final class FieldDelegate: NSObject, UITextFieldDelegate {
        unowned let bar: UISearchBar
        init(bar: UISearchBar) { self.bar = bar }

        func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
            bar.delegate?.searchBarShouldBeginEditing(bar) ?? true
        }
        func textFieldDidBeginEditing(_ textField: UITextField) {
            // The search controller presents itself before the delegate hears that editing began.
            bar.searchController?.searchBarDidBeginEditing()
            bar.delegate?.searchBarTextDidBeginEditing(bar)
        }
        func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
            bar.delegate?.searchBarShouldEndEditing(bar) ?? true
        }
        func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
            bar.delegate?.searchBarTextDidEndEditing(bar)
        }
        func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
            bar.delegate?.searchBar(bar, shouldChangeTextIn: range, replacementText: string) ?? true
        }
        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            bar.delegate?.searchBarSearchButtonClicked(bar)
            return true
        }
    }

    /// The search field.
    public let searchTextField = UISearchTextField(frame: .zero)
    private lazy var fieldDelegate = FieldDelegate(bar: self)
    private let cancelButton = UIButton(type: .system)
    private var scopeControl: UISegmentedControl?
    var scopeSegmentedControl: UISegmentedControl? { scopeControl }
    var customization = SearchBarCustomization()
    private var promptLabel: UILabel?

    open weak var delegate: (any UISearchBarDelegate)?
    /// The search controller that owns the bar: it hears the bar's events whoever the delegate is, as on iOS.
    weak var searchController: UISearchController?
    /// Whether a navigation bar shows the bar in its search area: no background of its own (the navigation
    /// bar's shows through) and the field on the navigation bar's margins.
    var isHostedInNavigationBar = false {
        didSet {
            guard isHostedInNavigationBar != oldValue else { return }
            updateBackground()
            setNeedsLayout()
        }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    public convenience init() { self.init(frame: .zero) }

    private func setUp() {
        searchTextField.delegate = fieldDelegate
        searchTextField.addAction(UIAction { [unowned self] _ in
            delegate?.searchBar(self, textDidChange: searchTextField.text ?? "")
            searchController?.searchBarTextDidChange()
        }, for: .editingChanged)
        addSubview(searchTextField)
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.addAction(UIAction { [unowned self] _ in
            delegate?.searchBarCancelButtonClicked(self)
            searchController?.searchBarCancelButtonClicked()
        }, for: .touchUpInside)
        updateBackground()
    }

    // MARK: Text

    /// The field's text ("" when empty). Setting it calls no delegate method.
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }

    /// The field's placeholder.
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }

    /// A line of text above the field.
    open var prompt: String? {
        didSet {
            if let prompt {
                let label = promptLabel ?? UILabel()
                label.text = prompt
                label.font = .systemFont(ofSize: 13)
                label.textColor = .secondaryLabel
                label.textAlignment = .center
                if label.superview == nil { addSubview(label) }
                promptLabel = label
            } else {
                promptLabel?.removeFromSuperview()
                promptLabel = nil
            }
            sizeChanged()
        }
    }

    // MARK: First responder (the field's)

    open override var canBecomeFirstResponder: Bool { searchTextField.canBecomeFirstResponder }

    @discardableResult
    open override func becomeFirstResponder() -> Bool { searchTextField.becomeFirstResponder() }

    @discardableResult
    open override func resignFirstResponder() -> Bool { searchTextField.resignFirstResponder() }

    open override var isFirstResponder: Bool { searchTextField.isFirstResponder }

    // MARK: Cancel button

    /// Whether the Cancel button shows at the trailing side (false by default).
    open var showsCancelButton = false {
        didSet {
            guard showsCancelButton != oldValue else { return }
            if showsCancelButton { addSubview(cancelButton) } else { cancelButton.removeFromSuperview() }
            setNeedsLayout()
        }
    }

    /// Shows or hides the Cancel button, sliding the field's width when animated.
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        if animated {
            self.showsCancelButton = showsCancelButton
            UIView.animate(withDuration: 0.25) { self.layoutIfNeeded() }
        } else {
            self.showsCancelButton = showsCancelButton
        }
    }

    // MARK: Scope bar

    /// The scope buttons' titles (nil by default).
    open var scopeButtonTitles: [String]? { didSet { rebuildScope() } }

    /// The selected scope button (0 by default). Setting it calls no delegate method.
    open var selectedScopeButtonIndex: Int = 0 {
        didSet { scopeControl?.selectedSegmentIndex = selectedScopeButtonIndex }
    }

    /// Whether the scope bar shows under the field (false by default; it needs `scopeButtonTitles`).
    open var showsScopeBar = false { didSet { rebuildScope() } }

    /// Shows or hides the scope bar.
    open func setShowsScope(_ show: Bool, animated: Bool) { showsScopeBar = show }

    private var scopeShown: Bool { showsScopeBar && !(scopeButtonTitles ?? []).isEmpty }

    private func rebuildScope() {
        scopeControl?.removeFromSuperview()
        scopeControl = nil
        if scopeShown, let titles = scopeButtonTitles {
            let control = UISegmentedControl(items: titles)
            control.selectedSegmentIndex = min(max(selectedScopeButtonIndex, 0), titles.count - 1)
            for (state, attributes) in customization.scopeTitleAttributes {
                control.setTitleTextAttributes(attributes, for: UIControl.State(rawValue: state))
            }
            control.addAction(UIAction { [unowned self, unowned control] _ in
                selectedScopeButtonIndex = control.selectedSegmentIndex
                delegate?.searchBar(self, selectedScopeButtonIndexDidChange: control.selectedSegmentIndex)
                searchController?.searchBarScopeDidChange()
            }, for: .valueChanged)
            addSubview(control)
            scopeControl = control
        }
        sizeChanged()
    }

    // MARK: Appearance

    /// How the background draws (.default).
    open var searchBarStyle: Style = .default { didSet { updateBackground() } }

    /// The bar's background tint (nil: the system's).
    open var barTintColor: UIColor? { didSet { updateBackground() } }

    /// Whether the bar's background is translucent (true by default).
    open var isTranslucent = true

    /// Whether the bookmark button shows (kept; not drawn).
    open var showsBookmarkButton = false

    /// Whether the results list button shows (kept; not drawn).
    open var showsSearchResultsButton = false

    /// Whether the results list button is selected (kept; not drawn).
    open var isSearchResultsButtonSelected = false

    /// The bar's background image (kept; not drawn).
    open var backgroundImage: UIImage?

    /// The scope bar's background image (kept; not drawn).
    open var scopeBarBackgroundImage: UIImage?

    /// A view above the keyboard while the field is first responder (the field's).
    open override var inputAccessoryView: UIView? {
        get { searchTextField.inputAccessoryView }
        set { searchTextField.inputAccessoryView = newValue }
    }

    /// Whether the user can interact with the field (true by default).
    open var isEnabled: Bool {
        get { searchTextField.isEnabled }
        set { searchTextField.isEnabled = newValue }
    }

    /// The bar's style (.default).
    open var barStyle: UIBarStyle = .default

    private func updateBackground() {
        backgroundColor = searchBarStyle == .minimal || isHostedInNavigationBar ? nil : (barTintColor ?? .systemBackground)
    }

    // MARK: Size and layout

    private var barHeight: CGFloat {
        (promptLabel == nil ? 0 : Metrics.promptHeight) + Metrics.barHeight
            + (scopeShown ? Metrics.scopeHeight + Metrics.scopeBottom : 0)
    }

    /// The height of the prompt and scope bar around the field's row.
    var accessoryHeight: CGFloat {
        (promptLabel == nil ? 0 : Metrics.promptHeight) + (scopeShown ? Metrics.scopeHeight + Metrics.scopeBottom : 0)
    }

    private func sizeChanged() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: barHeight) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: barHeight) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        var top = bounds.minY
        if let promptLabel {
            promptLabel.frame = CGRect(x: bounds.minX, y: top, width: bounds.width, height: Metrics.promptHeight)
            top += Metrics.promptHeight
        }
        let margin = isHostedInNavigationBar ? Metrics.navigationBarMargin : Metrics.margin
        // In a navigation bar's search area (shorter than the bar) the field is centred in what it is given.
        let rowHeight = isHostedInNavigationBar ? max(0, bounds.height - accessoryHeight) : Metrics.barHeight
        var fieldRight = bounds.maxX - margin
        if showsCancelButton {
            let size = cancelButton.sizeThatFits(bounds.size)
            cancelButton.frame = CGRect(x: fieldRight - size.width, y: top + (rowHeight - size.height) / 2,
                                        width: size.width, height: size.height)
            fieldRight = cancelButton.frame.minX - Metrics.cancelGap
        }
        searchTextField.frame = CGRect(x: bounds.minX + margin, y: top + (rowHeight - Metrics.fieldHeight) / 2,
                                       width: max(0, fieldRight - bounds.minX - margin), height: Metrics.fieldHeight)
        if let scopeControl {
            scopeControl.frame = CGRect(x: bounds.minX + margin, y: top + rowHeight,
                                        width: max(0, bounds.width - 2 * margin), height: Metrics.scopeHeight)
        }
    }
}
