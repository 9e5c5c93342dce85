import Foundation
import Testing
@testable import UIKit

/// The sparse row-height store against plain sums.
@Suite struct ListRowHeightsTests {
    @Test func offsetsAndLookupsMatchPlainSums() {
        var store = ListRowHeights(count: 1000, base: 44)
        var heights = [CGFloat](repeating: 44, count: 1000)
        // Rows spread over several buckets, some set twice, one back to the base.
        for (row, h) in [(0, 60.0), (63, 10.0), (64, 100.0), (500, 44.0), (501, 20.0), (999, 80.0), (64, 30.0), (700, 50.0), (700, 44.0)] {
            store.setHeight(CGFloat(h), ofRow: row)
            heights[row] = CGFloat(h)
        }
        var sum: CGFloat = 0
        for r in 0..<1000 {
            #expect(store.offset(ofRow: r) == sum)
            #expect(store.height(ofRow: r) == heights[r])
            #expect(store.row(at: sum) == r)
            #expect(store.row(at: sum + heights[r] - 0.5) == r)
            sum += heights[r]
        }
        #expect(store.total == sum)
        #expect(store.row(at: sum + 100) == 999)
        #expect(store.isMeasured(64) && store.isMeasured(700) && !store.isMeasured(65))
    }
}
