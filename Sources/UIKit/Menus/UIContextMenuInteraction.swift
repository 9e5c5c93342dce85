import Foundation

/// Shows a menu for a view on a secondary click (right-click) or a long press.
@preconcurrency @MainActor
open class UIContextMenuInteraction: NSObject, UIInteraction {
    /// Supplies the menu's configuration.
    open private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
    /// The view the interaction is attached to.
    open private(set) weak var view: UIView?

    private var recognizers: [UIGestureRecognizer] = []
    private var locationInWindow: CGPoint = .zero
    private var shownConfiguration: UIContextMenuConfiguration?
    private weak var panel: MenuPanelView?

    /// Creates an interaction asking `delegate` for its menus.
    public init(delegate: any UIContextMenuInteractionDelegate) {
        self.delegate = delegate
        super.init()
    }

    open func willMove(to view: UIView?) {
        for recognizer in recognizers { recognizer.view?.removeGestureRecognizer(recognizer) }
        recognizers = []
    }

    open func didMove(to view: UIView?) {
        self.view = view
        guard let view else { return }
        let click = UITapGestureRecognizer { [weak self] recognizer in
            if recognizer.state == .ended { self?.begin(at: recognizer.location(in: nil)) }
        }
        click.buttonMaskRequired = .secondary
        let press = UILongPressGestureRecognizer { [weak self] recognizer in
            if recognizer.state == .began { self?.begin(at: recognizer.location(in: nil)) }
        }
        recognizers = [click, press]
        recognizers.forEach(view.addGestureRecognizer)
    }

    /// Where the interaction began, in `view`'s coordinates.
    open func location(in view: UIView?) -> CGPoint {
        guard let view else { return locationInWindow }
        return view.convert(locationInWindow, from: nil)
    }

    /// Dismisses the menu shown by the interaction.
    open func dismissMenu() {
        panel?.dismiss()
    }

    private func begin(at point: CGPoint) {
        guard let view, let window = view.window, let delegate else { return }
        locationInWindow = point
        let location = view.convert(point, from: nil)
        guard let configuration = delegate.contextMenuInteraction(self, configurationForMenuAtLocation: location),
              let menu = configuration.actionProvider?([]) else { return }
        // Linux: the preview is made (and handed to the animator) but not drawn above the menu.
        let animator = ContextMenuAnimator(previewViewController: configuration.previewProvider?())
        delegate.contextMenuInteraction(self, willDisplayMenuFor: configuration, animator: animator)
        shownConfiguration = configuration
        panel = MenuPanelView.show(menu, anchor: CGRect(origin: point, size: .zero), in: window,
                                   onChoose: { [weak self] action, parent in
            MenuPanelView.choose(action, in: parent, sender: self?.view)
        }, onDismiss: { [weak self] in self?.ended() })
        animator.run()
    }

    private func ended() {
        guard let configuration = shownConfiguration else { return }
        shownConfiguration = nil
        let animator = ContextMenuAnimator(previewViewController: nil)
        delegate?.contextMenuInteraction(self, willEndFor: configuration, animator: animator)
        animator.run()
    }
}
