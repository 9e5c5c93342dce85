import Foundation
import UIKit

/// Puts a view or view controller in a window of a configuration's size and traits, lays it out and renders
/// its layer tree with `CALayer.render(in:)` — the same Cairo drawing the headless compositor does, so the same
/// view gives the same bytes on every run (with the fonts scripts/install-deps installs).
// The strategies are nonisolated, as the library's are; UIKit work runs on the main actor, where tests run.
@MainActor
enum ImageRendering {
    /// A non-Sendable value carried into a main-actor closure from the main thread.
    final class Carry<T>: @unchecked Sendable {
        let value: T
        init(_ value: T) { self.value = value }
    }

    /// Runs `body` on the main actor, where snapshots are taken, as UIKit requires (an XCTest method runs on
    /// the main thread, a Swift Testing test that uses UIKit on the main actor, which under dispatch_main may
    /// be a thread other than the main one, so Thread.isMainThread cannot tell).
    nonisolated static func onMain<T: Sendable>(_ body: @MainActor () -> T) -> T {
        MainActor.assumeIsolated(body)
    }

    nonisolated static var mainScreenScale: CGFloat { onMain { UIScreen.main.scale } }

    /// The library's stand-in for a view of zero size: a red 400 × 80 label that says so.
    nonisolated static func emptyImage() -> UIImage {
        onMain {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 400, height: 80))
            label.backgroundColor = .red
            label.text = "Error: No image could be generated for this view as its size was zero. Please set an explicit size in the test."
            label.textAlignment = .center
            label.numberOfLines = 3
            return render(label, scale: 0)
        }
    }

    /// Lays out and displays `view`'s tree, and draws its layer into an image of its bounds at `scale`
    /// (the main screen's for 0).
    static func render(_ view: UIView, scale: CGFloat) -> UIImage {
        view.layoutIfNeeded()
        // Content drawn at the render's scale, as a display-scale trait gives it on iOS; otherwise text would
        // be drawn at whatever scale the main screen had when each view was made, and upscaled.
        let scale = scale > 0 ? scale : UIScreen.main.scale
        var saved: [(UIView, CGFloat)] = []
        func rescale(_ v: UIView) {
            if v.contentScaleFactor != scale {
                saved.append((v, v.contentScaleFactor))
                v.contentScaleFactor = scale
            }
            v.subviews.forEach(rescale)
        }
        rescale(view)
        defer { for (v, s) in saved { v.contentScaleFactor = s } }
        return render(layer: view.layer, bounds: view.bounds, scale: scale)
    }

    static func render(layer: CALayer, bounds: CGRect, scale: CGFloat) -> UIImage {
        guard bounds.width > 0, bounds.height > 0 else { return UIImage() }
        layer.setNeedsLayout()
        layer.layoutIfNeeded()
        func display(_ l: CALayer) {
            l.displayIfNeeded()
            for s in l.sublayers ?? [] { display(s) }
        }
        display(layer)
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale > 0 ? scale : UIScreen.main.scale
        return UIGraphicsImageRenderer(bounds: bounds, format: format).image { ctx in layer.render(in: ctx.cgContext) }
    }

    /// A window of the configuration's size reporting its safe area.
    final class SnapshotWindow: UIWindow {
        var safeArea: UIEdgeInsets = .zero
        // Linux: OpenUIKit's views have no safe area of their own (docs/DIFFERENCES.md): the window reports the
        // configuration's, and safeAreaLayoutGuide-based layout does not follow it.
        override var safeAreaInsets: UIEdgeInsets {
            if safeArea == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), rootViewController?.prefersStatusBarHidden == true {
                return .zero
            }
            return safeArea
        }
    }

    /// Hosts `view` (inside `viewController`'s view when they differ) in a window of `config`'s size with
    /// `config`'s and `traits`' traits, laid out; returns what undoes it.
    static func prepare(config: ViewImageConfig, traits: UITraitCollection, view: UIView,
                        viewController: UIViewController) -> () -> Void {
        let size = config.size ?? viewController.view.frame.size
        view.frame.size = size
        if view !== viewController.view {
            viewController.view.bounds = view.bounds
            viewController.view.addSubview(view)
        }
        let traits = UITraitCollection(traitsFrom: [config.traits, traits])
        let window = SnapshotWindow(frame: CGRect(origin: .zero, size: size))
        window.safeArea = config.safeArea
        // The library's own adjustment: bars take the safe area themselves.
        if viewController is UINavigationController {
            window.frame.size.height -= window.safeArea.top
            window.safeArea.top = 0
        } else if let tabs = viewController as? UITabBarController {
            window.frame.size.height -= window.safeArea.bottom
            window.safeArea.bottom = 0
            if tabs.selectedViewController is UINavigationController {
                window.frame.size.height -= window.safeArea.top
                window.safeArea.top = 0
            }
        }

        let root: UIViewController
        if viewController !== window.rootViewController {
            root = UIViewController()
            root.view.backgroundColor = .clear
            root.view.frame = window.bounds
            root.preferredContentSize = root.view.frame.size
            viewController.view.frame = root.view.frame
            root.view.addSubview(viewController.view)
            if viewController.view.translatesAutoresizingMaskIntoConstraints {
                viewController.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            } else {
                NSLayoutConstraint.activate([
                    viewController.view.topAnchor.constraint(equalTo: root.view.topAnchor),
                    viewController.view.bottomAnchor.constraint(equalTo: root.view.bottomAnchor),
                    viewController.view.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
                    viewController.view.trailingAnchor.constraint(equalTo: root.view.trailingAnchor),
                ])
            }
            root.addChild(viewController)
        } else {
            root = viewController
        }
        root.setOverrideTraitCollection(traits, forChild: viewController)
        viewController.didMove(toParent: root)
        window.rootViewController = root
        root.beginAppearanceTransition(true, animated: false)
        root.endAppearanceTransition()
        root.view.setNeedsLayout()
        root.view.layoutIfNeeded()
        viewController.view.setNeedsLayout()
        viewController.view.layoutIfNeeded()
        if size.width == 0 || size.height == 0 {
            view.sizeToFit()
            view.setNeedsLayout()
            view.layoutIfNeeded()
        }
        return {
            root.beginAppearanceTransition(false, animated: false)
            viewController.willMove(toParent: nil)
            viewController.view.removeFromSuperview()
            viewController.removeFromParent()
            viewController.didMove(toParent: nil)
            root.endAppearanceTransition()
            window.rootViewController = nil
        }
    }

    /// `view` rendered as `config` says, its frame restored afterwards.
    static func snapshot(config: ViewImageConfig, traits: UITraitCollection, view: UIView,
                         viewController: UIViewController) -> UIImage {
        let initialFrame = view.frame
        let dispose = prepare(config: config, traits: traits, view: view, viewController: viewController)
        let image = render(view, scale: traits.displayScale)
        view.frame = initialFrame
        dispose()
        return image
    }
}
