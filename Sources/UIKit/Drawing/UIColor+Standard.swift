import Foundation

/// The fixed colors, with the components Apple documents.
extension UIColor {
    /// Gray scale value 0.0 and alpha value 1.0.
    public class var black: UIColor { UIColor(white: 0, alpha: 1) }
    /// Gray scale value 1/3 and alpha value 1.0.
    public class var darkGray: UIColor { UIColor(white: 1.0 / 3.0, alpha: 1) }
    /// Gray scale value 2/3 and alpha value 1.0.
    public class var lightGray: UIColor { UIColor(white: 2.0 / 3.0, alpha: 1) }
    /// Gray scale value 1.0 and alpha value 1.0.
    public class var white: UIColor { UIColor(white: 1, alpha: 1) }
    /// Gray scale value 0.5 and alpha value 1.0.
    public class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    /// RGB (1, 0, 0).
    public class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    /// RGB (0, 1, 0).
    public class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    /// RGB (0, 0, 1).
    public class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    /// RGB (0, 1, 1).
    public class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    /// RGB (1, 1, 0).
    public class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    /// RGB (1, 0, 1).
    public class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    /// RGB (1, 0.5, 0).
    public class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    /// RGB (0.5, 0, 0.5).
    public class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    /// RGB (0.6, 0.4, 0.2).
    public class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    /// Gray scale value 0.0 and alpha value 0.0.
    public class var clear: UIColor { UIColor(white: 0, alpha: 0) }
}

/// The adaptable system colours: dynamic colours with Apple's light and dark values (Human Interface
/// Guidelines), which views resolve against their traits. The tinted colours and grays also have the HIG's
/// increased-contrast values (⚠ from the HIG's colour table, for the accessibilityContrast trait's high value). The grouped and plain background colours also have
/// Apple's elevated dark values (for presented sheets and popovers).
extension UIColor {
    /// A dynamic colour from 8-bit sRGB components for light and dark appearances (and dark elevated).
    /// `contrast` holds the increased-contrast light and dark values, used when the accessibilityContrast trait
    /// is high.
    static func adaptive(_ light: (CGFloat, CGFloat, CGFloat, CGFloat), _ dark: (CGFloat, CGFloat, CGFloat, CGFloat),
                         elevated: (CGFloat, CGFloat, CGFloat, CGFloat)? = nil,
                         contrast: ((CGFloat, CGFloat, CGFloat), (CGFloat, CGFloat, CGFloat))? = nil) -> UIColor {
        func make(_ c: (CGFloat, CGFloat, CGFloat, CGFloat)) -> UIColor {
            UIColor(red: c.0 / 255, green: c.1 / 255, blue: c.2 / 255, alpha: c.3)
        }
        let l = make(light), d = make(dark), e = elevated.map(make) ?? d
        let hl = contrast.map { make(($0.0.0, $0.0.1, $0.0.2, light.3)) } ?? l
        let hd = contrast.map { make(($0.1.0, $0.1.1, $0.1.2, dark.3)) } ?? d
        return UIColor { traits in
            let high = traits.accessibilityContrast == .high
            guard traits.userInterfaceStyle == .dark else { return high ? hl : l }
            if high { return hd }
            return traits.userInterfaceLevel == .elevated ? e : d
        }
    }

    private static let systemRedColour = adaptive((255, 59, 48, 1), (255, 69, 58, 1), contrast: ((215, 0, 21), (255, 105, 97)))
    /// The system red: (255, 59, 48) light, (255, 69, 58) dark.
    public class var systemRed: UIColor { systemRedColour }
    private static let systemOrangeColour = adaptive((255, 149, 0, 1), (255, 159, 10, 1), contrast: ((201, 52, 0), (255, 179, 64)))
    /// The system orange: (255, 149, 0) light, (255, 159, 10) dark.
    public class var systemOrange: UIColor { systemOrangeColour }
    private static let systemYellowColour = adaptive((255, 204, 0, 1), (255, 214, 10, 1), contrast: ((178, 80, 0), (255, 212, 38)))
    /// The system yellow: (255, 204, 0) light, (255, 214, 10) dark.
    public class var systemYellow: UIColor { systemYellowColour }
    private static let systemGreenColour = adaptive((52, 199, 89, 1), (48, 209, 88, 1), contrast: ((36, 138, 61), (48, 219, 91)))
    /// The system green: (52, 199, 89) light, (48, 209, 88) dark.
    public class var systemGreen: UIColor { systemGreenColour }
    private static let systemMintColour = adaptive((0, 199, 190, 1), (99, 230, 226, 1), contrast: ((12, 129, 123), (102, 212, 207)))
    /// The system mint: (0, 199, 190) light, (99, 230, 226) dark.
    public class var systemMint: UIColor { systemMintColour }
    private static let systemTealColour = adaptive((48, 176, 199, 1), (64, 200, 224, 1), contrast: ((0, 130, 153), (93, 230, 255)))
    /// The system teal: (48, 176, 199) light, (64, 200, 224) dark.
    public class var systemTeal: UIColor { systemTealColour }
    private static let systemCyanColour = adaptive((50, 173, 230, 1), (100, 210, 255, 1), contrast: ((0, 113, 164), (112, 215, 255)))
    /// The system cyan: (50, 173, 230) light, (100, 210, 255) dark.
    public class var systemCyan: UIColor { systemCyanColour }
    private static let systemBlueColour = adaptive((0, 122, 255, 1), (10, 132, 255, 1), contrast: ((0, 64, 221), (64, 156, 255)))
    /// The system blue: (0, 122, 255) light, (10, 132, 255) dark.
    public class var systemBlue: UIColor { systemBlueColour }
    private static let systemIndigoColour = adaptive((88, 86, 214, 1), (94, 92, 230, 1), contrast: ((54, 52, 163), (125, 122, 255)))
    /// The system indigo: (88, 86, 214) light, (94, 92, 230) dark.
    public class var systemIndigo: UIColor { systemIndigoColour }
    private static let systemPurpleColour = adaptive((175, 82, 222, 1), (191, 90, 242, 1), contrast: ((137, 68, 171), (218, 143, 255)))
    /// The system purple: (175, 82, 222) light, (191, 90, 242) dark.
    public class var systemPurple: UIColor { systemPurpleColour }
    private static let systemPinkColour = adaptive((255, 45, 85, 1), (255, 55, 95, 1), contrast: ((211, 15, 69), (255, 100, 130)))
    /// The system pink: (255, 45, 85) light, (255, 55, 95) dark.
    public class var systemPink: UIColor { systemPinkColour }
    private static let systemBrownColour = adaptive((162, 132, 94, 1), (172, 142, 104, 1), contrast: ((127, 101, 69), (181, 148, 105)))
    /// The system brown: (162, 132, 94) light, (172, 142, 104) dark.
    public class var systemBrown: UIColor { systemBrownColour }
    private static let systemGrayColour = adaptive((142, 142, 147, 1), (142, 142, 147, 1), contrast: ((108, 108, 112), (174, 174, 178)))
    /// The system gray: (142, 142, 147) light, (142, 142, 147) dark.
    public class var systemGray: UIColor { systemGrayColour }
    private static let systemGray2Colour = adaptive((174, 174, 178, 1), (99, 99, 102, 1), contrast: ((142, 142, 147), (124, 124, 128)))
    /// The system second-level gray: (174, 174, 178) light, (99, 99, 102) dark.
    public class var systemGray2: UIColor { systemGray2Colour }
    private static let systemGray3Colour = adaptive((199, 199, 204, 1), (72, 72, 74, 1), contrast: ((174, 174, 178), (84, 84, 86)))
    /// The system third-level gray: (199, 199, 204) light, (72, 72, 74) dark.
    public class var systemGray3: UIColor { systemGray3Colour }
    private static let systemGray4Colour = adaptive((209, 209, 214, 1), (58, 58, 60, 1), contrast: ((188, 188, 192), (68, 68, 70)))
    /// The system fourth-level gray: (209, 209, 214) light, (58, 58, 60) dark.
    public class var systemGray4: UIColor { systemGray4Colour }
    private static let systemGray5Colour = adaptive((229, 229, 234, 1), (44, 44, 46, 1), contrast: ((216, 216, 220), (54, 54, 56)))
    /// The system fifth-level gray: (229, 229, 234) light, (44, 44, 46) dark.
    public class var systemGray5: UIColor { systemGray5Colour }
    private static let systemGray6Colour = adaptive((242, 242, 247, 1), (28, 28, 30, 1), contrast: ((235, 235, 240), (36, 36, 38)))
    /// The system sixth-level gray: (242, 242, 247) light, (28, 28, 30) dark.
    public class var systemGray6: UIColor { systemGray6Colour }

    /// The default tint of controls: systemBlue unless the app changes it.
    public class var tintColor: UIColor { systemBlue }

    private static let labelColour = adaptive((0, 0, 0, 1), (255, 255, 255, 1))
    /// Primary text: (0, 0, 0) light, (255, 255, 255) dark.
    public class var label: UIColor { labelColour }
    private static let secondaryLabelColour = adaptive((60, 60, 67, 0.6), (235, 235, 245, 0.6))
    /// Secondary text: (60, 60, 67) at 60 % light, (235, 235, 245) at 60 % dark.
    public class var secondaryLabel: UIColor { secondaryLabelColour }
    private static let tertiaryLabelColour = adaptive((60, 60, 67, 0.3), (235, 235, 245, 0.3))
    /// Tertiary text: (60, 60, 67) at 30 % light, (235, 235, 245) at 30 % dark.
    public class var tertiaryLabel: UIColor { tertiaryLabelColour }
    private static let quaternaryLabelColour = adaptive((60, 60, 67, 0.18), (235, 235, 245, 0.16))
    /// Quaternary text: (60, 60, 67) at 18 % light, (235, 235, 245) at 16 % dark.
    public class var quaternaryLabel: UIColor { quaternaryLabelColour }
    private static let placeholderTextColour = adaptive((60, 60, 67, 0.3), (235, 235, 245, 0.3))
    /// Placeholder text: (60, 60, 67) at 30 % light, (235, 235, 245) at 30 % dark.
    public class var placeholderText: UIColor { placeholderTextColour }
    private static let linkColour = adaptive((0, 122, 255, 1), (9, 132, 255, 1))
    /// Links: (0, 122, 255) light, (9, 132, 255) dark.
    public class var link: UIColor { linkColour }
    private static let separatorColour = adaptive((60, 60, 67, 0.29), (84, 84, 88, 0.6))
    /// Thin separators that let content show through: (60, 60, 67) at 29 % light, (84, 84, 88) at 60 % dark.
    public class var separator: UIColor { separatorColour }
    private static let opaqueSeparatorColour = adaptive((198, 198, 200, 1), (56, 56, 58, 1))
    /// Opaque separators: (198, 198, 200) light, (56, 56, 58) dark.
    public class var opaqueSeparator: UIColor { opaqueSeparatorColour }
    private static let systemBackgroundColour = adaptive((255, 255, 255, 1), (0, 0, 0, 1), elevated: (28, 28, 30, 1))
    /// The main background: (255, 255, 255) light, (0, 0, 0) dark; elevated dark (28, 28, 30).
    public class var systemBackground: UIColor { systemBackgroundColour }
    private static let secondarySystemBackgroundColour = adaptive((242, 242, 247, 1), (28, 28, 30, 1), elevated: (44, 44, 46, 1))
    /// Content layered on the main background: (242, 242, 247) light, (28, 28, 30) dark; elevated dark (44, 44, 46).
    public class var secondarySystemBackground: UIColor { secondarySystemBackgroundColour }
    private static let tertiarySystemBackgroundColour = adaptive((255, 255, 255, 1), (44, 44, 46, 1), elevated: (58, 58, 60, 1))
    /// Content layered on secondary backgrounds: (255, 255, 255) light, (44, 44, 46) dark; elevated dark (58, 58, 60).
    public class var tertiarySystemBackground: UIColor { tertiarySystemBackgroundColour }
    private static let systemGroupedBackgroundColour = adaptive((242, 242, 247, 1), (0, 0, 0, 1), elevated: (28, 28, 30, 1))
    /// Grouped-content background: (242, 242, 247) light, (0, 0, 0) dark; elevated dark (28, 28, 30).
    public class var systemGroupedBackground: UIColor { systemGroupedBackgroundColour }
    /// A grouped table's background (deprecated on Apple: the same colour as systemGroupedBackground).
    @available(iOS, deprecated: 13.0, renamed: "systemGroupedBackground")
    public class var groupTableViewBackground: UIColor { systemGroupedBackgroundColour }
    private static let secondarySystemGroupedBackgroundColour = adaptive((255, 255, 255, 1), (28, 28, 30, 1), elevated: (44, 44, 46, 1))
    /// Content on the grouped background: (255, 255, 255) light, (28, 28, 30) dark; elevated dark (44, 44, 46).
    public class var secondarySystemGroupedBackground: UIColor { secondarySystemGroupedBackgroundColour }
    private static let tertiarySystemGroupedBackgroundColour = adaptive((242, 242, 247, 1), (44, 44, 46, 1), elevated: (58, 58, 60, 1))
    /// Content on secondary grouped backgrounds: (242, 242, 247) light, (44, 44, 46) dark; elevated dark (58, 58, 60).
    public class var tertiarySystemGroupedBackground: UIColor { tertiarySystemGroupedBackgroundColour }
    private static let systemFillColour = adaptive((120, 120, 128, 0.2), (120, 120, 128, 0.36))
    /// Thin and small shapes: (120, 120, 128) at 20 % light, (120, 120, 128) at 36 % dark.
    public class var systemFill: UIColor { systemFillColour }
    private static let secondarySystemFillColour = adaptive((120, 120, 128, 0.16), (120, 120, 128, 0.32))
    /// Medium shapes: (120, 120, 128) at 16 % light, (120, 120, 128) at 32 % dark.
    public class var secondarySystemFill: UIColor { secondarySystemFillColour }
    private static let tertiarySystemFillColour = adaptive((118, 118, 128, 0.12), (118, 118, 128, 0.24))
    /// Large shapes: (118, 118, 128) at 12 % light, (118, 118, 128) at 24 % dark.
    public class var tertiarySystemFill: UIColor { tertiarySystemFillColour }
    private static let quaternarySystemFillColour = adaptive((116, 116, 128, 0.08), (116, 116, 128, 0.18))
    /// Large areas with complex content: (116, 116, 128) at 8 % light, (116, 116, 128) at 18 % dark.
    public class var quaternarySystemFill: UIColor { quaternarySystemFillColour }
    /// Text on dark backgrounds that does not adapt: white at 60 %.
    public class var lightText: UIColor { UIColor(white: 1, alpha: 0.6) }
    /// Text on light backgrounds that does not adapt: black.
    public class var darkText: UIColor { UIColor(white: 0, alpha: 1) }
}
