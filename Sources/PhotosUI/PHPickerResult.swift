import Foundation
import UIKit

/// One asset the user picked: a provider of its data, and its identifier in the photo library (nil when the
/// configuration was made without a photo library).
public struct PHPickerResult: Hashable, Sendable {
    /// Loads the asset: its file's type (public.jpeg, public.png…), its name as `suggestedName`.
    public let itemProvider: NSItemProvider
    /// The asset's local identifier (its file's name, in the folder library); nil without a photo library.
    public let assetIdentifier: String?

    package init(itemProvider: NSItemProvider, assetIdentifier: String?) {
        self.itemProvider = itemProvider
        self.assetIdentifier = assetIdentifier
    }
}
