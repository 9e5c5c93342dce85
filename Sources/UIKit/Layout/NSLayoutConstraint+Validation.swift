import Foundation
import QuartzCore

// The constraints Apple refuses when they are made, with Apple's exception texts. Refused here too, where they
// are made, so that no NaN or meaningless equation ever reaches the solver and, through it, a frame.
extension NSLayoutConstraint {
    private enum AttributeKind: Equatable { case horizontalLocation, verticalLocation, dimension, none }

    private static func kind(of attribute: Attribute) -> AttributeKind {
        switch attribute {
        case .left, .right, .leading, .trailing, .centerX, .leftMargin, .rightMargin, .leadingMargin,
             .trailingMargin, .centerXWithinMargins:
            return .horizontalLocation
        case .top, .bottom, .centerY, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin, .centerYWithinMargins:
            return .verticalLocation
        case .width, .height:
            return .dimension
        case .notAnAttribute:
            return .none
        }
    }

    private static func isDirectional(_ a: Attribute) -> Bool? {
        switch a {
        case .leading, .trailing, .leadingMargin, .trailingMargin: return true
        case .left, .right, .leftMargin, .rightMargin: return false
        default: return nil
        }
    }

    private static let factory = "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: "

    func validateAsApple() {
        let first = Self.kind(of: firstAttribute)
        let second = Self.kind(of: secondAttribute)
        let isLocation = first == .horizontalLocation || first == .verticalLocation
        if !constantStorage.isFinite { raiseNonFiniteConstant(constantStorage) }
        if !multiplier.isFinite {
            UncaughtException.raise("NSInvalidArgumentException", reason: "NSLayoutConstraint multiplier is not finite: \(UncaughtException.format(multiplier))") // Linux: Apple documents no text for this
        }
        if isLocation && (secondItemRef == nil || multiplier == 0) {
            UncaughtException.raise("NSInvalidArgumentException", reason: Self.factory + "A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs.")
        }
        guard secondItemRef != nil, second != .none else { return }
        if (isLocation || second != .dimension) && first != second {
            UncaughtException.raise("NSInvalidArgumentException", reason: Self.factory + "Invalid pairing of layout attributes.")
        }
        if let a = Self.isDirectional(firstAttribute), let b = Self.isDirectional(secondAttribute), a != b {
            UncaughtException.raise("NSInvalidArgumentException", reason: Self.factory + "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither.")
        }
    }

    /// Whether a constraint with these values would be made without the exceptions validateAsApple raises:
    /// for a document loader, which leaves out what a damaged document describes instead of ending the app.
    static func isLegalAsApple(firstAttribute: Attribute, secondItem: AnyObject?, secondAttribute: Attribute,
                               multiplier: CGFloat, constant: CGFloat) -> Bool {
        let first = kind(of: firstAttribute)
        let second = kind(of: secondAttribute)
        let isLocation = first == .horizontalLocation || first == .verticalLocation
        guard constant.isFinite, multiplier.isFinite else { return false }
        if isLocation && (secondItem == nil || multiplier == 0) { return false }
        guard secondItem != nil, second != .none else { return true }
        if (isLocation || second != .dimension) && first != second { return false }
        if let a = isDirectional(firstAttribute), let b = isDirectional(secondAttribute), a != b { return false }
        return true
    }

    func raiseNonFiniteConstant(_ value: CGFloat) -> Never {
        let second = secondItemRef.map { NSLayoutAnchor<AnyObject>(item: $0, attribute: secondAttribute).description } ?? "(null)"
        let first = firstItemRef.map { NSLayoutAnchor<AnyObject>(item: $0, attribute: firstAttribute).description } ?? "(null)"
        UncaughtException.raise("NSInternalInconsistencyException", reason: "NSLayoutConstraint constant is not finite!  That's illegal.  constant:\(UncaughtException.format(value)) firstAnchor:\(first) secondAnchor:\(second)")
    }
}
