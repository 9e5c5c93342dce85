import Foundation
import CoreGraphics

/// Where a backdrop-blur layer reads and writes, in device pixels, shared by the compositor (which widens the
/// damage to what the blur needs) and the renderer (which blurs only what changed). The blur runs on a grid
/// `factor` pixels wide from the region's origin; damage is snapped out to that grid.
struct BackdropGeometry {
    /// The layer's device rectangle grown by the blur's reach, within the surface.
    let region: CGRect
    /// The blur's radius in device pixels.
    let radius: CGFloat
    /// How far the blur reaches, in device pixels.
    let reach: Int
    /// Device pixels per blurred pixel.
    let factor: Int

    init?(radius points: CGFloat, bounds: CGRect, local: Affine, surfaceWidth: Int, surfaceHeight: Int) {
        guard points > 0, local.isAxisAligned else { return nil }
        radius = points * max(abs(local.t.a), abs(local.t.d))
        reach = Int(radius.rounded(.up)) + 1
        // Blurred at a reduced resolution (as iOS's materials are): a wide blur loses nothing to it, and the work
        // falls with the square of the factor.
        factor = max(1, Int(radius / 6))
        let device = bounds.applying(local.t).integral
        let x0 = max(0, Int(device.minX) - reach), y0 = max(0, Int(device.minY) - reach)
        let x1 = min(surfaceWidth, Int(device.maxX) + reach), y1 = min(surfaceHeight, Int(device.maxY) + reach)
        guard x1 > x0, y1 > y0 else { return nil }
        region = CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// `r` snapped out to the blur's grid, within the region (nil when outside it).
    func snappedOut(_ r: CGRect) -> CGRect? {
        let c = r.intersection(region)
        guard !c.isNull, !c.isEmpty else { return nil }
        let f = CGFloat(factor)
        let x0 = region.minX + ((c.minX - region.minX) / f).rounded(.down) * f
        let y0 = region.minY + ((c.minY - region.minY) / f).rounded(.down) * f
        let x1 = region.minX + ((c.maxX - region.minX) / f).rounded(.up) * f
        let y1 = region.minY + ((c.maxY - region.minY) / f).rounded(.up) * f
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0).intersection(region)
    }

    /// The damage a change in `r` implies: the blur's output moves up to its reach away, on its grid.
    func widened(_ r: CGRect) -> CGRect? {
        guard r.intersects(region) else { return nil }
        return snappedOut(r.insetBy(dx: CGFloat(-reach), dy: CGFloat(-reach)))
    }
}
