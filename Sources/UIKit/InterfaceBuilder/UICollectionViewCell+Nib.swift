import Foundation

// UICollectionViewCell's keys from an IB element: its `<collectionViewCellContentView key="contentView">`
// (Xcode 11 and later; `<view key="contentView">` before) is the cell's own content view.
extension UICollectionViewCell {
    func decodeCollectionCellKeys(_ coder: NibCoder) {
        decodeViewKeys(coder)
        if let v = coder.bool("selected") { isSelected = v }
        guard let element = coder.child("contentView") else { return }
        let loader = coder.loader
        loader.register(contentView, element: element)
        contentView.decodeViewKeys(NibCoder(element: element, loader: loader))
        for subview in loader.instantiateSubviews(of: element) { contentView.addSubview(subview) }
        if let element = coder.child("backgroundView"), let view = loader.instantiate(element) as? UIView { backgroundView = view }
        if let element = coder.child("selectedBackgroundView"), let view = loader.instantiate(element) as? UIView {
            selectedBackgroundView = view
        }
    }
}
