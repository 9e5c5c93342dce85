import Foundation
import QuartzCore

/// Foundation's undo manager: a stack of undo groups, each a list of registered actions; undoing a group
/// runs its actions in reverse and records what they register as the redo group.
///
/// Linux: swift-corelibs-foundation has no UndoManager, so UIKit provides Foundation's class with Apple's API
/// (registration by closure or selector, grouping, groupsByEvent on the main loop, action names, the
/// notifications). `prepare(withInvocationTarget:)` needs the Objective-C runtime and is absent.
@preconcurrency @MainActor
open class UndoManager: NSObject {
    private struct Action {
        weak var target: AnyObject?
        let run: @MainActor (AnyObject) -> Void
    }
    private final class Group {
        var actions: [Action] = []
        var actionName = ""
    }

    private var undoStack: [Group] = []
    private var redoStack: [Group] = []
    /// The groups being built, innermost last.
    private var openGroups: [Group] = []
    private var disableCount = 0
    private var eventGroupScheduled = false
    /// The group the current turn's first registration opened (groupsByEvent).
    private weak var automaticGroup: Group?
    private enum Mode { case normal, undoing, redoing }
    private var mode = Mode.normal

    public override init() { super.init() }

    // MARK: Notifications

    nonisolated public static let checkpointNotification = Notification.Name("NSUndoManagerCheckpointNotification")
    nonisolated public static let willUndoChangeNotification = Notification.Name("NSUndoManagerWillUndoChangeNotification")
    nonisolated public static let willRedoChangeNotification = Notification.Name("NSUndoManagerWillRedoChangeNotification")
    nonisolated public static let didUndoChangeNotification = Notification.Name("NSUndoManagerDidUndoChangeNotification")
    nonisolated public static let didRedoChangeNotification = Notification.Name("NSUndoManagerDidRedoChangeNotification")
    nonisolated public static let didOpenUndoGroupNotification = Notification.Name("NSUndoManagerDidOpenUndoGroupNotification")
    nonisolated public static let willCloseUndoGroupNotification = Notification.Name("NSUndoManagerWillCloseUndoGroupNotification")
    nonisolated public static let didCloseUndoGroupNotification = Notification.Name("NSUndoManagerDidCloseUndoGroupNotification")

    private func post(_ name: Notification.Name) { NotificationCenter.default.post(name: name, object: self) }

    // MARK: Registering

    /// Registers `handler` to run on `target` when the current group is undone (or redone).
    open func registerUndo<TargetType: AnyObject>(withTarget target: TargetType, handler: @escaping @MainActor (TargetType) -> Void) {
        register(Action(target: target, run: { handler($0 as! TargetType) }))
    }

    /// Registers `selector` to be sent to `target` with `anObject` when the current group is undone.
    open func registerUndo(withTarget target: Any, selector: Selector, object anObject: Any?) {
        nonisolated(unsafe) let object = anObject
        register(Action(target: target as AnyObject, run: { selector.invoke(on: $0, with: object) }))
    }

    private func register(_ action: Action) {
        guard isUndoRegistrationEnabled else { return }
        registrationSerial &+= 1
        if openGroups.isEmpty {
            guard groupsByEvent || mode != .normal else {
                // Apple logs "undo: NSUndoManager … is in invalid state, must begin a group before registering undo".
                return
            }
            if mode == .normal { beginEventGroup() }
        }
        if mode == .undoing {
            if openGroups.isEmpty { redoStack.append(Group()) }
            (openGroups.last ?? redoStack.last!).actions.append(action)
            return
        }
        if mode == .normal, openGroups.count == 1, openGroups[0].actions.isEmpty { redoStack = [] }
        if mode == .redoing, openGroups.isEmpty { undoStack.append(Group()) }
        (openGroups.last ?? undoStack.last!).actions.append(action)
    }

    /// With groupsByEvent, the first registration of a main-loop turn opens a group that the turn's end closes.
    private func beginEventGroup() {
        beginUndoGrouping()
        automaticGroup = openGroups.last
        guard !eventGroupScheduled else { return }
        eventGroupScheduled = true
        MainLoop.perform { [weak self] in
            guard let self else { return }
            self.eventGroupScheduled = false
            if self.groupingLevel > 0 { self.endUndoGrouping() }
        }
    }

    /// Counts registrations, undos, redos and removals, so a text view knows whether the typing operation it
    /// registered last is still the newest thing in the history (and may grow).
    private(set) var registrationSerial = 0

    /// Closes the automatic group (groupsByEvent) before the turn's end, so that the next registration starts a
    /// group of its own.
    func endAutomaticGroup() {
        if mode == .normal, groupingLevel == 1, eventGroupScheduled, openGroups[0] === automaticGroup { endUndoGrouping() }
    }

    // MARK: Groups

    /// Whether a group opens and closes around each main-loop turn automatically (true).
    open var groupsByEvent = true
    /// The depth of open groups.
    open var groupingLevel: Int { openGroups.count }
    /// The most groups kept (0: no limit).
    open var levelsOfUndo = 0 {
        didSet { trim() }
    }
    /// The run-loop modes of the automatic groups.
    open var runLoopModes: [RunLoop.Mode] = [.default]

    /// Opens a group; nested groups join their parent when they close.
    open func beginUndoGrouping() {
        if openGroups.isEmpty, mode == .normal { post(UndoManager.checkpointNotification) }
        openGroups.append(Group())
        post(UndoManager.didOpenUndoGroupNotification)
    }

    /// Closes the innermost group.
    open func endUndoGrouping() {
        guard let group = openGroups.popLast() else {
            UncaughtException.raise("NSInternalInconsistencyException", reason: "-[NSUndoManager endUndoGrouping]: endUndoGrouping called with no matching begin")
        }
        post(UndoManager.willCloseUndoGroupNotification)
        if let parent = openGroups.last {
            parent.actions.append(contentsOf: group.actions)
            if parent.actionName.isEmpty { parent.actionName = group.actionName }
        } else if !group.actions.isEmpty {
            switch mode {
            case .undoing: redoStack.append(group)
            case .normal, .redoing: undoStack.append(group)
            }
            trim()
        }
        post(UndoManager.didCloseUndoGroupNotification)
    }

    private func trim() {
        guard levelsOfUndo > 0 else { return }
        if undoStack.count > levelsOfUndo { undoStack.removeFirst(undoStack.count - levelsOfUndo) }
        if redoStack.count > levelsOfUndo { redoStack.removeFirst(redoStack.count - levelsOfUndo) }
    }

    // MARK: Undo and redo

    /// Whether there is something to undo (an open automatic group with actions counts).
    open var canUndo: Bool { !undoStack.isEmpty || (openGroups.count == 1 && eventGroupScheduled && !openGroups[0].actions.isEmpty) }
    /// Whether there is something to redo.
    open var canRedo: Bool { !redoStack.isEmpty }
    /// Whether an undo is running.
    open var isUndoing: Bool { mode == .undoing }
    /// Whether a redo is running.
    open var isRedoing: Bool { mode == .redoing }

    /// Closes the automatic group if it is open, then undoes the last group; its registrations become the
    /// redo group.
    open func undo() {
        if groupingLevel == 1, eventGroupScheduled { endUndoGrouping() }
        guard groupingLevel == 0 else {
            UncaughtException.raise("NSInternalInconsistencyException", reason: "-[NSUndoManager undo]: undo was called with too many nested undo groups")
        }
        undoNestedGroup()
    }

    /// Undoes the last closed group.
    open func undoNestedGroup() {
        guard let group = undoStack.popLast() else { return }
        registrationSerial &+= 1
        post(UndoManager.checkpointNotification)
        post(UndoManager.willUndoChangeNotification)
        mode = .undoing
        beginUndoGrouping()
        openGroups.last?.actionName = group.actionName
        for action in group.actions.reversed() { if let t = action.target { action.run(t) } }
        endUndoGrouping()
        mode = .normal
        post(UndoManager.didUndoChangeNotification)
    }

    /// Redoes the last undone group.
    open func redo() {
        guard let group = redoStack.popLast() else { return }
        registrationSerial &+= 1
        post(UndoManager.checkpointNotification)
        post(UndoManager.willRedoChangeNotification)
        mode = .redoing
        beginUndoGrouping()
        openGroups.last?.actionName = group.actionName
        for action in group.actions.reversed() { if let t = action.target { action.run(t) } }
        endUndoGrouping()
        mode = .normal
        post(UndoManager.didRedoChangeNotification)
    }

    // MARK: Enabling

    /// Stops registrations until a matching `enableUndoRegistration()`.
    open func disableUndoRegistration() { disableCount += 1 }
    /// Balances `disableUndoRegistration()`.
    open func enableUndoRegistration() { disableCount = max(0, disableCount - 1) }
    /// Whether registrations are recorded.
    open var isUndoRegistrationEnabled: Bool { disableCount == 0 }

    // MARK: Clearing

    /// Forgets every group.
    open func removeAllActions() {
        registrationSerial &+= 1
        undoStack = []
        redoStack = []
        openGroups = []
    }

    /// Forgets the actions registered for `target`.
    open func removeAllActions(withTarget target: Any) {
        registrationSerial &+= 1
        let t = target as AnyObject
        for g in undoStack + redoStack + openGroups { g.actions.removeAll { $0.target === t } }
        undoStack.removeAll { $0.actions.isEmpty }
        redoStack.removeAll { $0.actions.isEmpty }
    }

    // MARK: Action names

    /// Names the current group's action ("Typing", "Paste").
    open func setActionName(_ actionName: String) {
        (openGroups.last ?? (mode == .undoing ? redoStack.last : undoStack.last))?.actionName = actionName
    }

    /// The name of the group `undo()` would undo.
    open var undoActionName: String { (openGroups.first.flatMap { eventGroupScheduled ? $0 : nil } ?? undoStack.last)?.actionName ?? "" }
    /// The name of the group `redo()` would redo.
    open var redoActionName: String { redoStack.last?.actionName ?? "" }
    /// Whether the undo action name is meaningful.
    open var undoActionIsDiscardable: Bool { false }
    /// Whether the redo action name is meaningful.
    open var redoActionIsDiscardable: Bool { false }
    /// "Undo" followed by the action name.
    open var undoMenuItemTitle: String { undoMenuTitle(forUndoActionName: undoActionName) }
    /// "Redo" followed by the action name.
    open var redoMenuItemTitle: String { redoMenuTitle(forUndoActionName: redoActionName) }
    /// "Undo" and the name.
    open func undoMenuTitle(forUndoActionName actionName: String) -> String { actionName.isEmpty ? "Undo" : "Undo \(actionName)" }
    /// "Redo" and the name.
    open func redoMenuTitle(forUndoActionName actionName: String) -> String { actionName.isEmpty ? "Redo" : "Redo \(actionName)" }
}
