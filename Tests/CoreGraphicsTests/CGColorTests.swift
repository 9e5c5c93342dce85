import Testing
import Foundation
@testable import CoreGraphics

@Suite struct CGColorTests {
    @Test func rgbColorHasFourComponents() {
        let c = CGColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
        #expect(c.components == [0.1, 0.2, 0.3, 0.4])
        #expect(c.numberOfComponents == 4 && c.alpha == 0.4)
        #expect(c.colorSpace?.model == .rgb)
        #expect(c.colorSpace?.name == CGColorSpace.sRGB)
    }

    @Test func grayColorHasTwoComponents() {
        let c = CGColor(gray: 0.5, alpha: 1)
        #expect(c.components == [0.5, 1])
        #expect(c.colorSpace?.model == .monochrome && c.colorSpace?.numberOfComponents == 1)
    }

    @Test func constantsAreBlackWhiteClear() {
        #expect(CGColor.black.components == [0, 1])
        #expect(CGColor.white.components == [1, 1])
        #expect(CGColor.clear.alpha == 0)
    }

    @Test func copyWithAlphaKeepsTheColor() {
        let c = CGColor(red: 1, green: 0.5, blue: 0, alpha: 1).copy(alpha: 0.25)!
        #expect(c.components == [1, 0.5, 0, 0.25])
    }

    @Test func equalityIsByValue() {
        #expect(CGColor(red: 1, green: 0, blue: 0, alpha: 1) == CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(CGColor(red: 1, green: 0, blue: 0, alpha: 1) != CGColor(red: 1, green: 0, blue: 0, alpha: 0.5))
    }

    @Test func componentsInitChecksTheCount() {
        let space = CGColorSpaceCreateDeviceRGB()
        #expect(CGColor(colorSpace: space, components: [1, 0, 0, 1] as [CGFloat]) != nil)
        #expect(CGColor(colorSpace: space, components: [1, 0] as [CGFloat]) == nil)
    }

    @Test func namedColorSpaces() {
        #expect(CGColorSpace(name: CGColorSpace.sRGB)?.model == .rgb)
        #expect(CGColorSpace(name: CGColorSpace.genericGrayGamma2_2)?.numberOfComponents == 1)
        #expect(CGColorSpace(name: "no such space") == nil)
        #expect(CGColorSpaceCreateDeviceRGB().numberOfComponents == 3)
    }

    @Test func conversionToGrayUsesLuma() {
        let g = CGColor(red: 1, green: 1, blue: 1, alpha: 0.5)
            .converted(to: CGColorSpaceCreateDeviceGray(), intent: .defaultIntent, options: nil)!
        #expect(abs(g.components![0] - 1) < 1e-9 && g.alpha == 0.5)
    }
}
