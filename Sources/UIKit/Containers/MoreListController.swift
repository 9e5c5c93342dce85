import Foundation

/// The root of the More tab: one row per controller past the fourth, each pushing its controller.
// Linux: drawn as a plain list of rows (UITableView is not used here); Edit (customising) is not offered.
@MainActor
final class MoreListController: UIViewController {
    private enum Metrics {
        /// A default table row is 44 pt tall (UITableView.automaticDimension's iOS value for a basic cell).
        static let rowHeight: CGFloat = 44
        /// ⚠ est.: the row's leading inset.
        static let inset: CGFloat = 16
    }

    weak var tabBarOwner: UITabBarController?
    private(set) var rows: [UIButton] = []

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        title = "More"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func loadView() {
        let v = UIView(frame: UIScreen.main.bounds)
        v.backgroundColor = .systemBackground
        view = v
        reload()
    }

    func reload() {
        guard let v = viewIfLoaded else { return }
        for r in rows { r.removeFromSuperview() }
        rows = []
        for (i, vc) in (tabBarOwner?.moreControllers ?? []).enumerated() {
            let b = UIButton(type: .system)
            b.setTitle(vc.tabBarItem.displayTitle ?? vc.title ?? "", for: .normal)
            b.setTitleColor(.label, for: .normal)
            b.contentHorizontalAlignment = .left
            b.frame = CGRect(x: Metrics.inset, y: CGFloat(i) * Metrics.rowHeight, width: v.bounds.width - Metrics.inset,
                             height: Metrics.rowHeight)
            b.autoresizingMask = [.flexibleWidth]
            b.addAction(UIAction { [weak self, weak vc] _ in
                guard let vc else { return }
                self?.tabBarOwner?.moreListSelected(vc)
            }, for: .touchUpInside)
            v.addSubview(b)
            rows.append(b)
        }
    }
}
