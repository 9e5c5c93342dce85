import Testing
import Foundation
@testable import UIKit

/// UIKeyboardLayoutGuide and UITrackingLayoutGuide: with no software keyboard (the desktop) the guide lies
/// between the bottom of the safe area and the bottom of the view.
@MainActor
@Suite struct KeyboardLayoutGuideTests {
    /// An iPhone-sized screen (390 × 844) with a 47 pt notch and a 34 pt home indicator, and a window on it
    /// showing `vc`.
    private func show(_ vc: UIViewController, insets: UIEdgeInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        -> (UIScreen, UIWindow) {
        let screen = UIHeadless.connectScreen(size: CGSize(width: 390, height: 844), scale: 1)
        UIHeadless.setSafeAreaInsets(insets, for: screen)
        let w = UIWindow(frame: screen.bounds)
        w.screen = screen
        w.rootViewController = vc
        w.isHidden = false
        UIHeadless.runLoopTurn()
        vc.view.layoutIfNeeded()
        return (screen, w)
    }

    @Test func theGuideIsMadeOnceAndOwnedByTheView() {
        let v = UIView()
        let g = v.keyboardLayoutGuide
        #expect(g === v.keyboardLayoutGuide)
        #expect(g.owningView === v)
        #expect(v.layoutGuides.filter { $0 === g }.count == 1)
        #expect(g.identifier == "UIViewKeyboardLayoutGuide")
        #expect((g as UILayoutGuide) is UITrackingLayoutGuide)
    }

    @Test func defaultsAreApples() {
        let g = UIView().keyboardLayoutGuide
        #expect(g.followsUndockedKeyboard == false)
        #expect(g.keyboardDismissPadding == 0)
        #expect(g.usesBottomSafeArea == true)
    }

    @Test func aFieldAboveTheGuideSitsAboveTheHomeIndicator() {
        let vc = UIViewController()
        let field = UITextField()
        field.translatesAutoresizingMaskIntoConstraints = false
        vc.view.addSubview(field)
        NSLayoutConstraint.activate([
            field.leadingAnchor.constraint(equalTo: vc.view.layoutMarginsGuide.leadingAnchor),
            field.trailingAnchor.constraint(equalTo: vc.view.layoutMarginsGuide.trailingAnchor),
            field.heightAnchor.constraint(equalToConstant: 44),
            field.bottomAnchor.constraint(equalTo: vc.view.keyboardLayoutGuide.topAnchor, constant: -8),
        ])
        let (screen, w) = show(vc)
        defer { w.isHidden = true; UIHeadless.disconnectScreen(screen) }
        // The guide: from the safe area's bottom (844 − 34 = 810) to the view's bottom, the whole width.
        #expect(vc.view.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 810, width: 390, height: 34))
        // The field: 8 pt above 810, 44 tall → 758…802; between the 16 pt margins of a controller's view.
        #expect(field.frame == CGRect(x: 16, y: 758, width: 358, height: 44))
    }

    @Test func theGuideFollowsChangesOfTheSafeArea() {
        let vc = UIViewController()
        let bar = UIView()
        bar.translatesAutoresizingMaskIntoConstraints = false
        vc.view.addSubview(bar)
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: vc.view.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: vc.view.trailingAnchor),
            bar.heightAnchor.constraint(equalToConstant: 50),
            bar.bottomAnchor.constraint(equalTo: vc.view.keyboardLayoutGuide.topAnchor),
        ])
        let (screen, w) = show(vc)
        defer { w.isHidden = true; UIHeadless.disconnectScreen(screen) }
        #expect(bar.frame == CGRect(x: 0, y: 760, width: 390, height: 50))
        // 20 more points of bottom safe area: the guide's top rises to 844 − 54 = 790.
        vc.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 20, right: 0)
        vc.view.layoutIfNeeded()
        #expect(vc.view.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 790, width: 390, height: 54))
        #expect(bar.frame == CGRect(x: 0, y: 740, width: 390, height: 50))
        // Back to none added.
        vc.additionalSafeAreaInsets = .zero
        vc.view.layoutIfNeeded()
        #expect(bar.frame == CGRect(x: 0, y: 760, width: 390, height: 50))
    }

    @Test func withoutTheBottomSafeAreaTheGuideIsTheViewsBottomEdge() {
        let vc = UIViewController()
        let bar = UIView()
        bar.translatesAutoresizingMaskIntoConstraints = false
        vc.view.addSubview(bar)
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: vc.view.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: vc.view.trailingAnchor),
            bar.heightAnchor.constraint(equalToConstant: 50),
            bar.bottomAnchor.constraint(equalTo: vc.view.keyboardLayoutGuide.topAnchor),
        ])
        let (screen, w) = show(vc)
        defer { w.isHidden = true; UIHeadless.disconnectScreen(screen) }
        vc.view.keyboardLayoutGuide.usesBottomSafeArea = false
        vc.view.layoutIfNeeded()
        // The guide is the 0 pt line at the view's bottom (844); the bar ends there.
        #expect(vc.view.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 844, width: 390, height: 0))
        #expect(bar.frame == CGRect(x: 0, y: 794, width: 390, height: 50))
        vc.view.keyboardLayoutGuide.usesBottomSafeArea = true
        vc.view.layoutIfNeeded()
        #expect(bar.frame == CGRect(x: 0, y: 760, width: 390, height: 50))
    }

    @Test func onADesktopScreenTheGuideHasNoHeight() {
        // No insets (a desktop window): the guide is the view's bottom edge, 0 pt tall.
        let vc = UIViewController()
        let (screen, w) = show(vc, insets: .zero)
        defer { w.isHidden = true; UIHeadless.disconnectScreen(screen) }
        #expect(vc.view.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 844, width: 390, height: 0))
    }

    @Test func theDockedGuideActivatesItsBottomConstraintsAndNotItsTopOnes() {
        let vc = UIViewController()
        let v = UIView()
        v.translatesAutoresizingMaskIntoConstraints = false
        vc.view.addSubview(v)
        let g = vc.view.keyboardLayoutGuide
        let nearBottom = v.bottomAnchor.constraint(equalTo: g.topAnchor)
        let nearTop = v.topAnchor.constraint(equalTo: g.bottomAnchor)
        let awayFromTop = v.heightAnchor.constraint(equalToConstant: 10)
        let awayFromBottom = v.heightAnchor.constraint(equalToConstant: 20)
        g.setConstraints([nearBottom], activeWhenNearEdge: .bottom)
        g.setConstraints([nearTop], activeWhenNearEdge: .top)
        g.setConstraints([awayFromTop], activeWhenAwayFrom: .top)
        g.setConstraints([awayFromBottom], activeWhenAwayFrom: .bottom)
        // Docked at the bottom across the width (no keyboard on screen): near bottom, leading and trailing.
        #expect(nearBottom.isActive && !nearTop.isActive && awayFromTop.isActive && !awayFromBottom.isActive)
        #expect(g.constraints(activeWhenNearEdge: .bottom).map(ObjectIdentifier.init) == [ObjectIdentifier(nearBottom)])
        #expect(g.constraints(activeWhenAwayFrom: .top).map(ObjectIdentifier.init) == [ObjectIdentifier(awayFromTop)])
        #expect(g.constraints(activeWhenNearEdge: .leading).isEmpty)
        let centred = v.centerXAnchor.constraint(equalTo: vc.view.centerXAnchor)
        g.setConstraints([centred], activeWhenNearEdge: [.leading, .trailing])
        #expect(centred.isActive)
        // An empty array stops tracking the edge and deactivates what it held.
        g.setConstraints([], activeWhenNearEdge: .bottom)
        #expect(!nearBottom.isActive)
        #expect(g.constraints(activeWhenNearEdge: .bottom).isEmpty)
        // removeAllTrackedConstraints forgets the rest and leaves them as they are.
        g.removeAllTrackedConstraints()
        #expect(awayFromTop.isActive && centred.isActive)
        #expect(g.constraints(activeWhenAwayFrom: .top).isEmpty)
    }

    @Test func aPlainTrackingGuideMeasuresItsFrameAfterLayout() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        let g = UITrackingLayoutGuide()
        root.addLayoutGuide(g)
        let top = g.topAnchor.constraint(equalTo: root.topAnchor)
        NSLayoutConstraint.activate([
            top,
            g.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            g.widthAnchor.constraint(equalToConstant: 50),
            g.heightAnchor.constraint(equalToConstant: 40),
        ])
        let probe = UIView()
        probe.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(probe)
        let whenNearTop = probe.widthAnchor.constraint(equalToConstant: 1)
        let whenAwayFromTop = probe.widthAnchor.constraint(equalToConstant: 2)
        g.setConstraints([whenNearTop], activeWhenNearEdge: .top)
        g.setConstraints([whenAwayFromTop], activeWhenAwayFrom: .top)
        root.layoutIfNeeded()
        // At (10, 0, 50, 40) in a 200 × 300 view: at the top edge, away from the others.
        #expect(g.layoutFrame == CGRect(x: 10, y: 0, width: 50, height: 40))
        #expect(whenNearTop.isActive && !whenAwayFromTop.isActive)
        top.constant = 100
        root.layoutIfNeeded()
        #expect(g.layoutFrame == CGRect(x: 10, y: 100, width: 50, height: 40))
        #expect(!whenNearTop.isActive && whenAwayFromTop.isActive)
    }
}
