import Foundation

/// A collection view's cell: a content view for the app's subviews, over optional background views, with
/// the selected and highlighted states the collection view sets.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// Where the app adds the cell's subviews; it fills the cell.
    open private(set) var contentView: UIView = UIView()

    /// A view behind the content.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let v = backgroundView { v.frame = bounds; insertSubview(v, at: 0) }
        }
    }

    /// A view shown behind the content while the cell is selected or highlighted.
    open var selectedBackgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let v = selectedBackgroundView {
                v.frame = bounds
                insertSubview(v, at: backgroundView == nil ? 0 : 1)
                v.isHidden = !(isSelected || isHighlighted)
            }
        }
    }

    /// Whether the cell is selected; the collection view sets it.
    open var isSelected: Bool = false {
        didSet { updateStateViews() }
    }

    /// Whether the cell is highlighted (a touch is on it); the collection view sets it. Labels and image
    /// views of the content highlight with it.
    open var isHighlighted: Bool = false {
        didSet {
            updateStateViews()
            propagateHighlight(isHighlighted, in: contentView)
        }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpContentView()
    }

    /// A cell from an archive (a nib's `<collectionViewCell>` or a storyboard's prototype cell).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpContentView()
        if let nib = coder as? NibCoder { decodeCollectionCellKeys(nib) }
    }

    /// The storyboard segue a tap on the cell performs (`<segue>` in a prototype cell's connections), before
    /// the collection view's delegate hears of the selection, as on iOS.
    var selectionSegue: (@MainActor (UICollectionViewCell) -> Void)?

    private func setUpContentView() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    open override func prepareForReuse() {
        super.prepareForReuse()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
    }

    private func updateStateViews() {
        selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
    }

    private func propagateHighlight(_ on: Bool, in view: UIView) {
        for sub in view.subviews {
            if let label = sub as? UILabel { label.isHighlighted = on }
            if let image = sub as? UIImageView { image.isHighlighted = on }
            propagateHighlight(on, in: sub)
        }
    }

    /// The content view sizes a self-sizing cell when it has constraints.
    override var fittingView: UIView? {
        contentView.constraints.isEmpty && constraints.isEmpty ? nil : contentView
    }
}
