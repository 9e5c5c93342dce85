import Testing
import UIKit

@Suite @MainActor struct LayoutDirectionTests {
    @Test func rawValuesAreApples() {
        #expect(UISemanticContentAttribute.unspecified.rawValue == 0)
        #expect(UISemanticContentAttribute.playback.rawValue == 1)
        #expect(UISemanticContentAttribute.spatial.rawValue == 2)
        #expect(UISemanticContentAttribute.forceLeftToRight.rawValue == 3)
        #expect(UISemanticContentAttribute.forceRightToLeft.rawValue == 4)
        #expect(UIUserInterfaceLayoutDirection.rightToLeft.rawValue == 1)
    }

    @Test func directionForAttributes() {
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified, relativeTo: .rightToLeft) == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .playback, relativeTo: .rightToLeft) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .spatial, relativeTo: .rightToLeft) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft, relativeTo: .leftToRight) == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified) == .leftToRight)
    }

    @Test func effectiveDirectionFollowsTraitsUnlessForced() {
        let v = UIView()
        #expect(v.semanticContentAttribute == .unspecified)
        #expect(v.effectiveUserInterfaceLayoutDirection == .leftToRight)
        v.traitOverrides.layoutDirection = .rightToLeft
        #expect(v.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        v.semanticContentAttribute = .playback
        #expect(v.effectiveUserInterfaceLayoutDirection == .leftToRight)
        v.semanticContentAttribute = .forceRightToLeft
        v.traitOverrides.remove(UITraitLayoutDirection.self)
        #expect(v.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }
}
