import Testing
import Foundation
@testable import QuartzCore
import TestSupport

extension QC {
    @Suite @MainActor struct LayerDefaults {
        @Test func geometryDefaults() {
            let l = CALayer()
            #expect(l.anchorPoint == CGPoint(x: 0.5, y: 0.5))
            #expect(l.position == .zero && l.bounds == .zero && l.frame == .zero)
            #expect(l.zPosition == 0 && l.anchorPointZ == 0)
            #expect(l.transform == CATransform3DIdentity && l.sublayerTransform == CATransform3DIdentity)
            #expect(l.superlayer == nil && l.sublayers == nil && l.mask == nil)
        }

        @Test func appearanceDefaults() {
            let l = CALayer()
            #expect(l.opacity == 1 && !l.isHidden && !l.masksToBounds && !l.isOpaque)
            #expect(l.backgroundColor == nil && l.cornerRadius == 0 && l.borderWidth == 0)
            #expect(l.borderColor == CGColor(gray: 0, alpha: 1))
            #expect(l.maskedCorners.rawValue == 15)
            #expect(l.isDoubleSided && l.allowsGroupOpacity && !l.isGeometryFlipped)
            #expect(l.cornerCurve == .circular)
        }

        @Test func shadowDefaults() {
            let l = CALayer()
            #expect(l.shadowOpacity == 0)
            #expect(l.shadowRadius == 3)
            #expect(l.shadowOffset == CGSize(width: 0, height: -3))
            #expect(l.shadowColor == CGColor(gray: 0, alpha: 1))
            #expect(l.shadowPath == nil)
        }

        @Test func contentsDefaults() {
            let l = CALayer()
            #expect(l.contents == nil)
            #expect(l.contentsGravity == .resize)
            #expect(l.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1))
            #expect(l.contentsCenter == CGRect(x: 0, y: 0, width: 1, height: 1))
            #expect(l.contentsScale == 1)
            #expect(!l.needsDisplayOnBoundsChange)
            #expect(l.minificationFilter == .linear && l.magnificationFilter == .linear)
            #expect(l.contentsFormat == .RGBA8Uint)
        }

        @Test func rawValuesOfLayerTypes() {
            let gravities: [CALayerContentsGravity] = [.center, .top, .bottom, .left, .right, .topLeft, .topRight,
                                                       .bottomLeft, .bottomRight, .resize, .resizeAspect, .resizeAspectFill]
            #expect(gravities.map(\.rawValue) == ["center", "top", "bottom", "left", "right", "topLeft", "topRight",
                                                   "bottomLeft", "bottomRight", "resize", "resizeAspect", "resizeAspectFill"])
            #expect(CACornerMask.layerMinXMinYCorner.rawValue == 1 && CACornerMask.layerMaxXMinYCorner.rawValue == 2)
            #expect(CACornerMask.layerMinXMaxYCorner.rawValue == 4 && CACornerMask.layerMaxXMaxYCorner.rawValue == 8)
            #expect(CAEdgeAntialiasingMask.layerLeftEdge.rawValue == 1 && CAEdgeAntialiasingMask.layerRightEdge.rawValue == 2)
            #expect(CAEdgeAntialiasingMask.layerBottomEdge.rawValue == 4 && CAEdgeAntialiasingMask.layerTopEdge.rawValue == 8)
            #expect(kCAOnOrderIn == "onOrderIn" && kCAOnOrderOut == "onOrderOut" && kCATransition == "transition")
            #expect(CALayerContentsFilter.nearest.rawValue == "nearest" && CALayerContentsFilter.trilinear.rawValue == "trilinear")
            #expect(CALayerCornerCurve.continuous.rawValue == "continuous")
            #expect(CAFrameRateRange.default == CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0))
        }

        @Test func initWithLayerCopiesProperties() {
            let a = CALayer()
            a.bounds = CGRect(x: 1, y: 2, width: 30, height: 40)
            a.position = CGPoint(x: 5, y: 6)
            a.opacity = 0.5
            a.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            a.cornerRadius = 7
            a.name = "a"
            a.setValue(42, forKey: "custom")
            let b = CALayer(layer: a)
            #expect(b.bounds == a.bounds && b.position == a.position && b.opacity == 0.5)
            #expect(b.backgroundColor == a.backgroundColor && b.cornerRadius == 7 && b.name == "a")
            #expect(b.value(forKey: "custom") as? Int == 42)
            #expect(b.sublayers == nil && b.superlayer == nil)
        }

        @Test func keyValueCodingOfProperties() {
            let l = CALayer()
            l.setValue(CGPoint(x: 3, y: 4), forKey: "position")
            #expect(l.position == CGPoint(x: 3, y: 4))
            l.setValue(0.25, forKey: "opacity")
            #expect(l.opacity == 0.25)
            #expect(l.value(forKey: "opacity") as? Float == 0.25)
            l.setValue(true, forKey: "hidden")
            #expect(l.isHidden)
            l.setValue(10, forKeyPath: "position.x")
            #expect(l.position == CGPoint(x: 10, y: 4))
            l.bounds = CGRect(x: 0, y: 0, width: 5, height: 5)
            l.setValue(80, forKeyPath: "bounds.size.width")
            #expect(l.bounds.width == 80)
            #expect(l.value(forKeyPath: "bounds.size.width") as? CGFloat == 80)
            l.setValue(CGFloat.pi / 2, forKeyPath: "transform.rotation.z")
            #expect(near(l.transform.m12, 1) && near(l.transform.m21, -1))
            #expect(near(l.value(forKeyPath: "transform.rotation.z") as! CGFloat, .pi / 2))
        }

        @Test func unknownKeysAreStoredAndDefaultValuesApply() {
            let l = CALayer()
            #expect(l.value(forKey: "progress") == nil)
            l.setValue(0.5, forKey: "progress")
            #expect(l.value(forKey: "progress") as? Double == 0.5)
            #expect(CALayer.defaultValue(forKey: "anchorPoint") as? CGPoint == CGPoint(x: 0.5, y: 0.5))
            #expect(CALayer.defaultValue(forKey: "shadowOffset") as? CGSize == CGSize(width: 0, height: -3))
            #expect(CALayer.needsDisplay(forKey: "bounds") == false)
            #expect(CALayer.defaultAction(forKey: "opacity") == nil)
        }
    }

    @Suite @MainActor struct LayerGeometry {
        @Test func frameFromPositionAnchorAndBounds() {
            let l = CALayer()
            l.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
            l.position = CGPoint(x: 100, y: 100)
            #expect(l.frame == CGRect(x: 50, y: 75, width: 100, height: 50))
        }

        @Test func frameWithCornerAnchors() {
            let l = CALayer()
            l.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
            l.position = CGPoint(x: 100, y: 100)
            l.anchorPoint = .zero
            #expect(l.frame == CGRect(x: 100, y: 100, width: 100, height: 50))
            l.anchorPoint = CGPoint(x: 1, y: 1)
            #expect(l.frame == CGRect(x: 0, y: 50, width: 100, height: 50))
        }

        @Test func boundsOriginDoesNotMoveTheFrame() {
            let l = CALayer()
            l.bounds = CGRect(x: 30, y: 40, width: 100, height: 50)
            l.position = CGPoint(x: 100, y: 100)
            #expect(l.frame == CGRect(x: 50, y: 75, width: 100, height: 50))
        }

        @Test func settingFrameSetsPositionAndBoundsSize() {
            let l = CALayer()
            l.bounds = CGRect(x: 5, y: 5, width: 1, height: 1)
            l.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
            #expect(l.position == CGPoint(x: 60, y: 45))
            #expect(l.bounds == CGRect(x: 5, y: 5, width: 100, height: 50))
            #expect(l.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
        }

        @Test func settingFrameRespectsTheAnchorPoint() {
            let l = CALayer()
            l.anchorPoint = .zero
            l.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
            #expect(l.position == CGPoint(x: 10, y: 20))
        }

        @Test func frameUnderQuarterTurnIsTheBoundingBox() {
            let l = CALayer()
            l.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
            l.position = CGPoint(x: 100, y: 100)
            l.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
            #expect(near(l.frame, CGRect(x: 75, y: 50, width: 50, height: 100), 1e-9))
        }

        @Test func frameUnderEighthTurnIsTheBoundingBox() {
            let l = CALayer()
            l.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
            l.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 4))
            let h = 50 * 2.0.squareRoot()
            #expect(near(l.frame, CGRect(x: -h, y: -h, width: 2 * h, height: 2 * h), 1e-9))
        }

        @Test func frameUnderScaleGrowsAboutTheAnchor() {
            let l = CALayer()
            l.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
            l.position = CGPoint(x: 100, y: 100)
            l.transform = CATransform3DMakeScale(2, 2, 1)
            #expect(l.frame == CGRect(x: 0, y: 50, width: 200, height: 100))
            l.anchorPoint = .zero
            #expect(l.frame == CGRect(x: 100, y: 100, width: 200, height: 100))
        }

        @Test func settingFrameUnderScaleKeepsTheUnscaledBounds() {
            let l = CALayer()
            l.transform = CATransform3DMakeScale(2, 2, 1)
            l.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
            #expect(near(l.bounds.size, CGSize(width: 100, height: 50)))
            #expect(near(l.frame, CGRect(x: 0, y: 0, width: 200, height: 100)))
        }

        @Test func affineTransformRoundTrip() {
            let l = CALayer()
            let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
            l.setAffineTransform(t)
            #expect(l.affineTransform() == t)
            #expect(l.transform.m21 == 3 && l.transform.m42 == 6)
        }

        func parentAndChild() -> (CALayer, CALayer) {
            let p = CALayer()
            p.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
            p.position = CGPoint(x: 100, y: 100)
            let c = CALayer()
            c.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
            c.position = CGPoint(x: 100, y: 100)
            p.addSublayer(c)
            return (p, c)
        }

        @Test func convertPointBetweenParentAndChild() {
            let (p, c) = parentAndChild()
            #expect(p.convert(CGPoint.zero, from: c) == CGPoint(x: 50, y: 50))
            #expect(c.convert(CGPoint(x: 50, y: 50), from: p) == .zero)
            #expect(c.convert(CGPoint(x: 10, y: 20), to: p) == CGPoint(x: 60, y: 70))
        }

        @Test func convertAccountsForTheSuperlayersBoundsOrigin() {
            let (p, c) = parentAndChild()
            p.bounds.origin = CGPoint(x: 10, y: 20)
            // child (0,0) → parent (50,50) → above the root: 100 + (50 − 10 − 100), 100 + (50 − 20 − 100)
            #expect(c.convert(CGPoint.zero, to: nil) == CGPoint(x: 40, y: 30))
        }

        @Test func convertBetweenSiblings() {
            let p = CALayer()
            let a = CALayer(), b = CALayer()
            a.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
            b.frame = CGRect(x: 100, y: 0, width: 50, height: 50)
            p.addSublayer(a)
            p.addSublayer(b)
            #expect(a.convert(CGPoint(x: 10, y: 10), to: b) == CGPoint(x: -90, y: 10))
            #expect(b.convert(CGPoint(x: -90, y: 10), to: a) == CGPoint(x: 10, y: 10))
        }

        @Test func convertThroughARotatedLayer() {
            let (p, c) = parentAndChild()
            c.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
            // (100, 50) is (50, 0) from the centre; a quarter turn makes it (0, 50).
            #expect(near(p.convert(CGPoint(x: 100, y: 50), from: c), CGPoint(x: 100, y: 150), 1e-9))
            #expect(near(c.convert(CGPoint(x: 100, y: 150), from: p), CGPoint(x: 100, y: 50), 1e-9))
        }

        @Test func convertRectThroughAScale() {
            let p = CALayer()
            let c = CALayer()
            c.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
            c.position = CGPoint(x: 50, y: 50)
            c.transform = CATransform3DMakeScale(2, 2, 1)
            p.addSublayer(c)
            #expect(p.convert(CGRect(x: 0, y: 0, width: 10, height: 10), from: c) == CGRect(x: 40, y: 40, width: 20, height: 20))
            #expect(c.convert(CGRect(x: 40, y: 40, width: 20, height: 20), from: p) == CGRect(x: 0, y: 0, width: 10, height: 10))
        }

        @Test func sublayerTransformAppliesAboutTheAnchor() {
            let p = CALayer()
            p.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
            p.position = CGPoint(x: 50, y: 50)
            p.sublayerTransform = CATransform3DMakeScale(2, 2, 1)
            let c = CALayer()
            c.frame = CGRect(x: 50, y: 50, width: 10, height: 10)
            p.addSublayer(c)
            #expect(c.convert(CGPoint(x: 10, y: 10), to: p) == CGPoint(x: 70, y: 70))
            #expect(c.convert(CGPoint.zero, to: p) == CGPoint(x: 50, y: 50))
            // The layer's own frame ignores its superlayer's sublayerTransform.
            #expect(c.frame == CGRect(x: 50, y: 50, width: 10, height: 10))
        }

        @Test func perspectiveConversionRoundTrips() {
            let (p, c) = parentAndChild()
            var t = CATransform3DIdentity
            t.m34 = -1.0 / 500
            p.sublayerTransform = t
            c.transform = CATransform3DMakeRotation(0.6, 0, 1, 0)
            let q = CGPoint(x: 20, y: 70)
            let up = c.convert(q, to: p)
            #expect(!near(up, CGPoint(x: 70, y: 120), 1e-3)) // perspective moved it
            #expect(near(c.convert(up, from: p), q, 1e-9))
        }

        @Test func perspectiveMakesNearerPointsLarger() {
            let p = CALayer()
            p.bounds = CGRect(x: -100, y: -100, width: 200, height: 200)
            p.anchorPoint = CGPoint(x: 0.5, y: 0.5)
            var t = CATransform3DIdentity
            t.m34 = -1.0 / 100
            p.sublayerTransform = t
            let c = CALayer()
            c.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
            c.position = .zero
            c.zPosition = 50 // halfway to the eye: w = 1 − 50/100 = 0.5, so sizes double
            p.addSublayer(c)
            #expect(near(c.convert(CGPoint(x: 20, y: 10), to: p), CGPoint(x: 20, y: 0), 1e-9))
        }
    }

    @Suite @MainActor struct HitTesting {
        func tree() -> (CALayer, CALayer, CALayer) {
            let root = CALayer()
            root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            let a = CALayer()
            a.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
            let b = CALayer()
            b.frame = CGRect(x: 30, y: 30, width: 40, height: 40)
            root.addSublayer(a)
            root.addSublayer(b)
            return (root, a, b)
        }

        @Test func pointInsideHitsTheLayer() {
            let (root, _, _) = tree()
            #expect(root.hitTest(CGPoint(x: 90, y: 90)) === root)
            #expect(root.hitTest(CGPoint(x: 150, y: 10)) == nil)
        }

        @Test func deepestLayerWins() {
            let (root, a, _) = tree()
            let leaf = CALayer()
            leaf.frame = CGRect(x: 0, y: 0, width: 5, height: 5)
            a.addSublayer(leaf)
            #expect(root.hitTest(CGPoint(x: 12, y: 12)) === leaf)
            #expect(root.hitTest(CGPoint(x: 20, y: 20)) === a)
        }

        @Test func laterSiblingIsInFront() {
            let (root, _, b) = tree()
            #expect(root.hitTest(CGPoint(x: 40, y: 40)) === b)
        }

        @Test func zPositionReordersSiblings() {
            let (root, a, _) = tree()
            a.zPosition = 1
            #expect(root.hitTest(CGPoint(x: 40, y: 40)) === a)
            #expect(root.sublayersBackToFront.last === a)
        }

        @Test func hiddenLayersAreSkipped() {
            let (root, a, b) = tree()
            b.isHidden = true
            #expect(root.hitTest(CGPoint(x: 40, y: 40)) === a)
            root.isHidden = true
            #expect(root.hitTest(CGPoint(x: 40, y: 40)) == nil)
        }

        @Test func unmaskedSublayersOutsideTheBoundsStillHit() {
            let (root, _, b) = tree()
            let out = CALayer()
            out.frame = CGRect(x: 50, y: 50, width: 100, height: 100) // in b: extends past root
            b.addSublayer(out)
            #expect(root.hitTest(CGPoint(x: 120, y: 120)) === out)
            root.masksToBounds = true
            #expect(root.hitTest(CGPoint(x: 120, y: 120)) == nil)
        }

        @Test func hitTestingFollowsTransforms() {
            let root = CALayer()
            root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
            let bar = CALayer()
            bar.bounds = CGRect(x: 0, y: 0, width: 100, height: 10)
            bar.position = CGPoint(x: 100, y: 100)
            bar.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1) // now vertical
            root.addSublayer(bar)
            #expect(root.hitTest(CGPoint(x: 100, y: 140)) === bar)
            #expect(root.hitTest(CGPoint(x: 140, y: 100)) === root)
        }

        @Test func containsUsesTheBoundsWithOrigin() {
            let l = CALayer()
            l.bounds = CGRect(x: 10, y: 10, width: 20, height: 20)
            #expect(l.contains(CGPoint(x: 15, y: 15)))
            #expect(!l.contains(CGPoint(x: 5, y: 5)))
        }

        @Test func scrolledBoundsShiftHits() {
            let (root, a, _) = tree()
            root.bounds.origin = CGPoint(x: 0, y: 20) // content scrolled up by 20
            // Point (15, 15) in the root's superlayer is (15, 35) in root's bounds: inside a.
            #expect(root.hitTest(CGPoint(x: 15, y: 15)) === a)
        }
    }
}

extension QC {
    @Suite @MainActor struct FrameUnderTransforms {
        @Test func settingFrameUnderTranslationLandsExactly() {
            let l = CALayer()
            l.transform = CATransform3DMakeTranslation(10, 20, 0)
            l.frame = CGRect(x: 100, y: 100, width: 40, height: 30)
            #expect(l.frame == CGRect(x: 100, y: 100, width: 40, height: 30))
            #expect(l.position == CGPoint(x: 110, y: 95)) // centre (120, 115) minus the translation
            #expect(l.bounds.size == CGSize(width: 40, height: 30))
        }

        @Test func settingFrameUnderQuarterTurnSwapsTheBoundsSize() {
            let l = CALayer()
            l.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
            l.frame = CGRect(x: 0, y: 0, width: 50, height: 100)
            #expect(near(l.bounds.size, CGSize(width: 100, height: 50), 1e-9))
            #expect(near(l.frame, CGRect(x: 0, y: 0, width: 50, height: 100), 1e-9))
        }
    }
}
