import UIKit

extension Snapshotting where Value == UIView, Format == UIImage {
    /// The view rendered at its frame's size, compared exactly.
    public static var image: Snapshotting { .image() }

    /// The view rendered at `size` (its frame's size when nil) with `traits`, compared within `precision`
    /// and `perceptualPrecision`.
    // Linux: drawHierarchyInKeyWindow renders the view's layer tree as when false (docs/DIFFERENCES.md).
    public static func image(drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
                             size: CGSize? = nil, traits: UITraitCollection = .init()) -> Snapshotting {
        SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision, scale: traits.displayScale)
            .pullback { view in
                let carried = ImageRendering.Carry(view)
                return ImageRendering.onMain {
                    let view = carried.value
                    return ImageRendering.snapshot(config: .init(safeArea: .zero, size: size ?? view.frame.size, traits: .init()),
                                                   traits: traits, view: view, viewController: UIViewController())
                }
            }
    }
}

extension Snapshotting where Value == UIView, Format == String {
    /// The view hierarchy's description, one view a line, without addresses.
    public static var recursiveDescription: Snapshotting { .recursiveDescription() }

    /// The view hierarchy's description after layout at `size` (its frame's size when nil) with `traits`.
    public static func recursiveDescription(size: CGSize? = nil, traits: UITraitCollection = .init()) -> Snapshotting<UIView, String> {
        SimplySnapshotting.lines.pullback { view in
            let carried = ImageRendering.Carry(view)
            return ImageRendering.onMain {
                let view = carried.value
                let dispose = ImageRendering.prepare(config: .init(safeArea: .zero, size: size ?? view.frame.size, traits: traits),
                                                     traits: .init(), view: view, viewController: UIViewController())
                defer { dispose() }
                return RecursiveDescription.text(of: view)
            }
        }
    }
}
