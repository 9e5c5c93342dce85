import UIKit

extension Snapshotting where Value == UIViewController, Format == UIImage {
    /// The controller's view rendered at its current size, compared exactly.
    public static var image: Snapshotting { .image() }

    /// The controller's view rendered as on the device `config` describes (at `size` when given) with `traits`.
    public static func image(on config: ViewImageConfig, drawHierarchyInKeyWindow: Bool = false, precision: Float = 1,
                             perceptualPrecision: Float = 1, size: CGSize? = nil,
                             traits: UITraitCollection = .init()) -> Snapshotting {
        SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision, scale: traits.displayScale)
            .pullback { viewController in
                let carried = ImageRendering.Carry(viewController)
                return ImageRendering.onMain {
                    let vc = carried.value
                    let config = size.map { ViewImageConfig(safeArea: config.safeArea, size: $0, traits: config.traits) } ?? config
                    return ImageRendering.snapshot(config: config, traits: traits, view: vc.view, viewController: vc)
                }
            }
    }

    /// The controller's view rendered at `size` (its current size when nil) with `traits`.
    public static func image(drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
                             size: CGSize? = nil, traits: UITraitCollection = .init()) -> Snapshotting {
        SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision, scale: traits.displayScale)
            .pullback { viewController in
                let carried = ImageRendering.Carry(viewController)
                return ImageRendering.onMain {
                    let vc = carried.value
                    return ImageRendering.snapshot(config: .init(safeArea: .zero, size: size, traits: traits), traits: traits,
                                                   view: vc.view, viewController: vc)
                }
            }
    }
}

extension Snapshotting where Value == UIViewController, Format == String {
    /// The controller's view hierarchy's description, one view a line, without addresses.
    public static var recursiveDescription: Snapshotting { .recursiveDescription() }

    /// The view hierarchy's description after layout as on `config` (at `size` when given) with `traits`.
    public static func recursiveDescription(on config: ViewImageConfig = .init(), size: CGSize? = nil,
                                            traits: UITraitCollection = .init()) -> Snapshotting<UIViewController, String> {
        SimplySnapshotting.lines.pullback { viewController in
            let carried = ImageRendering.Carry(viewController)
            return ImageRendering.onMain {
                let vc = carried.value
                let dispose = ImageRendering.prepare(config: .init(safeArea: config.safeArea, size: size ?? config.size,
                                                                   traits: config.traits),
                                                     traits: traits, view: vc.view, viewController: vc)
                defer { dispose() }
                return RecursiveDescription.text(of: vc.view)
            }
        }
    }

    /// The view controller hierarchy, one controller a line.
    public static var hierarchy: Snapshotting {
        SimplySnapshotting.lines.pullback { viewController in
            let carried = ImageRendering.Carry(viewController)
            return ImageRendering.onMain {
                let vc = carried.value
                let dispose = ImageRendering.prepare(config: .init(), traits: .init(), view: vc.view, viewController: vc)
                defer { dispose() }
                return RecursiveDescription.hierarchy(of: vc)
            }
        }
    }
}
