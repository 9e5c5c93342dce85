import Foundation

extension Bundle {
    /// Loads the nib `name` from this bundle with `owner` as File's Owner and returns its top-level objects.
    /// A missing nib raises Apple's "Could not load NIB in bundle" exception.
    @preconcurrency @MainActor
    public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
        UINib(nibName: name, bundle: self).instantiate(withOwner: owner, options: options)
    }
}
