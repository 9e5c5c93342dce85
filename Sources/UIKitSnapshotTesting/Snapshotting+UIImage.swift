import Foundation
import UIKit

extension Diffing where Value == UIImage {
    /// Images stored as PNG and compared exactly.
    public static var image: Diffing { .image() }

    /// Images stored as PNG, read back at `scale` (the main screen's when nil or 0), matching when at least
    /// `precision` of them agrees and, with `perceptualPrecision` below 1, pixels agree within that perceptual
    /// precision. A failure attaches reference.png, failure.png and difference.png.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Diffing {
        let imageScale: CGFloat = if let scale, scale != 0 { scale } else { ImageRendering.mainScreenScale }
        let toData: (UIImage) -> Data = { $0.pngData() ?? ImageRendering.emptyImage().pngData() ?? Data() }
        return .diff(toData: toData, fromData: { UIImage(data: $0, scale: imageScale) ?? UIImage() }) { old, new in
            guard let message = ImageComparison.compare(old.cgImage, new.cgImage, precision: precision,
                                                         perceptualPrecision: perceptualPrecision) else { return nil }
            let difference = ImageComparison.difference(old.cgImage, new.cgImage).map { UIImage(cgImage: $0) } ?? UIImage()
            let isEmpty = new.cgImage == nil || new.size == .zero
            return (message, [
                .data(toData(old), name: "reference.png"),
                .data(toData(isEmpty ? ImageRendering.emptyImage() : new), name: "failure.png"),
                .data(toData(difference), name: "difference.png"),
            ])
        }
    }
}

extension Snapshotting where Value == UIImage, Format == UIImage {
    /// An image compared exactly with its PNG reference.
    public static var image: Snapshotting { .image() }

    /// An image compared with its PNG reference within `precision` and `perceptualPrecision`.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Snapshotting {
        Snapshotting(pathExtension: "png",
                     diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale))
    }
}
