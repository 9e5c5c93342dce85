import Testing
import Foundation
@testable import QuartzCore

/// A delegate that records layout and display requests.
final class RecordingDelegate: CALayerDelegate {
    var laidOut: [CALayer] = []
    var displayed: [CALayer] = []
    var actionsAsked: [String] = []
    var actionToReturn: CAAction?
    var opacitySeenInAction: Float?
    func layoutSublayers(of layer: CALayer) { laidOut.append(layer) }
    func display(_ layer: CALayer) { displayed.append(layer) }
    func action(for layer: CALayer, forKey event: String) -> CAAction? {
        actionsAsked.append(event)
        if event == "opacity" { opacitySeenInAction = layer.opacity }
        return actionToReturn
    }
}

/// A delegate that only draws.
final class DrawingDelegate: CALayerDelegate {
    var drew = 0
    func draw(_ layer: CALayer, in ctx: CGContext) { drew += 1 }
}

/// A stand-in for a main-actor UIView that is its layer's delegate.
@MainActor final class FakeView {
    let layer = CALayer()
    var layouts = 0
    init() { layer.delegate = self }
}

extension FakeView: @MainActor CALayerDelegate {
    func layoutSublayers(of layer: CALayer) { layouts += 1 }
    func action(for layer: CALayer, forKey event: String) -> CAAction? { NSNull() }
}

extension QC {
    @Suite @MainActor struct LayerHierarchy {
        init() { resetQuartz() }

        @Test func addSublayerSetsBothEnds() {
            let p = CALayer(), a = CALayer(), b = CALayer()
            p.addSublayer(a)
            p.addSublayer(b)
            #expect(p.sublayers! == [a, b])
            #expect(a.superlayer === p && b.superlayer === p)
        }

        @Test func sublayersIsNilWhenEmpty() {
            let p = CALayer(), a = CALayer()
            p.addSublayer(a)
            a.removeFromSuperlayer()
            #expect(p.sublayers == nil && a.superlayer == nil)
        }

        @Test func addingMovesFromTheOldSuperlayer() {
            let p = CALayer(), q = CALayer(), a = CALayer()
            p.addSublayer(a)
            q.addSublayer(a)
            #expect(p.sublayers == nil && q.sublayers! == [a] && a.superlayer === q)
        }

        @Test func addingAnExistingSublayerBringsItToTheFront() {
            let p = CALayer(), a = CALayer(), b = CALayer()
            p.addSublayer(a)
            p.addSublayer(b)
            p.addSublayer(a)
            #expect(p.sublayers! == [b, a])
        }

        @Test func insertAtIndex() {
            let p = CALayer(), a = CALayer(), b = CALayer(), c = CALayer()
            p.addSublayer(a)
            p.addSublayer(b)
            p.insertSublayer(c, at: 0)
            #expect(p.sublayers! == [c, a, b])
            p.insertSublayer(c, at: 2)
            #expect(p.sublayers! == [a, c, b])
            p.insertSublayer(c, at: 99)
            #expect(p.sublayers! == [a, b, c])
        }

        @Test func insertAboveAndBelow() {
            let p = CALayer(), a = CALayer(), b = CALayer(), c = CALayer(), d = CALayer()
            p.addSublayer(a)
            p.addSublayer(b)
            p.insertSublayer(c, above: a)
            #expect(p.sublayers! == [a, c, b])
            p.insertSublayer(d, below: a)
            #expect(p.sublayers! == [d, a, c, b])
            p.insertSublayer(d, above: b)
            #expect(p.sublayers! == [a, c, b, d])
        }

        @Test func replaceSublayerKeepsTheIndex() {
            let p = CALayer(), a = CALayer(), b = CALayer(), c = CALayer()
            p.addSublayer(a)
            p.addSublayer(b)
            p.replaceSublayer(a, with: c)
            #expect(p.sublayers! == [c, b])
            #expect(a.superlayer == nil && c.superlayer === p)
        }

        @Test func settingSublayersReplacesThemAll() {
            let p = CALayer(), a = CALayer(), b = CALayer(), c = CALayer()
            p.addSublayer(a)
            p.sublayers = [b, c]
            #expect(p.sublayers! == [b, c] && a.superlayer == nil && b.superlayer === p)
            p.sublayers = nil
            #expect(p.sublayers == nil && c.superlayer == nil)
        }

        @Test func maskIsNotASublayer() {
            let p = CALayer(), m = CALayer()
            p.mask = m
            #expect(p.mask === m && m.superlayer == nil && p.sublayers == nil)
            m.removeFromSuperlayer()
            #expect(p.mask == nil)
        }

        @Test func addingAMaskAsASublayerDetachesIt() {
            let p = CALayer(), q = CALayer(), m = CALayer()
            p.mask = m
            q.addSublayer(m)
            #expect(p.mask == nil && m.superlayer === q)
        }

        @Test func hierarchyChangesMarkLayout() {
            let p = CALayer(), a = CALayer()
            p.layoutIfNeeded()
            #expect(!p.needsLayout())
            p.addSublayer(a)
            #expect(p.needsLayout())
        }

        @Test func boundsSizeChangeNeedsLayoutButPositionDoesNot() {
            let l = CALayer()
            l.layoutIfNeeded()
            l.position = CGPoint(x: 5, y: 5)
            #expect(!l.needsLayout())
            l.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
            #expect(l.needsLayout())
        }

        @Test func layoutIfNeededAsksTheDelegateTopDown() {
            let d = RecordingDelegate()
            let p = CALayer(), c = CALayer()
            p.delegate = d
            c.delegate = d
            p.addSublayer(c)
            p.setNeedsLayout()
            c.setNeedsLayout()
            c.layoutIfNeeded()
            #expect(d.laidOut.count == 2 && d.laidOut[0] === p && d.laidOut[1] === c)
            #expect(!p.needsLayout() && !c.needsLayout())
            c.layoutIfNeeded()
            #expect(d.laidOut.count == 2)
        }

        @Test func sublayersMarkedDuringLayoutAreLaidOutByThatPass() {
            final class Stack: CALayer {
                override func layoutSublayers() {
                    for s in sublayers ?? [] { s.bounds = CGRect(x: 0, y: 0, width: bounds.width, height: 10) }
                }
            }
            let d = RecordingDelegate()
            let s = Stack(), a = CALayer(), b = CALayer()
            a.delegate = d
            b.delegate = d
            s.addSublayer(a)
            s.addSublayer(b)
            s.bounds = CGRect(x: 0, y: 0, width: 50, height: 100)
            s.layoutIfNeeded()
            #expect(d.laidOut.count == 2 && d.laidOut[0] === a && d.laidOut[1] === b)
            #expect(!a.needsLayout() && !b.needsLayout())
            CATransaction.flush()
            #expect(d.laidOut.count == 2)
        }

        @Test func aSublayerMarkedDuringLayoutThenRemovedIsLaidOutAtTheCommit() {
            final class Remover: CALayer {
                override func layoutSublayers() {
                    guard let a = sublayers?.first else { return }
                    a.bounds = CGRect(x: 0, y: 0, width: 20, height: 20) // marks `a` while its superlayer lays out
                    a.removeFromSuperlayer()                              // then takes it out of this pass
                }
            }
            let d = RecordingDelegate()
            let r = Remover(), a = CALayer()
            a.delegate = d
            r.addSublayer(a)
            r.layoutIfNeeded()
            #expect(a.superlayer == nil && a.needsLayout() && d.laidOut.isEmpty)
            CATransaction.flush()
            #expect(!a.needsLayout() && d.laidOut.count == 1 && d.laidOut[0] === a)
        }

        @Test func layoutSublayersOverride() {
            final class Stack: CALayer {
                override func layoutSublayers() {
                    var y: CGFloat = 0
                    for s in sublayers ?? [] { s.frame = CGRect(x: 0, y: y, width: bounds.width, height: 10); y += 10 }
                }
            }
            let s = Stack()
            s.bounds = CGRect(x: 0, y: 0, width: 50, height: 100)
            let a = CALayer(), b = CALayer()
            s.addSublayer(a)
            s.addSublayer(b)
            s.layoutIfNeeded()
            #expect(b.frame == CGRect(x: 0, y: 10, width: 50, height: 10))
        }

        @Test func setNeedsDisplayAndDisplayIfNeeded() {
            let d = RecordingDelegate()
            let l = CALayer()
            l.delegate = d
            #expect(!l.needsDisplay())
            l.setNeedsDisplay()
            #expect(l.needsDisplay())
            l.displayIfNeeded()
            #expect(d.displayed.count == 1 && !l.needsDisplay())
            l.displayIfNeeded()
            #expect(d.displayed.count == 1)
        }

        @Test func dirtyRectsAccumulateAsAUnion() {
            let l = CALayer()
            l.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
            l.setNeedsDisplay(CGRect(x: 0, y: 0, width: 10, height: 10))
            l.setNeedsDisplay(CGRect(x: 20, y: 20, width: 10, height: 10))
            #expect(l.needsDisplayRect == CGRect(x: 0, y: 0, width: 30, height: 30))
            l.display()
            #expect(l.needsDisplayRect == nil)
            #expect(l.lastDisplayRect == CGRect(x: 0, y: 0, width: 30, height: 30))
        }

        @Test func needsDisplayOnBoundsChange() {
            let l = CALayer()
            l.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
            l.display()
            l.bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
            #expect(!l.needsDisplay())
            l.needsDisplayOnBoundsChange = true
            l.bounds = CGRect(x: 0, y: 0, width: 30, height: 10)
            #expect(l.needsDisplay())
        }

        @Test func displayFallsBackToTheBackingStore() {
            let drawing = DrawingDelegate()
            let l = CALayer()
            l.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
            l.delegate = drawing
            l.display()
            // No display(_:) of the delegate: the layer draws through draw(in:) into a backing store.
            #expect(drawing.drew == 1 && l.contents is CABackingStore)
            let other = CALayer()
            other.bounds = l.bounds
            let recording = RecordingDelegate()
            other.delegate = recording // implements display(_:): it sets the contents, no backing store
            other.display()
            #expect(recording.displayed.count == 1 && recording.displayed[0] === other && other.contents == nil)
        }

        @Test func changeSeedsTellTheRendererWhatChanged() {
            let l = CALayer()
            let g = l.geometrySeed, a = l.appearanceSeed, s = l.sublayersSeed, c = l.contentSeed
            l.opacity = 0.5
            #expect(l.appearanceSeed > a && l.geometrySeed == g)
            l.position = CGPoint(x: 1, y: 1)
            #expect(l.geometrySeed > g)
            l.addSublayer(CALayer())
            #expect(l.sublayersSeed > s)
            l.contents = "image"
            #expect(l.contentSeed > c)
            let seed = CALayer.changeSeed
            _ = l.frame
            #expect(CALayer.changeSeed == seed)
        }

        @Test func commitRunsLayoutAndDisplay() {
            let d = RecordingDelegate()
            let l = CALayer()
            l.delegate = d
            l.setNeedsLayout()
            l.setNeedsDisplay()
            #expect(d.laidOut.isEmpty && d.displayed.isEmpty)
            CATransaction.flush()
            #expect(d.laidOut.count == 1 && d.displayed.count == 1)
        }

        @Test func mainActorDelegateConformanceWorks() {
            let v = FakeView()
            v.layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
            v.layer.layoutIfNeeded()
            #expect(v.layouts == 1)
            // The view returns NSNull: no implicit animation even after a commit.
            CATransaction.flush()
            v.layer.opacity = 0.5
            #expect(v.layer.animationKeys() == nil)
        }

        @Test func layerTimeSpaces() {
            let p = CALayer(), c = CALayer()
            p.addSublayer(c)
            p.speed = 2
            c.beginTime = 1
            c.timeOffset = 5
            #expect(p.convertTime(10, from: nil) == 20)
            #expect(c.convertTime(10, from: nil) == (20 - 1) + 5)
            #expect(c.convertTime(24, to: nil) == 10)
            #expect(p.convertTime(24, from: c) == 20)
            #expect(c.convertTime(20, from: p) == 24)
        }

        @Test func pausedLayerTimeStandsStill() {
            let l = CALayer()
            l.speed = 0
            l.timeOffset = 7
            #expect(l.convertTime(3, from: nil) == 7)
            #expect(l.convertTime(300, from: nil) == 7)
        }
    }
}
