import Testing
import UIKit
import TestSupport

/// `UIView.mask`: the mask view's alpha, placed by its frame in the view's bounds, masks the view.
@Suite(.serialized) @MainActor struct UIViewMaskTests {
    @Test func theMaskIsTheLayersMaskAndNotASubview() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(view.mask == nil)
        let holder = UIView()
        let mask = UIView(frame: CGRect(x: 20, y: 0, width: 50, height: 100))
        holder.addSubview(mask)
        view.mask = mask
        #expect(view.mask === mask)
        #expect(view.layer.mask === mask.layer)
        #expect(mask.superview == nil)
        #expect(holder.subviews.isEmpty)
        #expect(view.subviews.isEmpty)
        // One view masks one view: given to another, it leaves the first.
        let other = UIView()
        other.mask = mask
        #expect(view.mask == nil && view.layer.mask == nil)
        #expect(other.layer.mask === mask.layer)
        other.mask = nil
        #expect(other.layer.mask == nil)
    }

    @Test func theMasksAlphaShowsTheViewByItsFrame() throws {
        let screen = UIHeadless.connectScreen(size: CGSize(width: 100, height: 100), scale: 1)
        defer { UIHeadless.disconnectScreen(screen) }
        let window = UIWindow(frame: screen.bounds)
        window.screen = screen
        window.backgroundColor = .white
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.backgroundColor = .red
        window.addSubview(view)
        window.makeKeyAndVisible()
        defer { window.isHidden = true }

        // Opaque from x 20 to 70, half transparent from 70 to 90 (a subview of the mask), clear elsewhere.
        let mask = UIView(frame: CGRect(x: 20, y: 0, width: 70, height: 100))
        let opaque = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 100))
        opaque.backgroundColor = .black
        let half = UIView(frame: CGRect(x: 50, y: 0, width: 20, height: 100))
        half.backgroundColor = UIColor(white: 0, alpha: 0.5)
        mask.addSubview(opaque)
        mask.addSubview(half)
        view.mask = mask
        var p = Pixels(try #require(UIHeadless.renderImage(of: screen)))
        #expect(p[10, 50] == [255, 255, 255, 255])   // masked out: the window shows
        #expect(p[40, 50] == [255, 0, 0, 255])       // under the opaque part
        // Red at half strength over white: (255, 255 × 0.5, 255 × 0.5), ±1 for rounding.
        #expect(abs(p[80, 50][1] - 128) <= 1 && p[80, 50][0] == 255)
        #expect(p[95, 50] == [255, 255, 255, 255])

        // Moving the mask moves what shows.
        mask.frame.origin.x = 0
        p = Pixels(try #require(UIHeadless.renderImage(of: screen)))
        #expect(p[10, 50] == [255, 0, 0, 255])
        #expect(p[75, 50] == [255, 255, 255, 255])

        view.mask = nil
        p = Pixels(try #require(UIHeadless.renderImage(of: screen)))
        #expect(p[95, 50] == [255, 0, 0, 255])
    }
}
