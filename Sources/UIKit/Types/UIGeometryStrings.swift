import Foundation

// UIKit's string forms of geometry values: "{x, y}", "{{x, y}, {w, h}}", "[a, b, c, d, tx, ty]",
// "{top, left, bottom, right}", numbers printed as C's %.17g (so 0.5 is "0.5" and 1 is "1"). Swift reaches
// them as NSCoder.string(for:) / NSCoder.cgPoint(for:) … (NSCoder+UIKit.swift), the names Apple's SDK gives the
// C functions below (NSStringFromCGPoint, CGPointFromString …), which Swift on iOS cannot call by those names.

private func format(_ values: [CGFloat]) -> String {
    values.map { String(format: "%.17g", Double($0)) }.joined(separator: ", ")
}

/// The numbers in a string, in order, as UIKit's `…FromString` functions read them; missing ones are 0.
private func numbers(_ string: String, _ count: Int) -> [CGFloat] {
    var result: [CGFloat] = []
    var token = ""
    func flush() {
        if !token.isEmpty, let d = Double(token) { result.append(CGFloat(d)) }
        token = ""
    }
    for ch in string {
        if ch.isNumber || ch == "." || ch == "-" || ch == "+" || ch == "e" || ch == "E" {
            token.append(ch)
        } else {
            flush()
        }
    }
    flush()
    while result.count < count { result.append(0) }
    return count == 0 ? result : Array(result.prefix(count))
}

/// A point as a string: "{x, y}".
func NSStringFromCGPoint(_ point: CGPoint) -> String { "{\(format([point.x, point.y]))}" }
/// A vector as a string: "{dx, dy}".
func NSStringFromCGVector(_ vector: CGVector) -> String { "{\(format([vector.dx, vector.dy]))}" }
/// A size as a string: "{width, height}".
func NSStringFromCGSize(_ size: CGSize) -> String { "{\(format([size.width, size.height]))}" }
/// A rectangle as a string: "{{x, y}, {width, height}}".
func NSStringFromCGRect(_ rect: CGRect) -> String {
    "{\(NSStringFromCGPoint(rect.origin)), \(NSStringFromCGSize(rect.size))}"
}
/// An affine transform as a string: "[a, b, c, d, tx, ty]".
func NSStringFromCGAffineTransform(_ t: CGAffineTransform) -> String { "[\(format([t.a, t.b, t.c, t.d, t.tx, t.ty]))]" }
/// Edge insets as a string: "{top, left, bottom, right}".
func NSStringFromUIEdgeInsets(_ i: UIEdgeInsets) -> String { "{\(format([i.top, i.left, i.bottom, i.right]))}" }
/// Directional edge insets as a string: "{top, leading, bottom, trailing}".
func NSStringFromDirectionalEdgeInsets(_ i: NSDirectionalEdgeInsets) -> String {
    "{\(format([i.top, i.leading, i.bottom, i.trailing]))}"
}
/// An offset as a string: "{horizontal, vertical}".
func NSStringFromUIOffset(_ o: UIOffset) -> String { "{\(format([o.horizontal, o.vertical]))}" }

/// The point a string of the form "{x, y}" names.
func CGPointFromString(_ string: String) -> CGPoint { let n = numbers(string, 2); return CGPoint(x: n[0], y: n[1]) }
/// The vector a string of the form "{dx, dy}" names.
func CGVectorFromString(_ string: String) -> CGVector { let n = numbers(string, 2); return CGVector(dx: n[0], dy: n[1]) }
/// The size a string of the form "{width, height}" names.
func CGSizeFromString(_ string: String) -> CGSize { let n = numbers(string, 2); return CGSize(width: n[0], height: n[1]) }
/// The rectangle a string of the form "{{x, y}, {width, height}}" names.
func CGRectFromString(_ string: String) -> CGRect {
    let n = numbers(string, 4)
    return CGRect(x: n[0], y: n[1], width: n[2], height: n[3])
}
/// The affine transform a string of the form "[a, b, c, d, tx, ty]" names; the identity when it names fewer
/// than six numbers (Apple: "If the string is not well-formed, the function returns the identity transform").
func CGAffineTransformFromString(_ string: String) -> CGAffineTransform {
    guard numbers(string, 0).count >= 6 else { return .identity }
    let n = numbers(string, 6)
    return CGAffineTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5])
}
/// The edge insets a string of the form "{top, left, bottom, right}" names.
func UIEdgeInsetsFromString(_ string: String) -> UIEdgeInsets {
    let n = numbers(string, 4)
    return UIEdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
}
/// The directional edge insets a string of the form "{top, leading, bottom, trailing}" names.
func NSDirectionalEdgeInsetsFromString(_ string: String) -> NSDirectionalEdgeInsets {
    let n = numbers(string, 4)
    return NSDirectionalEdgeInsets(top: n[0], leading: n[1], bottom: n[2], trailing: n[3])
}
/// The offset a string of the form "{horizontal, vertical}" names.
func UIOffsetFromString(_ string: String) -> UIOffset { let n = numbers(string, 2); return UIOffset(horizontal: n[0], vertical: n[1]) }
