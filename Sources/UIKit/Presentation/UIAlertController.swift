import Foundation

/// An alert or action sheet: a title, a message and buttons for its actions, presented over the current
/// content. Choosing a button dismisses it and then runs the action's handler.
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    /// Whether the controller is a centred alert or a sheet of choices from the bottom.
    public enum Style: Int, Sendable {
        /// Choices stacked at the bottom of the screen, the cancel action in its own group.
        case actionSheet = 0
        /// A small card in the middle of the screen.
        case alert = 1
    }

    /// The style the controller was made with.
    open private(set) var preferredStyle: Style = .alert
    /// The text under the title.
    open var message: String? {
        didSet { if oldValue != message { alertView?.contentDidChange() } }
    }
    /// The title, in bold above the message.
    open override var title: String? {
        didSet { if oldValue != title { alertView?.contentDidChange() } }
    }
    /// The actions in the order they were added (the order they are drawn in, but for the cancel action).
    open private(set) var actions: [UIAlertAction] = []

    /// The action drawn in bold and triggered by Return (alerts only). It must be one of `actions`: Apple calls
    /// anything else a programmer error; here such an assignment is ignored.
    open var preferredAction: UIAlertAction? {
        get { preferredActionStorage }
        set {
            guard newValue == nil || actions.contains(where: { $0 === newValue }) else { return }
            preferredActionStorage = newValue
            alertView?.contentDidChange()
        }
    }
    private var preferredActionStorage: UIAlertAction?
    /// Whether an action has been chosen and the alert is on its way out (further choices are ignored).
    private var choosing = false
    /// The first responder before the alert took the keyboard, given back when it goes.
    private weak var previousFirstResponder: UIResponder?

    /// An alert or action sheet with `title` and `message`.
    public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
    }

    /// Apple presents alerts with its own custom presentation: the presenter stays on screen behind a dimming view.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        modalPresentationStyle = .custom
    }

    // Linux: there are no nib archives; the initializer exists so iOS subclasses compile.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        modalPresentationStyle = .custom
    }

    /// Adds a button for `action`. A second cancel action raises, as Apple's does.
    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            // Apple raises NSInternalInconsistencyException with this reason.
            preconditionFailure("UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
        }
        action.alertController = self
        actions.append(action)
        alertView?.contentDidChange()
    }

    /// The text fields added with addTextField(configurationHandler:), top to bottom; nil until one is added.
    open var textFields: [UITextField]? { textFieldStorage.isEmpty ? nil : textFieldStorage }
    private var textFieldStorage: [UITextField] = []

    /// Adds a text field under the message, configured by `configurationHandler`; alerts only (Apple raises for
    /// an action sheet).
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        UncaughtException.check(preferredStyle == .alert, "NSInternalInconsistencyException",
                                "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert")
        let field = UITextField(frame: .zero)
        field.font = .systemFont(ofSize: 13)
        field.borderStyle = .none
        field.backgroundColor = .clear
        textFieldStorage.append(field)
        configurationHandler?(field)
        alertView?.contentDidChange()
    }

    // MARK: The view

    var alertView: AlertView? { viewIfLoaded as? AlertView }

    open override func loadView() {
        view = AlertView(controller: self)
    }

    func actionDidChange(_ action: UIAlertAction) { alertView?.contentDidChange() }

    /// The action drawn in bold: the preferred action of an alert, else its cancel action (Apple: "If the alert
    /// also contains a cancel button, the preferred action receives the highlighting instead").
    var emphasizedAction: UIAlertAction? {
        if preferredStyle == .alert, let p = preferredActionStorage { return p }
        return actions.first { $0.style == .cancel }
    }

    // MARK: Presentation

    func runOwnPresentationTransition(of v: UIView, in window: UIWindow, appearing: Bool, animated: Bool,
                                      completion: @escaping @MainActor () -> Void) -> Bool {
        guard let alert = v as? AlertView else { return false }
        if appearing {
            choosing = false
            // The alert takes the keyboard for Return and Escape (its key commands) while it is up.
            previousFirstResponder = UIResponder.currentFirstResponder
            becomeFirstResponder()
        } else if isFirstResponder || textFieldStorage.contains(where: { $0.isFirstResponder }) {
            textFieldStorage.first(where: { $0.isFirstResponder })?.resignFirstResponder()
            if isFirstResponder { resignFirstResponder() }
            if let previous = previousFirstResponder, (previous as? UIView)?.window != nil { previous.becomeFirstResponder() }
        }
        alert.runTransition(appearing: appearing, animated: animated, completion: completion)
        // Apple: the first text field takes the keyboard (it is in place once the transition has laid the alert
        // out); Return and Escape still reach the alert's key commands up the responder chain.
        if appearing { textFieldStorage.first?.becomeFirstResponder() }
        return true
    }

    /// Runs `action` as a tap on its button does: the alert is dismissed, then the handler runs.
    func choose(_ action: UIAlertAction) {
        guard action.isEnabled, !choosing, actions.contains(where: { $0 === action }) else { return }
        choosing = true
        guard presentingViewController != nil else {
            action.handler?(action)
            return
        }
        dismiss(animated: true) { action.handler?(action) }
    }

    // MARK: Keys

    open override var canBecomeFirstResponder: Bool { true }

    /// Return chooses the preferred action (or the only default one), Escape the cancel action.
    open override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(input: "\r", modifierFlags: [], action: Selector("_alertReturn", UIAlertController.returnKeyPressed)),
         UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [],
                      action: Selector("_alertEscape", UIAlertController.escapeKeyPressed))]
    }

    private func returnKeyPressed() {
        let defaults = actions.filter { $0.style != .cancel }
        if let action = preferredStyle == .alert ? preferredActionStorage : nil {
            choose(action)
        } else if defaults.count == 1 {
            choose(defaults[0])
        }
    }

    private func escapeKeyPressed() {
        if let cancel = actions.first(where: { $0.style == .cancel }) { choose(cancel) }
    }

    /// A tap outside an action sheet's buttons chooses its cancel action (alerts ignore such taps).
    func tappedOutside() {
        if preferredStyle == .actionSheet { escapeKeyPressed() }
    }
}
