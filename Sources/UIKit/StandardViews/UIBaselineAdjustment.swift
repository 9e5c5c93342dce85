import Foundation

/// How a label's baseline moves when its font shrinks to fit.
public enum UIBaselineAdjustment: Int, Sendable {
    case alignBaselines = 0
    case alignCenters = 1
    case none = 2
}
