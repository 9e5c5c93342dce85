import Foundation
import Testing
@testable import OpenUIKitPort

@Suite struct UIKitOptionalRequirementRewriteTests {
    static let uikitSources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/UIKit").path

    @Test func everyEntryIsADefaultImplementedRequirementOfUIKit() throws {
        let scanned = try UIKitRequirementScanner.defaultImplementedMethods(under: Self.uikitSources)
        if let out = ProcessInfo.processInfo.environment["PORT_WRITE_UIKIT_REQUIREMENTS"] {
            let lines = scanned.keys.sorted().map { "        \"\($0)\": .\(scanned[$0]!)," }
            try (lines.joined(separator: "\n") + "\n").write(toFile: out, atomically: true, encoding: .utf8)
        }
        let stale = UIKitOptionalRequirements.methods.filter { scanned[$0.key] != $0.value }.map(\.key).sorted()
        #expect(stale.isEmpty, "not (or no longer so) in Sources/UIKit: \(stale)")
        #expect(UIKitOptionalRequirements.methods.count > 100)
    }

    @Test func callsOfUIKitsOptionalRequirementsBecomePlain() {
        let before = """
        final class Proxy: NSObject, UITableViewDelegate, UINavigationControllerDelegate {
            weak var original: UITableViewDelegate?
            var source: UITableViewDataSource!
            var next: UINavigationControllerDelegate
            var completion: ((Bool) -> Void)?
            func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {
                original?.tableView?(tableView, didEndDisplayingHeaderView: view, forSection: section) // pass it on
            }
            func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
                original?.tableView?(tableView, heightForRowAt: indexPath) ?? 44
            }
            func navigationController(_ nc: UINavigationController, willShow vc: UIViewController, animated: Bool) {
                next.navigationController?(nc, willShow: vc, animated: animated)
                let title = source.tableView?(table, titleForHeaderInSection: 0) ?? "none"
                let height = next.tableView?(table, heightForRowAt: path) ?? 44
                if let scrolls = next.scrollViewShouldScrollToTop?(table) { print(scrolls) }
                _ = next.scrollViewShouldScrollToTop?(table)
                next.scrollViewShouldScrollToTop!(table)
                completion?(true)
                self.completion?(false)
                next.someClosure?(nc, willShow: vc)
            }
        }
        """
        let after = """
        final class Proxy: NSObject, UITableViewDelegate, UINavigationControllerDelegate {
            weak var original: UITableViewDelegate?
            var source: UITableViewDataSource!
            var next: UINavigationControllerDelegate
            var completion: ((Bool) -> Void)?
            func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {
                original?.tableView(tableView, didEndDisplayingHeaderView: view, forSection: section) // pass it on
            }
            func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
                original?.tableView(tableView, heightForRowAt: indexPath) ?? 44
            }
            func navigationController(_ nc: UINavigationController, willShow vc: UIViewController, animated: Bool) {
                next.navigationController(nc, willShow: vc, animated: animated)
                let title = source.tableView(table, titleForHeaderInSection: 0) ?? "none"
                let height = next.tableView(table, heightForRowAt: path)
                if let scrolls = Optional(next.scrollViewShouldScrollToTop(table)) { print(scrolls) }
                _ = next.scrollViewShouldScrollToTop(table)
                next.scrollViewShouldScrollToTop(table)
                completion?(true)
                self.completion?(false)
                next.someClosure?(nc, willShow: vc)
            }
        }
        """
        #expect(ported(before) == after)
        #expect(ported(after) == after)
    }

    @Test func theCodebasesOwnOptionalRequirementOfAUIKitNameStillBecomesTry() {
        let before = """
        @objc protocol SwipeDelegate {
            @objc optional func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
        }
        final class Cell: UITableViewCell {
            weak var delegate: SwipeDelegate?
            func height() -> CGFloat { delegate?.tableView?(table, heightForRowAt: path) ?? 44 }
        }
        """
        #expect(ported(before).contains("func height() -> CGFloat { (try? delegate?.tableView(table, heightForRowAt: path)) ?? 44 }"))
    }
}
