import Foundation
import QuartzCore
import Testing

// A CALayer subclass written exactly as on iOS: `override init()`, `override init(layer:)`, `required
// init?(coder:)`. Apple documents that presentation copies are made with init(layer:), which subclasses
// override to copy their own properties.
final class RingLayer: CALayer {
    var ringWidth: CGFloat = 2
    var madeByInitLayer = false
    nonisolated(unsafe) static var initCount = 0

    override init() {
        super.init()
        RingLayer.initCount += 1
    }

    override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? RingLayer {
            ringWidth = other.ringWidth
        }
        madeByInitLayer = true
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// A subclass that declares no initializer of its own inherits both.
final class PlainSubLayer: CALayer {
    var tag = 7
}

@Suite(.serialized) @MainActor struct IOSLayerSubclassTests {
    @Test func presentationCopiesGoThroughInitLayer() {
        let ring = RingLayer()
        ring.ringWidth = 9
        CATransaction.flush()
        let p = ring.presentation()
        #expect(p != nil)
        #expect(p?.madeByInitLayer == true)
        #expect(p?.ringWidth == 9)
        #expect(p !== ring)
        #expect(ring.madeByInitLayer == false)
    }

    @Test func layerClassInstancesGoThroughTheSubclassInit() {
        let before = RingLayer.initCount
        let cls: CALayer.Type = RingLayer.self
        let made = cls.layer()
        #expect(made is RingLayer)
        #expect(RingLayer.initCount == before + 1)
        #expect((made as? RingLayer)?.ringWidth == 2)
    }

    @Test func inheritedInitializersInitialiseStoredProperties() {
        let l = PlainSubLayer.layer()
        #expect(l.tag == 7)
        l.opacity = 0.5
        CATransaction.flush()
        #expect(l.presentation()?.tag == 7)
        #expect(l.presentation()?.opacity == 0.5)
    }
}
