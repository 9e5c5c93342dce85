import Foundation
import UIKit

/// The user's photo library, as far as a picker needs one: what `PHPickerConfiguration(photoLibrary:)` names so
/// that results carry asset identifiers.
// Linux: Apple's is the Photos framework's (which PhotosUI re-exports); there is no Photos database here, so this
// is the picker's folder library (OPENUIKIT_PHOTO_LIBRARY, else ~/Pictures), whose assets are identified by
// their file names. No fetching, changes, observers or authorization (docs/DIFFERENCES.md).
open class PHPhotoLibrary: NSObject, @unchecked Sendable {
    private static let library = PHPhotoLibrary()

    override private init() {
        super.init()
    }

    /// The shared library object, usable from any thread.
    open class func shared() -> PHPhotoLibrary { library }
}
