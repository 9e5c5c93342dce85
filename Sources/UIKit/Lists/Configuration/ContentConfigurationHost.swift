import Foundation

/// What table cells, collection cells and header-footer views do with a `contentConfiguration`: the view
/// already showing one takes the new configuration when it supports it (`supports(_:)`), else the
/// configuration's own view replaces it, filling the content view; nil removes it.
@MainActor
enum ContentConfigurationHost {
    static func show(_ configuration: (any UIContentConfiguration)?, replacing current: inout (any UIView & UIContentView)?,
                     in contentView: UIView) {
        guard let configuration else {
            current?.removeFromSuperview()
            current = nil
            return
        }
        if let view = current, view.supports(configuration) {
            view.configuration = configuration
            return
        }
        current?.removeFromSuperview()
        let view = configuration.makeContentView()
        view.frame = contentView.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(view)
        current = view
    }
}
