import Foundation

extension UIView {
    /// The guide to the part of the view the keyboard covers, made on first use (one per view).
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        let st = autoLayout
        if let g = st.keyboardGuide { return g }
        let g = UIKeyboardLayoutGuide()
        g.identifier = "UIViewKeyboardLayoutGuide"
        addLayoutGuide(g)
        st.keyboardGuide = g
        return g
    }
}

extension UIView {
    /// Notes whether any tracking guide of the view has constraints to switch (the layout pass looks only then).
    func refreshTracksEdges() {
        autoLayout.tracksEdges = layoutGuides.contains { ($0 as? UITrackingLayoutGuide)?.hasTrackedConstraints == true }
    }

    /// Switches the tracked constraints of the view's tracking guides for where they now are (after the engine
    /// solved them). Returns whether a constraint changed.
    func updateTrackedGuideConstraints() -> Bool {
        var changed = false
        for case let g as UITrackingLayoutGuide in autoLayoutStorage?.guides ?? [] where g.updateTrackedConstraints() {
            changed = true
        }
        return changed
    }
}
