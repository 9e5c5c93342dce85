internal import CSwiftRuntimeShim
import Foundation

/// Makes instances of a class known only by its metatype through a designated initializer that is not
/// `required`, as Objective-C's `[[cls alloc] init]` does on Apple's platforms.
///
/// Swift only lets `metatype.init()` call `required` initializers, but every designated initializer of a
/// class has a vtable slot for its allocating entry point, which a subclass's `override init` replaces (and a
/// subclass that does not inherit the initializer fills with Swift's "use of unimplemented initializer"
/// trap, which is also what Apple's runtime does). The slot's position comes from the declaring class's
/// context descriptor (Swift's stable ABI); the call is made in the Swift calling convention by a C shim.
package enum ClassInitializers {
    /// The word offset, from a class metadata's address point, of the vtable slot of the `ordinal`-th
    /// initializer declared (not overridden) by `declaringClass`, in declaration order.
    package static func initializerSlot(of declaringClass: AnyClass, ordinal: Int) -> Int? {
        let metadata = unsafeBitCast(declaringClass, to: UnsafeRawPointer.self)
        // Class metadata without Objective-C interop: kind, superclass, flags/instance address point,
        // instance size/alignment, class size/address point, then the nominal type descriptor.
        let descriptor = metadata.load(fromByteOffset: 5 * MemoryLayout<UInt>.size, as: UnsafeRawPointer.self)
        let flags = descriptor.load(as: UInt32.self)
        guard flags & 0x1F == 16 else { return nil }            // a class descriptor
        guard flags & 0x80 == 0 else { return nil }             // not generic (trailing generic header)
        let typeFlags = flags >> 16
        guard typeFlags & (1 << 15) != 0 else { return nil }    // has a vtable
        var offset = 44                                          // the fixed fields of a class descriptor
        if typeFlags & (1 << 13) != 0 { offset += 4 }            // resilient superclass reference
        switch typeFlags & 0x3 {
        case 1: offset += 12                                     // singleton metadata initialization
        case 2: offset += 4                                      // foreign metadata initialization
        default: break
        }
        let vtableOffset = Int(descriptor.load(fromByteOffset: offset, as: UInt32.self))
        let vtableSize = Int(descriptor.load(fromByteOffset: offset + 4, as: UInt32.self))
        var seen = 0
        for i in 0..<vtableSize {
            let methodFlags = descriptor.load(fromByteOffset: offset + 8 + i * 8, as: UInt32.self)
            guard methodFlags & 0xF == 1 else { continue }        // an initializer
            if seen == ordinal { return vtableOffset + i }
            seen += 1
        }
        return nil
    }

    /// The implementation in `cls`'s vtable at a slot found by `initializerSlot(of:ordinal:)`.
    static func implementation(in cls: AnyClass, slot: Int) -> UnsafeRawPointer {
        let metadata = unsafeBitCast(cls, to: UnsafeRawPointer.self)
        return metadata.load(fromByteOffset: slot * MemoryLayout<UInt>.size, as: UnsafeRawPointer.self)
    }

    /// `cls.init()` through the vtable slot `slot` (an initializer without arguments declared by a superclass).
    package static func make(_ cls: AnyClass, slot: Int) -> AnyObject {
        let function = implementation(in: cls, slot: slot)
        let object = oui_swift_call_allocating_init0(function, unsafeBitCast(cls, to: UnsafeRawPointer.self))
        return Unmanaged<AnyObject>.fromOpaque(object).takeRetainedValue()
    }

    /// `cls.init(x)` through the vtable slot `slot` (an initializer of one `Any` argument).
    package static func make(_ cls: AnyClass, slot: Int, any argument: Any) -> AnyObject {
        let function = implementation(in: cls, slot: slot)
        let box = UnsafeMutablePointer<Any>.allocate(capacity: 1)
        box.initialize(to: argument)
        defer { box.deallocate() }                               // the initializer consumed the value (@in)
        let object = oui_swift_call_allocating_init1_any(function, box, unsafeBitCast(cls, to: UnsafeRawPointer.self))
        return Unmanaged<AnyObject>.fromOpaque(object).takeRetainedValue()
    }

    /// The slot of NSObject's `init()`, which every NSObject subclass's `init()` overrides.
    package static let nsObjectInit: Int = {
        guard let slot = initializerSlot(of: NSObject.self, ordinal: 0) else {
            fatalError("OpenUIKit: NSObject.init() not found in Foundation's class metadata")
        }
        return slot
    }()

    /// Makes an instance of an NSObject subclass with its `init()`, as `[[cls alloc] init]` does.
    package static func makeObject<T: NSObject>(_ cls: T.Type) -> T {
        if cls == NSObject.self { return NSObject() as! T }
        return make(cls, slot: nsObjectInit) as! T
    }
}
