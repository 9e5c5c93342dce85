import Foundation
import Testing
@testable import UIKit

/// Prefetching announces the next screenful in the direction of scrolling, once, and cancels what the scroll
/// turns away from.
@Suite(.serialized) @MainActor struct UITableViewPrefetchingTests {
    final class Prefetcher: NSObject, UITableViewDataSourcePrefetching {
        var log: [String] = []
        func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
            log.append("prefetch \(indexPaths.map(\.row))")
        }
        func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
            log.append("cancel \(indexPaths.map(\.row))")
        }
    }

    @Test func theNextScreenfulIsPrefetchedOnce() {
        let log = TableLog(counts: [1000])
        let t = makeTable(log)
        let p = Prefetcher()
        t.prefetchDataSource = p
        #expect(t.isPrefetchingEnabled)
        t.layoutIfNeeded()
        // Rows 0–3 show; 200–400 holds rows 4–7.
        #expect(p.log == ["prefetch [4, 5, 6, 7]"])
        t.contentOffset = CGPoint(x: 0, y: 60) // rows 1–5 show; 260–460: rows 5–9, of which 8 and 9 are new
        t.layoutIfNeeded()
        #expect(p.log == ["prefetch [4, 5, 6, 7]", "prefetch [8, 9]"])
        t.contentOffset = CGPoint(x: 0, y: 0) // back up: nothing above, the rows below are cancelled
        t.layoutIfNeeded()
        #expect(p.log.last == "cancel [5, 6, 7, 8, 9]")
        t.isPrefetchingEnabled = false
        t.contentOffset = CGPoint(x: 0, y: 500)
        t.layoutIfNeeded()
        #expect(p.log.count == 3)
    }
}
