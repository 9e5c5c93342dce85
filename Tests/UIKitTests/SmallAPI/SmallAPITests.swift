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
        #expect(HUGE == Float.greatestFiniteMagnitude && MAXFLOAT == Float.greatestFiniteMagnitude)
        #expect(arc4random_uniform(10) < 10 && sqrt(CGFloat(4)) == 2 && atan2(1.0, 1.0) == Double.pi / 4)
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

@Suite struct NSValueUIKitTests {
    @Test func geometryValuesRoundTrip() {
        #expect(NSValue(cgPoint: CGPoint(x: 1.5, y: -2)).cgPointValue == CGPoint(x: 1.5, y: -2))
        #expect(NSValue(cgSize: CGSize(width: 3, height: 4)).cgSizeValue == CGSize(width: 3, height: 4))
        #expect(NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)).cgRectValue == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(NSValue(cgVector: CGVector(dx: 5, dy: 6)).cgVectorValue == CGVector(dx: 5, dy: 6))
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(NSValue(cgAffineTransform: t).cgAffineTransformValue == t)
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(NSValue(uiEdgeInsets: insets).uiEdgeInsetsValue == insets)
        let d = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(NSValue(directionalEdgeInsets: d).directionalEdgeInsetsValue == d)
        #expect(NSValue(uiOffset: UIOffset(horizontal: 7, vertical: 8)).uiOffsetValue == UIOffset(horizontal: 7, vertical: 8))
        let m = CATransform3DMakeTranslation(1, 2, 3)
        #expect(NSValue(caTransform3D: m).caTransform3DValue == m)
    }

    @Test func valuesCompareByContentsAndLiveInCollections() {
        #expect(NSValue(cgPoint: CGPoint(x: 1, y: 2)) == NSValue(cgPoint: CGPoint(x: 1, y: 2)))
        #expect(NSValue(cgPoint: CGPoint(x: 1, y: 2)) != NSValue(cgPoint: CGPoint(x: 1, y: 3)))
        let values: [NSValue] = [NSValue(cgRect: .zero), NSValue(caTransform3D: CATransform3DIdentity)]
        #expect(values[1].caTransform3DValue == CATransform3DIdentity)
        // A value of another kind reads as zero rather than as garbage.
        #expect(NSValue(cgPoint: CGPoint(x: 1, y: 2)).cgRectValue == .zero)
    }
}

@Suite struct UIGeometryCodingTests {
    @Test func stringFormsAreUIKits() {
        #expect(NSCoder.string(for: CGPoint(x: 1, y: 2.5)) == "{1, 2.5}")
        #expect(NSCoder.string(for: CGRect(x: 1, y: 2, width: 3, height: 4)) == "{{1, 2}, {3, 4}}")
        #expect(NSCoder.string(for: CGAffineTransform.identity) == "[1, 0, 0, 1, 0, 0]")
        #expect(NSCoder.string(for: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) == "{1, 2, 3, 4}")
        #expect(NSCoder.cgRect(for: "{{1, 2}, {3, 4}}") == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(NSCoder.cgPoint(for: "{3.0,2.5}") == CGPoint(x: 3, y: 2.5))
        #expect(NSCoder.cgPoint(for: "nonsense") == .zero)
        #expect(NSCoder.cgAffineTransform(for: "nonsense") == .identity)
        #expect(NSCoder.cgSize(for: "{-1.5, 2e3}") == CGSize(width: -1.5, height: 2000))
        #expect(NSCoder.nsDirectionalEdgeInsets(for: "{3.0,8.0,3.0,5.0}") == NSDirectionalEdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 5))
        #expect(NSCoder.uiOffset(for: NSCoder.string(for: UIOffset(horizontal: 0.1, vertical: 2))) == UIOffset(horizontal: 0.1, vertical: 2))
    }

    @Test func keyedArchiveRoundTrip() throws {
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        archiver.encode(CGPoint(x: 1, y: 2), forKey: "p")
        archiver.encode(CGSize(width: 3, height: 4), forKey: "s")
        archiver.encode(CGRect(x: 1, y: 2, width: 3, height: 4), forKey: "r")
        archiver.encode(CGVector(dx: 0.25, dy: -1), forKey: "v")
        archiver.encode(CGAffineTransform(translationX: 5, y: 6), forKey: "t")
        archiver.encode(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4), forKey: "i")
        archiver.encode(NSDirectionalEdgeInsets(top: 4, leading: 3, bottom: 2, trailing: 1), forKey: "d")
        archiver.encode(UIOffset(horizontal: 9, vertical: 10), forKey: "o")
        archiver.finishEncoding()
        let u = try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
        u.requiresSecureCoding = false
        #expect(u.decodeCGPoint(forKey: "p") == CGPoint(x: 1, y: 2))
        #expect(u.decodeCGSize(forKey: "s") == CGSize(width: 3, height: 4))
        #expect(u.decodeCGRect(forKey: "r") == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(u.decodeCGVector(forKey: "v") == CGVector(dx: 0.25, dy: -1))
        #expect(u.decodeCGAffineTransform(forKey: "t") == CGAffineTransform(translationX: 5, y: 6))
        #expect(u.decodeUIEdgeInsets(forKey: "i") == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(u.decodeDirectionalEdgeInsets(forKey: "d") == NSDirectionalEdgeInsets(top: 4, leading: 3, bottom: 2, trailing: 1))
        #expect(u.decodeUIOffset(forKey: "o") == UIOffset(horizontal: 9, vertical: 10))
        #expect(u.decodeCGPoint(forKey: "missing") == .zero)
    }
}

@Suite @MainActor struct EmptyConstraintTests {
    @Test func anEmptyConstraintIsAPlaceholderThatCanBeReplaced() {
        final class Controller: UIViewController {
            var heightConstraint = NSLayoutConstraint()
        }
        let c = Controller()
        #expect(c.heightConstraint.firstItem == nil && c.heightConstraint.secondItem == nil)
        #expect(c.heightConstraint.firstAttribute == .notAnAttribute && c.heightConstraint.relation == .equal)
        c.heightConstraint.constant = 5
        c.heightConstraint.priority = .defaultHigh
        c.heightConstraint.isActive = false
        #expect(c.heightConstraint.constant == 5 && !c.heightConstraint.isActive)
        _ = c.heightConstraint.description
        let v = UIView()
        c.heightConstraint = v.heightAnchor.constraint(equalToConstant: 40)
        c.heightConstraint.isActive = true
        #expect(c.heightConstraint.isActive && c.heightConstraint.firstItem === v)
    }
}

@Suite @MainActor struct AccessibilityBasicsTests {
    @Test func viewsCarryAccessibilityProperties() {
        let v = UIView()
        #expect(!v.isAccessibilityElement && v.accessibilityLabel == nil && v.accessibilityTraits == .none)
        v.isAccessibilityElement = true
        v.accessibilityLabel = "Close"
        v.accessibilityTraits = [.button, .selected]
        v.accessibilityIdentifier = "close-button"
        #expect(v.accessibilityTraits.rawValue == 9 && v.accessibilityIdentifier == "close-button")
    }

    @Test func noAssistiveTechnologyRuns() {
        UIAccessibility.post(notification: .screenChanged, argument: nil)
        UIAccessibility.post(notification: .announcement, argument: "Saved")
        #expect(!UIAccessibility.isVoiceOverRunning && !UIAccessibility.isReduceMotionEnabled)
        #expect(UIAccessibility.Notification.screenChanged.rawValue == 1000 && UIAccessibility.Notification.layoutChanged.rawValue == 1001)
        #expect(UIAccessibilityTraits.header.rawValue == 1 << 16 && UIAccessibilityTraits.adjustable.rawValue == 1 << 12)
    }
}

@Suite @MainActor struct LayerDelegateOverrideTests {
    final class LayerDrawingView: UIView {
        var drawCalls = 0
        var askedKeys: [String] = []
        var awoke = false
        override func draw(_ layer: CALayer, in ctx: CGContext) {
            drawCalls += 1
            super.draw(layer, in: ctx)
        }
        override func action(for layer: CALayer, forKey event: String) -> CAAction? {
            askedKeys.append(event)
            return super.action(for: layer, forKey: event)
        }
        override func awakeFromNib() {
            super.awakeFromNib()
            awoke = true
        }
    }

    @Test func subclassesOverrideTheLayerDelegateMethodsAsOnIOS() {
        let v = LayerDrawingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        v.layer.setNeedsDisplay()
        v.layer.displayIfNeeded()
        #expect(v.drawCalls == 1)
        v.alpha = 0.5
        #expect(v.askedKeys.contains("opacity"))
        v.awakeFromNib()
        #expect(v.awoke)
    }
}

@Suite @MainActor struct DesktopApplicationServicesTests {
    final class Field: UIView {
        var allowsResign = true
        override var canBecomeFirstResponder: Bool { true }
        override var canResignFirstResponder: Bool { allowsResign }
    }

    @Test func endEditingResignsTheFirstResponderInTheHierarchy() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        defer { window.isHidden = true }
        let container = UIView()
        window.addSubview(container)
        let field = Field()
        container.addSubview(field)
        #expect(field.becomeFirstResponder())
        #expect(UIView().endEditing(false))               // not in that view's hierarchy: nothing to do
        #expect(field.isFirstResponder)
        field.allowsResign = false
        #expect(!container.endEditing(false) && field.isFirstResponder)
        #expect(container.endEditing(true) && !field.isFirstResponder)
    }

    @Test func keyboardNotificationNamesAndKeysAreApples() {
        #expect(UIResponder.keyboardWillShowNotification.rawValue == "UIKeyboardWillShowNotification")
        #expect(UIResponder.keyboardWillHideNotification.rawValue == "UIKeyboardWillHideNotification")
        #expect(UIResponder.keyboardFrameEndUserInfoKey == "UIKeyboardFrameEndUserInfoKey")
        #expect(UIResponder.keyboardAnimationDurationUserInfoKey == "UIKeyboardAnimationDurationUserInfoKey")
    }

    @Test func openingURLsHeadlessReportsFailure() async {
        let app = UIApplication.shared
        #expect(!app.canOpenURL(URL(string: UIApplication.openSettingsURLString)!))
        let opened = await withCheckedContinuation { (c: CheckedContinuation<Bool, Never>) in
            app.open(URL(string: "https://example.com")!, options: [:]) { c.resume(returning: $0) }
        }
        #expect(!opened)
        app.applicationIconBadgeNumber = 3
        #expect(app.applicationIconBadgeNumber == 3)
        app.applicationIconBadgeNumber = 0
        #expect(app.userInterfaceLayoutDirection == .leftToRight)
    }
}

@Suite(.serialized) @MainActor struct PasteboardAndBackgroundTests {
    @Test func generalPasteboardHoldsTextURLsAndImages() {
        let board = UIPasteboard.general
        let before = board.changeCount
        board.string = "copied"
        #expect(board.string == "copied" && board.hasStrings && board.numberOfItems == 1)
        #expect(board.changeCount == before + 1)
        board.urls = [URL(string: "https://a.example")!, URL(string: "https://b.example")!]
        #expect(board.url?.host == "a.example" && board.numberOfItems == 2 && !board.hasStrings)
        board.items = []
        #expect(board.string == nil && board.numberOfItems == 0)
    }

    @Test func namedPasteboardsAreMadeOnRequest() {
        let name = UIPasteboard.Name("org.example.test-\(UUID().uuidString)")
        #expect(UIPasteboard(name: name, create: false) == nil)
        let a = UIPasteboard(name: name, create: true)
        a?.string = "shared"
        #expect(UIPasteboard(name: name, create: false)?.string == "shared")
        UIPasteboard.remove(withName: name)
        #expect(UIPasteboard(name: name, create: false) == nil)
        #expect(UIPasteboard.general.name.rawValue == "com.apple.UIKit.pboard.general")
    }

    @Test func backgroundTasksNeverExpireOnADesktop() {
        let app = UIApplication.shared
        let task = app.beginBackgroundTask(withName: "upload") {}
        #expect(task != .invalid && UIBackgroundTaskIdentifier.invalid.rawValue == 0)
        #expect(app.backgroundTimeRemaining == .greatestFiniteMagnitude)
        app.endBackgroundTask(task)
        #expect(app.isProtectedDataAvailable && !app.supportsAlternateIcons && !app.isRegisteredForRemoteNotifications)
        #expect(!ProcessInfo.processInfo.isMacCatalystApp && !ProcessInfo.processInfo.isiOSAppOnMac)
        let vc = UIViewController()
        vc.isModalInPresentation = true
        #expect(vc.isModalInPresentation)
    }
}

@Suite(.serialized) @MainActor struct IgnoringInteractionEventsTests {
    final class Counter: UIView {
        var began = 0
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += 1 }
    }

    @available(*, deprecated)
    @Test func touchesAreHeldBackWhileTheAppIgnoresInteraction() {
        UIHeadless.useManualClock(startingAt: 500)
        let screen = UIHeadless.connectScreen(size: CGSize(width: 100, height: 100), scale: 1)
        defer { UIHeadless.disconnectScreen(screen) }
        let window = UIWindow(frame: screen.bounds)
        window.screen = screen
        let counter = Counter(frame: window.bounds)
        window.addSubview(counter)
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        let app = UIApplication.shared
        app.beginIgnoringInteractionEvents()
        #expect(app.isIgnoringInteractionEvents)
        UIHeadless.tap(at: CGPoint(x: 50, y: 50), in: window)
        #expect(counter.began == 0)
        app.endIgnoringInteractionEvents()
        #expect(!app.isIgnoringInteractionEvents)
        CAMediaClock.shared.advance(by: 1)
        UIHeadless.tap(at: CGPoint(x: 50, y: 50), in: window)
        #expect(counter.began == 1)
    }
}

@Suite @MainActor struct UpdateViewConstraintsTests {
    final class Controller: UIViewController {
        var updates = 0
        var box: UIView?
        override func updateViewConstraints() {
            updates += 1
            if box == nil {
                let b = UIView()
                b.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(b)
                NSLayoutConstraint.activate([
                    b.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 10),
                    b.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
                    b.widthAnchor.constraint(equalToConstant: 30),
                    b.heightAnchor.constraint(equalToConstant: 40),
                ])
                box = b
            }
            super.updateViewConstraints()
        }
    }

    @Test func theControllerUpdatesItsRootViewsConstraints() {
        let vc = Controller()
        vc.view.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        vc.view.setNeedsUpdateConstraints()
        vc.view.layoutIfNeeded()
        #expect(vc.updates >= 1)
        #expect(vc.box?.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(!vc.prefersHomeIndicatorAutoHidden && vc.preferredScreenEdgesDeferringSystemGestures == [])
    }
}
