import Testing
import UIKit

@Suite(.serialized) @MainActor struct DynamicTypeTests {
    @Test func categoriesHaveApplesRawValuesAndOrder() {
        let ordered: [(UIContentSizeCategory, String)] = [
            (.extraSmall, "UICTContentSizeCategoryXS"), (.small, "UICTContentSizeCategoryS"),
            (.medium, "UICTContentSizeCategoryM"), (.large, "UICTContentSizeCategoryL"),
            (.extraLarge, "UICTContentSizeCategoryXL"), (.extraExtraLarge, "UICTContentSizeCategoryXXL"),
            (.extraExtraExtraLarge, "UICTContentSizeCategoryXXXL"),
            (.accessibilityMedium, "UICTContentSizeCategoryAccessibilityM"),
            (.accessibilityLarge, "UICTContentSizeCategoryAccessibilityL"),
            (.accessibilityExtraLarge, "UICTContentSizeCategoryAccessibilityXL"),
            (.accessibilityExtraExtraLarge, "UICTContentSizeCategoryAccessibilityXXL"),
            (.accessibilityExtraExtraExtraLarge, "UICTContentSizeCategoryAccessibilityXXXL"),
        ]
        for (c, raw) in ordered { #expect(c.rawValue == raw) }
        #expect(UIContentSizeCategory.unspecified.rawValue == "_UICTContentSizeCategoryUnspecified")
        for i in 1..<ordered.count { #expect(ordered[i - 1].0 < ordered[i].0) }
        #expect(UIContentSizeCategory.unspecified < .extraSmall)
        #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(UIContentSizeCategory.accessibilityExtraExtraExtraLarge.isAccessibilityCategory)
        #expect(UIContentSizeCategory.didChangeNotification.rawValue == "UIContentSizeCategoryDidChangeNotification")
    }

    /// Apple's Dynamic Type sizes (HIG) at the large (default) category.
    @Test func preferredFontsAtTheLargeCategory() {
        let large = UITraitCollection(preferredContentSizeCategory: .large)
        let sizes: [(UIFont.TextStyle, CGFloat)] = [(.largeTitle, 34), (.title1, 28), (.title2, 22), (.title3, 20),
            (.headline, 17), (.body, 17), (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption1, 12), (.caption2, 11)]
        for (style, size) in sizes {
            #expect(UIFont.preferredFont(forTextStyle: style, compatibleWith: large).pointSize == size)
        }
        #expect(UIFont.preferredFont(forTextStyle: .headline, compatibleWith: large).fontName == "DejaVuSans-Bold")
    }

    /// Apple's table for other categories: xS, xxxL and the accessibility sizes.
    @Test func preferredFontsAtOtherCategories() {
        func size(_ style: UIFont.TextStyle, _ c: UIContentSizeCategory) -> CGFloat {
            UIFont.preferredFont(forTextStyle: style, compatibleWith: UITraitCollection(preferredContentSizeCategory: c)).pointSize
        }
        #expect(size(.body, .extraSmall) == 14)
        #expect(size(.largeTitle, .extraSmall) == 31)
        #expect(size(.caption2, .extraSmall) == 11)
        #expect(size(.body, .extraExtraExtraLarge) == 23)
        #expect(size(.title1, .extraLarge) == 30)
        #expect(size(.footnote, .medium) == 12)
        #expect(size(.body, .accessibilityMedium) == 28)
        #expect(size(.body, .accessibilityExtraExtraExtraLarge) == 53)
        #expect(size(.largeTitle, .accessibilityExtraExtraExtraLarge) == 60)
        #expect(size(.caption1, .accessibilityLarge) == 26)
    }

    @Test func fontMetricsScaleByTheStylesRatio() {
        let xxxl = UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
        let body = UIFontMetrics.default
        // Body grows 17 → 23 pt at xxxL: a 20 pt font becomes 20 × 23 / 17.
        let scaled = body.scaledFont(for: UIFont.systemFont(ofSize: 20), compatibleWith: xxxl)
        #expect(abs(scaled.pointSize - 20 * 23 / 17) < 0.0001)
        #expect(abs(body.scaledValue(for: 10, compatibleWith: xxxl) - 10 * 23 / 17) < 0.0001)
        let capped = body.scaledFont(for: UIFont.systemFont(ofSize: 20), maximumPointSize: 24, compatibleWith: xxxl)
        #expect(capped.pointSize == 24)
        let title = UIFontMetrics(forTextStyle: .largeTitle)
        #expect(abs(title.scaledValue(for: 34, compatibleWith: xxxl) - 40) < 0.0001)
        #expect(body.scaledValue(for: 10, compatibleWith: UITraitCollection(preferredContentSizeCategory: .large)) == 10)
    }

    @Test func theChangeNotificationCarriesTheNewCategory() {
        final class Box: @unchecked Sendable { var value: Any? }
        let box = Box()
        let token = NotificationCenter.default.addObserver(forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: nil) { note in
            box.value = note.userInfo?[UIContentSizeCategory.newValueUserInfoKey]
        }
        defer { NotificationCenter.default.removeObserver(token); UIHeadless.setPreferredContentSizeCategory(.large) }
        UIHeadless.setPreferredContentSizeCategory(.extraSmall)
        #expect(box.value as? UIContentSizeCategory == .extraSmall)
        #expect(UIContentSizeCategory.newValueUserInfoKey == "UIContentSizeCategoryNewValueKey")
    }

    @Test func theAppsCategoryReachesTraitsFontsAndLabels() {
        #expect(UIApplication.shared.preferredContentSizeCategory == .large)
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        w.makeKeyAndVisible()
        let adjusting = UILabel()
        adjusting.font = UIFont.preferredFont(forTextStyle: .body)
        adjusting.adjustsFontForContentSizeCategory = true
        let fixed = UILabel()
        fixed.font = UIFont.preferredFont(forTextStyle: .body)
        let custom = UILabel()
        custom.font = UIFont.systemFont(ofSize: 17)
        custom.adjustsFontForContentSizeCategory = true
        for l in [adjusting, fixed, custom] { w.addSubview(l) }
        let log = NotificationLog([UIContentSizeCategory.didChangeNotification])
        defer {
            UIHeadless.setPreferredContentSizeCategory(.large)
            w.isHidden = true
        }
        UIHeadless.setPreferredContentSizeCategory(.accessibilityMedium)
        #expect(log.names == ["UIContentSizeCategoryDidChangeNotification"])
        #expect(UIApplication.shared.preferredContentSizeCategory == .accessibilityMedium)
        #expect(adjusting.traitCollection.preferredContentSizeCategory == .accessibilityMedium)
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 28)
        #expect(adjusting.font.pointSize == 28)
        #expect(fixed.font.pointSize == 17)  // does not adjust
        #expect(custom.font.pointSize == 17) // not a Dynamic Type font
    }
}
