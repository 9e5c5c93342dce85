import Foundation
import Testing
import UIKitTestSupport
@testable import UIKit

@Suite(.serialized) @MainActor struct UINibLoadingTests {
    private func load() -> (LoginOwnerController, [Any]) {
        let owner = LoginOwnerController()
        let objects = UINib(nibName: "LoginView", bundle: .module).instantiate(withOwner: owner)
        return (owner, objects)
    }

    @Test func topLevelObjectsInDocumentOrderWithoutPlaceholders() {
        let (owner, objects) = load()
        #expect(objects.count == 2)
        #expect(objects.first is NibRecordingView)
        #expect(objects.last is UITapGestureRecognizer)
        #expect(owner.viewIfLoaded === objects.first as AnyObject)
    }

    @Test func constraintsLayOutToFramesWorkedOutByHand() {
        let (owner, _) = load()
        let root = owner.view!
        root.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        root.layoutIfNeeded()
        // Label: 16 from the safe area's leading and trailing (no insets off screen), 20 from its top, 30 high.
        #expect(owner.titleLabel?.frame == CGRect(x: 16, y: 20, width: 288, height: 30))
        // Button: centred, 8 below the label, 120 × 44.
        #expect(owner.startButton?.frame == CGRect(x: 100, y: 58, width: 120, height: 44))
        // Box: 160 wide with a 16:9 ratio → 90 high, 10 below the button; the placeholder constraint is gone.
        #expect(owner.boxes.first?.frame == CGRect(x: 0, y: 112, width: 160, height: 90))
        let identifiers = root.constraints.compactMap(\.identifier)
        #expect(identifiers == ["startWidth"])
        #expect(root.constraints.count == 10)
    }

    @Test func outletsAndOutletCollectionsAreConnected() {
        let (owner, objects) = load()
        let root = objects[0] as! UIView
        #expect(owner.titleLabel === root.subviews[0])
        #expect(owner.startButton === root.subviews[1])
        #expect(owner.boxes.count == 2)
        #expect(owner.boxes[0] === root.subviews[2])
        #expect(owner.boxes[1] === root.subviews[1])
        #expect(root.subviews[2].gestureRecognizers?.first === objects[1] as AnyObject)
    }

    @Test func unknownClassFallsBackToTheElementsClass() {
        let (owner, _) = load()
        #expect(type(of: owner.boxes[0]) == UIView.self)
    }

    @Test func attributesAndValueChildrenAreDecoded() {
        let (owner, objects) = load()
        let root = objects[0] as! UIView
        #expect(root.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        #expect(root.translatesAutoresizingMaskIntoConstraints)
        #expect(root.backgroundColor === UIColor.systemBackground || rgba(root.backgroundColor) == rgba(.systemBackground))
        let label = owner.titleLabel!
        #expect(!label.translatesAutoresizingMaskIntoConstraints)
        #expect(label.text == "Sign in")
        #expect(label.textAlignment == .center)
        #expect(label.numberOfLines == 2)
        #expect(label.lineBreakMode == .byTruncatingTail)
        #expect(label.font.pointSize == 20)
        #expect(label.font == UIFont.boldSystemFont(ofSize: 20))
        #expect(rgba(label.textColor) == [1, 0.5, 0, 1])
        #expect(label.contentHuggingPriority(for: .horizontal) == UILayoutPriority(251))
        #expect(!label.isUserInteractionEnabled)
        let button = owner.startButton!
        #expect(button.buttonType == .system)
        #expect(button.title(for: .normal) == "Start")
        #expect(button.title(for: .highlighted) == "Starting")
        #expect(rgba(button.titleColor(for: .normal)) == [1, 1, 1, 1])
        #expect(rgba(owner.boxes[0].backgroundColor) == [0.2, 0.4, 0.6, 1])
    }

    @Test func runtimeAttributesAreApplied() {
        let (owner, objects) = load()
        let button = owner.startButton!
        #expect(button.layer.cornerRadius == 12)
        #expect(button.layer.borderWidth == 1.5)
        #expect(button.layer.masksToBounds)
        #expect(button.accessibilityIdentifier == "start-button")
        #expect((objects[0] as! UIView).accessibilityIdentifier == "login-root")
    }

    @Test func initRunsChildrenFirstAndAwakeFromNibGoesToWhatTheNibMadeInDocumentOrder() {
        NibLog.entries = []
        let (owner, _) = load()
        // A subview's init?(coder:) returns inside its parent's; awakeFromNib after everything, in pre-order.
        #expect(NibLog.entries == ["init label Sign in", "init view", "awake view", "awake label"])
        #expect(owner.awakeCount == 0) // never File's Owner
    }

    @Test func actionsFireOnTaps() {
        let stage = ViewsStage(width: 320, height: 480)
        defer { stage.close() }
        let (owner, _) = load()
        let root = owner.view!
        root.frame = stage.window.bounds
        stage.window.addSubview(root)
        root.layoutIfNeeded()
        UIHeadless.tap(at: CGPoint(x: 160, y: 80), in: stage.window)   // the button (100…220, 58…102)
        stage.forgetTaps()
        UIHeadless.tap(at: CGPoint(x: 80, y: 150), in: stage.window)   // the box (0…160, 112…202)
        UIHeadless.runLoopTurn()
        #expect(owner.actions == ["start:Start", "boxTapped"])
    }

    @Test func bundleLoadNibNamedAndExternalObjects() {
        let owner = LoginOwnerController()
        let objects = Bundle.module.loadNibNamed("LoginView", owner: owner, options: [.externalObjects: ["X": NSObject()]])
        #expect(objects?.count == 2)
        #expect(owner.titleLabel?.text == "Sign in")
        #expect(UINib.OptionsKey.externalObjects.rawValue == "UINibExternalObjects")
    }

    @Test func viewControllerFindsItsNibByApplesDefaultName() {
        let controller = LoginViewController(nibName: nil, bundle: .module)
        #expect(controller.nibName == nil)
        let view = controller.view
        #expect(view is NibRecordingView)
        #expect(controller.titleLabel?.text == "Sign in")
        #expect(controller.awakeCount == 0)
    }

    // MARK: Apple's messages

    @Test func missingNibGivesApplesMessage() throws {
        let nib = UINib(nibName: "NoSuchNib", bundle: .module)
        #expect(throws: NibLoadError.self) { try nib.instantiateThrowing(withOwner: nil) }
        do {
            _ = try nib.instantiateThrowing(withOwner: nil)
        } catch let error as NibLoadError {
            #expect(error.message == "Could not load NIB in bundle: 'NSBundle <\(Bundle.module.bundlePath)> (loaded)' with name 'NoSuchNib'")
        }
    }

    @Test func unknownOutletGivesApplesMessage() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="LoginOwnerController" customModule="UIKitTests">
                    <connections><outlet property="subtitleLabel" destination="Lb9-aX-9kQ" id="Oo9-Lb-T99"/></connections>
                </placeholder>
                <label opaque="NO" text="x" id="Lb9-aX-9kQ"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></label>
            </objects>
        </document>
        """
        let owner = LoginOwnerController()
        do {
            _ = try UINib(data: Data(xml.utf8), bundle: nil).instantiateThrowing(withOwner: owner)
            Issue.record("no error")
        } catch let error as NibLoadError {
            let address = Unmanaged.passUnretained(owner).toOpaque()
            #expect(error.message == "[<UIKitTests.LoginOwnerController \(address)> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key subtitleLabel.")
        }
    }

    @Test func malformedXMLThrowsInsteadOfCrashing() {
        #expect(throws: NibLoadError.self) {
            try UINib(data: Data("<document><objects><view id=\"a\">".utf8), bundle: nil).instantiateThrowing(withOwner: nil)
        }
        #expect(throws: NibLoadError.self) {
            try UINib(data: Data("<plist/>".utf8), bundle: nil).instantiateThrowing(withOwner: nil)
        }
    }

    @Test func missingNibTrapsWithApplesMessage() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run { _ = UINib(nibName: "NoSuchNib", bundle: .main).instantiate(withOwner: nil) }
        }
    }

    @Test func aNibWithoutTheViewOutletTrapsAtLoadView() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run { _ = UIViewController(nibName: "NoViewOutlet", bundle: .module).view }
        }
        // The same nib as a nib: its objects, no error.
        let objects = UINib(nibName: "NoViewOutlet", bundle: .module).instantiate(withOwner: nil)
        #expect(objects.count == 1)
    }

    @Test func multiplierParsesRatios() {
        #expect(NibLoader.multiplier("16:9") == CGFloat(16.0 / 9.0))
        #expect(NibLoader.multiplier("2") == 2)
        #expect(NibLoader.multiplier("1:0") == nil)
        #expect(NibLoader.multiplier("abc") == nil)
    }
}
