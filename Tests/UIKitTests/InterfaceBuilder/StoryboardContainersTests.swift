import Foundation
import Testing
import TestSupport
import UIKitTestSupport
@testable import UIKit

/// Navigation.storyboard, written as Xcode writes it: a navigation controller whose root (a relationship
/// segue) is a table view controller with prototype cells, a show segue from a cell and an unwind segue back,
/// a tab bar controller, a collection view controller, and the standard controls' keys.
@Suite(.serialized) @MainActor struct StoryboardContainersTests {
    private var storyboard: UIStoryboard { UIStoryboard(name: "Navigation", bundle: .module) }

    @MainActor final class Fixture {
        let stage = ViewsStage(width: 393, height: 852)
        let clock = ManualTime()
        let navigation: UINavigationController
        let list: StoryListController

        init(_ board: UIStoryboard) {
            navigation = board.instantiateInitialViewController() as! UINavigationController
            list = navigation.viewControllers.first as! StoryListController
            stage.window.rootViewController = navigation
            stage.window.layoutIfNeeded()
            UIHeadless.runLoopTurn()
        }

        func tap(_ view: UIView) {
            let center = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: stage.window)
            UIHeadless.touchDown(at: center, in: stage.window)
            UIHeadless.touchUp()
            UIHeadless.runLoopTurn()
            stage.forgetTaps()
        }

        func close() {
            stage.close()
            clock.end()
        }
    }

    @Test func theNavigationControllersRootComesFromItsRelationshipSegue() {
        let board = storyboard
        let navigation = board.instantiateInitialViewController() as? UINavigationController
        #expect(navigation?.viewControllers.count == 1)
        let list = navigation?.viewControllers.first as? StoryListController
        #expect(list != nil)
        #expect(list?.storyboard === board)
        #expect(list?.isViewLoaded == false)
        #expect(navigation?.navigationBar.prefersLargeTitles == true)
        #expect(list?.navigationItem.title == "Items")
        #expect(list?.navigationItem.rightBarButtonItem?.systemItem == .add)
    }

    @Test func aBarButtonItemsActionReachesTheController() {
        let list = storyboard.instantiateViewController(withIdentifier: "list") as! StoryListController
        let item = list.navigationItem.rightBarButtonItem!
        #expect(item.target === list)
        let sent = UIApplication.shared.sendAction(item.action!, to: item.target, from: item, for: nil)
        #expect(sent)
        #expect(list.log == ["add"])
    }

    @Test func prototypeCellsAreMadeFromTheScene() {
        let f = Fixture(storyboard)
        defer { f.close() }
        let table = f.list.tableView!
        #expect(table.style == .plain)
        #expect(table.rowHeight == 60)
        #expect(table.dataSource === f.list)
        let first = table.cellForRow(at: IndexPath(row: 0, section: 0))
        let second = table.cellForRow(at: IndexPath(row: 1, section: 0))
        #expect(first != nil && second != nil && first !== second)
        #expect(first?.reuseIdentifier == "Cell")
        #expect(first?.accessoryType == .disclosureIndicator)
        #expect(first?.textLabel?.text == "Alpha")
        #expect(first?.detailTextLabel?.text == "Row 0")
        // The style's labels are the cell's own, with the document's fonts; the document's copies are gone.
        #expect(first?.detailTextLabel?.font.pointSize == 12)
        #expect(first?.contentView.subviews.filter { $0 is UILabel }.count == 2)
        // A plain table gives no height to a section with neither title nor view, whatever its fixed 28 pt.
        #expect(first?.frame == CGRect(x: 0, y: 0, width: 393, height: 60))

        let toggleCell = table.cellForRow(at: IndexPath(row: 2, section: 0)) as? StoryToggleCell
        #expect(toggleCell?.selectionStyle == UITableViewCell.SelectionStyle.none)
        #expect(toggleCell?.nameLabel?.text == "Wi-Fi")
        #expect(toggleCell?.nameLabel?.superview === toggleCell?.contentView)
        #expect(toggleCell?.toggle?.isOn == true)
        toggleCell?.layoutIfNeeded()
        // Constraints of the content view: the label 20 from the leading edge, the switch (51 × 31) 18 from
        // the trailing edge of a 393-pt row, both centred in its 60 pt (14.5, rounded to the stage's 1× pixels).
        #expect(toggleCell?.nameLabel?.frame.minX == 20)
        #expect(toggleCell?.toggle?.frame == CGRect(x: 393 - 18 - 51, y: 15, width: 51, height: 31))
    }

    @Test func aControlInAPrototypeCellSendsItsActionToTheSceneController() {
        let f = Fixture(storyboard)
        defer { f.close() }
        let cell = f.list.tableView.cellForRow(at: IndexPath(row: 2, section: 0)) as! StoryToggleCell
        f.tap(cell.toggle!)
        #expect(f.list.log == ["toggled false"])
    }

    @Test func aCellsShowSeguePreparesBeforeDidSelectAndPushes() {
        let f = Fixture(storyboard)
        defer { f.close() }
        let cell = f.list.tableView.cellForRow(at: IndexPath(row: 0, section: 0))!
        f.tap(cell)
        // As on iOS, the segue's prepare(for:sender:) comes before tableView(_:didSelectRowAt:).
        #expect(f.list.log == ["prepare showItem → StoryItemController sender Alpha", "didSelect 0"])
        UIHeadless.advance(by: 1)
        #expect(f.navigation.viewControllers.count == 2)
        let item = f.navigation.topViewController as? StoryItemController
        #expect(item?.itemName == "Alpha")
        #expect(item?.navigationItem.title == "Item")
        #expect(item?.navigationItem.largeTitleDisplayMode == .never)

        // The unwind segue on Save: the list's unwind action, then the navigation controller pops to it.
        f.list.log = []
        item?.view.layoutIfNeeded()
        f.tap(item!.saveButton!)
        #expect(f.list.log == ["unwindToList from StoryItemController"])
        UIHeadless.advance(by: 1)
        #expect(f.navigation.viewControllers.count == 1)
        #expect(f.navigation.topViewController === f.list)
        // Coming back, the table view controller clears the selection (clearsSelectionOnViewWillAppear).
        #expect(f.list.tableView.indexPathForSelectedRow == nil)
    }

    @Test func theStandardControlsKeysAreDecoded() {
        let item = storyboard.instantiateViewController(withIdentifier: "item") as! StoryItemController
        _ = item.view
        let name = item.nameField
        #expect(name?.placeholder == "Name")
        #expect(name?.borderStyle == .roundedRect)
        #expect(name?.clearButtonMode == .whileEditing)
        #expect(name?.font?.pointSize == 14)
        #expect(name?.autocapitalizationType == .words)
        #expect(name?.returnKeyType == .done)
        #expect(name?.textContentType == .name)
        #expect(item.passwordField?.isSecureTextEntry == true)
        #expect(item.slider?.minimumValue == 0)
        #expect(item.slider?.maximumValue == 100)
        #expect(item.slider?.value == 30)
        #expect(item.stepper?.value == 2)
        #expect(item.stepper?.maximumValue == 10)
        #expect(item.stepper?.stepValue == 2)
        #expect(item.segments?.numberOfSegments == 2)
        #expect(item.segments?.titleForSegment(at: 0) == "Day")
        #expect(item.segments?.titleForSegment(at: 1) == "Week")
        #expect(item.segments?.selectedSegmentIndex == 1)
        #expect(item.notes?.text == "Notes go here.")
        #expect(item.notes?.font?.pointSize == 14)
    }

    @Test func theTabBarControllersChildrenComeFromItsRelationshipsInOrder() {
        let tabs = storyboard.instantiateViewController(withIdentifier: "tabs") as? UITabBarController
        #expect(tabs?.viewControllers?.count == 2)
        #expect(tabs?.viewControllers?.first?.tabBarItem.title == "Library")
        #expect(tabs?.viewControllers?.last?.tabBarItem.systemItem == .favorites)
        #expect(tabs?.selectedIndex == 0)
    }

    @Test func aCollectionViewControllerHasItsFlowLayoutAndPrototypeCells() {
        let stage = ViewsStage(width: 393, height: 852)
        defer { stage.close() }
        let grid = storyboard.instantiateViewController(withIdentifier: "grid") as! StoryGridController
        stage.window.rootViewController = grid
        stage.window.layoutIfNeeded()
        let layout = grid.collectionView.collectionViewLayout as? UICollectionViewFlowLayout
        #expect(layout?.itemSize == CGSize(width: 100, height: 80))
        #expect(layout?.minimumLineSpacing == 8)
        #expect(layout?.minimumInteritemSpacing == 4)
        #expect(layout?.sectionInset == UIEdgeInsets(top: 20, left: 10, bottom: 0, right: 10))
        grid.collectionView.layoutIfNeeded()
        let first = grid.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? StoryTileCell
        #expect(first?.reuseIdentifier == "Tile")
        #expect(first?.label?.text == "0")
        #expect(first?.label?.superview === first?.contentView)
        #expect(first?.frame == CGRect(x: 10, y: 20, width: 100, height: 80))
        // Three 100-pt items fit in 373 pt (393 less the insets); the fourth starts the second line, 8 below.
        let fourth = grid.collectionView.cellForItem(at: IndexPath(item: 3, section: 0))?.frame.minY ?? 0
        #expect(abs(fourth - (20 + 80 + 8)) < 0.001)
    }

    @Test func aTableRegistersACellNib() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
        table.register(UINib(data: Data(Self.cellNib.utf8), bundle: nil), forCellReuseIdentifier: "Nib")
        let cell = table.dequeueReusableCell(withIdentifier: "Nib")
        #expect(cell?.reuseIdentifier == "Nib")
        #expect(cell?.accessoryType == .checkmark)
        #expect(cell?.textLabel?.text == "From a nib")
        #expect(table.dequeueReusableCell(withIdentifier: "Nib") !== cell)
    }

    static let cellNib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <tableViewCell contentMode="scaleToFill" selectionStyle="default" accessoryType="checkmark" indentationWidth="10" reuseIdentifier="Nib" textLabel="nTl-aa-001" style="IBUITableViewCellStyleDefault" id="nCl-aa-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="nCl-aa-001" id="nCv-aa-001">
                        <rect key="frame" x="0.0" y="0.0" width="280" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="From a nib" textAlignment="natural" lineBreakMode="tailTruncation" id="nTl-aa-001">
                                <rect key="frame" x="16" y="0.0" width="264" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                <nil key="textColor"/>
                                <nil key="highlightedColor"/>
                            </label>
                        </subviews>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """
}

/// A nib registered for cells must hold exactly one cell: Apple's exception otherwise.
@Suite struct StoryboardContainersTrapTests {
    @Test func aNibWithTwoObjectsRaisesApplesException() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let xib = """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects>
                    <view contentMode="scaleToFill" id="a01"/><view contentMode="scaleToFill" id="a02"/>
                    </objects></document>
                    """
                let table = UITableView(frame: .zero, style: .plain)
                table.register(UINib(data: Data(xib.utf8), bundle: nil), forCellReuseIdentifier: "Bad")
                _ = table.dequeueReusableCell(withIdentifier: "Bad")
            }
        }.map { result in
            let text = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(text.contains("reason: 'invalid nib registered for identifier (Bad) - nib must contain exactly one top level object which must be a UITableViewCell instance'"))
        }
    }
}
