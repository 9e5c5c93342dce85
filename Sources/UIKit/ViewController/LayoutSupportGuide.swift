import Foundation

/// The guide behind `topLayoutGuide` and `bottomLayoutGuide`: a layout guide of the controller's view that
/// spans from the view's top edge to the top of its safe area (top) or from the bottom of the safe area to the
/// view's bottom edge (bottom), as the bars it stands for did.
@MainActor
final class LayoutSupportGuide: UILayoutGuide, UILayoutSupport {
    let isTop: Bool

    init(isTop: Bool) {
        self.isTop = isTop
        super.init()
        identifier = isTop ? "_UIViewControllerTopLayoutGuide" : "_UIViewControllerBottomLayoutGuide"
    }

    /// The guide's height: the bar's extent.
    var length: CGFloat {
        owningView?.layoutIfNeeded()
        return layoutFrame.height
    }

    func install(in view: UIView) {
        view.addLayoutGuide(self)
        let safe = view.safeAreaLayoutGuide
        var constraints: [NSLayoutConstraint]
        if isTop {
            constraints = [topAnchor.constraint(equalTo: view.topAnchor), bottomAnchor.constraint(equalTo: safe.topAnchor)]
        } else {
            constraints = [topAnchor.constraint(equalTo: safe.bottomAnchor), bottomAnchor.constraint(equalTo: view.bottomAnchor)]
        }
        constraints.append(contentsOf: [leadingAnchor.constraint(equalTo: view.leadingAnchor),
                                        trailingAnchor.constraint(equalTo: view.trailingAnchor)])
        NSLayoutConstraint.activate(constraints)
    }
}
