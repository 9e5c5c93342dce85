import Testing
import UIKit

// API shapes public iOS codebases use (the survey of 29 codebases); values from Apple's documentation.

@Suite struct ColorLiteralTests {
    @Test func aTypedColorLiteralIsAnSRGBColor() {
        let c: UIColor = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        #expect(c.getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect(r == 1 && g == 0.5 && b == 0 && a == 1)
    }

    @Test func anUntypedColorLiteralIsAUIColor() {
        let c = #colorLiteral(red: 0, green: 0, blue: 1, alpha: 0.25)
        #expect(type(of: c) == UIColor.self)
        #expect(c.cgColor.components == [0, 0, 1, 0.25])
        // The literal goes through Float, as Apple's does: 0.1 arrives as Float(0.1).
        let tenth = #colorLiteral(red: 0.1, green: 0, blue: 0, alpha: 1)
        #expect(tenth.cgColor.components?.first == CGFloat(Float(0.1)))
    }

    @Test func anImageLiteralNamingAMissingImageTraps() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let image = #imageLiteral(resourceName: "no-such-image-anywhere")
                _ = image.size
            }
        }
    }
}
