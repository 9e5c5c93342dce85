import Testing
import Foundation
@testable import QuartzCore
import TestSupport

extension QC {
    @Suite @MainActor struct TimingFunctions {
        func points(_ f: CAMediaTimingFunction) -> [CGPoint] { (0...3).map { f.controlPoint(at: $0) } }

        @Test func namedControlPoints() {
            func cp(_ n: CAMediaTimingFunctionName) -> (CGPoint, CGPoint) {
                let f = CAMediaTimingFunction(name: n)
                return (f.controlPoint(at: 1), f.controlPoint(at: 2))
            }
            #expect(cp(.linear) == (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1)))
            #expect(near(cp(.easeIn).0, CGPoint(x: 0.42, y: 0), 1e-6) && cp(.easeIn).1 == CGPoint(x: 1, y: 1))
            #expect(cp(.easeOut).0 == CGPoint(x: 0, y: 0) && near(cp(.easeOut).1, CGPoint(x: 0.58, y: 1), 1e-6))
            #expect(near(cp(.easeInEaseOut).0, CGPoint(x: 0.42, y: 0), 1e-6) && near(cp(.easeInEaseOut).1, CGPoint(x: 0.58, y: 1), 1e-6))
            #expect(near(cp(.default).0, CGPoint(x: 0.25, y: 0.1), 1e-6) && near(cp(.default).1, CGPoint(x: 0.25, y: 1), 1e-6))
        }

        @Test func endControlPointsAreFixed() {
            let f = CAMediaTimingFunction(controlPoints: 0.1, 0.2, 0.3, 0.4)
            var v: [Float] = [9, 9]
            f.getControlPoint(at: 0, values: &v)
            #expect(v == [0, 0])
            f.getControlPoint(at: 3, values: &v)
            #expect(v == [1, 1])
            f.getControlPoint(at: 2, values: &v)
            #expect(v == [0.3, 0.4])
        }

        @Test func rawNames() {
            #expect(CAMediaTimingFunctionName.linear.rawValue == "linear")
            #expect(CAMediaTimingFunctionName.easeIn.rawValue == "easeIn")
            #expect(CAMediaTimingFunctionName.easeOut.rawValue == "easeOut")
            #expect(CAMediaTimingFunctionName.easeInEaseOut.rawValue == "easeInEaseOut")
            #expect(CAMediaTimingFunctionName.default.rawValue == "default")
            #expect(CAMediaTimingFillMode.forwards.rawValue == "forwards")
            #expect(CAMediaTimingFillMode.backwards.rawValue == "backwards")
            #expect(CAMediaTimingFillMode.both.rawValue == "both")
            #expect(CAMediaTimingFillMode.removed.rawValue == "removed")
        }

        @Test func linearIsTheIdentity() {
            let f = CAMediaTimingFunction(name: .linear)
            for t in [0.0, 0.1, 0.3, 0.77, 1] { #expect(near(f.solve(t), t, 1e-12)) }
        }

        @Test func easeInEaseOutIsSymmetric() {
            let f = CAMediaTimingFunction(name: .easeInEaseOut)
            // Control points are Floats, as Apple's, so symmetry holds to float precision.
            #expect(near(f.solve(0.5), 0.5, 1e-6))
            for t in [0.1, 0.2, 0.35] { #expect(near(f.solve(t) + f.solve(1 - t), 1, 1e-6)) }
        }

        @Test func endsAreFixedAndInputIsClamped() {
            let f = CAMediaTimingFunction(name: .default)
            #expect(f.solve(0) == 0 && f.solve(1) == 1)
            #expect(f.solve(-2) == 0 && f.solve(3) == 1)
        }

        @Test(arguments: [CAMediaTimingFunctionName.easeIn, .easeOut, .easeInEaseOut, .default])
        func matchesAnIndependentBezierSolution(_ name: CAMediaTimingFunctionName) {
            let f = CAMediaTimingFunction(name: name)
            let p1 = f.controlPoint(at: 1), p2 = f.controlPoint(at: 2)
            for t in stride(from: 0.05, to: 1, by: 0.1) {
                #expect(near(f.solve(t), bezierEase((Double(p1.x), Double(p1.y)), (Double(p2.x), Double(p2.y)), t), 1e-6))
            }
        }

        @Test func easeInLagsAndEaseOutLeads() {
            let i = CAMediaTimingFunction(name: .easeIn), o = CAMediaTimingFunction(name: .easeOut)
            for t in [0.2, 0.5, 0.8] {
                #expect(i.solve(t) < t)
                #expect(o.solve(t) > t)
            }
        }

        @Test func steepCurveUsesTheBisectionFallback() {
            // x'(s) vanishes at the ends of this curve; the solution must still satisfy x(s) = t.
            let f = CAMediaTimingFunction(controlPoints: 1, 0, 0, 1)
            for t in [0.01, 0.2, 0.99] {
                #expect(near(f.solve(t), bezierEase((1, 0), (0, 1), t), 1e-6))
            }
            // x(0.5) = 0.375 + 0.125 = 0.5 and y(0.5) = 0.5, where x'(s) = 0.
            #expect(near(f.solve(0.5), 0.5, 1e-3))
        }

        @Test func equalityByControlPoints() {
            #expect(CAMediaTimingFunction(name: .easeIn).isEqual(CAMediaTimingFunction(controlPoints: 0.42, 0, 1, 1)))
            #expect(!CAMediaTimingFunction(name: .easeIn).isEqual(CAMediaTimingFunction(name: .easeOut)))
        }
    }

    @Suite @MainActor struct TimingModelTests {
        func model(_ configure: (CABasicAnimation) -> Void) -> TimingModel {
            let a = CABasicAnimation()
            a.duration = 1
            configure(a)
            return TimingModel(a)
        }

        @Test func localTimeFormula() {
            let m = model { $0.beginTime = 2; $0.speed = 3; $0.timeOffset = 0.5 }
            #expect(m.localTime(4) == (4 - 2) * 3 + 0.5)
        }

        @Test func fractionWithinOneIteration() {
            let m = model { $0.duration = 2 }
            #expect(m.sample(at: 1)?.fraction == 0.5)
        }

        @Test func beforeBeginTimeIsRemovedUnlessFillingBackwards() {
            #expect(model { $0.beginTime = 1 }.sample(at: 0.5) == nil)
            #expect(model { $0.beginTime = 1; $0.fillMode = .backwards }.sample(at: 0.5)?.fraction == 0)
            #expect(model { $0.beginTime = 1; $0.fillMode = .both }.sample(at: 0.5)?.fraction == 0)
            #expect(model { $0.beginTime = 1; $0.fillMode = .forwards }.sample(at: 0.5) == nil)
        }

        @Test func afterTheEndIsRemovedUnlessFillingForwards() {
            #expect(model { _ in }.sample(at: 1.5) == nil)
            #expect(model { $0.fillMode = .forwards }.sample(at: 1.5)?.fraction == 1)
            #expect(model { $0.fillMode = .both }.sample(at: 1.5)?.fraction == 1)
            #expect(model { $0.fillMode = .backwards }.sample(at: 1.5) == nil)
        }

        @Test func speedScalesLocalTime() {
            #expect(model { $0.speed = 2 }.sample(at: 0.25)?.fraction == 0.5)
        }

        @Test func timeOffsetShiftsLocalTime() {
            #expect(model { $0.duration = 2; $0.timeOffset = 0.5 }.sample(at: 0)?.fraction == 0.25)
        }

        @Test func repeatCountRepeatsIterations() {
            let m = model { $0.repeatCount = 2 }
            #expect(m.sample(at: 1.25) == TimingSample(fraction: 0.25, iteration: 1, simpleTime: 0.25))
            #expect(m.activeDuration == 2)
            #expect(m.sample(at: 2.5) == nil)
        }

        @Test func fractionalRepeatCountEndsMidIteration() {
            let m = model { $0.repeatCount = 1.5; $0.fillMode = .forwards }
            #expect(m.sample(at: 1.25)?.fraction == 0.25)
            #expect(m.activeDuration == 1.5)
            #expect(m.sample(at: 3)?.fraction == 0.5)
        }

        @Test func autoreversePlaysBackwards() {
            let m = model { $0.autoreverses = true; $0.fillMode = .forwards }
            #expect(m.sample(at: 0.25)?.fraction == 0.25)
            #expect(m.sample(at: 1.25)?.fraction == 0.75)
            #expect(m.sample(at: 1.5)?.fraction == 0.5)
            #expect(m.activeDuration == 2)
            #expect(m.sample(at: 3)?.fraction == 0) // ends where it began
        }

        @Test func autoreverseWithRepeats() {
            let m = model { $0.autoreverses = true; $0.repeatCount = 2 }
            #expect(m.activeDuration == 4)
            #expect(m.sample(at: 2.25) == TimingSample(fraction: 0.25, iteration: 1, simpleTime: 0.25))
        }

        @Test func autoreverseWithFractionalRepeatEndsAtTheFarEnd() {
            let m = model { $0.autoreverses = true; $0.repeatCount = 1.5; $0.fillMode = .forwards }
            #expect(m.activeDuration == 3)
            #expect(m.sample(at: 2.5)?.fraction == 0.5)
            #expect(m.sample(at: 10)?.fraction == 1)
        }

        @Test func repeatDurationLimitsTheActiveTime() {
            let m = model { $0.repeatDuration = 2.5; $0.fillMode = .forwards }
            #expect(m.activeDuration == 2.5)
            #expect(m.sample(at: 2.25)?.fraction == 0.25)
            #expect(m.sample(at: 3)?.fraction == 0.5)
        }

        @Test func infiniteRepeatNeverFinishes() {
            let m = model { $0.repeatCount = .infinity }
            #expect(!m.isFinished(at: 1e6))
            #expect(m.sample(at: 1000.5)?.fraction == 0.5)
        }

        @Test func speedZeroWithTimeOffsetIsPaused() {
            let m = model { $0.speed = 0; $0.timeOffset = 0.75 }
            #expect(m.sample(at: 0)?.fraction == 0.75)
            #expect(m.sample(at: 500)?.fraction == 0.75)
            #expect(!m.isFinished(at: 500))
        }

        @Test func finishesAtTheEndOfTheActiveDuration() {
            let m = model { _ in }
            #expect(!m.isFinished(at: 0.99))
            #expect(m.isFinished(at: 1))
        }

        @Test func mediaTimingProtocolDefaults() {
            let a = CABasicAnimation()
            #expect(a.beginTime == 0 && a.duration == 0 && a.speed == 1 && a.timeOffset == 0)
            #expect(a.repeatCount == 0 && a.repeatDuration == 0 && !a.autoreverses && a.fillMode == .removed)
            #expect(a.isRemovedOnCompletion && a.timingFunction == nil && a.delegate == nil)
            let l = CALayer()
            #expect(l.beginTime == 0 && l.speed == 1 && l.timeOffset == 0 && l.fillMode == .removed)
        }
    }
}
