import Foundation

// Cells and header-footer views registered with a nib (`register(_: UINib?, forCellReuseIdentifier:)` …).
extension UINib {
    /// The nib's one top-level view, of the kind a list registered it for. Apple raises
    /// NSInternalInconsistencyException when the nib holds anything else.
    func onlyTopLevelView<View: UIView>(identifier: String, kind: String) -> View {
        let objects = instantiate(withOwner: nil, options: nil)
        guard objects.count == 1, let view = objects[0] as? View else {
            UncaughtException.raise("NSInternalInconsistencyException", reason: """
                invalid nib registered for identifier (\(identifier)) - nib must contain exactly one top level \
                object which must be a \(kind) instance
                """)
        }
        return view
    }
}
