import Testing
import Foundation
@testable import UIKit

@MainActor
final class BarDelegateLog: UINavigationBarDelegate {
    var log: [String] = []
    var refusePop = false
    func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool { log.append("shouldPush(\(item.title ?? ""))"); return true }
    func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) { log.append("didPush(\(item.title ?? ""))") }
    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool { log.append("shouldPop(\(item.title ?? ""))"); return !refusePop }
    func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) { log.append("didPop(\(item.title ?? ""))") }
}

@Suite @MainActor struct UINavigationBarTests {
    /// A 320-point bar showing `previous` under `top`.
    func bar(_ previous: UINavigationItem, _ top: UINavigationItem, width: CGFloat = 320) -> UINavigationBar {
        let b = UINavigationBar(frame: CGRect(x: 0, y: 0, width: width, height: 44))
        b.setItems([previous, top], animated: false)
        b.layoutIfNeeded()
        return b
    }

    @Test func theBackButtonIsTitledAfterThePreviousItem() {
        #expect(bar(UINavigationItem(title: "Inbox"), UINavigationItem(title: "Message")).backButtonTitle == "Inbox")
    }

    @Test func aBackTitleWinsOverThePreviousTitle() {
        let previous = UINavigationItem(title: "Inbox")
        previous.backButtonTitle = "Mail"
        #expect(bar(previous, UINavigationItem(title: "Message")).backButtonTitle == "Mail")
    }

    @Test func aBackBarButtonItemWinsOverEverything() {
        let previous = UINavigationItem(title: "Inbox")
        previous.backButtonTitle = "Mail"
        previous.backBarButtonItem = UIBarButtonItem(title: "Custom", style: .plain, target: nil, action: nil)
        previous.backButtonDisplayMode = .minimal
        #expect(bar(previous, UINavigationItem(title: "Message")).backButtonTitle == "Custom")
    }

    @Test func aTitleTooLongToFitBecomesBack() {
        let previous = UINavigationItem(title: "A very long title of the previous screen indeed")
        #expect(bar(previous, UINavigationItem(title: "Message")).backButtonTitle == "Back")
    }

    @Test func whenEvenBackDoesNotFitOnlyTheChevronShows() {
        let previous = UINavigationItem(title: "A very long title of the previous screen indeed")
        let b = bar(previous, UINavigationItem(title: "A title as wide as the bar itself, nearly"))
        #expect(b.showsBackButton)
        #expect(b.backButtonTitle == nil)
    }

    @Test func noPreviousTitleGivesBack() {
        #expect(bar(UINavigationItem(), UINavigationItem(title: "Message")).backButtonTitle == "Back")
    }

    @Test func anEmptyBackTitleShowsTheChevronAlone() {
        let previous = UINavigationItem(title: "Inbox")
        previous.backButtonTitle = ""
        #expect(bar(previous, UINavigationItem(title: "Message")).backButtonTitle == nil)
    }

    @Test func genericModeSaysBackUnlessABackTitleIsSet() {
        let previous = UINavigationItem(title: "Inbox")
        previous.backButtonDisplayMode = .generic
        #expect(bar(previous, UINavigationItem(title: "Message")).backButtonTitle == "Back")
        previous.backButtonTitle = "Mail"
        #expect(bar(previous, UINavigationItem(title: "Message")).backButtonTitle == "Mail")
        #expect(UINavigationItem.BackButtonDisplayMode.generic.rawValue == 1)
    }

    @Test func minimalModeShowsTheChevronAlone() {
        let previous = UINavigationItem(title: "Inbox")
        previous.backButtonDisplayMode = .minimal
        previous.backButtonTitle = "Mail"
        let b = bar(previous, UINavigationItem(title: "Message"))
        #expect(b.showsBackButton && b.backButtonTitle == nil)
        #expect(UINavigationItem.BackButtonDisplayMode.minimal.rawValue == 2)
    }

    @Test func leftItemsReplaceTheBackButtonUnlessTheySupplementIt() {
        let top = UINavigationItem(title: "Message")
        top.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: nil, action: nil)
        let b = bar(UINavigationItem(title: "Inbox"), top)
        #expect(!b.showsBackButton)
        top.leftItemsSupplementBackButton = true
        #expect(b.showsBackButton)
        top.leftBarButtonItems = nil
        top.hidesBackButton = true
        #expect(!b.showsBackButton)
        #expect(bar(UINavigationItem(title: "Only"), UINavigationItem(title: "x")).backItem?.title == "Only")
    }

    @Test func theStackAndItsDelegate() {
        let b = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let d = BarDelegateLog()
        b.delegate = d
        let one = UINavigationItem(title: "One"), two = UINavigationItem(title: "Two")
        b.pushItem(one, animated: false)
        b.pushItem(two, animated: false)
        #expect(b.topItem === two && b.backItem === one && b.items == [one, two])
        d.refusePop = true
        #expect(b.popItem(animated: false) == nil)
        d.refusePop = false
        #expect(b.popItem(animated: false) === two)
        #expect(d.log == ["shouldPush(One)", "didPush(One)", "shouldPush(Two)", "didPush(Two)", "shouldPop(Two)", "shouldPop(Two)", "didPop(Two)"])
    }

    @Test func layoutMatchesIOS() {
        let b = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(b.sizeThatFits(CGSize(width: 320, height: 100)) == CGSize(width: 320, height: 44))
        #expect(!b.prefersLargeTitles && b.isTranslucent)
        let item = UINavigationItem(title: "Title")
        let right = UIBarButtonItem(customView: UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30)))
        let right2 = UIBarButtonItem(customView: UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 30)))
        item.rightBarButtonItems = [right, right2]
        b.setItems([item], animated: false)
        b.layoutIfNeeded()
        // The first right item sits at the right margin (16), the next 8 pt further left; the title is centred.
        #expect(b.rightViews[0].frame == CGRect(x: 274, y: 0, width: 30, height: 44))
        #expect(b.rightViews[1].frame == CGRect(x: 246, y: 0, width: 20, height: 44))
        #expect(abs(b.titleLabel.frame.midX - 160) < 0.5)
        #expect(right.customView?.frame == CGRect(x: 0, y: 7, width: 30, height: 30))
        b.prefersLargeTitles = true
        #expect(b.sizeThatFits(CGSize(width: 320, height: 200)).height == 96)
        item.largeTitleDisplayMode = .never
        #expect(b.sizeThatFits(CGSize(width: 320, height: 200)).height == 44)
        #expect(UINavigationItem.LargeTitleDisplayMode.never.rawValue == 2)
    }

    @Test func appearancesConfigureTheirBackgrounds() {
        let a = UINavigationBarAppearance()
        #expect(a.backgroundColor == nil && a.shadowColor != nil)
        a.configureWithOpaqueBackground()
        #expect(a.backgroundColor == .systemBackground)
        a.configureWithTransparentBackground()
        #expect(a.backgroundColor == nil && a.shadowColor == nil)
        a.titleTextAttributes = [.foregroundColor: UIColor.red]
        let c: UINavigationBarAppearance = a.copy()
        #expect(c !== a && (c.titleTextAttributes[.foregroundColor] as? UIColor) == .red)
        let b = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        b.setItems([UINavigationItem(title: "T")], animated: false)
        // With no scroll-edge appearance the bar at the scroll edge is the standard one, transparent (iOS 15).
        #expect(b.effectiveAppearance.backgroundColor == nil && b.effectiveAppearance.shadowColor == nil)
        b.isAtScrollEdge = false
        #expect(b.effectiveAppearance.shadowColor != nil)
    }
}
