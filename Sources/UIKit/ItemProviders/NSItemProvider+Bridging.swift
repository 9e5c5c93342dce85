import Foundation

// The generic String/URL forms hand their work to these boxes, seen through existentials, so that the @Sendable
// handlers capture no generic metatype (Swift 6 warns of a capture of `T.Type`, which is not Sendable).

/// Gives a loaded Foundation object to a handler of the bridged value type.
protocol BridgedDelivery: Sendable {
    func deliver(_ object: (any NSItemProviderReading)?, _ error: (any Error)?)
}

/// Asks a handler of the bridged value type for a value, and gives it on as its Foundation object.
protocol BridgedRegistration: Sendable {
    func load(_ completion: @escaping @Sendable ((any NSItemProviderWriting)?, (any Error)?) -> Void) -> Progress?
}

extension NSItemProvider {
    struct Delivery<T: _ObjectiveCBridgeable>: BridgedDelivery, @unchecked Sendable {
        let handler: @Sendable (T?, (any Error)?) -> Void

        func deliver(_ object: (any NSItemProviderReading)?, _ error: (any Error)?) {
            guard let object = object as? T._ObjectiveCType else { return handler(nil, error) }
            handler(T._unconditionallyBridgeFromObjectiveC(object), nil)
        }
    }

    struct Forwarder<T: _ObjectiveCBridgeable>: @unchecked Sendable {
        let completion: @Sendable ((any NSItemProviderWriting)?, (any Error)?) -> Void

        @Sendable func forward(_ value: T?, _ error: (any Error)?) {
            completion(value?._bridgeToObjectiveC() as? any NSItemProviderWriting, error)
        }
    }

    struct Registration<T: _ObjectiveCBridgeable>: BridgedRegistration, @unchecked Sendable {
        let handler: @Sendable (@escaping @Sendable (T?, (any Error)?) -> Void) -> Progress?

        func load(_ completion: @escaping @Sendable ((any NSItemProviderWriting)?, (any Error)?) -> Void) -> Progress? {
            handler(Forwarder<T>(completion: completion).forward)
        }
    }
}
