// Frame stage 4 layout (docs/ARCHITECTURE.md). Before: 3, recognizers and responders — Application/UIApplication.sendEvent → Window/UIWindow.sendEvent → the responder chain.
// After: 5, display — CATransaction.layoutAndDisplay → UIView/UIView+Rendering.display(_:) → QuartzCore Render/CABackingStore.
import Foundation

extension UIView {
    /// Which parts of a view stretch when its superview's size changes.
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// The value meaning "no intrinsic size" on an axis.
    public static let noIntrinsicMetric: CGFloat = -1

    /// Resizes each subview by its autoresizing mask for the change from `oldSize` to the current size.
    func resizeSubviews(withOldSize oldSize: CGSize) {
        guard autoresizingSubviewCount > 0 else { return }
        let newSize = bounds.size
        for sub in subviewStorage where !sub.autoresizingMaskStorage.isEmpty {
            sub.resize(withOldSuperviewSize: oldSize, newSuperviewSize: newSize)
        }
    }

    /// Apple's rule: on each axis the size change is shared among the flexible parts (margins and size)
    /// in proportion to their current lengths, or equally when those are all zero.
    func resize(withOldSuperviewSize old: CGSize, newSuperviewSize new: CGSize) {
        let m = autoresizingMaskStorage
        var f = frame
        func distribute(_ delta: CGFloat, lead: CGFloat, size: CGFloat, trail: CGFloat,
                        flexLead: Bool, flexSize: Bool, flexTrail: Bool) -> (CGFloat, CGFloat) {
            let parts = [(flexLead, lead), (flexSize, size), (flexTrail, trail)].filter(\.0)
            guard delta != 0, !parts.isEmpty else { return (lead, size) }
            let total = parts.reduce(0) { $0 + $1.1 }
            func share(_ flexible: Bool, _ length: CGFloat) -> CGFloat {
                guard flexible else { return 0 }
                return total != 0 ? delta * length / total : delta / CGFloat(parts.count)
            }
            return (lead + share(flexLead, lead), size + share(flexSize, size))
        }
        let (x, w) = distribute(new.width - old.width, lead: f.minX, size: f.width, trail: old.width - f.maxX,
                                flexLead: m.contains(.flexibleLeftMargin), flexSize: m.contains(.flexibleWidth),
                                flexTrail: m.contains(.flexibleRightMargin))
        let (y, h) = distribute(new.height - old.height, lead: f.minY, size: f.height, trail: old.height - f.maxY,
                                flexLead: m.contains(.flexibleTopMargin), flexSize: m.contains(.flexibleHeight),
                                flexTrail: m.contains(.flexibleBottomMargin))
        f = CGRect(x: x, y: y, width: max(0, w), height: max(0, h))
        if f != frame { frame = f }
    }

    // MARK: Layout

    /// Marks the view as needing layout; it happens once, top-down, at the end of the run-loop turn.
    func setNeedsLayoutImpl() {
        needsLayoutStorage = true
        layer.setNeedsLayout()
    }

    /// Lays out now whatever needs it, from the topmost ancestor that needs layout down.
    func layoutIfNeededImpl() {
        layer.layoutIfNeeded()
    }

    /// The layout pass of this view, run by its layer's layout.
    func layoutPass() {
        needsLayoutStorage = false
        LayoutEngine.prepareLayout(of: self) // Auto Layout: update constraints and solve first
        // UIKit's callbacks run with the view's traits as UITraitCollection.current.
        traitCollection.performAsCurrent {
            (viewControllerStorage as? LayoutParticipant)?.viewWillLayoutSubviewsHook()
            layoutSubviews()
            (viewControllerStorage as? LayoutParticipant)?.viewDidLayoutSubviewsHook()
        }
    }

    /// Resizes the view to `sizeThatFits(bounds.size)`, keeping the frame's origin (UIKit sets the frame's size);
    /// a transformed view, whose frame is only a bounding box, keeps its centre instead.
    func sizeToFitImpl() {
        let s = sizeThatFits(bounds.size)
        if CATransform3DIsIdentity(layer.transform) {
            var f = frame
            f.size = s
            frame = f
        } else {
            var b = bounds
            b.size = s
            bounds = b
        }
    }

    func invalidateIntrinsicContentSizeImpl() {
        autoLayoutIntrinsicSizeDidChange() // Auto Layout: new content-size constraints
        superviewStorage?.setNeedsLayout()
        setNeedsLayout()
    }
}

/// View controllers hear about their root view's layout.
@MainActor
protocol LayoutParticipant: AnyObject {
    func viewWillLayoutSubviewsHook()
    func viewDidLayoutSubviewsHook()
}
