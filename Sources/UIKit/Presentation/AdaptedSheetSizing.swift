import Foundation

/// A presented controller that wants a height of its own when its popover adapts to a sheet on a compact
/// width (the share sheet opens at the medium detent, not the large one).
@MainActor
protocol AdaptedSheetSizing: AnyObject {
    /// The sheet's height in a container of `bounds`, nil for the large detent.
    func adaptedSheetHeight(in bounds: CGRect) -> CGFloat?
}
