import Testing
import Foundation
@testable import UIKit

@Suite @MainActor struct UIBarButtonItemTests {
    @Test func systemItemsHaveApplesRawValuesAndTitles() {
        #expect(UIBarButtonItem.SystemItem.done.rawValue == 0)
        #expect(UIBarButtonItem.SystemItem.flexibleSpace.rawValue == 5)
        #expect(UIBarButtonItem.SystemItem.fixedSpace.rawValue == 6)
        #expect(UIBarButtonItem.SystemItem.redo.rawValue == 22)
        #expect(UIBarButtonItem.SystemItem.close.rawValue == 24)
        let titles: [(UIBarButtonItem.SystemItem, String)] = [(.done, "Done"), (.cancel, "Cancel"), (.edit, "Edit"),
                                                              (.save, "Save"), (.undo, "Undo"), (.redo, "Redo")]
        for (s, t) in titles {
            let item = UIBarButtonItem(barButtonSystemItem: s, target: nil, action: nil)
            #expect(item.displayTitle == t)
            #expect(item.title == nil) // Apple leaves `title` nil for system items
        }
        #expect(UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil).style == .done)
        #expect(UIBarButtonItem(barButtonSystemItem: .cancel, target: nil, action: nil).style == .plain)
        #expect(UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil).displayTitle == nil)
    }

    @Test func spacesAndDefaults() {
        let item = UIBarButtonItem()
        #expect(item.style == .plain && item.width == 0 && item.isEnabled && item.tag == 0)
        #expect(UIBarButtonItem.fixedSpace(12).width == 12)
        #expect(UIBarButtonItem.fixedSpace(12).systemItem == .fixedSpace)
        #expect(UIBarButtonItem.flexibleSpace().systemItem == .flexibleSpace)
        #expect(UIBarButtonItem.Style.plain.rawValue == 0)
    }

    @Test func aPrimaryActionRunsWithTheItemAsSender() {
        var senders: [Any?] = []
        let action = UIAction(title: "Go") { senders.append($0.sender) }
        let item = UIBarButtonItem(primaryAction: action)
        #expect(item.title == "Go")
        item.performTap(event: nil)
        #expect(senders.count == 1 && (senders[0] as AnyObject?) === item)
        item.isEnabled = false
        item.performTap(event: nil)
        #expect(senders.count == 1)
        let titled = UIBarButtonItem(title: "Own", primaryAction: action)
        #expect(titled.title == "Own")
    }

    @Test func theEditButtonTogglesEditing() {
        let vc = EditingLog()
        let edit = vc.editButtonItem
        #expect(edit === vc.editButtonItem)
        #expect(edit.title == "Edit" && edit.style == .plain)
        edit.performTap(event: nil)
        #expect(vc.isEditing && vc.calls == ["setEditing(true, animated: true)"])
        #expect(edit.title == "Done" && edit.style == .done)
        vc.isEditing = false
        #expect(edit.title == "Edit")
        #expect(vc.calls.last == "setEditing(false, animated: false)")
    }

    @Test func aTitleSetsTheNavigationAndTabBarItemTitles() {
        let vc = UIViewController()
        vc.title = "One"
        #expect(vc.navigationItem.title == "One" && vc.tabBarItem.title == "One")
        vc.title = "Two"
        #expect(vc.navigationItem.title == "Two" && vc.tabBarItem.title == "Two")
        vc.navigationItem.title = "Own"
        #expect(vc.title == "Two")
    }

    @Test func aToolbarSharesItsFreeWidthAmongFlexibleSpaces() {
        let bar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let a = UIBarButtonItem(customView: UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20)))
        let b = UIBarButtonItem(customView: UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20)))
        let c = UIBarButtonItem(customView: UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20)))
        bar.setItems([a, .flexibleSpace(), b, .flexibleSpace(), c], animated: false)
        bar.layoutIfNeeded()
        // 320 − 2 × 16 margins − 3 × 40 = 168 free, 84 per flexible space.
        #expect(bar.itemViews.map(\.frame.minX) == [16, 140, 264])
        bar.setItems([a, .fixedSpace(0), b, c], animated: false)
        bar.layoutIfNeeded()
        // A fixed space of 0 is 8 pt; neighbouring buttons are 8 pt apart.
        #expect(bar.itemViews.map(\.frame.minX) == [16, 64, 112])
        #expect(bar.sizeThatFits(CGSize(width: 320, height: 100)).height == 44)
    }
}

@MainActor
final class EditingLog: UIViewController {
    var calls: [String] = []
    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        calls.append("setEditing(\(editing), animated: \(animated))")
    }
}
