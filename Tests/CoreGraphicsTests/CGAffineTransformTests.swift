import Testing
import Foundation
@testable import CoreGraphics
import TestSupport

@Suite struct CGAffineTransformTests {
    @Test func identityHasUnitDiagonal() {
        let t = CGAffineTransform.identity
        #expect(t.a == 1 && t.b == 0 && t.c == 0 && t.d == 1 && t.tx == 0 && t.ty == 0)
        #expect(t.isIdentity)
        #expect(CGAffineTransform() == .identity)
    }

    @Test func translationMovesPoints() {
        let p = CGPoint(x: 3, y: 4).applying(CGAffineTransform(translationX: 10, y: -2))
        #expect(p == CGPoint(x: 13, y: 2))
    }

    @Test func scaleMultipliesPoints() {
        let p = CGPoint(x: 3, y: 4).applying(CGAffineTransform(scaleX: 2, y: 0.5))
        #expect(p == CGPoint(x: 6, y: 2))
    }

    @Test func quarterTurnMapsXAxisToYAxis() {
        // x' = a x + c y, y' = b x + d y with a = cos, b = sin, c = −sin, d = cos.
        let t = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(near(CGPoint(x: 1, y: 0).applying(t), CGPoint(x: 0, y: 1), 1e-9))
        #expect(near(CGPoint(x: 0, y: 1).applying(t), CGPoint(x: -1, y: 0), 1e-9))
    }

    @Test func rotationBy30DegreesHasCosSinEntries() {
        let t = CGAffineTransform(rotationAngle: .pi / 6)
        #expect(near(t.a, 3.0.squareRoot() / 2, 1e-9) && near(t.b, 0.5, 1e-9) && near(t.c, -0.5, 1e-9) && near(t.d, 3.0.squareRoot() / 2, 1e-9))
    }

    @Test func concatenatingAppliesSelfFirst() {
        let scale = CGAffineTransform(scaleX: 2, y: 2)
        let move = CGAffineTransform(translationX: 10, y: 0)
        // (1,1) scaled → (2,2), then moved → (12,2)
        #expect(CGPoint(x: 1, y: 1).applying(scale.concatenating(move)) == CGPoint(x: 12, y: 2))
        // moved → (11,1), then scaled → (22,2)
        #expect(CGPoint(x: 1, y: 1).applying(move.concatenating(scale)) == CGPoint(x: 22, y: 2))
    }

    @Test func translatedByPrependsTheTranslation() {
        // scaledBy then translatedBy: the translation happens in the scaled space.
        let t = CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 5, y: 1)
        #expect(t == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 3))
        #expect(CGPoint.zero.applying(t) == CGPoint(x: 10, y: 3))
    }

    @Test func scaledByPrependsTheScale() {
        let t = CGAffineTransform(translationX: 5, y: 7).scaledBy(x: 2, y: 4)
        #expect(t == CGAffineTransform(a: 2, b: 0, c: 0, d: 4, tx: 5, ty: 7))
    }

    @Test func rotatedPrependsTheRotation() {
        let t = CGAffineTransform(translationX: 10, y: 0).rotated(by: .pi)
        // rotate (1,0) → (−1,0), then translate → (9,0)
        #expect(near(CGPoint(x: 1, y: 0).applying(t), CGPoint(x: 9, y: 0), 1e-9))
    }

    @Test func invertedUndoesTheTransform() {
        let t = CGAffineTransform(a: 2, b: 1, c: -1, d: 3, tx: 5, ty: -4)
        let p = CGPoint(x: 7, y: -2)
        #expect(near(p.applying(t).applying(t.inverted()), p, 1e-12))
        #expect(near(t.concatenating(t.inverted()).a, 1, 1e-9) && near(t.concatenating(t.inverted()).tx, 0, 1e-9))
    }

    @Test func inverseOfScaleAndTranslateByHand() {
        // [2 0; 0 4] + (6, 8): inverse scales by (1/2, 1/4) and translates by (−3, −2).
        let inv = CGAffineTransform(a: 2, b: 0, c: 0, d: 4, tx: 6, ty: 8).inverted()
        #expect(inv == CGAffineTransform(a: 0.5, b: 0, c: 0, d: 0.25, tx: -3, ty: -2))
    }

    @Test func singularTransformInvertsToItself() {
        let s = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 3, ty: 3) // determinant 0
        #expect(s.inverted() == s)
        let zero = CGAffineTransform(scaleX: 0, y: 1)
        #expect(zero.inverted() == zero)
    }

    @Test func sizeApplyingIgnoresTranslation() {
        let t = CGAffineTransform(a: 2, b: 0, c: 0, d: -1, tx: 100, ty: 100)
        #expect(CGSize(width: 3, height: 4).applying(t) == CGSize(width: 6, height: -4))
    }

    @Test func rectApplyingScaleAndTranslate() {
        let r = CGRect(x: 1, y: 2, width: 3, height: 4).applying(CGAffineTransform(translationX: 10, y: 20).scaledBy(x: 2, y: 2))
        #expect(r == CGRect(x: 12, y: 24, width: 6, height: 8))
    }

    @Test func rectUnderQuarterTurnSwapsSides() {
        // Corners (0,0),(4,0),(0,2),(4,2) → (0,0),(0,4),(−2,0),(−2,4)
        let r = CGRect(x: 0, y: 0, width: 4, height: 2).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(near(r, CGRect(x: -2, y: 0, width: 2, height: 4), 1e-9))
    }

    @Test func rectUnder45DegreesIsTheBoundingBoxOfCorners() {
        // A 2×2 square centred at the origin rotated 45°: corners reach ±√2 on both axes.
        let r = CGRect(x: -1, y: -1, width: 2, height: 2).applying(CGAffineTransform(rotationAngle: .pi / 4))
        let s = 2.0.squareRoot()
        #expect(near(r, CGRect(x: -s, y: -s, width: 2 * s, height: 2 * s), 1e-12))
    }

    @Test func rectWithNegativeSizeIsStandardizedFirst() {
        let r = CGRect(x: 10, y: 10, width: -4, height: -2).applying(.identity)
        #expect(r == CGRect(x: 6, y: 8, width: 4, height: 2))
    }

    @Test func nullRectStaysNull() {
        #expect(CGRect.null.applying(CGAffineTransform(scaleX: 2, y: 2)).isNull)
    }

    @Test func cStyleFunctionsMatchTheMethods() {
        let t = CGAffineTransformMakeTranslation(1, 2)
        #expect(CGAffineTransformConcat(t, CGAffineTransformMakeScale(2, 2)) == t.concatenating(CGAffineTransform(scaleX: 2, y: 2)))
        #expect(CGAffineTransformIsIdentity(CGAffineTransformIdentity))
        #expect(CGPointApplyAffineTransform(CGPoint(x: 1, y: 1), t) == CGPoint(x: 2, y: 3))
    }

    @Test func vectorDefaults() {
        #expect(CGVector() == CGVector(dx: 0, dy: 0))
        #expect(CGVector.zero == CGVector())
        #expect(CGVector(dx: 1.5, dy: -2).dy == -2)
    }
}
