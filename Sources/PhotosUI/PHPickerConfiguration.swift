import Foundation
import UIKit

/// How a PHPickerViewController shows the library and what it lets the user choose. Defaults are Apple's.
/// Made with a photo library, its results carry asset identifiers, and assets can be preselected, deselected
/// and reordered by identifier.
public struct PHPickerConfiguration: Equatable, Sendable {
    /// The library given to `init(photoLibrary:)`; nil for `init()`.
    package let photoLibrary: PHPhotoLibrary?

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

    /// A configuration with Apple's defaults, without a photo library: results have no asset identifiers.
    public init() {
        photoLibrary = nil
    }

    /// A configuration with Apple's defaults whose results carry `photoLibrary`'s asset identifiers.
    public init(photoLibrary: PHPhotoLibrary) {
        self.photoLibrary = photoLibrary
    }
}
