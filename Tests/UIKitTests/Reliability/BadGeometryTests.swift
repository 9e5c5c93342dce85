import Testing
@testable import UIKit

/// Issue 18, defect 2: non-finite geometry. Apple's Core Animation refuses NaN in a layer's position and
/// bounds with a `CALayerInvalidGeometry` exception at the moment it is set; infinity is accepted and stored.
/// So NaN ends the process with Apple's text where it is set (never later, inside our renderer), and an
/// infinite frame renders as nothing without crashing.
@Suite struct BadGeometryTests {
    @Test func nanFrameTrapsWithApplesMessageWhereItIsSet() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                // The centre is (nan, 10 + 20/2): the position is set before the bounds.
                v.frame = CGRect(x: CGFloat.nan, y: 10, width: CGFloat.nan, height: 20)
            }
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(text.contains("*** Terminating app due to uncaught exception 'CALayerInvalidGeometry', reason: 'CALayer position contains NaN: [nan 20]'"))
    }

    @Test func nanBoundsTrapsWithApplesMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let layer = CALayer()
                layer.bounds = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 15)
            }
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(text.contains("reason: 'CALayer bounds contains NaN: [0 0; nan 15]'"))
    }

    @MainActor @Test func infiniteFramesAreStoredAndRenderAsNothing() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.backgroundColor = .white
        window.isHidden = false
        defer { window.isHidden = true }
        let cases: [CGRect] = [
            CGRect(x: CGFloat.infinity, y: 10, width: 20, height: 20),
            CGRect(x: 10, y: 10, width: CGFloat.infinity, height: 20),
            CGRect.infinite,
            CGRect(x: 10, y: 10, width: 1e300, height: 1e300),
        ]
        for rect in cases {
            let v = UIView(frame: rect)
            v.backgroundColor = .red
            let inner = UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
            inner.backgroundColor = .blue
            v.addSubview(inner)
            window.addSubview(v)
            let image = try #require(UIHeadless.renderImage(of: window))
            #expect(image.width == Int(100 * window.screen.scale))
            v.removeFromSuperview()
        }
        // Apple stores what it is given.
        let v = UIView()
        v.frame = CGRect(x: CGFloat.infinity, y: 0, width: 10, height: 10)
        #expect(v.frame.origin.x == .infinity)
    }

    @MainActor @Test func infiniteTransformRendersAsNothing() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.isHidden = false
        defer { window.isHidden = true }
        let v = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        v.backgroundColor = .red
        window.addSubview(v)
        v.transform = CGAffineTransform(scaleX: .infinity, y: 1)
        _ = try #require(UIHeadless.renderImage(of: window))
        v.transform = CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        _ = try #require(UIHeadless.renderImage(of: window))
    }

    /// Found by `Benchmarks reliability` (bad_geometry): shadows of huge layers and infinite radii trapped
    /// converting their mask's size to Int, or fed infinities to rectangle arithmetic.
    @MainActor @Test func hugeShadowsDrawNothingInsteadOfTrapping() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.isHidden = false
        defer { window.isHidden = true }
        let v = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        v.backgroundColor = .red
        v.layer.shadowOpacity = 0.5
        window.addSubview(v)
        for radius: CGFloat in [.infinity, .greatestFiniteMagnitude, 1e300] {
            v.layer.shadowRadius = radius
            _ = try #require(UIHeadless.renderImage(of: window))
        }
        v.layer.shadowRadius = 3
        for width: CGFloat in [1e300, .greatestFiniteMagnitude] {
            v.frame.size.width = width
            _ = try #require(UIHeadless.renderImage(of: window))
        }
    }
}
