import Testing
import Foundation
@testable import QuartzCore
import TestSupport

extension QC {
    @Suite @MainActor struct LayerSubclasses {
        init() { resetQuartz() }

        @Test func shapeLayerDefaults() {
            let s = CAShapeLayer()
            #expect(s.path == nil)
            #expect(s.fillColor == CGColor(gray: 0, alpha: 1))
            #expect(s.strokeColor == nil)
            #expect(s.lineWidth == 1 && s.miterLimit == 10)
            #expect(s.strokeStart == 0 && s.strokeEnd == 1)
            #expect(s.lineCap == .butt && s.lineJoin == .miter && s.fillRule == .nonZero)
            #expect(s.lineDashPattern == nil && s.lineDashPhase == 0)
        }

        @Test func shapeLayerRawValues() {
            #expect(CAShapeLayerFillRule.nonZero.rawValue == "non-zero" && CAShapeLayerFillRule.evenOdd.rawValue == "even-odd")
            #expect([CAShapeLayerLineCap.butt, .round, .square].map(\.rawValue) == ["butt", "round", "square"])
            #expect([CAShapeLayerLineJoin.miter, .round, .bevel].map(\.rawValue) == ["miter", "round", "bevel"])
        }

        @Test func shapeLayerKeyValueCoding() {
            let s = CAShapeLayer()
            s.setValue(3, forKey: "lineWidth")
            s.setValue(0.5, forKey: "strokeEnd")
            s.setValue(CGColor(gray: 1, alpha: 1), forKey: "strokeColor")
            #expect(s.lineWidth == 3 && s.strokeEnd == 0.5 && s.strokeColor == CGColor(gray: 1, alpha: 1))
            #expect(s.value(forKey: "lineWidth") as? CGFloat == 3)
            #expect(s.value(forKey: "opacity") as? Float == 1) // falls through to CALayer
        }

        @Test func shapeLayerCopiesItsModel() {
            let s = CAShapeLayer()
            s.path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
            s.lineWidth = 4
            s.lineDashPattern = [2, 3]
            let c = CAShapeLayer(layer: s)
            #expect(c.path == s.path && c.lineWidth == 4 && c.lineDashPattern == [2, 3])
        }

        @Test func shapeLayerAnimatesStrokeEndImplicitly() {
            let s = CAShapeLayer()
            CATransaction.flush()
            s.strokeEnd = 0.5
            let a = s.animation(forKey: "strokeEnd") as? CABasicAnimation
            #expect(a?.fromValue as? CGFloat == 1)
            s.lineCap = .round
            #expect(s.animation(forKey: "lineCap") == nil)
        }

        @Test func shapePathsInterpolatePointByPoint() {
            let s = CAShapeLayer()
            CATransaction.flush()
            let a = CABasicAnimation(keyPath: "path")
            a.fromValue = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
            a.toValue = CGPath(rect: CGRect(x: 10, y: 10, width: 30, height: 50), transform: nil)
            a.duration = 1
            run(a, on: s)
            CAMediaClock.shared.advance(by: 0.5)
            #expect(s.presentation()!.path!.boundingBox == CGRect(x: 5, y: 5, width: 20, height: 30))
        }

        @Test func gradientLayerDefaults() {
            let g = CAGradientLayer()
            #expect(g.colors == nil && g.locations == nil)
            #expect(g.startPoint == CGPoint(x: 0.5, y: 0) && g.endPoint == CGPoint(x: 0.5, y: 1))
            #expect(g.type == .axial)
            #expect([CAGradientLayerType.axial, .radial, .conic].map(\.rawValue) == ["axial", "radial", "conic"])
        }

        @Test func gradientColoursAndLocationsAnimate() {
            let g = CAGradientLayer()
            g.colors = [CGColor(gray: 0, alpha: 1), CGColor(gray: 1, alpha: 1)]
            g.locations = [0, 1]
            CATransaction.flush()
            let c = CABasicAnimation(keyPath: "colors")
            c.toValue = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)]
            c.duration = 1
            let l = CABasicAnimation(keyPath: "locations")
            l.toValue = [0.5, 1.0]
            l.duration = 1
            run(c, on: g, key: "c")
            run(l, on: g, key: "l")
            CAMediaClock.shared.advance(by: 0.5)
            let p = g.presentation()!
            let first = (p.colors![0] as! CGColor).components!
            #expect(near(first[0], 0.5) && near(first[1], 0) && near(first[2], 0))
            #expect(near(CGFloat(p.locations![0].doubleValue), 0.25))
        }

        @Test func gradientKeyValueCoding() {
            let g = CAGradientLayer()
            g.setValue(CGPoint(x: 0, y: 0.5), forKey: "startPoint")
            g.setValue([0.0, 0.3, 1.0], forKey: "locations")
            #expect(g.startPoint == CGPoint(x: 0, y: 0.5))
            #expect(g.locations?.map(\.doubleValue) == [0, 0.3, 1])
            #expect(CAGradientLayer(layer: g).startPoint == CGPoint(x: 0, y: 0.5))
        }

        @Test func textLayerDefaults() {
            let t = CATextLayer()
            #expect(t.string == nil && t.font == nil)
            #expect(t.fontSize == 36)
            #expect(t.foregroundColor == CGColor(gray: 1, alpha: 1))
            #expect(!t.isWrapped && t.truncationMode == .none && t.alignmentMode == .natural)
            #expect([CATextLayerAlignmentMode.natural, .left, .right, .center, .justified].map(\.rawValue)
                    == ["natural", "left", "right", "center", "justified"])
            #expect([CATextLayerTruncationMode.none, .start, .end, .middle].map(\.rawValue) == ["none", "start", "end", "middle"])
        }

        @Test func textLayerFontSizeAnimates() {
            let t = CATextLayer()
            t.string = "Hello"
            CATransaction.flush()
            CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
            t.fontSize = 12
            CATransaction.flush()
            CAMediaClock.shared.advance(by: 0.125)
            #expect(near(t.presentation()!.fontSize, 24))
            #expect(t.presentation()!.string as? String == "Hello")
        }

        @Test func replicatorLayerDefaults() {
            let r = CAReplicatorLayer()
            #expect(r.instanceCount == 1 && r.instanceDelay == 0 && !r.preservesDepth)
            #expect(r.instanceTransform == CATransform3DIdentity)
            #expect(r.instanceColor == CGColor(gray: 1, alpha: 1))
            #expect(r.instanceRedOffset == 0 && r.instanceGreenOffset == 0 && r.instanceBlueOffset == 0 && r.instanceAlphaOffset == 0)
        }

        @Test func replicatorCopiesAndCodes() {
            let r = CAReplicatorLayer()
            r.instanceCount = 5
            r.instanceTransform = CATransform3DMakeTranslation(10, 0, 0)
            r.setValue(-0.2, forKey: "instanceAlphaOffset")
            let c = CAReplicatorLayer(layer: r)
            #expect(c.instanceCount == 5 && c.instanceTransform.m41 == 10 && c.instanceAlphaOffset == -0.2)
        }

        @Test func transformLayerIsALayer() {
            let t = CATransformLayer()
            t.addSublayer(CALayer())
            #expect(t.sublayers?.count == 1)
            CATransaction.flush()
            #expect(t.presentation().map { type(of: $0) == CATransformLayer.self } == true)
        }

        @Test func layerClassFactoryMakesTheRightClass() {
            let cls: CALayer.Type = CAShapeLayer.self
            #expect(cls.layer() is CAShapeLayer)
            #expect(CAGradientLayer.layer().type == .axial)
        }
    }
}

extension QC {
    @Suite @MainActor struct CustomLayers {
        init() { resetQuartz() }

        final class Dial: CALayer {
            override class func needsDisplay(forKey key: String) -> Bool {
                key == "angle" || super.needsDisplay(forKey: key)
            }
            override class func defaultValue(forKey key: String) -> Any? {
                key == "angle" ? CGFloat(0.25) : super.defaultValue(forKey: key)
            }
        }

        @Test func needsDisplayForKeyMarksTheLayer() {
            let d = Dial()
            d.display()
            d.setValue(CGFloat(1), forKey: "angle")
            #expect(d.needsDisplay())
            d.display()
            d.setValue(CGFloat(2), forKey: "other")
            #expect(!d.needsDisplay())
        }

        @Test func defaultValueForCustomKeys() {
            let d = Dial()
            #expect(d.value(forKey: "angle") as? CGFloat == 0.25)
            d.setValue(CGFloat(1), forKey: "angle")
            #expect(d.value(forKey: "angle") as? CGFloat == 1)
        }

        @Test func customKeysAnimateThroughPresentation() {
            let d = Dial()
            CATransaction.flush()
            let a = CABasicAnimation(keyPath: "angle")
            a.fromValue = CGFloat(0)
            a.toValue = CGFloat(2)
            a.duration = 1
            run(a, on: d)
            CAMediaClock.shared.advance(by: 0.5)
            #expect(near(d.presentation()!.value(forKey: "angle") as! CGFloat, 1))
            #expect(d.value(forKey: "angle") as? CGFloat == 0.25)
        }

        @Test func factoryMethods() {
            #expect(CABasicAnimation.animation().keyPath == nil)
            #expect(CALayer.layer().opacity == 1)
            let k = CAKeyframeAnimation(keyPath: "position")
            #expect(k.keyPath == "position" && !k.isAdditive && !k.isCumulative && k.valueFunction == nil)
        }

        @Test func keyframeCopyKeepsEverything() {
            let k = CAKeyframeAnimation(keyPath: "opacity")
            k.values = [0, 1]
            k.keyTimes = [0, 1]
            k.calculationMode = .cubic
            k.tensionValues = [0.5, 0.5]
            let c = k.copy() as! CAKeyframeAnimation
            #expect(c.values?.count == 2 && c.keyTimes == [0, 1] && c.calculationMode == .cubic && c.tensionValues == [0.5, 0.5])
        }

        @Test func groupCopyCopiesChildren() {
            let child = CABasicAnimation(keyPath: "opacity")
            let g = CAAnimationGroup()
            g.animations = [child]
            let c = g.copy() as! CAAnimationGroup
            #expect(c.animations?.count == 1 && c.animations?.first !== child)
        }
    }
}

extension QC {
    @Suite @MainActor struct ScrollLayers {
        init() { resetQuartz() }

        @Test func scrollToPointRespectsTheMode() {
            let s = CAScrollLayer()
            s.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
            #expect(s.scrollMode == .both)
            s.scroll(to: CGPoint(x: 10, y: 20))
            #expect(s.bounds.origin == CGPoint(x: 10, y: 20))
            s.scrollMode = .vertically
            s.scroll(to: CGPoint(x: 50, y: 60))
            #expect(s.bounds.origin == CGPoint(x: 10, y: 60))
            #expect([CAScrollLayerScrollMode.none, .vertically, .horizontally, .both].map(\.rawValue)
                    == ["none", "vertically", "horizontally", "both"])
        }

        @Test func scrollRectToVisibleMovesTheLeastDistance() {
            let s = CAScrollLayer()
            s.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
            let content = CALayer()
            content.frame = CGRect(x: 0, y: 0, width: 1000, height: 1000)
            s.addSublayer(content)
            content.scrollRectToVisible(CGRect(x: 150, y: 20, width: 30, height: 30))
            #expect(s.bounds.origin == CGPoint(x: 80, y: 0))
            content.scrollRectToVisible(CGRect(x: 10, y: 10, width: 10, height: 10))
            #expect(s.bounds.origin == CGPoint(x: 10, y: 0))
        }
    }
}
