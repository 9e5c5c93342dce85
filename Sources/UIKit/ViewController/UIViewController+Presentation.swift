import Foundation

extension UIViewController {
    /// The object that manages this controller's presentation: made for `modalPresentationStyle` on first
    /// access (a sheet presentation controller for page and form sheets and `.automatic`, a popover
    /// presentation controller for `.popover`), so it can be configured before `present`.
    public var presentationController: UIPresentationController? {
        let style = modalPresentationStyle == .automatic ? .pageSheet : modalPresentationStyle
        if let pc = presentationControllerStorage,
           presentingStorage != nil || style == .custom || pc.kindMatches(style) { return pc }
        let pc = Self.makePresentationController(for: self, style: style, presenting: presentingStorage)
        presentationControllerStorage = pc
        return pc
    }

    /// The sheet presentation controller when the controller is presented as a page or form sheet, else nil.
    public var sheetPresentationController: UISheetPresentationController? {
        presentationController as? UISheetPresentationController
    }

    /// The popover presentation controller when `modalPresentationStyle` is `.popover`, else nil.
    public var popoverPresentationController: UIPopoverPresentationController? {
        modalPresentationStyle == .popover ? presentationController as? UIPopoverPresentationController : nil
    }

    /// The presentation controller to present with, bound to `presenter`.
    func presentationController(presentedBy presenter: UIViewController) -> UIPresentationController {
        if modalPresentationStyle == .custom,
           let custom = transitioningDelegate?.presentationController(forPresented: self, presenting: presenter, source: presenter) {
            presentationControllerStorage = custom
            custom.presentingStorage = presenter
            return custom
        }
        let pc = presentationController ?? UIPresentationController(presentedViewController: self, presenting: presenter)
        pc.presentingStorage = presenter
        presentationControllerStorage = pc
        return pc
    }

    private static func makePresentationController(for vc: UIViewController, style: UIModalPresentationStyle,
                                                   presenting: UIViewController?) -> UIPresentationController {
        switch style {
        case .pageSheet, .formSheet: return UISheetPresentationController(presentedViewController: vc, presenting: presenting)
        case .popover: return UIPopoverPresentationController(presentedViewController: vc, presenting: presenting)
        default: return UIPresentationController(presentedViewController: vc, presenting: presenting)
        }
    }

    /// The coordinator of the presentation, dismissal, push or pop this controller (or its parent) takes part
    /// in, if any.
    public var transitionCoordinator: UIViewControllerTransitionCoordinator? {
        if let c = transitionStorage { return c }
        if let n = self as? UINavigationController, let c = n.activeTransitionCoordinator { return c }
        if let c = navigationController?.activeTransitionCoordinator { return c }
        return parentStorage?.transitionCoordinator
    }
}
