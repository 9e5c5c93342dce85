import Foundation

/// Where sheets go: in a horizontally compact container a card along the bottom edge, as tall as its detent; in
/// a regular one a centred card (page sheet or form sheet) that ignores detents, as iPadOS draws them.
@MainActor
enum SheetGeometry {
    enum Metrics {
        /// ⚠ iOS 17 iPhone: the large detent's top sits 10 pt below the top safe area.
        static let compactTopInset: CGFloat = 10
        /// ⚠ iPadOS 17: page sheets are 704 pt wide, 24 pt clear of the top and bottom edges.
        static let pageSheetWidth: CGFloat = 704
        static let pageSheetVerticalInset: CGFloat = 24
        /// Apple's documented form sheet size (UIModalPresentationFormSheet), 540 × 620.
        static let formSheetSize = CGSize(width: 540, height: 620)
        /// ⚠ iOS 17 sheet corner radius.
        static let cornerRadius: CGFloat = 10
        /// ⚠ dimming behind sheets: black at 20 %, as behind alerts.
        static let dimmingAlpha: CGFloat = 0.2
        /// ⚠ the grabber: a 36 × 5 pill 5 pt below the sheet's top edge.
        static let grabberSize = CGSize(width: 36, height: 5)
        static let grabberTop: CGFloat = 5
        /// ⚠ swipe-down: released past half the sheet's height, or flicked down faster than 1000 pt/s, the
        /// sheet goes; otherwise it settles back in 0.3 s.
        static let dismissVelocity: CGFloat = 1000
        static let settleDuration: TimeInterval = 0.3
    }

    /// Whether `bounds` is horizontally compact (the size-class rule: narrower than 700 pt).
    static func isCompact(_ bounds: CGRect) -> Bool { TraitEnvironmentSupport.horizontalSizeClass(width: bounds.width) == .compact }

    /// The tallest a sheet can be in `bounds` (the large detent's height).
    static func maximumDetentValue(in bounds: CGRect, safeTop: CGFloat = 0) -> CGFloat {
        max(0, bounds.height - safeTop - Metrics.compactTopInset)
    }

    /// The sheet's frame: in a compact container along the bottom, `detentHeight` tall (the large detent when
    /// nil); in a regular one a centred page or form sheet.
    static func frame(style: UIModalPresentationStyle, in bounds: CGRect, detentHeight: CGFloat?) -> CGRect {
        if isCompact(bounds) {
            let h = min(detentHeight ?? maximumDetentValue(in: bounds), maximumDetentValue(in: bounds))
            return CGRect(x: bounds.minX, y: bounds.maxY - h, width: bounds.width, height: h)
        }
        let size: CGSize
        if style == .formSheet {
            size = CGSize(width: min(Metrics.formSheetSize.width, bounds.width),
                          height: min(Metrics.formSheetSize.height, bounds.height - 2 * Metrics.pageSheetVerticalInset))
        } else {
            size = CGSize(width: min(Metrics.pageSheetWidth, bounds.width),
                          height: max(0, bounds.height - 2 * Metrics.pageSheetVerticalInset))
        }
        return CGRect(x: bounds.minX + ((bounds.width - size.width) / 2).rounded(.down),
                      y: bounds.minY + ((bounds.height - size.height) / 2).rounded(.down),
                      width: size.width, height: size.height)
    }
}
