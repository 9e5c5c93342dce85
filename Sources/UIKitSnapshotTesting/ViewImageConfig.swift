import UIKit

/// A device to render a view controller as: its screen size in points, its safe area and its traits.
/// The values are the snapshot library's.
public struct ViewImageConfig: Sendable {
    public enum Orientation {
        case landscape
        case portrait
    }

    public enum TabletOrientation {
        public enum PortraitSplits {
            case oneThird
            case twoThirds
            case full
        }
        public enum LandscapeSplits {
            case oneThird
            case oneHalf
            case twoThirds
            case full
        }
        case landscape(splitView: LandscapeSplits)
        case portrait(splitView: PortraitSplits)
    }

    public var safeArea: UIEdgeInsets
    public var size: CGSize?
    public var traits: UITraitCollection

    public init(safeArea: UIEdgeInsets = .zero, size: CGSize? = nil, traits: UITraitCollection = .init()) {
        self.safeArea = safeArea
        self.size = size
        self.traits = traits
    }

    // MARK: Phones

    private static func phone(_ orientation: Orientation, _ width: CGFloat, _ height: CGFloat, portraitSafeArea: UIEdgeInsets,
                              landscapeSafeArea: UIEdgeInsets, traits: UITraitCollection) -> ViewImageConfig {
        switch orientation {
        case .landscape:
            return .init(safeArea: landscapeSafeArea, size: CGSize(width: height, height: width), traits: traits)
        case .portrait:
            return .init(safeArea: portraitSafeArea, size: CGSize(width: width, height: height), traits: traits)
        }
    }

    private static let statusBar = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    private static let notchPortrait = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
    private static let notchLandscape = UIEdgeInsets(top: 0, left: 44, bottom: 24, right: 44)
    private static let notch47Portrait = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    private static let notch47Landscape = UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47)

    public static let iPhoneSe = ViewImageConfig.iPhoneSe(.portrait)
    public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, 320, 568, portraitSafeArea: statusBar, landscapeSafeArea: .zero, traits: .iPhoneSe(orientation))
    }

    public static let iPhone8 = ViewImageConfig.iPhone8(.portrait)
    public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, 375, 667, portraitSafeArea: statusBar, landscapeSafeArea: .zero, traits: .iPhone8(orientation))
    }

    public static let iPhone8Plus = ViewImageConfig.iPhone8Plus(.portrait)
    public static func iPhone8Plus(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, 414, 736, portraitSafeArea: statusBar, landscapeSafeArea: .zero, traits: .iPhone8Plus(orientation))
    }

    public static let iPhoneX = ViewImageConfig.iPhoneX(.portrait)
    public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, 375, 812, portraitSafeArea: notchPortrait, landscapeSafeArea: notchLandscape, traits: .iPhoneX(orientation))
    }

    public static let iPhoneXsMax = ViewImageConfig.iPhoneXsMax(.portrait)
    public static func iPhoneXsMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, 414, 896, portraitSafeArea: notchPortrait, landscapeSafeArea: notchLandscape, traits: .iPhoneXsMax(orientation))
    }

    public static let iPhoneXr = ViewImageConfig.iPhoneXr(.portrait)
    public static func iPhoneXr(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, 414, 896, portraitSafeArea: notchPortrait, landscapeSafeArea: notchLandscape, traits: .iPhoneXr(orientation))
    }

    public static let iPhone12 = ViewImageConfig.iPhone12(.portrait)
    public static func iPhone12(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, 390, 844, portraitSafeArea: notch47Portrait, landscapeSafeArea: notch47Landscape, traits: .iPhone12(orientation))
    }

    public static let iPhone12Pro = ViewImageConfig.iPhone12Pro(.portrait)
    public static func iPhone12Pro(_ orientation: Orientation) -> ViewImageConfig { .iPhone12(orientation) }

    public static let iPhone12ProMax = ViewImageConfig.iPhone12ProMax(.portrait)
    public static func iPhone12ProMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, 428, 926, portraitSafeArea: notch47Portrait, landscapeSafeArea: notch47Landscape,
              traits: .iPhone12ProMax(orientation))
    }

    public static let iPhone13 = ViewImageConfig.iPhone13(.portrait)
    public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, 390, 844, portraitSafeArea: notch47Portrait, landscapeSafeArea: notch47Landscape, traits: .iPhone13(orientation))
    }

    public static let iPhone13Mini = ViewImageConfig.iPhone13Mini(.portrait)
    public static func iPhone13Mini(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, 375, 812, portraitSafeArea: UIEdgeInsets(top: 50, left: 0, bottom: 34, right: 0),
              landscapeSafeArea: UIEdgeInsets(top: 0, left: 50, bottom: 21, right: 50), traits: .iPhone13(orientation))
    }

    public static let iPhone13Pro = ViewImageConfig.iPhone13Pro(.portrait)
    public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig { .iPhone13(orientation) }

    public static let iPhone13ProMax = ViewImageConfig.iPhone13ProMax(.portrait)
    public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, 428, 926, portraitSafeArea: notch47Portrait, landscapeSafeArea: notch47Landscape,
              traits: .iPhone13ProMax(orientation))
    }

    // MARK: Tablets

    /// A tablet of `long` × `short` points: full screen or a split-view share of it, regular width from two
    /// thirds of landscape up (from one half on the 12.9-inch).
    private struct Tablet {
        let short: CGFloat, long: CGFloat
        let landscapeThird: CGFloat, landscapeHalf: CGFloat, landscapeTwoThirds: CGFloat
        let portraitThird: CGFloat, portraitTwoThirds: CGFloat
        var halfIsRegular = false
        var safeArea = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)

        func config(_ orientation: TabletOrientation) -> ViewImageConfig {
            let regular = UITraitCollection.iPadRegular, compact = UITraitCollection.iPadCompactSplitView
            let (width, height, traits): (CGFloat, CGFloat, UITraitCollection)
            switch orientation {
            case .landscape(let split):
                switch split {
                case .oneThird: (width, height, traits) = (landscapeThird, short, compact)
                case .oneHalf: (width, height, traits) = (landscapeHalf, short, halfIsRegular ? regular : compact)
                case .twoThirds: (width, height, traits) = (landscapeTwoThirds, short, regular)
                case .full: (width, height, traits) = (long, short, regular)
                }
            case .portrait(let split):
                switch split {
                case .oneThird: (width, height, traits) = (portraitThird, long, compact)
                case .twoThirds: (width, height, traits) = (portraitTwoThirds, long, compact)
                case .full: (width, height, traits) = (short, long, regular)
                }
            }
            return .init(safeArea: safeArea, size: CGSize(width: width, height: height), traits: traits)
        }
    }

    private static func full(_ orientation: Orientation) -> TabletOrientation {
        orientation == .landscape ? .landscape(splitView: .full) : .portrait(splitView: .full)
    }

    private static let mini = Tablet(short: 768, long: 1024, landscapeThird: 320, landscapeHalf: 507, landscapeTwoThirds: 694,
                                     portraitThird: 320, portraitTwoThirds: 438)
    private static let ten2 = Tablet(short: 810, long: 1080, landscapeThird: 320, landscapeHalf: 535, landscapeTwoThirds: 750,
                                     portraitThird: 320, portraitTwoThirds: 480)
    private static let pro10_5 = Tablet(short: 834, long: 1112, landscapeThird: 320, landscapeHalf: 551, landscapeTwoThirds: 782,
                                        portraitThird: 320, portraitTwoThirds: 504)
    private static let pro11 = Tablet(short: 834, long: 1194, landscapeThird: 375, landscapeHalf: 592, landscapeTwoThirds: 809,
                                      portraitThird: 320, portraitTwoThirds: 504,
                                      safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    private static let pro12_9 = Tablet(short: 1024, long: 1366, landscapeThird: 375, landscapeHalf: 678, landscapeTwoThirds: 981,
                                        portraitThird: 375, portraitTwoThirds: 639, halfIsRegular: true)

    public static let iPadMini = ViewImageConfig.iPadMini(.landscape)
    public static func iPadMini(_ orientation: Orientation) -> ViewImageConfig { iPadMini(full(orientation)) }
    public static func iPadMini(_ orientation: TabletOrientation) -> ViewImageConfig { mini.config(orientation) }

    public static let iPad9_7 = iPadMini
    public static func iPad9_7(_ orientation: Orientation) -> ViewImageConfig { iPadMini(orientation) }
    public static func iPad9_7(_ orientation: TabletOrientation) -> ViewImageConfig { iPadMini(orientation) }

    public static let iPad10_2 = ViewImageConfig.iPad10_2(.landscape)
    public static func iPad10_2(_ orientation: Orientation) -> ViewImageConfig { iPad10_2(full(orientation)) }
    public static func iPad10_2(_ orientation: TabletOrientation) -> ViewImageConfig { ten2.config(orientation) }

    public static let iPadPro10_5 = ViewImageConfig.iPadPro10_5(.landscape)
    public static func iPadPro10_5(_ orientation: Orientation) -> ViewImageConfig { iPadPro10_5(full(orientation)) }
    public static func iPadPro10_5(_ orientation: TabletOrientation) -> ViewImageConfig { pro10_5.config(orientation) }

    public static let iPadPro11 = ViewImageConfig.iPadPro11(.landscape)
    public static func iPadPro11(_ orientation: Orientation) -> ViewImageConfig { iPadPro11(full(orientation)) }
    public static func iPadPro11(_ orientation: TabletOrientation) -> ViewImageConfig { pro11.config(orientation) }

    public static let iPadPro12_9 = ViewImageConfig.iPadPro12_9(.landscape)
    public static func iPadPro12_9(_ orientation: Orientation) -> ViewImageConfig { iPadPro12_9(full(orientation)) }
    public static func iPadPro12_9(_ orientation: TabletOrientation) -> ViewImageConfig { pro12_9.config(orientation) }
}
