import QuartzCore
import UIKit

extension Snapshotting where Value == CALayer, Format == UIImage {
    /// The layer rendered at its bounds, compared exactly.
    public static var image: Snapshotting { .image() }

    /// The layer rendered at its bounds at `traits`' display scale, compared within the precisions.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, traits: UITraitCollection = .init()) -> Snapshotting {
        SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision, scale: traits.displayScale)
            .pullback { layer in
                let carried = ImageRendering.Carry(layer)
                return ImageRendering.onMain {
                    ImageRendering.render(layer: carried.value, bounds: carried.value.bounds, scale: traits.displayScale)
                }
            }
    }
}
