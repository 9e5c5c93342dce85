import Foundation

/// The colour picker's grid: 12 columns and 10 rows, a gray row on top and nine rows of the twelve hues
/// from darkest to lightest.
enum ColorPickerPalette {
    static let columns = 12
    static let rows = 10

    // ⚠ The gray row and the saturated (fifth hue) row as published by people who sampled iOS 14–17's grid;
    // the other hue rows are worked out from it (below), matching the sampled darkest and lightest cyan
    // (003748: a third of 00A1D8; CBF0FF: 00A1D8 four fifths of the way to white).
    private static let grays: [UInt32] = [0xFFFFFF, 0xEBEBEB, 0xD6D6D6, 0xC2C2C2, 0xADADAD, 0x999999,
                                          0x858585, 0x707070, 0x5C5C5C, 0x474747, 0x333333, 0x000000]
    private static let hues: [UInt32] = [0x00A1D8, 0x0061FD, 0x4D22B2, 0x982ABC, 0xB92D5D, 0xFF4015,
                                         0xFF6A00, 0xFFAB01, 0xFCC700, 0xFEFB41, 0xD9EC37, 0x76BB40]
    /// Hue rows 0–3 are the saturated colour scaled towards black by these factors, row 4 is the colour
    /// itself, rows 5–8 go towards white by the fractions after.
    private static let darker: [CGFloat] = [1.0 / 3, 0.5, 2.0 / 3, 5.0 / 6]
    private static let lighter: [CGFloat] = [0.2, 0.4, 0.6, 0.8]

    /// The sRGB components (0…1) of the cell at `row`, `column`.
    static func components(row: Int, column: Int) -> (CGFloat, CGFloat, CGFloat) {
        let r = min(max(row, 0), rows - 1), c = min(max(column, 0), columns - 1)
        if r == 0 { return unpack(grays[c]) }
        let (red, green, blue) = unpack(hues[c])
        let shade = r - 1
        if shade < 4 {
            let f = darker[shade]
            return (red * f, green * f, blue * f)
        }
        if shade == 4 { return (red, green, blue) }
        let t = lighter[shade - 5]
        return (red + (1 - red) * t, green + (1 - green) * t, blue + (1 - blue) * t)
    }

    /// The colour of a cell, snapped to 8 bits a channel as the grid's swatches are.
    static func color(row: Int, column: Int, alpha: CGFloat = 1) -> UIColor {
        let (r, g, b) = components(row: row, column: column)
        return UIColor(red: eight(r), green: eight(g), blue: eight(b), alpha: alpha)
    }

    /// The cell whose colour equals `color` within half a step of 8 bits, if any.
    static func cell(of color: UIColor) -> (row: Int, column: Int)? {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        _ = color.getRed(&r, green: &g, blue: &b, alpha: &a)
        for row in 0..<rows {
            for column in 0..<columns {
                let (cr, cg, cb) = components(row: row, column: column)
                if abs(eight(cr) - r) < 0.5 / 255, abs(eight(cg) - g) < 0.5 / 255, abs(eight(cb) - b) < 0.5 / 255 {
                    return (row, column)
                }
            }
        }
        return nil
    }

    static func eight(_ v: CGFloat) -> CGFloat { (min(max(v, 0), 1) * 255).rounded() / 255 }

    private static func unpack(_ rgb: UInt32) -> (CGFloat, CGFloat, CGFloat) {
        (CGFloat((rgb >> 16) & 0xFF) / 255, CGFloat((rgb >> 8) & 0xFF) / 255, CGFloat(rgb & 0xFF) / 255)
    }
}
