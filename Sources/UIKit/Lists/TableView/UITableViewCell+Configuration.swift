import Foundation

// The configuration update cycle of a cell: the automatic updates, the override, then the handler, once per
// layout pass after a state change; and the view that draws the background configuration.
extension UITableViewCell {
    func updateConfigurationIfNeeded() {
        guard needsConfigurationUpdate else { return }
        needsConfigurationUpdate = false
        let state = configurationState
        if automaticallyUpdatesBackgroundConfiguration, let bg = backgroundConfigurationStorage {
            setBackgroundConfiguration(bg.updated(for: state))
        }
        if automaticallyUpdatesContentConfiguration, let content = contentConfiguration {
            contentConfiguration = content.updated(for: state)
        }
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
        // The updates above may ask again; what they changed is already applied.
        needsConfigurationUpdate = false
    }

    func setBackgroundConfiguration(_ configuration: UIBackgroundConfiguration?) {
        backgroundConfigurationStorage = configuration
        guard let configuration else {
            configuredBackground?.removeFromSuperview()
            configuredBackground = nil
            if let color = appliedDefaultBackground, !userBackgroundColor {
                appliedDefaultBackground = nil
                setDefaultBackground(color)
            }
            updateSelectionBackground()
            return
        }
        if backgroundView != nil { backgroundView = nil }
        if selectedBackgroundView != nil { selectedBackgroundView = nil }
        if !userBackgroundColor { super.backgroundColor = nil }
        // The state's look shows at once; the stored value is replaced at the next configuration update.
        let shown = automaticallyUpdatesBackgroundConfiguration ? configuration.updated(for: configurationState) : configuration
        let view = configuredBackground ?? ListBackgroundView(configuration: shown)
        view.configuration = shown
        if view.superview !== self {
            view.frame = bounds
            insertSubview(view, at: 0)
        }
        configuredBackground = view
        updateSelectionBackground()
        setNeedsLayout()
    }
}
