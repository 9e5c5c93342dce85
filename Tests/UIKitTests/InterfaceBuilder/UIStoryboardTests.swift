import Foundation
import Testing
import UIKitTestSupport
@testable import UIKit

@Suite(.serialized) @MainActor struct UIStoryboardTests {
    private var storyboard: UIStoryboard { UIStoryboard(name: "Main", bundle: .module) }

    @Test func initialControllerIsMadeFromItsSceneWithItsViewLoadedLazily() {
        let board = storyboard
        let first = board.instantiateInitialViewController() as? StoryFirstController
        #expect(first != nil)
        #expect(first?.storyboard === board)
        #expect(first?.title == "First")
        #expect(first?.isViewLoaded == false)
        _ = first?.view
        // In awakeFromNib the view's outlets are still nil; in viewDidLoad they are set.
        #expect(first?.log == ["awakeFromNib label nil", "viewDidLoad label First"])
        #expect(first?.nextButton?.title(for: .normal) == "Next")
    }

    @Test func viewLaysOutFromTheScenesConstraints() {
        let first = storyboard.instantiateViewController(withIdentifier: "first") as! StoryFirstController
        let view = first.view!
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        view.layoutIfNeeded()
        // Button: 20 below the label (20 from the top, its headline height), aligned with its leading edge.
        #expect(first.nextButton!.frame.minX == 20)
        #expect(first.nextButton!.frame.size == CGSize(width: 120, height: 44))
        #expect(first.nextButton!.frame.minY == 40 + first.titleLabel!.frame.height)
    }

    @Test func eachInstantiationMakesANewController() {
        let board = storyboard
        let a = board.instantiateViewController(withIdentifier: "detail")
        let b = board.instantiateViewController(withIdentifier: "detail")
        #expect(a is StoryDetailController)
        #expect(a !== b)
    }

    @Test func creatorGetsTheCoder() {
        let detail = storyboard.instantiateViewController(identifier: "detail") { coder in
            StoryDetailController(coder: coder, payload: "made by creator")
        }
        #expect(detail.payload == "made by creator")
        #expect(detail.storyboard != nil)
        _ = detail.view
        #expect(detail.doneButton?.title(for: .normal) == "Done")
        let initial = storyboard.instantiateInitialViewController { coder in StoryFirstController(coder: coder) }
        #expect(initial?.title == "First")
    }

    @Test func embedSegueAddsTheChildDuringTheParentsViewLoad() {
        let first = storyboard.instantiateInitialViewController() as! StoryFirstController
        _ = first.view
        #expect(first.children.count == 1)
        let child = first.children.first
        #expect(child is StoryEmbeddedController)
        #expect(child?.view.superview?.frame == CGRect(x: 20, y: 200, width: 200, height: 100))
        #expect(child?.view.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
    }

    @Test func triggeredSegueAsksPreparesAndPresentsThenUnwindComesBack() {
        let stage = ViewsStage(width: 320, height: 480)
        defer { stage.close() }
        let first = storyboard.instantiateInitialViewController() as! StoryFirstController
        stage.window.rootViewController = first
        first.view.layoutIfNeeded()
        first.log = []
        let button = first.nextButton!
        let center = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: stage.window)
        UIHeadless.tap(at: center, in: stage.window)
        #expect(first.log == ["should toDetail UIButton",
                              "prepare toDetail StoryFirstController → StoryDetailController"])
        let detail = first.presentedViewController as? StoryDetailController
        #expect(detail?.payload == "from first")
        #expect(detail?.modalPresentationStyle == .fullScreen)
        UIHeadless.advance(by: 1)
        first.log = []
        detail?.view.layoutIfNeeded()
        stage.forgetTaps()
        let done = detail!.doneButton!
        UIHeadless.tap(at: done.convert(CGPoint(x: done.bounds.midX, y: done.bounds.midY), to: stage.window), in: stage.window)
        #expect(detail?.log == ["prepare backToFirst → StoryFirstController"])
        #expect(first.log == ["unwindToFirst from StoryDetailController"])
        UIHeadless.advance(by: 1)
        #expect(first.presentedViewController == nil)
    }

    @Test func performSegueRunsPrepareAndShowPresentsOutsideANavigationController() {
        let stage = ViewsStage(width: 320, height: 480)
        defer { stage.close() }
        let first = storyboard.instantiateInitialViewController() as! StoryFirstController
        stage.window.rootViewController = first
        first.log = []
        first.performSegue(withIdentifier: "showDetail", sender: nil)
        // performSegue does not ask shouldPerformSegue.
        #expect(first.log == ["prepare showDetail StoryFirstController → StoryDetailController"])
        #expect(first.presentedViewController is StoryDetailController)
        UIHeadless.advance(by: 1)
    }

    @Test func unknownIdentifierMessage() {
        let board = storyboard
        #expect(board.unknownIdentifierMessage("nope")
                == "Storyboard (<UIStoryboard: \(Unmanaged.passUnretained(board).toOpaque())>) doesn't contain a view controller with identifier 'nope'")
        #expect(board.hasController(identifier: "detail"))
    }

    @Test func unknownIdentifierTraps() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run { _ = UIStoryboard(name: "Main", bundle: .module).instantiateViewController(withIdentifier: "nope") }
        }
    }

    @Test func unknownSegueTraps() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run { UIViewController().performSegue(withIdentifier: "nope", sender: nil) }
        }
    }

    @Test func missingStoryboardThrowsApplesMessage() {
        do {
            _ = try UIStoryboard(throwingName: "Nope", bundle: .module)
            Issue.record("no error")
        } catch let error as NibLoadError {
            #expect(error.message == "Could not find a storyboard named 'Nope' in bundle NSBundle <\(Bundle.module.bundlePath)> (loaded)")
        } catch {
            Issue.record("\(error)")
        }
    }
}
