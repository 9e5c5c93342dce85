import Foundation
import UIKit

/// What a PHPickerViewController tells when the user is done.
@preconcurrency @MainActor
public protocol PHPickerViewControllerDelegate: AnyObject {
    /// The user picked (results in the configuration's order), or gave up (Cancel, or the sheet swiped away:
    /// no results). The picker stays on screen: the delegate dismisses it.
    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult])
}
