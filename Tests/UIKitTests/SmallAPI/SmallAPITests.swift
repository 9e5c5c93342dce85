import Testing
import UIKit

// The small API iOS code reaches for everywhere (issue 19); values from Apple's documentation and headers.
@Suite struct IndexPathUIKitTests {
    @Test func rowAndSectionAreTheTwoIndices() {
        let p = IndexPath(row: 3, section: 1)
        #expect(p.section == 1 && p.row == 3 && p.item == 3)
        #expect(Array(p) == [1, 3])
        #expect(IndexPath(item: 3, section: 1) == p)
    }

    @Test func setters() {
        var p = IndexPath(item: 0, section: 0)
        p.section = 2
        p.row = 5
        #expect(p == IndexPath(indexes: [2, 5]))
        p.item = 7
        #expect(p.row == 7)
    }
}

@Suite struct ImportUIKitBringsTests {
    @Test func darwinAndFoundationNames() {
        #expect(HUGE == Float.greatestFiniteMagnitude)
        let i: NSInteger = -3
        let u: NSUInteger = 3
        #expect(i == -3 && u == 3)
        #expect(sin(0.0) == 0 && pow(2.0, 10.0) == 1024 && floor(2.5) == 2)
        let request = URLRequest(url: URL(string: "https://example.com/a")!)
        #expect(request.url?.host == "example.com")
        _ = URLSession.shared
    }
}

@Suite @MainActor struct UIDeviceTests {
    @Test func answersAsACatalystIPadOnADesktop() {
        let d = UIDevice.current
        #expect(d === UIDevice.current)
        #expect(d.systemName == "Linux")
        #expect(d.userInterfaceIdiom == .pad)
        #expect(d.model == "iPad")
        #expect(!d.name.isEmpty)
        #expect(d.isMultitaskingSupported)
        #expect(d.identifierForVendor != nil && d.identifierForVendor == UIDevice.current.identifierForVendor)
    }

    @Test func orientationIsUnknownUntilNotificationsBegin() {
        let d = UIDevice.current
        #expect(d.orientation == .unknown && !d.isGeneratingDeviceOrientationNotifications)
        d.beginGeneratingDeviceOrientationNotifications()
        #expect(d.isGeneratingDeviceOrientationNotifications && d.orientation == .portrait)
        d.endGeneratingDeviceOrientationNotifications()
        #expect(d.orientation == .unknown)
    }

    @Test func batteryAndProximityAreUnsupported() {
        let d = UIDevice.current
        d.isBatteryMonitoringEnabled = true
        #expect(d.batteryLevel == -1.0 && d.batteryState == .unknown)
        d.isBatteryMonitoringEnabled = false
        d.isProximityMonitoringEnabled = true
        #expect(!d.isProximityMonitoringEnabled && !d.proximityState)
    }

    @Test func rawValues() {
        #expect([UIUserInterfaceIdiom.unspecified, .phone, .pad, .tv, .carPlay, .mac, .vision].map(\.rawValue) == [-1, 0, 1, 2, 3, 5, 6])
        #expect([UIDeviceOrientation.unknown, .portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight, .faceUp, .faceDown].map(\.rawValue) == [0, 1, 2, 3, 4, 5, 6])
        #expect(UIInterfaceOrientation.landscapeLeft.rawValue == 4 && UIInterfaceOrientation.landscapeRight.rawValue == 3)
        #expect(UIInterfaceOrientationMask.portrait.rawValue == 2 && UIInterfaceOrientationMask.all.rawValue == 30)
        #expect(UIInterfaceOrientationMask.allButUpsideDown.rawValue == 26 && UIInterfaceOrientationMask.landscape.rawValue == 24)
        #expect(UIDevice.BatteryState.full.rawValue == 3)
        #expect(UIDeviceOrientation.faceUp.isFlat && UIDeviceOrientation.landscapeLeft.isLandscape && !UIDeviceOrientation.unknown.isValidInterfaceOrientation)
    }
}

@Suite @MainActor struct StatusBarTests {
    final class Dark: UIViewController {
        override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
        override var prefersStatusBarHidden: Bool { true }
    }

    @Test func controllerDefaultsAndOverrides() {
        let vc = UIViewController()
        #expect(vc.preferredStatusBarStyle == .default && !vc.prefersStatusBarHidden)
        #expect(vc.preferredStatusBarUpdateAnimation == .fade)
        #expect(vc.childForStatusBarStyle == nil && vc.childForStatusBarHidden == nil)
        let dark: UIViewController = Dark()
        #expect(dark.preferredStatusBarStyle == .lightContent && dark.prefersStatusBarHidden)
        dark.setNeedsStatusBarAppearanceUpdate()
    }

    @available(*, deprecated)
    @Test func applicationHasNoStatusBar() {
        let app = UIApplication.shared
        #expect(app.statusBarFrame == .zero && app.isStatusBarHidden && app.statusBarOrientation == .portrait)
    }

    @Test func rawValues() {
        #expect(UIStatusBarStyle.default.rawValue == 0 && UIStatusBarStyle.lightContent.rawValue == 1 && UIStatusBarStyle.darkContent.rawValue == 3)
        #expect([UIStatusBarAnimation.none, .fade, .slide].map(\.rawValue) == [0, 1, 2])
    }
}

@Suite @MainActor struct FeedbackGeneratorTests {
    @Test func generatorsAcceptEveryCallAndDoNothing() {
        let impact = UIImpactFeedbackGenerator(style: .heavy)
        impact.prepare()
        impact.impactOccurred()
        impact.impactOccurred(intensity: 0.5)
        UISelectionFeedbackGenerator().selectionChanged()
        UINotificationFeedbackGenerator().notificationOccurred(.warning)
        #expect([UIImpactFeedbackGenerator.FeedbackStyle.light, .medium, .heavy, .soft, .rigid].map(\.rawValue) == [0, 1, 2, 3, 4])
        #expect([UINotificationFeedbackGenerator.FeedbackType.success, .warning, .error].map(\.rawValue) == [0, 1, 2])
    }
}

@Suite @MainActor struct RestorationAndDirectionTests {
    @Test func restorationIdentifiersAreStored() {
        let v = UIView()
        let vc = UIViewController()
        #expect(v.restorationIdentifier == nil && vc.restorationIdentifier == nil)
        v.restorationIdentifier = "v"
        vc.restorationIdentifier = "vc"
        #expect(v.restorationIdentifier == "v" && vc.restorationIdentifier == "vc")
    }

    @Test func layoutDirectionForSemanticContent() {
        #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft) == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .forceLeftToRight) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .playback) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified, relativeTo: .rightToLeft) == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .spatial, relativeTo: .rightToLeft) == .leftToRight)
        #expect([UISemanticContentAttribute.unspecified, .playback, .spatial, .forceLeftToRight, .forceRightToLeft].map(\.rawValue) == [0, 1, 2, 3, 4])
        #expect(UIUserInterfaceLayoutDirection.rightToLeft.rawValue == 1)
        let v = UIView()
        v.semanticContentAttribute = .forceRightToLeft
        #expect(v.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }

    @available(*, deprecated)
    @Test func topAndBottomLayoutGuidesFollowTheSafeArea() {
        let vc = UIViewController()
        vc.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        let label = UIView()
        label.translatesAutoresizingMaskIntoConstraints = false
        vc.view.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: vc.topLayoutGuide.bottomAnchor, constant: 8),
            label.bottomAnchor.constraint(equalTo: vc.bottomLayoutGuide.topAnchor, constant: -8),
            label.leadingAnchor.constraint(equalTo: vc.view.leadingAnchor),
            label.widthAnchor.constraint(equalToConstant: 10),
        ])
        vc.view.layoutIfNeeded()
        // A view outside any window has no safe-area insets: both bars have zero length.
        #expect(vc.topLayoutGuide.length == 0 && vc.bottomLayoutGuide.length == 0)
        #expect(label.frame == CGRect(x: 0, y: 8, width: 10, height: 464))
        #expect(vc.topLayoutGuide === vc.topLayoutGuide)
    }
}
