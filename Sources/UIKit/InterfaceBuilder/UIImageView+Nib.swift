import Foundation

// UIImageView's keys: `image="name"` or `<imageReference key="image" image="star" catalog="system">`.
extension UIImageView {
    func decodeImageViewKeys(_ coder: NibCoder) {
        if let name = coder.string("image") { image = UIImage(named: name) }
        if let reference = coder.child("image"), reference.name == "imageReference", let name = reference["image"] {
            image = reference["catalog"] == "system" ? UIImage(systemName: name) : UIImage(named: name)
        }
        if let name = coder.string("highlightedImage") { highlightedImage = UIImage(named: name) }
        if let v = coder.bool("highlighted") { isHighlighted = v }
    }
}
