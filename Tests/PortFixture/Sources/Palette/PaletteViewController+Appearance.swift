import UIKit

// Life-cycle overrides kept in an extension, as many apps do (Objective-C dispatch allowed it).
extension PaletteViewController {
    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        appearances += 1
    }
}
