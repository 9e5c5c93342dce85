import Foundation
import QuartzCore

/// `compositor …` lines: frames of the layer compositor at 1920×1080, scale 1, medians over 30+ frames.
enum CompositorBenchmark {
    /// A layer that fills itself when drawn and counts how often that happens.
    final class DrawnLayer: CALayer, @unchecked Sendable {
        nonisolated(unsafe) static var draws = 0
        override func draw(in ctx: CGContext) {
            DrawnLayer.draws += 1
            ctx.setFillColor(CGColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 1))
            ctx.fillEllipse(in: bounds)
        }
    }

    static let width = 1920, height = 1080

    static func run() {
        let frames = 60
        let only = CommandLine.arguments.dropFirst(2).first // e.g. `Benchmarks compositor move` for profiling
        func wanted(_ name: String) -> Bool { only == nil || only == name }
        // Changes below are made without implicit animations: the frames measure compositing only.
        CATransaction.setDisableActions(true)
        defer { CATransaction.setDisableActions(false) }

        if wanted("idle") { idleFrame(frames) }
        if wanted("move") { moveFrame(frames) }
        if wanted("fullscreen") { fullscreenFrame(frames) }
        if wanted("redraws") { redraws() }
        if wanted("blur") { blurFrame(frames) }
    }

    static func blurFrame(_ frames: Int) {

        // A full-screen backdrop blur over content that changes every frame, against a plain translucent layer
        // over the same changing content; the two timed alternately, frame by frame. Then frames where only
        // something in front of the blur changes, or nothing at all: no blur may be recomputed on those.
        func scene(blur: Bool) -> (CALayer, CALayer, CALayer) {
            let root = CALayer()
            root.frame = CGRect(x: 0, y: 0, width: width, height: height)
            root.backgroundColor = CGColor(gray: 0.9, alpha: 1)
            let behind = CALayer()
            behind.frame = CGRect(x: 200, y: 200, width: 600, height: 400)
            behind.backgroundColor = CGColor(red: 0.1, green: 0.4, blue: 0.9, alpha: 1)
            root.addSublayer(behind)
            let over = CALayer()
            over.frame = root.bounds
            over.backgroundColor = CGColor(gray: 1, alpha: 0.5)
            if blur { over.backdropBlurRadius = 20 }
            root.addSublayer(over)
            let front = CALayer()
            front.frame = CGRect(x: 50, y: 50, width: 100, height: 40)
            front.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            over.addSublayer(front)
            return (root, behind, front)
        }
        let (blurRoot, blurBehind, blurFront) = scene(blur: true)
        let (plainRoot, plainBehind, _) = scene(blur: false)
        let blurComp = CACompositor(pixelWidth: width, pixelHeight: height)!
        let plainComp = CACompositor(pixelWidth: width, pixelHeight: height)!
        blurComp.render(blurRoot, at: 0)
        plainComp.render(plainRoot, at: 0)
        var blurSamples: [Double] = [], plainSamples: [Double] = []
        for step in 1...(frames + 1) {
            let x = CGFloat(200 + (step * 17) % 900)
            let b = Timing.seconds {
                withoutActions { blurBehind.position.x = x }
                blurComp.render(blurRoot, at: 0)
            }
            let p = Timing.seconds {
                withoutActions { plainBehind.position.x = x }
                plainComp.render(plainRoot, at: 0)
            }
            if step > 1 { blurSamples.append(b * 1000); plainSamples.append(p * 1000) }
        }
        let blurMs = Timing.median(blurSamples), plainMs = Timing.median(plainSamples)
        print("compositor blur_fullscreen_ms=\(Timing.format(blurMs)) over_ms=\(Timing.format(plainMs)) ratio=\(Timing.format(blurMs / plainMs))")
        let before = blurComp.blurRecomputations
        for step in 0..<frames {
            withoutActions { blurFront.backgroundColor = CGColor(red: 1, green: CGFloat(step % 2), blue: 0, alpha: 1) }
            blurComp.render(blurRoot, at: 0)
            blurComp.render(blurRoot, at: 0) // and a frame where nothing changed
        }
        print("compositor blur_recomputations_when_nothing_behind_changed=\(blurComp.blurRecomputations - before)")
    }

    static func withoutActions(_ body: () -> Void) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        body()
        CATransaction.commit()
    }

    static func idleFrame(_ frames: Int) {
        // Idle: a 1000-layer tree, nothing changes between frames.
        let (idleRoot, _) = tree(count: 1000)
        let idle = CACompositor(pixelWidth: width, pixelHeight: height)!
        idle.render(idleRoot, at: 0)
        let idleMs = Timing.medianMilliseconds(runs: frames) { idle.render(idleRoot, at: 0) }
        print("compositor idle_frame_ms=\(Timing.format(idleMs))")
    }

    static func moveFrame(_ frames: Int) {

        // Motion: 1000 cached 64×64 layers all translating every frame, against the floor: Cairo alone painting
        // the same frame (background, then 1000 cached 64×64 surfaces at the same positions) with no layer tree.
        // The two are timed alternately, frame by frame, so both see the same machine; medians of each.
        let (moveRoot, movers) = tree(count: 1000)
        let move = CACompositor(pixelWidth: width, pixelHeight: height)!
        move.render(moveRoot, at: 0)
        let floor = MoveFloor(count: movers.count)
        func origin(_ i: Int, _ step: Int) -> (x: Int, y: Int) { ((i * 37 + step * 3) % (width - 64), (i * 53) % (height - 64)) }
        var moveSamples: [Double] = [], floorSamples: [Double] = []
        for step in 1...(frames + 1) { // the first frame of each warms it up
            let moveS = Timing.seconds {
                withoutActions {
                    for (i, l) in movers.enumerated() {
                        let o = origin(i, step)
                        l.position = CGPoint(x: CGFloat(o.x) + 32, y: CGFloat(o.y) + 32)
                    }
                }
                move.render(moveRoot, at: 0)
            }
            let floorS = Timing.seconds { floor.paint { origin($0, step) } }
            if step > 1 { moveSamples.append(moveS * 1000); floorSamples.append(floorS * 1000) }
        }
        let moveMs = Timing.median(moveSamples), floorMs = Timing.median(floorSamples)
        print("compositor move_1000_ms=\(Timing.format(moveMs)) floor_ms=\(Timing.format(floorMs)) ratio=\(Timing.format(moveMs / floorMs))")
    }

    static func fullscreenFrame(_ frames: Int) {

        // One full-screen translucent layer recomposited each frame, against a memcpy of the frame.
        let fullRoot = CALayer()
        fullRoot.frame = CGRect(x: 0, y: 0, width: width, height: height)
        fullRoot.backgroundColor = CGColor(gray: 0.9, alpha: 1)
        let over = CALayer()
        over.frame = fullRoot.bounds
        over.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        fullRoot.addSublayer(over)
        let full = CACompositor(pixelWidth: width, pixelHeight: height)!
        full.render(fullRoot, at: 0)
        var flip = false
        let fullMs = Timing.medianMilliseconds(runs: frames) {
            flip.toggle()
            withoutActions { over.opacity = flip ? 0.6 : 0.7 }
            full.render(fullRoot, at: 0)
        }
        let bytes = width * height * 4
        let a = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
        let b = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
        a.initializeMemory(as: UInt8.self, repeating: 1, count: bytes)
        b.initializeMemory(as: UInt8.self, repeating: 0, count: bytes)
        defer { a.deallocate(); b.deallocate() }
        let copyMs = Timing.medianMilliseconds(runs: frames) { memcpy(b, a, bytes) }
        print("compositor fullscreen_over_ms=\(Timing.format(fullMs)) memcpy_ms=\(Timing.format(copyMs)) ratio=\(Timing.format(fullMs / copyMs))")
    }

    static func redraws() {

        // Redraws while cached layers move, fade and rotate: must be none.
        let (motionRoot, motion) = tree(count: 200)
        let comp = CACompositor(pixelWidth: width, pixelHeight: height)!
        comp.render(motionRoot, at: 0)
        let before = DrawnLayer.draws
        for f in 0..<100 {
            withoutActions {
                for (i, l) in motion.enumerated() {
                    l.position.x += 1
                    l.opacity = Float(0.5 + 0.5 * sin(Double(f + i) * 0.1))
                    l.setAffineTransform(CGAffineTransform(rotationAngle: CGFloat(f) * 0.05))
                }
            }
            comp.render(motionRoot, at: 0)
        }
        print("compositor redraws_during_motion=\(DrawnLayer.draws - before)")
    }

    /// A root with `count` drawn 64×64 layers spread over the screen, displayed once.
    static func tree(count: Int) -> (CALayer, [CALayer]) {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: width, height: height)
        root.backgroundColor = CGColor(gray: 0.95, alpha: 1)
        var layers: [CALayer] = []
        for i in 0..<count {
            let l = DrawnLayer()
            l.frame = CGRect(x: (i * 37) % (width - 64), y: (i * 53) % (height - 64), width: 64, height: 64)
            l.setNeedsDisplay()
            root.addSublayer(l)
            layers.append(l)
        }
        CATransaction.flush() // displays every layer once
        return (root, layers)
    }
}
