import Testing
import Foundation
@testable import QuartzCore
import TestSupport

extension QC {
    @Suite @MainActor struct Transform3D {
        func map(_ t: CATransform3D, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat = 0) -> (CGFloat, CGFloat, CGFloat) {
            let r = t.apply(x: x, y: y, z: z)
            return (r.x / r.w, r.y / r.w, r.z / r.w)
        }

        @Test func identityHasOnesOnTheDiagonal() {
            let t = CATransform3DIdentity
            #expect(t.m11 == 1 && t.m22 == 1 && t.m33 == 1 && t.m44 == 1)
            #expect(t.m12 == 0 && t.m41 == 0 && t.m34 == 0)
            #expect(CATransform3DIsIdentity(t))
            #expect(!CATransform3DIsIdentity(CATransform3DMakeScale(2, 1, 1)))
        }

        @Test func translationLivesInTheFourthRow() {
            let t = CATransform3DMakeTranslation(10, 20, 30)
            #expect(t.m41 == 10 && t.m42 == 20 && t.m43 == 30)
            #expect(t.m11 == 1 && t.m22 == 1 && t.m33 == 1 && t.m44 == 1)
            let p = map(t, 1, 2, 3)
            #expect(p == (11, 22, 33))
        }

        @Test func scaleIsOnTheDiagonal() {
            let t = CATransform3DMakeScale(2, 3, 4)
            #expect(t.m11 == 2 && t.m22 == 3 && t.m33 == 4 && t.m44 == 1)
        }

        @Test func rotationAboutZTurnsXTowardsY() {
            let t = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
            #expect(near(t.m11, 0) && near(t.m12, 1) && near(t.m21, -1) && near(t.m22, 0))
            let p = map(t, 1, 0)
            #expect(near(p.0, 0) && near(p.1, 1))
        }

        @Test func rotationAboutXTurnsYTowardsZ() {
            let p = map(CATransform3DMakeRotation(.pi / 2, 1, 0, 0), 0, 1, 0)
            #expect(near(p.0, 0) && near(p.1, 0) && near(p.2, 1))
        }

        @Test func rotationAboutYTurnsZTowardsX() {
            let p = map(CATransform3DMakeRotation(.pi / 2, 0, 1, 0), 0, 0, 1)
            #expect(near(p.0, 1) && near(p.1, 0) && near(p.2, 0))
        }

        @Test func rotationAboutAZeroVectorIsIdentity() {
            #expect(CATransform3DMakeRotation(1, 0, 0, 0) == CATransform3DIdentity)
        }

        @Test func rotationAxisIsNormalised() {
            #expect(CATransform3DEqualToTransform(CATransform3DMakeRotation(0.3, 0, 0, 5), CATransform3DMakeRotation(0.3, 0, 0, 1)))
        }

        @Test func translateAppliesTheTranslationFirst() {
            let t = CATransform3DTranslate(CATransform3DMakeScale(2, 2, 1), 10, 0, 0)
            let p = map(t, 0, 0)
            #expect(p.0 == 20 && p.1 == 0)
            #expect(t.m41 == 20)
        }

        @Test func scaleAppliesTheScaleFirst() {
            let t = CATransform3DScale(CATransform3DMakeTranslation(10, 0, 0), 2, 2, 1)
            let p = map(t, 1, 0)
            #expect(p.0 == 12 && p.1 == 0)
        }

        @Test func rotateAppliesTheRotationFirst() {
            let t = CATransform3DRotate(CATransform3DMakeTranslation(10, 0, 0), .pi / 2, 0, 0, 1)
            let p = map(t, 1, 0)
            #expect(near(p.0, 10) && near(p.1, 1))
        }

        @Test func concatAppliesTheFirstTransformFirst() {
            let t = CATransform3DConcat(CATransform3DMakeTranslation(10, 0, 0), CATransform3DMakeScale(2, 2, 1))
            let p = map(t, 0, 0)
            #expect(p.0 == 20 && p.1 == 0)
        }

        @Test func invertingATranslationNegatesIt() {
            #expect(CATransform3DInvert(CATransform3DMakeTranslation(10, 20, 30)) == CATransform3DMakeTranslation(-10, -20, -30))
        }

        @Test func invertingAScaleTakesReciprocals() {
            #expect(CATransform3DInvert(CATransform3DMakeScale(2, 4, 8)) == CATransform3DMakeScale(0.5, 0.25, 0.125))
        }

        @Test func invertingASingularMatrixReturnsItUnchanged() {
            let t = CATransform3DMakeScale(0, 1, 1)
            #expect(CATransform3DInvert(t) == t)
        }

        @Test func inverseTimesTransformIsIdentity() {
            var t = CATransform3DMakeRotation(0.7, 1, 2, 3)
            t = CATransform3DTranslate(t, 5, -3, 2)
            t.m34 = -1.0 / 500
            let r = CATransform3DConcat(t, CATransform3DInvert(t))
            let rows = r.rows
            for i in 0..<4 { for j in 0..<4 { #expect(near(rows[i][j], i == j ? 1 : 0, 1e-9)) } }
        }

        @Test func affineDetection() {
            #expect(CATransform3DIsAffine(CATransform3DIdentity))
            #expect(CATransform3DIsAffine(CATransform3DMakeRotation(1, 0, 0, 1)))
            #expect(!CATransform3DIsAffine(CATransform3DMakeTranslation(0, 0, 1)))
            var p = CATransform3DIdentity
            p.m34 = -0.002
            #expect(!CATransform3DIsAffine(p))
            #expect(!CATransform3DIsAffine(CATransform3DMakeRotation(1, 1, 0, 0)))
        }

        @Test func affineRoundTrip() {
            let a = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
            let t = CATransform3DMakeAffineTransform(a)
            #expect(t.m11 == 1 && t.m12 == 2 && t.m21 == 3 && t.m22 == 4 && t.m41 == 5 && t.m42 == 6)
            #expect(t.m33 == 1 && t.m44 == 1 && t.m13 == 0 && t.m43 == 0)
            #expect(CATransform3DGetAffineTransform(t) == a)
        }

        @Test func keyPathFieldsReadTheDecomposition() {
            let r = CATransform3DMakeRotation(.pi / 3, 0, 0, 1)
            #expect(near(r.field("rotation.z") as! CGFloat, .pi / 3))
            #expect(near(r.field("rotation") as! CGFloat, .pi / 3))
            let s = CATransform3DMakeScale(2, 3, 1)
            #expect(near(s.field("scale.x") as! CGFloat, 2))
            #expect(near(s.field("scale.y") as! CGFloat, 3))
            #expect(near(s.field("scale") as! CGFloat, 2)) // (2 + 3 + 1) / 3
            let t = CATransform3DMakeTranslation(7, 8, 9)
            #expect(t.field("translation.x") as! CGFloat == 7)
            #expect(t.field("translation.z") as! CGFloat == 9)
            #expect(t.field("translation") as! CGSize == CGSize(width: 7, height: 8))
        }

        @Test func settingRotationKeepsScale() {
            let t = CATransform3DMakeScale(2, 2, 1).settingField("rotation.z", CGFloat.pi / 2)!
            let p = map(t, 1, 0)
            #expect(near(p.0, 0) && near(p.1, 2))
        }

        @Test func settingUniformScale() {
            let t = CATransform3DIdentity.settingField("scale", 3)!
            #expect(near(t.m11, 3) && near(t.m22, 3) && near(t.m33, 3))
        }

        @Test func settingTranslationKeepsRotation() {
            let t = CATransform3DMakeRotation(.pi / 2, 0, 0, 1).settingField("translation.x", 10)!
            let p = map(t, 1, 0)
            #expect(near(p.0, 10) && near(p.1, 1))
        }
    }
}
