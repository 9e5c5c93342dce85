import UIKit

/// The tab bar's icons, drawn here as template images: OpenUIKit has no SF Symbols (DIFFERENCES.md), so each is
/// a small drawing in the spirit of the symbol an iOS app would pick — stacked layers ("square.3.layers.3d")
/// for the topics, a grid of tiles ("square.grid.2x2") for the standard views.
@MainActor
enum CatalogTabImage {
    /// iOS tab bar icons are drawn in a 25 × 25 pt box.
    static let size = CGSize(width: 25, height: 25)

    static func image(for group: CatalogPage.Group) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let image = UIGraphicsImageRenderer(size: size, format: format).image { context in
            let cg = context.cgContext
            cg.setStrokeColor(UIColor.black.cgColor)
            cg.setFillColor(UIColor.black.cgColor)
            switch group {
            case .topics:
                // Three rhombi, the top one filled, like a stack of layers seen from above.
                cg.setLineWidth(1.6)
                cg.setLineJoin(.round)
                for (i, y) in [6.0, 11.5, 17.0].enumerated() {
                    let path = CGMutablePath()
                    path.move(to: CGPoint(x: 12.5, y: y - 4.5))
                    path.addLine(to: CGPoint(x: 22.5, y: y))
                    path.addLine(to: CGPoint(x: 12.5, y: y + 4.5))
                    path.addLine(to: CGPoint(x: 2.5, y: y))
                    path.closeSubpath()
                    cg.addPath(path)
                    if i == 0 { cg.drawPath(using: .fillStroke) } else { cg.strokePath() }
                }
            case .standardViews:
                // Four rounded tiles.
                for (x, y) in [(2.5, 2.5), (14.0, 2.5), (2.5, 14.0), (14.0, 14.0)] {
                    cg.addPath(CGPath(roundedRect: CGRect(x: x, y: y, width: 8.5, height: 8.5), cornerWidth: 2.2,
                                      cornerHeight: 2.2, transform: nil))
                }
                cg.fillPath()
            }
        }
        return image.withRenderingMode(.alwaysTemplate)
    }
}
