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

/// The adaptable system colors, with their light-appearance values from Apple's Human Interface
/// Guidelines. Dark mode and trait resolution are not modelled yet: these are the light values.
extension UIColor {
    private static func rgb255(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) -> UIColor {
        UIColor(red: r / 255, green: g / 255, blue: b / 255, alpha: a)
    }

    /// (255, 59, 48).
    public class var systemRed: UIColor { rgb255(255, 59, 48) }
    /// (255, 149, 0).
    public class var systemOrange: UIColor { rgb255(255, 149, 0) }
    /// (255, 204, 0).
    public class var systemYellow: UIColor { rgb255(255, 204, 0) }
    /// (52, 199, 89).
    public class var systemGreen: UIColor { rgb255(52, 199, 89) }
    /// (0, 199, 190).
    public class var systemMint: UIColor { rgb255(0, 199, 190) }
    /// (48, 176, 199).
    public class var systemTeal: UIColor { rgb255(48, 176, 199) }
    /// (50, 173, 230).
    public class var systemCyan: UIColor { rgb255(50, 173, 230) }
    /// (0, 122, 255).
    public class var systemBlue: UIColor { rgb255(0, 122, 255) }
    /// (88, 86, 214).
    public class var systemIndigo: UIColor { rgb255(88, 86, 214) }
    /// (175, 82, 222).
    public class var systemPurple: UIColor { rgb255(175, 82, 222) }
    /// (255, 45, 85).
    public class var systemPink: UIColor { rgb255(255, 45, 85) }
    /// (162, 132, 94).
    public class var systemBrown: UIColor { rgb255(162, 132, 94) }
    /// (142, 142, 147).
    public class var systemGray: UIColor { rgb255(142, 142, 147) }
    /// (174, 174, 178).
    public class var systemGray2: UIColor { rgb255(174, 174, 178) }
    /// (199, 199, 204).
    public class var systemGray3: UIColor { rgb255(199, 199, 204) }
    /// (209, 209, 214).
    public class var systemGray4: UIColor { rgb255(209, 209, 214) }
    /// (229, 229, 234).
    public class var systemGray5: UIColor { rgb255(229, 229, 234) }
    /// (242, 242, 247).
    public class var systemGray6: UIColor { rgb255(242, 242, 247) }

    /// The default tint of controls: systemBlue unless the app changes it.
    public class var tintColor: UIColor { systemBlue }

    /// Primary text: black.
    public class var label: UIColor { rgb255(0, 0, 0) }
    /// Secondary text: (60, 60, 67) at 60 %.
    public class var secondaryLabel: UIColor { rgb255(60, 60, 67, 0.6) }
    /// Tertiary text: (60, 60, 67) at 30 %.
    public class var tertiaryLabel: UIColor { rgb255(60, 60, 67, 0.3) }
    /// Quaternary text: (60, 60, 67) at 18 %.
    public class var quaternaryLabel: UIColor { rgb255(60, 60, 67, 0.18) }
    /// Placeholder text: (60, 60, 67) at 30 %.
    public class var placeholderText: UIColor { rgb255(60, 60, 67, 0.3) }
    /// Links: (0, 122, 255).
    public class var link: UIColor { rgb255(0, 122, 255) }
    /// Thin separators that let content show through: (60, 60, 67) at 29 %.
    public class var separator: UIColor { rgb255(60, 60, 67, 0.29) }
    /// Opaque separators: (198, 198, 200).
    public class var opaqueSeparator: UIColor { rgb255(198, 198, 200) }
    /// The main background: white.
    public class var systemBackground: UIColor { rgb255(255, 255, 255) }
    /// Content layered on the main background: (242, 242, 247).
    public class var secondarySystemBackground: UIColor { rgb255(242, 242, 247) }
    /// Content layered on secondary backgrounds: white.
    public class var tertiarySystemBackground: UIColor { rgb255(255, 255, 255) }
    /// Grouped-content background: (242, 242, 247).
    public class var systemGroupedBackground: UIColor { rgb255(242, 242, 247) }
    /// Content on the grouped background: white.
    public class var secondarySystemGroupedBackground: UIColor { rgb255(255, 255, 255) }
    /// Content on secondary grouped backgrounds: (242, 242, 247).
    public class var tertiarySystemGroupedBackground: UIColor { rgb255(242, 242, 247) }
    /// Thin and small shapes: (120, 120, 128) at 20 %.
    public class var systemFill: UIColor { rgb255(120, 120, 128, 0.2) }
    /// Medium shapes: (120, 120, 128) at 16 %.
    public class var secondarySystemFill: UIColor { rgb255(120, 120, 128, 0.16) }
    /// Large shapes: (118, 118, 128) at 12 %.
    public class var tertiarySystemFill: UIColor { rgb255(118, 118, 128, 0.12) }
    /// Large areas with complex content: (116, 116, 128) at 8 %.
    public class var quaternarySystemFill: UIColor { rgb255(116, 116, 128, 0.08) }
    /// Text on dark backgrounds that does not adapt: white at 60 %.
    public class var lightText: UIColor { UIColor(white: 1, alpha: 0.6) }
    /// Text on light backgrounds that does not adapt: black.
    public class var darkText: UIColor { UIColor(white: 0, alpha: 1) }
}
