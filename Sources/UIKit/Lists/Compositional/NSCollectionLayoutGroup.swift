import Foundation

/// Items laid side by side (horizontal) or one above the other (vertical), repeated to fill the group.
@preconcurrency @MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Axis { case horizontal, vertical }
    let axis: Axis
    /// The items (and nested groups) the group repeats.
    open private(set) var subitems: [NSCollectionLayoutItem]
    /// When set, the group holds exactly this many items, sized to share it.
    let count: Int?
    /// The space between the group's items.
    open var interItemSpacing: NSCollectionLayoutSpacing?

    init(axis: Axis, layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], count: Int?) {
        self.axis = axis
        self.subitems = subitems
        self.count = count
        super.init(layoutSize: layoutSize)
    }

    /// A horizontal group repeating `subitems` while they fit.
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
        unsafeDowncast(NSCollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: subitems, count: nil), to: self)
    }
    /// A horizontal group of `count` equal items.
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> Self {
        unsafeDowncast(NSCollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: [subitem], count: max(1, count)), to: self)
    }
    /// A vertical group repeating `subitems` while they fit.
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
        unsafeDowncast(NSCollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: subitems, count: nil), to: self)
    }
    /// A vertical group of `count` equal items.
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> Self {
        unsafeDowncast(NSCollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: [subitem], count: max(1, count)), to: self)
    }

    /// The frames of the items of one group placed at `origin` with `size`, at most `limit` of them; a nested
    /// group places its own items inside the frame it takes.
    func itemFrames(origin: CGPoint, size: CGSize, limit: Int) -> [CGRect] {
        let horizontal = axis == .horizontal
        let spacing = interItemSpacing?.spacing ?? 0
        let along = horizontal ? size.width : size.height
        var frames: [CGRect] = []
        func place(_ item: NSCollectionLayoutItem, in frame: CGRect) {
            if let group = item as? NSCollectionLayoutGroup {
                let inner = group.inset(frame)
                frames += group.itemFrames(origin: inner.origin, size: inner.size, limit: limit - frames.count)
            } else {
                frames.append(item.inset(frame))
            }
        }
        if let count {
            let item = subitems[0]
            let share = (along - spacing * CGFloat(count - 1)) / CGFloat(count)
            let across = horizontal ? item.layoutSize.heightDimension.resolve(in: size) : item.layoutSize.widthDimension.resolve(in: size)
            for k in 0..<count where frames.count < limit {
                let p = CGFloat(k) * (share + spacing)
                place(item, in: horizontal ? CGRect(x: origin.x + p, y: origin.y, width: share, height: across)
                                           : CGRect(x: origin.x, y: origin.y + p, width: across, height: share))
            }
            return frames
        }
        var position: CGFloat = 0
        var k = 0
        while frames.count < limit, !subitems.isEmpty {
            let item = subitems[k % subitems.count]
            let s = item.layoutSize.resolve(in: size)
            let length = horizontal ? s.width : s.height
            guard length > 0, position + length <= along + 0.001 else { break }
            place(item, in: horizontal ? CGRect(x: origin.x + position, y: origin.y, width: s.width, height: s.height)
                                       : CGRect(x: origin.x, y: origin.y + position, width: s.width, height: s.height))
            position += length + spacing
            k += 1
        }
        return frames
    }
}
