import Foundation

/// The outlets and key paths a UIKit class answers beside its nib decoding (a table's `dataSource`, a text
/// field's `delegate`), consulted by UIView's `setNibValue` after its own keys, so that those classes need
/// no override in their class bodies. Linux: see UINibConnectable.
@MainActor
protocol NibOutletKeys: AnyObject {
    func setOwnNibOutlet(_ value: Any?, forKey key: String) -> Bool
}
