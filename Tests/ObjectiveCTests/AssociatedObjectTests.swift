import Foundation
import ObjectiveC
import Testing

nonisolated(unsafe) private var firstKey: UInt8 = 0
nonisolated(unsafe) private var secondKey: UInt8 = 0

private final class Tracked: NSObject {
    let onDeinit: () -> Void
    init(onDeinit: @escaping () -> Void) { self.onDeinit = onDeinit }
    deinit { onDeinit() }
}

private final class Owner: NSObject {
    deinit { _objc_releaseAssociatedObjects(of: ObjectIdentifier(self)) }
}

@_spi(OpenUIKit) import ObjectiveC

@Suite struct AssociatedObjectTests {
    @Test func policiesHaveApplesRawValues() {
        #expect(objc_AssociationPolicy.OBJC_ASSOCIATION_ASSIGN.rawValue == 0)
        #expect(objc_AssociationPolicy.OBJC_ASSOCIATION_RETAIN_NONATOMIC.rawValue == 1)
        #expect(objc_AssociationPolicy.OBJC_ASSOCIATION_COPY_NONATOMIC.rawValue == 3)
        #expect(objc_AssociationPolicy.OBJC_ASSOCIATION_RETAIN.rawValue == 769)
        #expect(objc_AssociationPolicy.OBJC_ASSOCIATION_COPY.rawValue == 771)
    }

    @Test func setGetReplaceAndRemoveByKey() {
        let owner = NSObject()
        #expect(objc_getAssociatedObject(owner, &firstKey) == nil)
        objc_setAssociatedObject(owner, &firstKey, "one", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        objc_setAssociatedObject(owner, &secondKey, 2, .OBJC_ASSOCIATION_RETAIN)
        #expect(objc_getAssociatedObject(owner, &firstKey) as? String == "one")
        #expect(objc_getAssociatedObject(owner, &secondKey) as? Int == 2)
        #expect(objc_getAssociatedObject(NSObject(), &firstKey) == nil)
        objc_setAssociatedObject(owner, &firstKey, "uno", .OBJC_ASSOCIATION_COPY)
        #expect(objc_getAssociatedObject(owner, &firstKey) as? String == "uno")
        objc_setAssociatedObject(owner, &firstKey, nil, .OBJC_ASSOCIATION_RETAIN)
        #expect(objc_getAssociatedObject(owner, &firstKey) == nil)
        objc_removeAssociatedObjects(owner)
        #expect(objc_getAssociatedObject(owner, &secondKey) == nil)
    }

    @Test func retainKeepsTheValueAndReplacingReleasesIt() {
        let owner = NSObject()
        var released = false
        objc_setAssociatedObject(owner, &firstKey, Tracked { released = true }, .OBJC_ASSOCIATION_RETAIN)
        #expect(!released)
        #expect(objc_getAssociatedObject(owner, &firstKey) is Tracked)
        objc_setAssociatedObject(owner, &firstKey, nil, .OBJC_ASSOCIATION_RETAIN)
        #expect(released)
    }

    @Test func assignDoesNotKeepTheValue() {
        let owner = NSObject()
        var released = false
        objc_setAssociatedObject(owner, &firstKey, Tracked { released = true }, .OBJC_ASSOCIATION_ASSIGN)
        #expect(released)
        #expect(objc_getAssociatedObject(owner, &firstKey) == nil)
        let kept = NSObject()
        objc_setAssociatedObject(owner, &secondKey, kept, .OBJC_ASSOCIATION_ASSIGN)
        #expect(objc_getAssociatedObject(owner, &secondKey) as? NSObject === kept)
    }

    @Test func copyStoresACopy() {
        let owner = NSObject()
        let original = NSMutableString(string: "draft")
        objc_setAssociatedObject(owner, &firstKey, original, .OBJC_ASSOCIATION_COPY_NONATOMIC)
        original.append(" changed")
        let stored = objc_getAssociatedObject(owner, &firstKey) as? NSString
        #expect(stored == "draft")
        #expect(stored !== original)
    }

    @Test func valuesAreReleasedWithAnOwnerThatReleasesThemInItsDeinit() {
        var released = false
        do {
            let owner = Owner()
            objc_setAssociatedObject(owner, &firstKey, Tracked { released = true }, .OBJC_ASSOCIATION_RETAIN)
        }
        #expect(released)
    }

    @Test func valuesOfAnyOtherDeadOwnerAreReleasedByTheNextSweep() {
        var released = false
        do {
            let owner = NSObject()
            objc_setAssociatedObject(owner, &firstKey, Tracked { released = true }, .OBJC_ASSOCIATION_RETAIN)
        }
        let other = NSObject()
        for _ in 0..<64 { objc_setAssociatedObject(other, &secondKey, 1, .OBJC_ASSOCIATION_RETAIN) }
        #expect(released)
    }

    @Test func aNewObjectAtADeadOnesAddressSeesNoValues() {
        // Owners made and dropped in a loop reuse addresses; none may see another's value.
        for i in 0..<200 {
            let owner = NSObject()
            #expect(objc_getAssociatedObject(owner, &firstKey) == nil)
            objc_setAssociatedObject(owner, &firstKey, i, .OBJC_ASSOCIATION_RETAIN)
        }
    }

    @Test func concurrentUseIsSafe() async {
        let owners = (0..<8).map { _ in NSObject() }
        nonisolated(unsafe) let shared = owners
        await withTaskGroup(of: Void.self) { group in
            for t in 0..<8 {
                group.addTask {
                    for i in 0..<500 {
                        let owner = shared[(t + i) % shared.count]
                        objc_setAssociatedObject(owner, &firstKey, i, .OBJC_ASSOCIATION_RETAIN)
                        _ = objc_getAssociatedObject(owner, &firstKey)
                    }
                }
            }
        }
        for owner in owners { #expect(objc_getAssociatedObject(owner, &firstKey) is Int) }
    }
}
