import Foundation

extension UIImage {
    /// What an image is drawn for: the traits of the environment it appears in. Configurations are values:
    /// `applying(_:)` and `withTraitCollection(_:)` return new ones.
    open class Configuration: NSObject, NSCopying, @unchecked Sendable {
        /// The traits the image is for (nil: any).
        public internal(set) var traitCollection: UITraitCollection?
        /// The locale the image is for (nil: the app's).
        public internal(set) var locale: Locale?

        /// A configuration with no traits.
        public required override init() {
            super.init()
        }

        /// A configuration for `traitCollection`.
        public convenience init(traitCollection: UITraitCollection?) {
            self.init()
            self.traitCollection = traitCollection
        }

        /// A configuration for `locale`.
        public convenience init(locale: Locale?) {
            self.init()
            self.locale = locale
        }

        /// A copy for another locale.
        open func withLocale(_ locale: Locale?) -> Self {
            let c = copied()
            c.locale = locale
            return c
        }

        /// A copy for other traits.
        open func withTraitCollection(_ traitCollection: UITraitCollection?) -> Self {
            let c = copied()
            c.traitCollection = traitCollection
            return c
        }

        /// This configuration with `otherConfiguration`'s values laid over it (its traits, where it has any).
        open func applying(_ otherConfiguration: UIImage.Configuration?) -> Self {
            let c = copied()
            if let other = otherConfiguration {
                if let traits = other.traitCollection { c.traitCollection = traits }
                if let locale = other.locale { c.locale = locale }
                c.take(other)
            }
            return c
        }

        /// A copy of the same class with the same values.
        func copied() -> Self {
            let c = type(of: self).init()
            c.traitCollection = traitCollection
            c.locale = locale
            c.take(self)
            return c
        }

        /// Lays the values a subclass keeps from `other` over its own (none here).
        func take(_ other: Configuration) {}

        open func copy(with zone: NSZone? = nil) -> Any { copied() }

        open override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? Configuration, type(of: other) == type(of: self) else { return false }
            return other.traitCollection == traitCollection && other.locale == locale
        }

        open override var hash: Int { traitCollection?.hash ?? 0 }
    }
}

extension UIImage {
    /// The image's configuration: the one it was made with, else one with unspecified traits.
    public var configuration: UIImage.Configuration? { configurationStorage ?? UIImage.Configuration() }

    /// The symbol configuration (nil: not a symbol image, which on Linux none is).
    public var symbolConfiguration: UIImage.SymbolConfiguration? { configurationStorage as? SymbolConfiguration }

    /// The same image with `configuration` laid over its own.
    public func withConfiguration(_ configuration: UIImage.Configuration) -> UIImage {
        copy(configuration: .some(configurationStorage?.applying(configuration) ?? configuration))
    }

    /// The same symbol image with `configuration` applied; nil when the image is not a symbol image (as every
    /// image is on Linux).
    public func applyingSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration) -> UIImage? {
        isSymbolImage ? withConfiguration(configuration) : nil
    }
}
