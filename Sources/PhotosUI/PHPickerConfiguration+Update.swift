import Foundation
import UIKit

extension PHPickerConfiguration {
    /// What `PHPickerViewController.updatePicker(using:)` may change while the picker is shown; nil leaves a
    /// setting as it is.
    public struct Update: Equatable, Sendable {
        public var selectionLimit: Int?
        public var edgesWithoutContentMargins: NSDirectionalRectEdge?

        public init() {}
    }
}
