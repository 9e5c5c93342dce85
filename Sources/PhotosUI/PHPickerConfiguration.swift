import Foundation
import UIKit

/// How a PHPickerViewController shows the library and what it lets the user choose. Defaults are Apple's.
// Linux: no Photos framework, so no `init(photoLibrary:)` (there is no PHPhotoLibrary): results have no asset
// identifiers, and `preselectedAssetIdentifiers` has nothing to name (docs/DIFFERENCES.md).
public struct PHPickerConfiguration: Equatable, Sendable {
    /// Which assets the picker shows; nil shows every kind (images, Live Photos and videos).
    public var filter: PHPickerFilter?
    /// How many assets may be chosen: 1 by default (a tap picks), 0 for as many as the system allows.
    public var selectionLimit: Int = 1
    /// Which representation results give when an asset has several (kept; the library has one file each).
    public var preferredAssetRepresentationMode: AssetRepresentationMode = .automatic
    /// How choices are made and reported (default `.default`).
    public var selection: Selection = .default
    /// Assets chosen when the picker appears (they need a photo library's identifiers).
    public var preselectedAssetIdentifiers: [String] = []
    /// The layout: a grid (`.default`) or a single row (`.compact`).
    public var mode: PHPickerMode = .default
    /// Edges of the picker with no margin between its content and the edge (default none).
    public var edgesWithoutContentMargins: NSDirectionalRectEdge = []

    /// A configuration with Apple's defaults.
    public init() {}
}
