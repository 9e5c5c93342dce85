import Foundation

// UIView archives with NSKeyedArchiver (its keys, its subviews) and comes back with NSKeyedUnarchiver, as on
// iOS; its init?(coder:) and encode(with:) are main-actor isolated, as the rest of UIView.
extension UIView: @preconcurrency NSCoding {}
