import Testing
import UIKit

/// A view that counts its trait callbacks and records UITraitCollection.current in its callbacks.
final class TraitRecordingView: UIView {
    var changes: [UITraitCollection?] = []
    var currentInCallback: UITraitCollection?
    var currentInLayout: UITraitCollection?
    var currentInDraw: UITraitCollection?
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        changes.append(previousTraitCollection)
        currentInCallback = UITraitCollection.current
    }
    override func layoutSubviews() {
        super.layoutSubviews()
        currentInLayout = UITraitCollection.current
    }
    override func draw(_ rect: CGRect) { currentInDraw = UITraitCollection.current }
}

final class TraitRecordingController: UIViewController {
    var changes = 0
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { changes += 1 }
}

@Suite(.serialized) @MainActor struct TraitPropagationTests {
    /// A shown window of 375 × 667 points with a root controller whose view has a recording subview.
    func makeWindow(size: CGSize = CGSize(width: 375, height: 667)) -> (UIWindow, TraitRecordingController, TraitRecordingView) {
        UIHeadless.setUserInterfaceStyle(.light)
        let w = UIWindow(frame: CGRect(origin: .zero, size: size))
        let vc = TraitRecordingController()
        w.rootViewController = vc
        let v = TraitRecordingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        vc.view.addSubview(v)
        w.makeKeyAndVisible()
        v.changes.removeAll()
        vc.changes = 0
        return (w, vc, v)
    }

    @Test func windowsControllersAndViewsInheritTheScreensTraits() {
        let (w, vc, v) = makeWindow()
        defer { w.isHidden = true }
        #expect(w.traitCollection.userInterfaceStyle == .light)
        #expect(w.traitCollection.userInterfaceIdiom == .pad)
        #expect(w.traitCollection.displayScale == w.screen.scale)
        #expect(w.traitCollection.layoutDirection == .leftToRight)
        #expect(w.traitCollection.userInterfaceLevel == .base)
        #expect(vc.traitCollection == w.traitCollection)
        #expect(vc.view.traitCollection == w.traitCollection)
        #expect(v.traitCollection == w.traitCollection)
    }

    @Test func sizeClassesFollowTheWindowsSize() {
        let (w, vc, v) = makeWindow()
        defer { w.isHidden = true }
        #expect(v.traitCollection.horizontalSizeClass == .compact)
        #expect(v.traitCollection.verticalSizeClass == .regular)
        w.frame = CGRect(x: 0, y: 0, width: 800, height: 600)
        #expect(v.traitCollection.horizontalSizeClass == .regular)
        #expect(vc.traitCollection.verticalSizeClass == .regular)
        #expect(v.changes.count == 1 && vc.changes == 1)
        w.frame = CGRect(x: 0, y: 0, width: 810, height: 610) // no size class changes
        #expect(v.changes.count == 1)
        w.frame = CGRect(x: 0, y: 0, width: 600, height: 400)
        #expect(v.traitCollection.horizontalSizeClass == .compact && v.traitCollection.verticalSizeClass == .compact)
        #expect(v.changes.count == 2)
    }

    @Test func overrideOnAControllerAppliesToItsViewsOnlyAndIsDeliveredOnce() {
        let (w, vc, v) = makeWindow()
        defer { w.isHidden = true }
        vc.overrideUserInterfaceStyle = .dark
        #expect(vc.traitCollection.userInterfaceStyle == .dark)
        #expect(vc.view.traitCollection.userInterfaceStyle == .dark)
        #expect(v.traitCollection.userInterfaceStyle == .dark)
        #expect(w.traitCollection.userInterfaceStyle == .light)
        #expect(vc.changes == 1 && v.changes.count == 1)
        #expect(v.changes.first??.userInterfaceStyle == .light)
        #expect(v.currentInCallback?.userInterfaceStyle == .dark)
        vc.overrideUserInterfaceStyle = .dark // no change
        #expect(vc.changes == 1 && v.changes.count == 1)
        vc.overrideUserInterfaceStyle = .unspecified
        #expect(v.traitCollection.userInterfaceStyle == .light)
        #expect(vc.changes == 2 && v.changes.count == 2)
    }

    @Test func viewOverridesApplyToSubviewsAndWindowOverridesToEverything() {
        let (w, vc, v) = makeWindow()
        defer { w.isHidden = true }
        let inner = TraitRecordingView()
        v.addSubview(inner)
        v.overrideUserInterfaceStyle = .dark
        #expect(inner.traitCollection.userInterfaceStyle == .dark)
        #expect(vc.view.traitCollection.userInterfaceStyle == .light)
        v.overrideUserInterfaceStyle = .unspecified
        w.overrideUserInterfaceStyle = .dark
        #expect(vc.traitCollection.userInterfaceStyle == .dark && inner.traitCollection.userInterfaceStyle == .dark)
        v.overrideUserInterfaceStyle = .light // the nearest override wins
        #expect(inner.traitCollection.userInterfaceStyle == .light)
    }

    @Test func traitOverridesOnViewsAndControllers() {
        let (w, vc, v) = makeWindow()
        defer { w.isHidden = true }
        vc.traitOverrides.preferredContentSizeCategory = .accessibilityLarge
        #expect(v.traitCollection.preferredContentSizeCategory == .accessibilityLarge)
        #expect(vc.traitOverrides.contains(UITraitPreferredContentSizeCategory.self))
        v.traitOverrides[ThemeTrait.self] = .monochrome
        #expect(v.traitCollection[ThemeTrait.self] == .monochrome)
        #expect(vc.view.traitCollection[ThemeTrait.self] == .standard)
        vc.traitOverrides.remove(UITraitPreferredContentSizeCategory.self)
        #expect(v.traitCollection.preferredContentSizeCategory == w.traitCollection.preferredContentSizeCategory)
    }

    @Test func childControllersInheritAndOverrideTraitCollectionForChild() {
        let (w, vc, _) = makeWindow()
        defer { w.isHidden = true }
        let child = TraitRecordingController()
        vc.addChild(child)
        vc.view.addSubview(child.view)
        child.didMove(toParent: vc)
        vc.overrideUserInterfaceStyle = .dark
        #expect(child.traitCollection.userInterfaceStyle == .dark)
        child.changes = 0
        vc.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .regular), forChild: child)
        #expect(child.traitCollection.horizontalSizeClass == .regular)
        #expect(child.view.traitCollection.horizontalSizeClass == .regular)
        #expect(vc.traitCollection.horizontalSizeClass == .compact)
        #expect(vc.overrideTraitCollection(forChild: child)?.horizontalSizeClass == .regular)
        #expect(child.changes == 1)
        vc.setOverrideTraitCollection(nil, forChild: child)
        #expect(child.traitCollection.horizontalSizeClass == .compact)
    }

    @Test func presentedControllersInheritFromThePresenterAtTheElevatedLevel() {
        let (w, vc, _) = makeWindow()
        defer { w.isHidden = true }
        vc.overrideUserInterfaceStyle = .dark
        let sheet = UIViewController()
        vc.present(sheet, animated: false)
        #expect(sheet.traitCollection.userInterfaceStyle == .dark)
        #expect(sheet.traitCollection.userInterfaceLevel == .elevated)
        #expect(sheet.view.traitCollection.userInterfaceLevel == .elevated)
        vc.dismiss(animated: false)
        UIHeadless.runLoopTurn()
        let full = UIViewController()
        full.modalPresentationStyle = .fullScreen
        vc.present(full, animated: false)
        #expect(full.traitCollection.userInterfaceLevel == .base)
        vc.dismiss(animated: false)
        UIHeadless.runLoopTurn()
    }

    @Test func registeredHandlersRunOncePerChangeOfTheirTraits() {
        let (w, vc, v) = makeWindow()
        defer { w.isHidden = true }
        var styleCalls: [UIUserInterfaceStyle] = []
        var sizeCalls = 0
        v.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (view: TraitRecordingView, previous: UITraitCollection) in
            styleCalls.append(previous.userInterfaceStyle)
            #expect(view === v)
            #expect(UITraitCollection.current.userInterfaceStyle == view.traitCollection.userInterfaceStyle)
        }
        let sizeRegistration = vc.registerForTraitChanges([UITraitHorizontalSizeClass.self]) { (_: UIViewController, _: UITraitCollection) in
            sizeCalls += 1
        }
        vc.overrideUserInterfaceStyle = .dark
        #expect(styleCalls == [.light] && sizeCalls == 0)
        w.frame = CGRect(x: 0, y: 0, width: 900, height: 667)
        #expect(styleCalls == [.light] && sizeCalls == 1)
        vc.unregisterForTraitChanges(sizeRegistration)
        w.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        #expect(sizeCalls == 1)
        vc.overrideUserInterfaceStyle = .light
        #expect(styleCalls == [.light, .dark])
    }

    @Test func theDesktopStyleReachesEveryEnvironmentOnce() {
        let (w, vc, v) = makeWindow()
        defer { w.isHidden = true; UIHeadless.setUserInterfaceStyle(.light) }
        UIHeadless.setUserInterfaceStyle(.dark)
        #expect(w.screen.traitCollection.userInterfaceStyle == .dark)
        #expect(v.traitCollection.userInterfaceStyle == .dark)
        #expect(v.changes.count == 1 && vc.changes == 1)
        UIHeadless.setUserInterfaceStyle(.dark)
        #expect(v.changes.count == 1)
    }

    @Test func aViewMovedIntoADarkWindowHearsOnce() {
        let (w, _, v) = makeWindow()
        defer { w.isHidden = true }
        w.overrideUserInterfaceStyle = .dark
        let newcomer = TraitRecordingView()
        #expect(newcomer.traitCollection.userInterfaceStyle == .light)
        v.addSubview(newcomer)
        #expect(newcomer.traitCollection.userInterfaceStyle == .dark)
        #expect(newcomer.changes.count == 1)
        #expect(newcomer.changes.first??.userInterfaceStyle == .light)
        newcomer.removeFromSuperview()
        #expect(newcomer.traitCollection.userInterfaceStyle == .light)
        #expect(newcomer.changes.count == 2)
    }

    @Test func currentIsTheViewsTraitsDuringLayoutAndDrawing() {
        let (w, vc, v) = makeWindow()
        defer { w.isHidden = true }
        vc.overrideUserInterfaceStyle = .dark
        v.setNeedsLayout()
        v.setNeedsDisplay()
        UIHeadless.runLoopTurn()
        #expect(v.currentInLayout?.userInterfaceStyle == .dark)
        #expect(v.currentInDraw?.userInterfaceStyle == .dark)
        #expect(UITraitCollection.current.userInterfaceStyle == .light) // restored afterwards
    }
}
