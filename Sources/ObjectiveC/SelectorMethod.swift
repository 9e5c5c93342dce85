import Foundation

/// A method a selector was made from, with its type erased: whom it accepts and how to call it.
final class SelectorMethod: @unchecked Sendable {
    /// How many arguments the method takes (0, 1 or 2).
    let arity: Int
    /// Whether the method is main-actor isolated.
    let isMainActor: Bool
    /// The method's type, for the registry: one method per name and type.
    let typeIdentifier: ObjectIdentifier
    private let isInstance: (AnyObject) -> Bool
    private let body: (AnyObject, Any?, Any?) throws -> Any

    init<Target>(_ type: Target.Type, arity: Int, mainActor: Bool = false,
                 body: @escaping (AnyObject, Any?, Any?) throws -> Any) {
        self.arity = arity
        isMainActor = mainActor
        typeIdentifier = ObjectIdentifier(type)
        isInstance = { $0 is Target }
        self.body = body
    }

    /// Whether `target` is an instance of the method's type (or of a subclass, or a conformer).
    func accepts(_ target: AnyObject) -> Bool { isInstance(target) }

    /// Calls the method; Void and a thrown error give nil.
    func call(_ target: AnyObject, _ first: Any?, _ second: Any?) -> Any? {
        guard let result = try? body(target, first, second) else { return nil }
        if result is Void { return nil }
        return result
    }

    /// `value` as the method's parameter type: nil becomes an optional parameter's nil. A value of another
    /// type traps, as the Objective-C method would have misbehaved with it.
    static func argument<Parameter>(_ value: Any?, as type: Parameter.Type, name: String, target: AnyObject) -> Parameter {
        if let value {
            if let cast = value as? Parameter { return cast }
        } else if let optional = Parameter.self as? any ExpressibleByNilLiteral.Type {
            return optional.init(nilLiteral: ()) as! Parameter
        }
        fatalError("-[\(Swift.type(of: target)) \(name)]: argument \(value.map { "of type \(Swift.type(of: $0))" } ?? "nil") where \(Parameter.self) was expected")
    }

    /// Runs a main-actor isolated call from a context that the caller knows to be the main thread (every
    /// sender of actions and timers on the main run loop is). Off the main thread it traps, as the main-actor
    /// method itself would.
    static func onMainActor<Result>(_ call: @MainActor () throws -> Result) throws -> Result {
        let box: ResultBox<Result> = try MainActor.assumeIsolated {
            ResultBox(try call())
        }
        return box.value
    }

    private final class ResultBox<Value>: @unchecked Sendable {
        let value: Value
        init(_ value: Value) { self.value = value }
    }
}
