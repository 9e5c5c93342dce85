import Foundation
import CCairo

/// What one backdrop-blur layer keeps between frames: a downsampled copy of what lies behind it, its blur on the
/// same reduced grid, and that blur scaled up to device pixels. Each frame the damaged parts of what lies behind
/// are downsampled into the copy; only where the copy changed is the blur recomputed (out to its reach) and scaled
/// up again, so a frame costs in proportion to what changed behind, and compositing the blurred layer is a plain
/// copy of device pixels.
final class BackdropCache {
    /// A box of grid pixels, x0..<x1 × y0..<y1.
    struct Box: Equatable {
        var x0, y0, x1, y1: Int
        var isEmpty: Bool { x1 <= x0 || y1 <= y0 }
        var area: Int { isEmpty ? 0 : (x1 - x0) * (y1 - y0) }
        func union(_ o: Box) -> Box { Box(x0: min(x0, o.x0), y0: min(y0, o.y0), x1: max(x1, o.x1), y1: max(y1, o.y1)) }
        func grown(by d: Int, within w: Int, _ h: Int) -> Box {
            Box(x0: max(0, x0 - d), y0: max(0, y0 - d), x1: min(w, x1 + d), y1: min(h, y1 + d))
        }
    }

    let key: [Int]
    /// The blur's grid, in blurred pixels.
    let width: Int, height: Int
    /// Device pixels per grid pixel.
    let factor: Int
    /// The device region the grid covers.
    let regionWidth: Int, regionHeight: Int
    /// What lies behind, downsampled: each grid pixel the mean of its factor × factor device pixels.
    private var behind: [UInt32]
    /// The blur of `behind`, on the grid.
    private let small: OpaquePointer
    /// `small` scaled up (bilinear) to the region's device pixels: what the layer paints.
    let blurred: OpaquePointer
    /// Cells of the kept copy whose alpha is below 255 (all of them at first: it starts transparent).
    private var translucentCells: Int
    /// Whether what lies behind is opaque throughout, and so is its blur: painting it over equals copying it.
    var isOpaque: Bool { translucentCells == 0 }

    /// Changes are gathered per tile of the grid (the box of the changed pixels in each), then joined into boxes.
    private static let tile = 16
    private let tilesAcross: Int
    private var tileBoxes: [Box]
    private var touchedTiles: [Int] = []
    /// Per device column of a row of cells: its sums down the cell's rows.
    private var columnSums: [UInt32] = []
    /// Each cell's last channel sums, two to a word as they were added (alpha and green, red and blue); zero, as
    /// the kept copy starts.
    private var cellSums: [UInt64]

    init?(key: [Int], factor: Int, regionWidth: Int, regionHeight: Int) {
        let w = (regionWidth + factor - 1) / factor, h = (regionHeight + factor - 1) / factor
        guard w > 0, h > 0, w <= 32767, h <= 32767, regionWidth <= 32767, regionHeight <= 32767,
              let small = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h)) else { return nil }
        guard cairo_surface_status(small) == CAIRO_STATUS_SUCCESS,
              let blurred = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(regionWidth), Int32(regionHeight)),
              cairo_surface_status(blurred) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(small)
            return nil
        }
        self.key = key; self.factor = factor; width = w; height = h
        self.regionWidth = regionWidth; self.regionHeight = regionHeight
        self.small = small; self.blurred = blurred
        behind = [UInt32](repeating: 0, count: w * h)
        cellSums = [UInt64](repeating: 0, count: w * h)
        translucentCells = w * h
        tilesAcross = (w + Self.tile - 1) / Self.tile
        let empty = Box(x0: Int.max, y0: Int.max, x1: Int.min, y1: Int.min)
        tileBoxes = [Box](repeating: empty, count: tilesAcross * ((h + Self.tile - 1) / Self.tile))
    }

    deinit {
        cairo_surface_destroy(small)
        cairo_surface_destroy(blurred)
    }

    // MARK: What lies behind

    /// Downsamples the grid boxes `patches` of the device pixels at `pixels` (rows `stride` bytes apart; the region
    /// starting at `regionX`, `regionY`) into the kept copy, and returns boxes covering the grid pixels that changed.
    func update(from pixels: UnsafeMutableRawPointer, stride: Int, regionX: Int, regionY: Int, patches: [Box]) -> [Box] {
        let f = factor, rw = regionWidth, rh = regionHeight, gw = width, t = Self.tile, across = tilesAcross
        // A mean of n pixels is a product and a shift, exact while sum · n < 2⁴⁰ (per-channel divisions were a
        // large part of the cost).
        let fullReciprocal = (UInt64(1) << 40) / UInt64(f * f) + 1
        // Two channels to a word, 16 bits each (alpha and green, red and blue), while 255 · f² fits 16 bits.
        let packed = f <= 15
        if packed, columnSums.count < 2 * rw { columnSums = [UInt32](repeating: 0, count: 2 * rw) }
        var touched = touchedTiles
        var translucent = translucentCells
        behind.withUnsafeMutableBufferPointer { keptBuffer in
        tileBoxes.withUnsafeMutableBufferPointer { tiles in
        columnSums.withUnsafeMutableBufferPointer { sums in
        cellSums.withUnsafeMutableBufferPointer { lastSums in
            let kept = keptBuffer.baseAddress!
            @inline(__always) func store(_ v: UInt32, _ gx: Int, _ gy: Int) {
                let k = gy * gw + gx
                let was = kept[k]
                guard was != v else { return }
                kept[k] = v
                translucent += (was >> 24 == 255 ? 1 : 0) - (v >> 24 == 255 ? 1 : 0)
                let i = (gy / t) * across + gx / t
                if tiles[i].x0 == .max { touched.append(i) }
                tiles[i].x0 = min(tiles[i].x0, gx); tiles[i].x1 = max(tiles[i].x1, gx + 1)
                tiles[i].y0 = min(tiles[i].y0, gy); tiles[i].y1 = max(tiles[i].y1, gy + 1)
            }
            for p in patches {
                let gx0 = max(0, p.x0), gx1 = min(gw, p.x1)
                let dx0 = gx0 * f, dx1 = min(gx1 * f, rw), count = dx1 - dx0
                guard count > 0 else { continue }
                for gy in max(0, p.y0)..<min(height, p.y1) {
                    let sy = gy * f, rows = min(f, rh - sy)
                    guard rows > 0 else { continue }
                    func row(_ r: Int) -> UnsafeMutablePointer<UInt32> {
                        (pixels + (regionY + sy + r) * stride + (regionX + dx0) * 4).assumingMemoryBound(to: UInt32.self)
                    }
                    if packed {
                        // Down each device column of the cells' rows first (in memory order, which vectorizes),
                        // then across each cell's columns.
                        let ag = sums.baseAddress!, rb = sums.baseAddress! + rw
                        let first = row(0)
                        for i in 0..<count { let s = first[i]; rb[i] = s & 0x00FF_00FF; ag[i] = (s >> 8) & 0x00FF_00FF }
                        for r in 1..<max(1, rows) {
                            let px = row(r)
                            for i in 0..<count { let s = px[i]; rb[i] &+= s & 0x00FF_00FF; ag[i] &+= (s >> 8) & 0x00FF_00FF }
                        }
                        for gx in gx0..<gx1 {
                            let c0 = gx * f - dx0, cols = min(f, count - c0)
                            var a: UInt32 = 0, b: UInt32 = 0
                            @inline(__always) func add(_ n: Int) { for k in 0..<n { a &+= ag[c0 + k]; b &+= rb[c0 + k] } }
                            // Constant lengths for the usual factors: the compiler unrolls them.
                            switch f {
                            case 2 where cols == 2: add(2)
                            case 3 where cols == 3: add(3)
                            case 4 where cols == 4: add(4)
                            default: add(cols)
                            }
                            // Unchanged sums, unchanged mean: most of the damage is repainted as it was.
                            let key = UInt64(a) << 32 | UInt64(b), k = gy * gw + gx
                            if lastSums[k] == key { continue }
                            lastSums[k] = key
                            let m = rows == f && cols == f ? fullReciprocal : (UInt64(1) << 40) / UInt64(rows * cols) + 1
                            @inline(__always) func mean(_ s: UInt32) -> UInt32 { UInt32((UInt64(s) &* m) >> 40) }
                            store(mean(a >> 16) << 24 | mean(b >> 16) << 16 | mean(a & 0xFFFF) << 8 | mean(b & 0xFFFF), gx, gy)
                        }
                    } else {
                        for gx in gx0..<gx1 {
                            let c0 = gx * f - dx0, cols = min(f, count - c0), n = rows * cols
                            var a = 0, r = 0, g = 0, b = 0
                            for k in 0..<rows {
                                let px = row(k) + c0
                                for c in 0..<cols {
                                    let s = px[c]
                                    a += Int(s >> 24); r += Int((s >> 16) & 0xFF); g += Int((s >> 8) & 0xFF); b += Int(s & 0xFF)
                                }
                            }
                            store(UInt32(a / n) << 24 | UInt32(r / n) << 16 | UInt32(g / n) << 8 | UInt32(b / n), gx, gy)
                        }
                    }
                }
            }
        }
        }
        }
        }
        touchedTiles = touched
        translucentCells = translucent
        return changedBoxes()
    }

    /// The touched tiles' boxes, joined: runs of neighbouring tiles along each row of tiles, then any two boxes
    /// whose joint blur costs no more than their two blurs apart.
    private func changedBoxes() -> [Box] {
        guard !touchedTiles.isEmpty else { return [] }
        touchedTiles.sort()
        var boxes: [Box] = []
        var previous = -2
        for i in touchedTiles {
            if i == previous + 1, i % tilesAcross != 0, let last = boxes.last {
                boxes[boxes.count - 1] = last.union(tileBoxes[i])
            } else {
                boxes.append(tileBoxes[i])
            }
            previous = i
            tileBoxes[i] = Box(x0: .max, y0: .max, x1: .min, y1: .min)
        }
        touchedTiles.removeAll(keepingCapacity: true)
        return boxes
    }

    /// Joins boxes whose blurs (each reading `margin` around it) cost less together; many boxes become one.
    static func joined(_ input: [Box], margin: Int) -> [Box] {
        guard input.count > 1 else { return input }
        var boxes = input
        if boxes.count > 64 { return [boxes.dropFirst().reduce(boxes[0]) { $0.union($1) }] }
        func cost(_ b: Box) -> Int { (b.x1 - b.x0 + 2 * margin) * (b.y1 - b.y0 + 2 * margin) }
        var merged = true
        while merged {
            merged = false
            search: for i in 0..<boxes.count {
                for j in (i + 1)..<boxes.count {
                    let u = boxes[i].union(boxes[j])
                    if cost(u) <= cost(boxes[i]) + cost(boxes[j]) {
                        boxes[i] = u
                        boxes.remove(at: j)
                        merged = true
                        break search
                    }
                }
            }
        }
        return boxes
    }

    // MARK: The blur

    /// Recomputes the blur wherever `changed` reaches and scales it up into `blurred`; returns the grid boxes
    /// recomputed.
    func reblur(_ changed: [Box], with blur: BoxBlur, workspace: BoxBlur.Workspace) -> [Box] {
        let reach = blur.reach
        let outs = Self.joined(changed, margin: 2 * reach).map { $0.grown(by: reach, within: width, height) }
        guard !outs.isEmpty else { return [] }
        cairo_surface_flush(small)
        guard let data = cairo_image_surface_get_data(small) else { return [] }
        let smallRow = Int(cairo_image_surface_get_stride(small)) / 4
        let out = UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self)
        behind.withUnsafeBufferPointer { kept in
            let kept = kept.baseAddress!
            for o in outs {
                // The blur of `o` reads `reach` further on each side.
                let window = o.grown(by: reach, within: width, height)
                blur.blur(source: kept + window.y0 * width + window.x0, sourceRow: width,
                          width: window.x1 - window.x0, height: window.y1 - window.y0,
                          keepX: (o.x0 - window.x0)..<(o.x1 - window.x0), keepY: (o.y0 - window.y0)..<(o.y1 - window.y0),
                          destination: out + window.y0 * smallRow + window.x0, destinationRow: smallRow, workspace: workspace)
            }
        }
        cairo_surface_mark_dirty(small)

        // Scaled up where it changed: a device pixel blends the two grid pixels nearest its centre each way.
        let f = factor
        let cr = cairo_create(blurred)!
        for o in outs {
            let x0 = max(0, (o.x0 - 1) * f), y0 = max(0, (o.y0 - 1) * f)
            let x1 = min(regionWidth, (o.x1 + 1) * f), y1 = min(regionHeight, (o.y1 + 1) * f)
            if x1 > x0, y1 > y0 { cairo_rectangle(cr, Double(x0), Double(y0), Double(x1 - x0), Double(y1 - y0)) }
        }
        cairo_clip(cr)
        cairo_scale(cr, Double(f), Double(f))
        cairo_set_source_surface(cr, small, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BILINEAR)
        cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_flush(blurred)
        return outs
    }

    /// The whole grid.
    var all: Box { Box(x0: 0, y0: 0, x1: width, y1: height) }
}
