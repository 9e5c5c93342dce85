import Foundation

extension PHPickerConfiguration {
    /// Which representation of an asset the picker gives when there are several. Raw values are Apple's.
    public enum AssetRepresentationMode: Int, Sendable, Hashable {
        case automatic = 0
        case current = 1
        case compatible = 2
    }
}
