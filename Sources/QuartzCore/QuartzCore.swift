// `import QuartzCore` brings Foundation and CoreGraphics with it, as on Apple's platforms.
@_exported import Foundation
@_exported import CoreGraphics

// How the model side fits together (see the types for details):
//
// - Time: `CAMediaClock.shared` is the one clock behind `CACurrentMediaTime()`. Real
//   monotonic time by default; `set(_:)` / `advance(by:)` switch it to manual time and, on
//   every step, fire due display links and deliver animation callbacks synchronously.
// - Transactions: per thread, as Apple's. A change opens an implicit transaction that commits
//   when the thread's run loop next turns (`RunLoop.perform(inModes: [.common])`; the main
//   thread uses RunLoop.main). The outermost commit lays out (layoutIfNeeded → delegate's
//   layoutSublayers(of:)), displays (display → delegate's display(_:) or the layer's backing
//   store), starts the added animations (beginTime 0 → the commit's layer-local time), fires
//   completion blocks with nothing to wait for, then runs `CATransaction.didCommitHooks`.
// - Animations: layers keep copies; `CAAnimationEngine` (internal) ticks layers with running
//   animations on each clock step, or with a 60 Hz timer on the main run loop in real time:
//   animationDidStart / animationDidStop(finished:), removal when isRemovedOnCompletion,
//   transaction completion blocks. `presentation()` / `presentation(at:)` sample them.
//
// Package hooks for the compositor and UIKit:
// - `CALayer.geometrySeed / appearanceSeed / contentSeed / sublayersSeed` and the global
//   `CALayer.changeSeed`: bumped on every change of that kind (equal seeds = nothing changed).
// - `CALayer.needsDisplayRect` (union of setNeedsDisplay rects) and `lastDisplayRect` (what
//   the current display() redraws).
// - `CALayer.displayBackingStore()`: display()'s default drawing, for a delegate's display(_:)
//   that wants it; `delegateDrawIsMissing` tells whether the delegate draws.
// - `CALayer.presentation(at:)`, `presentationValue(forKeyPath:)`, `hasRunningAnimations`,
//   `hasActiveAnimations`, `activeTransitions(at:)`, `tickAnimations(at:)`.
// - `CALayer.toSuperlayer`, `toRootSpace` (Homography), `sublayersBackToFront/FrontToBack`.
// - `CATransaction.didCommitHooks`, `commitEverything()`, `depth`.
// - `CADisplayLink.maximumFramesPerSecond` (the screen's refresh rate).
