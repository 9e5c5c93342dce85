import Foundation
import UIKit

/// `interaction scroll_frame_ms=… composite_only_ms=… ratio=…`: one frame of a full-screen scroll view holding
/// 2,000 cached subviews (48×48, drawn once) scrolled by 1 pt — the offset change with its `scrollViewDidScroll`,
/// layout, display and the composite of the screen, as `UIHeadless.runLoopTurn()` runs them — against compositing
/// the same 1-pt move alone (the scroll view's layer bounds moved directly, the compositor rendering the same
/// tree). Medians over 60 frames, the two timed alternately so both see the same machine. Goal: ratio ≤ 1.5.
enum ScrollBenchmark {
    /// A tile that draws once; its backing store is cached from then on.
    final class Tile: UIView {
        nonisolated(unsafe) static var draws = 0
        override func draw(_ rect: CGRect) {
            Tile.draws += 1
            UIColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 1).setFill()
            UIBezierPath(ovalIn: bounds).fill()
        }
    }

    final class Counter: NSObject, UIScrollViewDelegate {
        var scrolls = 0
        func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
    }

    static func run() {
        setenv("OPENUIKIT_PLATFORM", "headless", 1)
        MainActor.assumeIsolated { measure() }
    }

    @MainActor
    static func measure() {
        let width: CGFloat = 1280, height: CGFloat = 800, count = 2000, columns = 25
        let screen = UIHeadless.connectScreen(size: CGSize(width: width, height: height), scale: 1)
        defer { UIHeadless.disconnectScreen(screen) }
        let window = UIWindow(frame: screen.bounds)
        window.screen = screen
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        let scroll = UIScrollView(frame: window.bounds)
        let counter = Counter()
        scroll.delegate = counter
        scroll.backgroundColor = UIColor(white: 0.95, alpha: 1)
        let cell: CGFloat = 51
        for i in 0..<count {
            let tile = Tile(frame: CGRect(x: CGFloat(i % columns) * cell, y: CGFloat(i / columns) * cell, width: 48, height: 48))
            tile.isOpaque = false
            tile.backgroundColor = nil
            scroll.addSubview(tile)
        }
        scroll.contentSize = CGSize(width: width, height: CGFloat((count + columns - 1) / columns) * cell)
        window.addSubview(scroll)
        UIHeadless.runLoopTurn() // first frame: every tile draws once
        UIHeadless.runLoopTurn()

        // The floor: the same layer tree, moved by 1 pt on the layer, composited by a compositor of its own.
        let floor = CACompositor(pixelWidth: Int(width), pixelHeight: Int(height), scale: 1)!
        floor.clearColor = CGColor(gray: 0, alpha: 1)
        floor.render(screen.rootLayer, at: CACurrentMediaTime())

        let drawsBefore = Tile.draws
        var frameSamples: [Double] = [], floorSamples: [Double] = []
        var y: CGFloat = 0
        for step in 0...60 { // the first of each warms up
            y += 1
            let frameS = Timing.seconds {
                scroll.contentOffset = CGPoint(x: 0, y: y)
                UIHeadless.runLoopTurn() // layout, display, commit, composite
            }
            y += 1
            let floorS = Timing.seconds {
                CATransaction.begin()
                CATransaction.setDisableActions(true)
                scroll.layer.bounds.origin.y = y
                CATransaction.commit()
                floor.render(screen.rootLayer, at: CACurrentMediaTime())
            }
            if step > 0 { frameSamples.append(frameS * 1000); floorSamples.append(floorS * 1000) }
        }
        let frameMs = Timing.median(frameSamples), floorMs = Timing.median(floorSamples)
        print("interaction scroll_frame_ms=\(Timing.format(frameMs)) composite_only_ms=\(Timing.format(floorMs)) ratio=\(Timing.format(frameMs / floorMs)) redraws=\(Tile.draws - drawsBefore) did_scroll=\(counter.scrolls)")
    }
}
