import Foundation

/// Images, offsets and attributes a search bar's look can take. The search icon's image replaces the drawn glass;
/// the others are kept for the app to read back.
extension UISearchBar {
    /// Sets the image for `icon` in `state`; the search icon's normal image shows at the field's left.
    public func setImage(_ iconImage: UIImage?, for icon: Icon, state: UIControl.State) {
        customization.images[CustomizationKey(icon.rawValue, state.rawValue)] = iconImage
        if icon == .search, state == .normal {
            searchTextField.leftView = iconImage.map { image in
                let view = UIImageView(image: image)
                view.contentMode = .center
                return view
            } ?? SearchGlassView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        }
    }

    /// The image set for `icon` in `state`, if any.
    public func image(for icon: Icon, state: UIControl.State) -> UIImage? {
        customization.images[CustomizationKey(icon.rawValue, state.rawValue)]
    }

    /// Sets the field's background image for `state` (kept; the field keeps its fill).
    public func setSearchFieldBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State) {
        customization.fieldBackgrounds[state.rawValue] = backgroundImage
    }

    /// The field's background image for `state`, if any.
    public func searchFieldBackgroundImage(for state: UIControl.State) -> UIImage? {
        customization.fieldBackgrounds[state.rawValue]
    }

    /// Sets the offset of `icon` (kept).
    public func setPositionAdjustment(_ adjustment: UIOffset, for icon: Icon) {
        customization.offsets[icon.rawValue] = adjustment
    }

    /// The offset of `icon` (.zero unless set).
    public func positionAdjustment(for icon: Icon) -> UIOffset { customization.offsets[icon.rawValue] ?? .zero }

    /// The scope buttons' title attributes for `state`, passed to the scope bar's segmented control.
    public func setScopeBarButtonTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        customization.scopeTitleAttributes[state.rawValue] = attributes
        scopeSegmentedControl?.setTitleTextAttributes(attributes, for: state)
    }

    /// The scope buttons' title attributes for `state`, if set.
    public func scopeBarButtonTitleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        customization.scopeTitleAttributes[state.rawValue]
    }
}

/// What a search bar keeps of its customization.
struct SearchBarCustomization {
    var images: [CustomizationKey: UIImage] = [:]
    var fieldBackgrounds: [UInt: UIImage] = [:]
    var offsets: [Int: UIOffset] = [:]
    var scopeTitleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
}

struct CustomizationKey: Hashable {
    let icon: Int, state: UInt
    init(_ icon: Int, _ state: UInt) {
        self.icon = icon
        self.state = state
    }
}
