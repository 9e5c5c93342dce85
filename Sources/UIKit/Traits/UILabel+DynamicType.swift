import Foundation

extension UILabel: UIContentSizeCategoryAdjusting {
    /// With adjustsFontForContentSizeCategory, a Dynamic Type font takes its size at the new category.
    func contentSizeCategoryDidChange() {
        guard adjustsFontForContentSizeCategory, let f = font, let info = f.dynamicType else { return }
        let scaled = f.withSize(info.size(at: DynamicTypeInfo.category(traitCollection)))
        scaled.dynamicType = info
        font = scaled
    }
}
