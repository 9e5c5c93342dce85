import Testing
import UIKit
import UIKitSnapshotTesting

/// The device configurations' sizes, safe areas and traits (the library's values).
@MainActor @Suite struct DeviceConfigTests {
    @Test func phoneSizes() {
        #expect(ViewImageConfig.iPhoneSe.size == CGSize(width: 320, height: 568))
        #expect(ViewImageConfig.iPhone8.size == CGSize(width: 375, height: 667))
        #expect(ViewImageConfig.iPhone8Plus.size == CGSize(width: 414, height: 736))
        #expect(ViewImageConfig.iPhoneX.size == CGSize(width: 375, height: 812))
        #expect(ViewImageConfig.iPhoneXr.size == CGSize(width: 414, height: 896))
        #expect(ViewImageConfig.iPhoneXsMax.size == CGSize(width: 414, height: 896))
        #expect(ViewImageConfig.iPhone12.size == CGSize(width: 390, height: 844))
        #expect(ViewImageConfig.iPhone13.size == CGSize(width: 390, height: 844))
        #expect(ViewImageConfig.iPhone13Pro.size == CGSize(width: 390, height: 844))
        #expect(ViewImageConfig.iPhone13ProMax.size == CGSize(width: 428, height: 926))
        #expect(ViewImageConfig.iPhone13Mini.size == CGSize(width: 375, height: 812))
    }

    @Test func phoneOrientationsAndSafeAreas() {
        #expect(ViewImageConfig.iPhone8.safeArea == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(ViewImageConfig.iPhone8(.landscape).size == CGSize(width: 667, height: 375))
        #expect(ViewImageConfig.iPhone8(.landscape).safeArea == .zero)
        #expect(ViewImageConfig.iPhoneX.safeArea == UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(ViewImageConfig.iPhoneX(.landscape).safeArea == UIEdgeInsets(top: 0, left: 44, bottom: 24, right: 44))
        #expect(ViewImageConfig.iPhone13(.landscape).size == CGSize(width: 844, height: 390))
        #expect(ViewImageConfig.iPhone13(.landscape).safeArea == UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
    }

    @Test func phoneTraits() {
        let portrait = ViewImageConfig.iPhone8.traits
        #expect(portrait.userInterfaceIdiom == .phone)
        #expect(portrait.horizontalSizeClass == .compact && portrait.verticalSizeClass == .regular)
        #expect(portrait.preferredContentSizeCategory == .medium && portrait.layoutDirection == .leftToRight)
        #expect(ViewImageConfig.iPhone8(.landscape).traits.horizontalSizeClass == .compact)
        #expect(ViewImageConfig.iPhone8Plus(.landscape).traits.horizontalSizeClass == .regular)
        #expect(ViewImageConfig.iPhone13ProMax(.landscape).traits.verticalSizeClass == .compact)
    }

    @Test func tablets() {
        #expect(ViewImageConfig.iPadMini.size == CGSize(width: 1024, height: 768))
        #expect(ViewImageConfig.iPad9_7(.portrait).size == CGSize(width: 768, height: 1024))
        #expect(ViewImageConfig.iPad10_2.size == CGSize(width: 1080, height: 810))
        #expect(ViewImageConfig.iPadPro11.size == CGSize(width: 1194, height: 834))
        #expect(ViewImageConfig.iPadPro11.safeArea == UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        #expect(ViewImageConfig.iPadPro12_9.size == CGSize(width: 1366, height: 1024))
        #expect(ViewImageConfig.iPadPro12_9(.portrait).size == CGSize(width: 1024, height: 1366))
        #expect(ViewImageConfig.iPadPro12_9.traits.userInterfaceIdiom == .pad)
        #expect(ViewImageConfig.iPadPro12_9.traits.horizontalSizeClass == .regular)
        let third = ViewImageConfig.iPadPro12_9(.portrait(splitView: .oneThird))
        #expect(third.size == CGSize(width: 375, height: 1366) && third.traits.horizontalSizeClass == .compact)
        #expect(ViewImageConfig.iPadPro12_9(.landscape(splitView: .oneHalf)).traits.horizontalSizeClass == .regular)
        #expect(ViewImageConfig.iPadMini(.landscape(splitView: .oneHalf)).size == CGSize(width: 507, height: 768))
        #expect(ViewImageConfig.iPadMini(.landscape(splitView: .oneHalf)).traits.horizontalSizeClass == .compact)
    }
}
