import Foundation

/// Colours from asset catalogs (Sources/UIKit/Assets/AssetCatalog.swift reads them).
extension UIColor {
    /// The colour of the colour set `name` in the main bundle's asset catalogs; nil when there is none.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The colour of the colour set `name` in `bundle`'s asset catalogs (the main bundle's for nil). The trait
    /// collection chooses among idiom and gamut variants (nil: the current traits); a set with light, dark or
    /// high-contrast variants gives a dynamic colour that resolves them by the traits it is resolved with.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        let catalogs = AssetCatalog.catalogs(in: bundle)
        guard let variants = catalogs.lazy.compactMap({ $0.colors[name] }).first else { return nil }
        let base = AssetCatalog.Wanted(traitCollection ?? UITraitCollection.current)
        // Idiom and gamut are fixed now; appearance and contrast are left to resolution time.
        let usable = variants.filter { v in
            (v.conditions.idiom == nil || v.conditions.idiom == base.idiom)
                && (v.conditions.gamut == nil || v.conditions.gamut == base.gamut)
        }
        let chosen = usable.isEmpty ? variants : usable
        let appearanceDependent = chosen.contains { $0.conditions.style != nil || $0.conditions.highContrast }
        if !appearanceDependent, let only = AssetCatalog.pick(chosen, \.conditions, for: base)?.color, only.provider == nil {
            if only.space == .gray { self.init(white: only.r, alpha: only.a) }
            else { self.init(red: only.r, green: only.g, blue: only.b, alpha: only.a) }
            return
        }
        self.init(dynamicProvider: { traits in
            var wanted = AssetCatalog.Wanted(traits, base: base)
            wanted.idiom = base.idiom
            wanted.gamut = base.gamut
            return AssetCatalog.pick(chosen, \.conditions, for: wanted)?.color ?? .clear
        })
    }
}
