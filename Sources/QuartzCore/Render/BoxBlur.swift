import Foundation

/// A Gaussian-like blur of premultiplied ARGB32 pixels: three box passes across, then three down (the sum of
/// three boxes approximates a Gaussian). Each pass keeps a running sum, so it costs the same whatever the radius.
/// The four channels ride together in one 32-bit lane each and stay unscaled sums through all six passes: one
/// rounding at the end, no division per pass (dividing four channels per pixel per pass was most of the blur's
/// cost). Rows are blurred in place in a row buffer; columns a whole row of them at a time, so every pass walks
/// memory in order.
struct BoxBlur {
    /// Half the width of each box, in pixels.
    let half: Int

    init(radius: CGFloat) {
        // Three boxes of half-width r/3 spread about as far as a Gaussian reaching r. Capped so that w³ · 255
        // stays within a lane.
        half = radius.isFinite ? min(100, max(1, Int((radius / 3).rounded()))) : 1
    }

    /// How far a pixel's value spreads each way: three boxes' worth.
    var reach: Int { 3 * half }

    /// Buffers reused from one blur to the next (a moving scene blurs a patch every frame).
    final class Workspace {
        fileprivate var line: [SIMD4<Int32>] = []
        fileprivate var scratch: [SIMD4<Int32>] = []
        fileprivate var columns: [SIMD4<Int32>] = []
        fileprivate var columnsScratch: [SIMD4<Int32>] = []
        fileprivate var sums: [SIMD4<Int32>] = []

        fileprivate func reserve(_ array: inout [SIMD4<Int32>], _ count: Int) {
            if array.count < count { array = [SIMD4<Int32>](repeating: .zero, count: count) }
        }
    }

    /// Blurs the `width` × `height` pixels at `source` (rows `sourceRow` pixels apart), edges clamped as if the
    /// outermost pixels went on, and writes the pixels in columns `keepX` and rows `keepY` (in the same
    /// coordinates) to `destination`, whose rows are `destinationRow` pixels apart and whose first pixel stands
    /// where `source`'s does. Pixels at least `reach` inside the source's edges come out as a blur of a larger
    /// source would make them.
    func blur(source: UnsafePointer<UInt32>, sourceRow: Int, width: Int, height: Int,
              keepX: Range<Int>, keepY: Range<Int>,
              destination: UnsafeMutablePointer<UInt32>, destinationRow: Int, workspace ws: Workspace) {
        let keepX = keepX.clamped(to: 0..<max(0, width)), keepY = keepY.clamped(to: 0..<max(0, height))
        guard width > 0, height > 0, !keepX.isEmpty, !keepY.isEmpty else { return }
        let w = Int64(2 * half + 1), w3 = w * w * w
        // Six unscaled passes sum to 255 · w⁶ at most; past a lane's range the rows are divided by w³ in between.
        let divideBetween = 255 * w3 * w3 > Int64(Int32.max)
        let divisor = divideBetween ? w3 : w3 * w3
        let kw = keepX.count
        ws.reserve(&ws.line, width)
        ws.reserve(&ws.scratch, width)
        ws.reserve(&ws.columns, kw * height)
        ws.reserve(&ws.columnsScratch, kw * height)
        ws.reserve(&ws.sums, kw)
        let h = half
        ws.line.withUnsafeMutableBufferPointer { lineBuffer in
        ws.scratch.withUnsafeMutableBufferPointer { scratchBuffer in
        ws.columns.withUnsafeMutableBufferPointer { columnsBuffer in
        ws.columnsScratch.withUnsafeMutableBufferPointer { columnsScratchBuffer in
        ws.sums.withUnsafeMutableBufferPointer { sumsBuffer in
            let line = lineBuffer.baseAddress!, scratch = scratchBuffer.baseAddress!
            let columns = columnsBuffer.baseAddress!, columnsScratch = columnsScratchBuffer.baseAddress!
            let sums = sumsBuffer.baseAddress!
            // Across: each row's three passes; only the kept columns go on (columns never mix going down).
            let halfW3 = Int32(truncatingIfNeeded: w3 / 2), w3Lane = Int32(truncatingIfNeeded: w3)
            for y in 0..<height {
                let src = source + y * sourceRow
                for x in 0..<width { line[x] = Self.unpack(src[x]) }
                Self.pass(line, scratch, count: width, half: h)
                Self.pass(scratch, line, count: width, half: h)
                Self.pass(line, scratch, count: width, half: h)
                let out = columns + y * kw
                if divideBetween {
                    for x in 0..<kw { out[x] = (scratch[keepX.lowerBound + x] &+ halfW3) / w3Lane }
                } else {
                    for x in 0..<kw { out[x] = scratch[keepX.lowerBound + x] }
                }
            }
            // Down: two passes over every row, the third only for the kept rows, written out as pixels.
            Self.columnPass(columns, sums, width: kw, height: height, half: h, rows: 0..<height) { y, row in
                (columnsScratch + y * kw).update(from: row, count: kw)
            }
            Self.columnPass(columnsScratch, sums, width: kw, height: height, half: h, rows: 0..<height) { y, row in
                (columns + y * kw).update(from: row, count: kw)
            }
            // sum · m < 2⁶³: sums stay below 2³¹ and m below 2⁴⁰ / divisor · 2.
            let reciprocal = ((Int64(1) << 40) + divisor / 2) / divisor
            Self.columnPass(columns, sums, width: kw, height: height, half: h, rows: keepY) { y, row in
                let out = destination + y * destinationRow + keepX.lowerBound
                for x in 0..<kw { out[x] = Self.pack(row[x], reciprocal: reciprocal) }
            }
        }
        }
        }
        }
        }
    }

    @inline(__always)
    private static func unpack(_ v: UInt32) -> SIMD4<Int32> {
        SIMD4(Int32(v >> 24), Int32((v >> 16) & 0xFF), Int32((v >> 8) & 0xFF), Int32(v & 0xFF))
    }

    @inline(__always)
    private static func pack(_ sum: SIMD4<Int32>, reciprocal m: Int64) -> UInt32 {
        // Rounded alike, a colour channel never exceeds alpha: their sums kept that order.
        @inline(__always) func channel(_ s: Int32) -> UInt32 { UInt32(min(255, max(0, (Int64(s) &* m &+ (1 << 39)) >> 40))) }
        return channel(sum[0]) << 24 | channel(sum[1]) << 16 | channel(sum[2]) << 8 | channel(sum[3])
    }

    /// One box pass along `count` pixels from `input` to `output`: unscaled sums of 2 · half + 1 neighbours.
    @inline(__always)
    private static func pass(_ input: UnsafeMutablePointer<SIMD4<Int32>>, _ output: UnsafeMutablePointer<SIMD4<Int32>>,
                             count: Int, half: Int) {
        let last = count - 1
        var s = input[0] &* Int32(half + 1)
        for i in 1...half { s &+= input[min(i, last)] }
        for i in 0..<count {
            output[i] = s
            s = s &+ input[min(i + half + 1, last)] &- input[max(i - half, 0)]
        }
    }

    /// One box pass down `width` columns of `height` rows, whole rows at a time; hands each row of `rows` to `emit`.
    @inline(__always)
    private static func columnPass(_ input: UnsafeMutablePointer<SIMD4<Int32>>, _ sums: UnsafeMutablePointer<SIMD4<Int32>>,
                                   width: Int, height: Int, half: Int,
                                   rows: Range<Int>, emit: (Int, UnsafeMutablePointer<SIMD4<Int32>>) -> Void) {
        let last = height - 1
        let first = rows.lowerBound
        // The running sum for the first wanted row: rows first - half … first + half, clamped.
        for x in 0..<width { sums[x] = .zero }
        for i in (first - half)...(first + half) {
            let row = input + min(max(i, 0), last) * width
            for x in 0..<width { sums[x] &+= row[x] }
        }
        for y in rows {
            emit(y, sums)
            let add = input + min(y + half + 1, last) * width, sub = input + max(y - half, 0) * width
            for x in 0..<width { sums[x] = sums[x] &+ add[x] &- sub[x] }
        }
    }
}
