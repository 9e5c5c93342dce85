import Foundation
import Testing
import TestSupport
import UIKitTestSupport
@testable import UIKit

/// List layouts (iOS 14): `UICollectionLayoutListConfiguration` sections laid out as table-like rows,
/// `UICollectionViewListCell` with its default configurations, accessories, indentation and separators,
/// and outline items expanded through a diffable section snapshot.
@Suite(.serialized) @MainActor struct UICollectionViewListTests {
    final class Rows: NSObject, UICollectionViewDataSource {
        var counts: [Int]
        var configure: ((UICollectionViewListCell, IndexPath) -> Void)?
        init(_ counts: [Int]) { self.counts = counts }
        func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! UICollectionViewListCell
            configure?(cell, indexPath)
            return cell
        }
        func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
            collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        }
    }

    func makeList(_ config: UICollectionLayoutListConfiguration, counts: [Int], width: CGFloat = 320,
                  configure: ((UICollectionViewListCell, IndexPath) -> Void)? = nil) -> (UICollectionView, Rows) {
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: 480),
                                  collectionViewLayout: UICollectionViewCompositionalLayout.list(using: config))
        cv.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "cell")
        cv.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
        let rows = Rows(counts)
        rows.configure = configure
        cv.dataSource = rows
        cv.layoutIfNeeded()
        return (cv, rows)
    }

    func frame(_ cv: UICollectionView, _ item: Int, _ section: Int = 0) -> CGRect? {
        cv.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    func cell(_ cv: UICollectionView, _ item: Int, _ section: Int = 0) -> UICollectionViewListCell {
        cv.cellForItem(at: IndexPath(item: item, section: section)) as! UICollectionViewListCell
    }

    @Test func rawValuesAreApples() {
        typealias L = UICollectionLayoutListConfiguration
        #expect([L.Appearance.plain, .grouped, .insetGrouped, .sidebar, .sidebarPlain].map(\.rawValue) == [0, 1, 2, 3, 4])
        #expect([L.HeaderMode.none, .supplementary, .firstItemInSection].map(\.rawValue) == [0, 1, 2])
        #expect([L.FooterMode.none, .supplementary].map(\.rawValue) == [0, 1])
        #expect([UICellAccessory.DisplayedState.always, .whenEditing, .whenNotEditing].map(\.rawValue) == [0, 1, 2])
        #expect([UIListSeparatorConfiguration.Visibility.automatic, .visible, .hidden].map(\.rawValue) == [0, 1, 2])
        let c = L(appearance: .insetGrouped)
        #expect(c.showsSeparators && c.headerMode == .none && c.footerMode == .none && c.backgroundColor == nil)
        #expect(!L(appearance: .sidebar).showsSeparators)
    }

    @Test func plainListRowsAreFullWidthAndFortyFourHigh() {
        let (cv, _) = makeList(UICollectionLayoutListConfiguration(appearance: .plain), counts: [3])
        #expect(frame(cv, 0) == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(frame(cv, 2) == CGRect(x: 0, y: 88, width: 320, height: 44))
        #expect(cv.contentSize.height == 132)
        // Plain rows all show separators, the last one too; cells get the plain list background.
        #expect((0..<3).allSatisfy { !cell(cv, $0).separatorView.isHidden })
        #expect(cell(cv, 0).backgroundConfiguration?.backgroundColor == .systemBackground)
        #expect(cv.backgroundColor == .systemBackground)
    }

    @Test func insetGroupedSectionsAreInsetRoundedAndOnTheGroupedBackground() {
        let (cv, _) = makeList(UICollectionLayoutListConfiguration(appearance: .insetGrouped), counts: [2, 1])
        // 16 pt in from each side; 18 pt above and below each section.
        #expect(frame(cv, 0) == CGRect(x: 16, y: 18, width: 288, height: 44))
        #expect(frame(cv, 1) == CGRect(x: 16, y: 62, width: 288, height: 44))
        #expect(frame(cv, 0, 1) == CGRect(x: 16, y: 142, width: 288, height: 44))
        #expect(cv.contentSize.height == 204)
        let first = cell(cv, 0), last = cell(cv, 1)
        #expect(first.layer.cornerRadius == 10 && first.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        #expect(last.layer.maskedCorners == [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        // No separator under a grouped section's last row.
        #expect(!first.separatorView.isHidden && last.separatorView.isHidden)
        #expect(first.backgroundConfiguration?.backgroundColor == .secondarySystemGroupedBackground)
        #expect(cv.backgroundColor == .systemGroupedBackground)
    }

    @Test func anAppColourBeatsTheListBackground() {
        var config = UICollectionLayoutListConfiguration(appearance: .grouped)
        config.backgroundColor = .systemTeal
        let (cv, _) = makeList(config, counts: [1])
        #expect(cv.backgroundColor == .systemTeal)
        let cv2 = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100),
                                   collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .grouped)))
        cv2.backgroundColor = .systemPink
        cv2.layoutIfNeeded()
        #expect(cv2.backgroundColor == .systemPink)
    }

    @Test func rowsSizeThemselvesFromTheirConstraints() {
        let (cv, _) = makeList(UICollectionLayoutListConfiguration(appearance: .plain), counts: [3]) { cell, ip in
            guard ip.item == 1, cell.contentView.subviews.isEmpty else { return }
            let v = UIView()
            v.translatesAutoresizingMaskIntoConstraints = false
            cell.contentView.addSubview(v)
            NSLayoutConstraint.activate([
                v.topAnchor.constraint(equalTo: cell.contentView.topAnchor),
                v.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor),
                v.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor),
                v.heightAnchor.constraint(equalToConstant: 80),
            ])
        }
        #expect(frame(cv, 1) == CGRect(x: 0, y: 44, width: 320, height: 80))
        #expect(frame(cv, 2) == CGRect(x: 0, y: 124, width: 320, height: 44))
        #expect(cv.contentSize.height == 168)
    }

    @Test func supplementaryHeadersComeFirst() {
        var config = UICollectionLayoutListConfiguration(appearance: .plain)
        config.headerMode = .supplementary
        let (cv, _) = makeList(config, counts: [2])
        let header = cv.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame == CGRect(x: 0, y: 0, width: 320, height: 28))
        #expect(frame(cv, 0) == CGRect(x: 0, y: 28, width: 320, height: 44))
    }

    @Test func theSeparatorHandlerHidesOneSeparator() {
        var config = UICollectionLayoutListConfiguration(appearance: .plain)
        config.itemSeparatorHandler = { ip, separator in
            var s = separator
            if ip.item == 1 { s.bottomSeparatorVisibility = .hidden }
            return s
        }
        let (cv, _) = makeList(config, counts: [3])
        #expect(!cell(cv, 0).separatorView.isHidden && cell(cv, 1).separatorView.isHidden && !cell(cv, 2).separatorView.isHidden)
        // The separator starts at the text: the content's 16 pt margin; hairline at the bottom.
        #expect(cell(cv, 0).separatorView.frame == CGRect(x: 16, y: 43, width: 304, height: 1))
    }

    @Test func trailingAccessoriesSitInTheMarginAndShrinkTheContent() {
        let (cv, _) = makeList(UICollectionLayoutListConfiguration(appearance: .plain), counts: [1]) { cell, _ in
            cell.accessories = [.disclosureIndicator()]
        }
        let c = cell(cv, 0)
        c.layoutIfNeeded()
        // The chevron is 8 × 13, 16 pt from the trailing edge, centred: x 320 − 16 − 8 = 296, y round(15.5) = 16.
        let chevron = c.accessoryViews[0]
        #expect(chevron.frame == CGRect(x: 296, y: 16, width: 8, height: 13))
        // The content view ends where its 16 pt margin leaves a 10 pt gap before the chevron: 296 − 10 + 16.
        #expect(c.contentView.frame == CGRect(x: 0, y: 0, width: 302, height: 44))
    }

    @Test func editingAccessoriesShowWhileEditing() {
        let (cv, _) = makeList(UICollectionLayoutListConfiguration(appearance: .plain), counts: [1]) { cell, _ in
            cell.accessories = [.delete(), .reorder()]
        }
        let c = cell(cv, 0)
        c.layoutIfNeeded()
        #expect(c.accessoryViews.allSatisfy { $0.isHidden })
        #expect(c.contentView.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        cv.isEditing = true
        c.layoutIfNeeded()
        #expect(c.configurationState.isEditing)
        // The delete control: a 22 pt circle 16 pt in; the content 38 pt in. The grip: the trailing 44 pt.
        #expect(c.accessoryViews[0].frame == CGRect(x: 16, y: 11, width: 22, height: 22))
        #expect(c.accessoryViews[1].frame == CGRect(x: 276, y: 0, width: 44, height: 44))
        #expect(c.contentView.frame == CGRect(x: 38, y: 0, width: 238, height: 44))
    }

    @Test func indentationMovesTheContent() {
        let c = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        c.indentationLevel = 2
        c.layoutIfNeeded()
        // Two steps of 10 pt.
        #expect(c.contentView.frame == CGRect(x: 20, y: 0, width: 180, height: 44))
    }

    @Test func theDeleteAccessoryRunsItsHandler() {
        var deleted = 0
        let (cv, _) = makeList(UICollectionLayoutListConfiguration(appearance: .plain), counts: [1]) { cell, _ in
            cell.accessories = [.delete(actionHandler: { deleted += 1 })]
        }
        cv.isEditing = true
        let c = cell(cv, 0)
        c.layoutIfNeeded()
        (c.accessoryViews[0] as! TableEditingControl).onTap?()
        #expect(deleted == 1)
    }

    @Test func theOutlineDisclosureExpandsAndCollapsesItsItem() {
        let stage = ViewsStage(width: 320, height: 480)
        defer { stage.close() }
        let cv = UICollectionView(frame: stage.window.bounds,
                                  collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .sidebar)))
        stage.window.addSubview(cv)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = item == "Fruit" ? [.outlineDisclosure()] : []
        }
        let ds = UICollectionViewDiffableDataSource<Int, String>(collectionView: cv) { cv, ip, item in
            cv.dequeueConfiguredReusableCell(using: registration, for: ip, item: item)
        }
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["Fruit"])
        outline.append(["Apple", "Pear"], to: "Fruit")
        ds.apply(outline, to: 0, animatingDifferences: false)
        cv.layoutIfNeeded()
        #expect(cv.numberOfItems(inSection: 0) == 1)
        let parent = cell(cv, 0)
        #expect(!parent.configurationState.isExpanded)
        // A tap on the chevron expands the item: its children appear under it.
        let chevron = parent.accessoryViews[0]
        let p = chevron.convert(CGPoint(x: chevron.bounds.midX, y: chevron.bounds.midY), to: stage.window)
        UIHeadless.touchDown(at: p, in: stage.window)
        UIHeadless.touchUp()
        cv.layoutIfNeeded()
        #expect(ds.snapshot().itemIdentifiers == ["Fruit", "Apple", "Pear"])
        #expect(ds.snapshot(for: 0).isExpanded("Fruit"))
        #expect(cell(cv, 0).configurationState.isExpanded)
        // The chevron turns down (a quarter turn).
        cell(cv, 0).layoutIfNeeded()
        let turned = (cell(cv, 0).accessoryViews[0] as! ListAccessoryTapView).content.transform
        #expect(abs(turned.b - 1) < 0.0001 && abs(turned.a) < 0.0001)
        UIHeadless.touchDown(at: p, in: stage.window)
        UIHeadless.touchUp()
        cv.layoutIfNeeded()
        #expect(ds.snapshot().itemIdentifiers == ["Fruit"])
        // The handlers are asked and told, and may refuse.
        var told: [String] = []
        ds.sectionSnapshotHandlers.shouldExpandItem = { told.append("should \($0)"); return told.count < 3 }
        ds.sectionSnapshotHandlers.willExpandItem = { told.append("will \($0)") }
        UIHeadless.touchDown(at: p, in: stage.window)
        UIHeadless.touchUp()
        cv.layoutIfNeeded()
        #expect(told == ["should Fruit", "will Fruit"])
        #expect(ds.snapshot().itemIdentifiers == ["Fruit", "Apple", "Pear"])
    }

    @Test func listCellsGiveTheirAppearancesConfigurations() {
        let (cv, _) = makeList(UICollectionLayoutListConfiguration(appearance: .sidebar), counts: [1])
        let c = cell(cv, 0)
        // Sidebar cells: a clear background that turns the tint colour when selected.
        #expect(c.backgroundConfiguration?.backgroundColor == .clear)
        c.isSelected = true
        c.layoutIfNeeded()
        #expect(c.backgroundConfiguration?.backgroundColor == nil)
        #expect(c.defaultContentConfiguration().textProperties.color == .label)
        // A configuration the app sets stays when the cell is laid out again.
        c.backgroundConfiguration = .clear()
        cv.collectionViewLayout.invalidateLayout()
        cv.layoutIfNeeded()
        #expect(cell(cv, 0).backgroundConfiguration?.style == .clear)
    }

    @Test func anInsetGroupedListDrawsAsIOSDoes() {
        let stage = ViewsStage(width: 390, height: 300)
        defer { stage.close() }
        let names = ["Wi-Fi", "Bluetooth", "Cellular"]
        let cv = UICollectionView(frame: stage.window.bounds,
                                  collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped)))
        cv.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "cell")
        let rows = Rows([3])
        rows.configure = { cell, ip in
            var content = cell.defaultContentConfiguration()
            content.text = names[ip.item]
            cell.contentConfiguration = content
            cell.accessories = ip.item == 1 ? [.label(text: "On"), .disclosureIndicator()] : [.disclosureIndicator()]
        }
        cv.dataSource = rows
        stage.window.addSubview(cv)
        UIHeadless.runLoopTurn()
        let image = UIHeadless.renderImage(of: stage.screen)!
        if let dir = ProcessInfo.processInfo.environment["OPENUIKIT_LIST_LOOK"] {
            try? UIImage(cgImage: image).pngData()?.write(to: URL(fileURLWithPath: dir).appendingPathComponent("list-insetGrouped.png"))
        }
        let p = Pixels(image)
        // Outside the section: systemGroupedBackground (242, 242, 247); in a row: white.
        #expect(Array(p[5, 60].prefix(3)) == [242, 242, 247])
        #expect(Array(p[200, 30].prefix(3)) == [255, 255, 255])
        // Standard accessories take the system order whatever the array's: the label inside the chevron.
        let bluetooth = cv.cellForItem(at: IndexPath(item: 1, section: 0)) as! UICollectionViewListCell
        #expect(bluetooth.accessoryViews[0].frame.maxX < bluetooth.accessoryViews[1].frame.minX)
        // The rounded corner leaves the grouped background at the section's very corner.
        #expect(Array(p[16, 18].prefix(3)) == [242, 242, 247])
    }

    @Test func aListCellUsedAsAHeaderLooksLikeOne() {
        var config = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        config.headerMode = .supplementary
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                                  collectionViewLayout: UICollectionViewCompositionalLayout.list(using: config))
        cv.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "cell")
        cv.register(UICollectionViewListCell.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
        let rows = Rows([1])
        cv.dataSource = rows
        cv.layoutIfNeeded()
        let header = cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell
        // Grouped headers: footnote text in the secondary label colour on a clear background.
        #expect(header?.defaultContentConfiguration().textProperties.font == .systemFont(ofSize: 13))
        #expect(header?.backgroundConfiguration?.backgroundColor == .clear)
        #expect(header?.separatorView.isHidden == true)
    }

    @Test func theMultiselectRingFillsWhenTheCellIsSelected() {
        let (cv, _) = makeList(UICollectionLayoutListConfiguration(appearance: .plain), counts: [1]) { cell, _ in
            cell.accessories = [.multiselect()]
        }
        cv.isEditing = true
        let c = cell(cv, 0)
        c.layoutIfNeeded()
        let ring = c.accessoryViews[0] as! ListMultiselectView
        #expect(!ring.isHidden && !ring.isSelectedLook)
        cv.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        c.layoutIfNeeded()
        #expect(ring.isSelectedLook)
    }

    @Test func editingSelectsOnlyWhenAllowed() {
        let stage = ViewsStage(width: 320, height: 480)
        let clock = ManualTime()
        defer { stage.close(); clock.end() }
        let cv = UICollectionView(frame: stage.window.bounds,
                                  collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
        cv.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "cell")
        let rows = Rows([3])
        cv.dataSource = rows
        stage.window.addSubview(cv)
        UIHeadless.runLoopTurn()
        func tap(_ item: Int) {
            UIHeadless.touchDown(at: CGPoint(x: 160, y: 22 + 44 * CGFloat(item)), in: stage.window)
            UIHeadless.advance(by: 0.05)
            UIHeadless.touchUp()
            UIHeadless.runLoopTurn()
            stage.forgetTaps()
        }
        #expect(!cv.allowsSelectionDuringEditing && !cv.allowsMultipleSelectionDuringEditing)
        cv.isEditing = true
        tap(0)
        #expect(cv.indexPathsForSelectedItems == nil)
        // Several while editing: taps toggle.
        cv.allowsMultipleSelectionDuringEditing = true
        tap(0)
        tap(2)
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0), IndexPath(item: 2, section: 0)])
        tap(0)
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        // Out of editing, single selection again.
        cv.isEditing = false
        tap(1)
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        withExtendedLifetime(rows) {}
    }

    @Test func aReservedWidthCentresTheAccessoryInItsSlot() {
        let (cv, _) = makeList(UICollectionLayoutListConfiguration(appearance: .plain), counts: [1]) { cell, _ in
            cell.accessories = [.disclosureIndicator(options: .init(reservedLayoutWidth: .custom(40)))]
        }
        let c = cell(cv, 0)
        c.layoutIfNeeded()
        // A 40 pt slot 16 pt from the edge (264…304); the 8 pt chevron centred in it at 280.
        #expect(c.accessoryViews[0].frame == CGRect(x: 280, y: 16, width: 8, height: 13))
        // The content ends 10 pt before the slot, plus its 16 pt margin: 264 − 10 + 16.
        #expect(c.contentView.frame.width == 270)
    }

    @Test func customViewsGoWhereTheirPositionSays() {
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let b = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        let (cv, _) = makeList(UICollectionLayoutListConfiguration(appearance: .plain), counts: [1]) { cell, _ in
            cell.accessories = [
                .disclosureIndicator(),
                .customView(configuration: .init(customView: a, placement: .trailing())),
                .customView(configuration: .init(customView: b, placement: .trailing(at: UICellAccessory.Placement.position(before: .disclosureIndicator())))),
            ]
        }
        cell(cv, 0).layoutIfNeeded()
        // From the edge: a (the default position: outermost), then the chevron, then b just inside it.
        // a: 320 − 16 − 20 = 284; chevron: 284 − 10 − 8 = 266; b: 266 − 10 − 30 = 226.
        #expect(a.frame.minX == 284)
        #expect(b.frame.minX == 226)
    }
}
