import Foundation

extension UIViewController {
    /// The extent of the bars at the top of the view (deprecated): a guide from the view's top to its safe area.
    @available(*, deprecated, message: "Use view.safeAreaLayoutGuide.topAnchor instead of topLayoutGuide.bottomAnchor")
    public var topLayoutGuide: UILayoutSupport { layoutSupportGuide(top: true) }

    /// The extent of the bars at the bottom of the view (deprecated): a guide from the safe area to the view's bottom.
    @available(*, deprecated, message: "Use view.safeAreaLayoutGuide.bottomAnchor instead of bottomLayoutGuide.topAnchor")
    public var bottomLayoutGuide: UILayoutSupport { layoutSupportGuide(top: false) }

    private func layoutSupportGuide(top: Bool) -> LayoutSupportGuide {
        if let g = layoutSupportGuides.first(where: { $0.isTop == top }) { return g }
        let g = LayoutSupportGuide(isTop: top)
        layoutSupportGuides.append(g)
        g.install(in: view)
        return g
    }
}
