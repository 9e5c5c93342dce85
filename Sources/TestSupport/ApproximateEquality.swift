import Foundation
import CoreGraphics

// Approximate equality for tests. `near` is for values that should agree to rounding (default 1e-6);
// `close` is for animated values checked against closed forms worked out by hand (default 1e-3).

public func near(_ a: CGFloat, _ b: CGFloat, _ eps: CGFloat = 1e-6) -> Bool { abs(a - b) <= eps }
public func near(_ a: Double, _ b: Double, _ eps: Double = 1e-6) -> Bool { abs(a - b) <= eps }
public func near(_ a: Float, _ b: Float, _ eps: Float = 1e-5) -> Bool { abs(a - b) <= eps }
public func near(_ a: CGPoint, _ b: CGPoint, _ eps: CGFloat = 1e-6) -> Bool { near(a.x, b.x, eps) && near(a.y, b.y, eps) }
public func near(_ a: CGSize, _ b: CGSize, _ eps: CGFloat = 1e-6) -> Bool { near(a.width, b.width, eps) && near(a.height, b.height, eps) }
public func near(_ a: CGRect, _ b: CGRect, _ eps: CGFloat = 1e-6) -> Bool { near(a.origin, b.origin, eps) && near(a.size, b.size, eps) }

/// Whether two pixels (or any lists of channel values) agree channel by channel within `tolerance`.
public func near<T: BinaryInteger>(_ a: [T], _ b: [T], _ tolerance: Int = 2) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs(Int($0) - Int($1)) <= tolerance }
}

public func close(_ a: CGFloat, _ b: Double, _ tol: Double = 1e-3) -> Bool { abs(Double(a) - b) <= tol }
public func close(_ a: Float, _ b: Double, _ tol: Double = 1e-3) -> Bool { abs(Double(a) - b) <= tol }
public func close(_ a: Double, _ b: Double, _ tol: Double = 1e-3) -> Bool { abs(a - b) <= tol }
