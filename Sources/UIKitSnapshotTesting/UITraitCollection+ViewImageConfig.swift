import UIKit

// The traits of the snapshot library's device configurations.
// Linux: without force touch, the configurations leave out the forceTouchCapability trait (docs/DIFFERENCES.md).
extension UITraitCollection {
    /// A phone's traits: compact width (regular in landscape on the large phones), regular height in portrait.
    private static func phone(_ orientation: ViewImageConfig.Orientation, regularWidthInLandscape: Bool) -> UITraitCollection {
        let base: [UITraitCollection] = [
            .init(layoutDirection: .leftToRight),
            .init(preferredContentSizeCategory: .medium),
            .init(userInterfaceIdiom: .phone),
        ]
        switch orientation {
        case .landscape:
            return .init(traitsFrom: base + [.init(horizontalSizeClass: regularWidthInLandscape ? .regular : .compact),
                                             .init(verticalSizeClass: .compact)])
        case .portrait:
            return .init(traitsFrom: base + [.init(horizontalSizeClass: .compact), .init(verticalSizeClass: .regular)])
        }
    }

    public static func iPhoneSe(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, regularWidthInLandscape: false)
    }
    public static func iPhone8(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, regularWidthInLandscape: false)
    }
    public static func iPhone8Plus(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, regularWidthInLandscape: true)
    }
    public static func iPhoneX(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, regularWidthInLandscape: false)
    }
    public static func iPhoneXr(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, regularWidthInLandscape: true)
    }
    public static func iPhoneXsMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, regularWidthInLandscape: true)
    }
    public static func iPhone12(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, regularWidthInLandscape: false)
    }
    public static func iPhone12ProMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, regularWidthInLandscape: true)
    }
    public static func iPhone13(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, regularWidthInLandscape: false)
    }
    public static func iPhone13ProMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, regularWidthInLandscape: true)
    }

    static let iPadRegular = UITraitCollection(traitsFrom: [
        .init(horizontalSizeClass: .regular), .init(verticalSizeClass: .regular), .init(userInterfaceIdiom: .pad),
    ])
    static let iPadCompactSplitView = UITraitCollection(traitsFrom: [
        .init(horizontalSizeClass: .compact), .init(verticalSizeClass: .regular), .init(userInterfaceIdiom: .pad),
    ])

    public static let iPadMini = iPadRegular
    public static let iPadMini_Compact_SplitView = iPadCompactSplitView
    public static let iPad9_7 = iPadRegular
    public static let iPad9_7_Compact_SplitView = iPadCompactSplitView
    public static let iPad10_2 = iPadRegular
    public static let iPad10_2_Compact_SplitView = iPadCompactSplitView
    public static let iPadPro10_5 = iPadRegular
    public static let iPadPro10_5_Compact_SplitView = iPadCompactSplitView
    public static let iPadPro11 = iPadRegular
    public static let iPadPro11_Compact_SplitView = iPadCompactSplitView
    public static let iPadPro12_9 = iPadRegular
    public static let iPadPro12_9_Compact_SplitView = iPadCompactSplitView
}
