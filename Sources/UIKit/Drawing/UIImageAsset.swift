import Foundation

/// A set of images of one picture for different traits (light and dark, say): an image from an asset catalog
/// carries the asset of its set, and an image view shows the variant for its own traits.
///
/// Safe to share between threads, as images are.
open class UIImageAsset: NSObject, @unchecked Sendable {
    private let lock = NSLock()
    private var registered: [(traits: UITraitCollection, image: UIImage)] = []

    /// An empty asset.
    public override init() {
        super.init()
    }

    /// The registered image that best fits `traitCollection`: of those whose traits it contains, the one that
    /// names the most traits; else the first registered (an empty image when none is).
    open func image(with traitCollection: UITraitCollection) -> UIImage {
        lock.lock()
        let all = registered
        lock.unlock()
        let fitting = all.filter { traitCollection.containsTraits(in: $0.traits) }
        let best = fitting.max { $0.traits.store.entries.count < $1.traits.store.entries.count } ?? all.first
        // The stored images do not point back to the asset (no cycle): the one handed out does.
        return best?.image.copy(asset: .some(self)) ?? UIImage()
    }

    /// The registered image for the configuration's traits (any, when it has none).
    open func image(with configuration: UIImage.Configuration) -> UIImage {
        image(with: configuration.traitCollection ?? UITraitCollection())
    }

    /// Registers `image` as the variant for `traitCollection` (replacing one registered for the same traits).
    open func register(_ image: UIImage, with traitCollection: UITraitCollection) {
        let stored = image.copy(asset: .some(nil))
        lock.lock()
        registered.removeAll { $0.traits == traitCollection }
        registered.append((traitCollection, stored))
        lock.unlock()
    }

    /// Registers `image` for the configuration's traits.
    open func register(_ image: UIImage, with configuration: UIImage.Configuration) {
        register(image, with: configuration.traitCollection ?? UITraitCollection())
    }

    /// Removes the variant registered for `traitCollection`.
    open func unregisterImage(with traitCollection: UITraitCollection) {
        lock.lock()
        registered.removeAll { $0.traits == traitCollection }
        lock.unlock()
    }

    /// Removes the variant registered for the configuration's traits.
    open func unregisterImage(with configuration: UIImage.Configuration) {
        unregisterImage(with: configuration.traitCollection ?? UITraitCollection())
    }

    /// Whether more than one variant is registered (an image view then follows its traits).
    var hasVariants: Bool {
        lock.lock()
        defer { lock.unlock() }
        return registered.count > 1
    }
}
