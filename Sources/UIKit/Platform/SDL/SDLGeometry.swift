import Foundation

/// Pure geometry between SDL windows (window units and drawable pixels) and UIKit screens (points).
enum SDLGeometry {
    /// A rectangle of whole pixels (SDL_Rect without the SDL type).
    struct PixelRect: Equatable, Sendable {
        var x: Int, y: Int, width: Int, height: Int
        var maxX: Int { x + width }
        var maxY: Int { y + height }
        var area: Int { width * height }
        func intersects(_ o: PixelRect) -> Bool { x < o.maxX && o.x < maxX && y < o.maxY && o.y < maxY }
        func union(_ o: PixelRect) -> PixelRect {
            let x0 = min(x, o.x), y0 = min(y, o.y)
            return PixelRect(x: x0, y: y0, width: max(maxX, o.maxX) - x0, height: max(maxY, o.maxY) - y0)
        }
    }

    /// The screen's scale: drawable pixels per window unit (SDL_WINDOW_ALLOW_HIGHDPI), 1 when unknown.
    static func scale(drawableWidth: Int, windowWidth: Int) -> CGFloat {
        guard drawableWidth > 0, windowWidth > 0 else { return 1 }
        return max(1, CGFloat(drawableWidth) / CGFloat(windowWidth))
    }

    /// A mouse position (SDL window units) as a point of the screen the window shows. The window is made
    /// the screen's size in points, so this is the identity unless a resize is still on its way.
    static func screenPoint(windowX: Double, windowY: Double, windowSize: CGSize, screenSize: CGSize) -> CGPoint {
        let sx = windowSize.width > 0 ? screenSize.width / windowSize.width : 1
        let sy = windowSize.height > 0 ? screenSize.height / windowSize.height : 1
        return CGPoint(x: CGFloat(windowX) * sx, y: CGFloat(windowY) * sy)
    }

    /// A rectangle of the screen (points) in the SDL window's units, rounded out to whole units (where the
    /// input method's candidate window is placed).
    static func windowRect(screenRect r: CGRect, windowSize: CGSize, screenSize: CGSize) -> PixelRect {
        let sx = screenSize.width > 0 ? windowSize.width / screenSize.width : 1
        let sy = screenSize.height > 0 ? windowSize.height / screenSize.height : 1
        let x0 = (r.minX * sx).rounded(.down), y0 = (r.minY * sy).rounded(.down)
        let x1 = (r.maxX * sx).rounded(.up), y1 = (r.maxY * sy).rounded(.up)
        return PixelRect(x: Int(x0), y: Int(y0), width: Int(x1 - x0), height: Int(y1 - y0))
    }

    /// A finger position (SDL gives 0…1 across the window) as a point of the screen.
    static func screenPoint(normalizedX: Double, normalizedY: Double, screenSize: CGSize) -> CGPoint {
        CGPoint(x: CGFloat(normalizedX) * screenSize.width, y: CGFloat(normalizedY) * screenSize.height)
    }

    /// A size in points as whole device pixels at `scale`.
    static func pixelSize(points: CGSize, scale: CGFloat) -> (width: Int, height: Int) {
        (Int((points.width * scale).rounded()), Int((points.height * scale).rounded()))
    }

    /// The texture updates for a frame's damage: each rectangle grown to whole pixels and clipped to the
    /// texture, empty ones dropped, overlapping ones merged (an overlap would upload pixels twice). Past
    /// `maxRects` rectangles one bounding rectangle is cheaper than many small uploads.
    static func textureUpdateRects(damage: [CGRect], width: Int, height: Int, maxRects: Int = 16) -> [PixelRect] {
        var rects: [PixelRect] = []
        for r in damage where !r.isNull && !r.isInfinite {
            let x0 = max(0, Int(r.minX.rounded(.down))), y0 = max(0, Int(r.minY.rounded(.down)))
            let x1 = min(width, Int(r.maxX.rounded(.up))), y1 = min(height, Int(r.maxY.rounded(.up)))
            if x1 > x0, y1 > y0 { rects.append(PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)) }
        }
        // Merge until no two overlap.
        var merged = true
        while merged {
            merged = false
            outer: for i in rects.indices {
                for j in rects.indices where j > i && rects[i].intersects(rects[j]) {
                    rects[i] = rects[i].union(rects[j])
                    rects.remove(at: j)
                    merged = true
                    break outer
                }
            }
        }
        if rects.count > maxRects, let first = rects.first {
            return [rects.dropFirst().reduce(first) { $0.union($1) }]
        }
        return rects
    }

    /// `OPENUIKIT_WINDOW_SIZE` ("800x600", points) as a size; nil when absent or malformed.
    static func parseWindowSize(_ text: String?) -> CGSize? {
        guard let parts = text?.lowercased().split(separator: "x"), parts.count == 2,
              let w = Double(parts[0].trimmingCharacters(in: .whitespaces)),
              let h = Double(parts[1].trimmingCharacters(in: .whitespaces)), w >= 1, h >= 1 else { return nil }
        return CGSize(width: w, height: h)
    }

    /// The default main-screen size on a desktop: 800×600 points, shrunk to fit a smaller display.
    static func defaultWindowSize(displayUsable: CGSize?) -> CGSize {
        let preferred = CGSize(width: 800, height: 600)
        guard let d = displayUsable, d.width > 0, d.height > 0 else { return preferred }
        return CGSize(width: min(preferred.width, d.width), height: min(preferred.height, d.height))
    }
}
