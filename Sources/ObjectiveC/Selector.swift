import Foundation

/// The name of a method, as Objective-C's `SEL`: `"tapped:"`, `"method:with:"`, `"property"`. Two selectors
/// with the same name are equal, whatever else they carry.
///
/// Linux: without the Objective-C runtime a name alone cannot find a method, so a selector usually also
/// carries the method it names, given as an unapplied method reference:
///
///     Selector("tapped:", ViewController.tapped(_:))        // what `#selector(tapped(_:))` becomes
///     Selector("method:with:", Model.method(_:with:))
///     Selector("title", { (o: Model) in { o.title } })      // a getter: `#selector(getter: title)`
///
/// `openuikit-port` writes these from `#selector(…)`. The method may take no argument, one (the sender),
/// or two (the sender and the event), Apple's action arities; `invoke(on:with:with:)` passes as many as it
/// takes. The method may be main-actor isolated (UIKit subclasses are): its invoker then runs on the main
/// actor, as UIKit's actions do. Making such a selector also records the method under its name for the
/// method's class, so that `responds(to:)`, `perform(_:)` and a name-only `Selector("tapped:")` find it on
/// instances of that class and of its subclasses (Objective-C's dispatch by name).
public struct Selector: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible,
    ExpressibleByStringLiteral
{
    /// The selector's name, as Apple spells it (`"tableView:didSelectRowAtIndexPath:"`).
    public let name: String
    /// The method this selector was made from, if any. Not part of equality.
    let method: SelectorMethod?

    /// A selector with only a name, as `Selector("foo:")` on iOS; it reaches methods by name (see the type).
    public init(_ name: String) {
        self.name = name
        method = nil
    }

    /// A selector with only a name, from a string literal, as on iOS.
    public init(stringLiteral name: String) { self.init(name) }

    init(name: String, method: SelectorMethod) {
        self.name = name
        self.method = method
        SelectorRegistry.shared.record(name: name, method: method)
    }

    public static func == (lhs: Selector, rhs: Selector) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
    public var description: String { name }
    public var debugDescription: String { name }

    /// The number of arguments the name promises: its colons (`"a:b:"` takes 2).
    // Linux:
    public var argumentCount: Int { name.reduce(0) { $0 + ($1 == ":" ? 1 : 0) } }
}

// MARK: Selectors made from methods (Linux:)

extension Selector {
    /// A selector for a method that takes no argument (`#selector(refresh)`).
    // Linux:
    public init<Target, Result>(_ name: String, _ method: @escaping (Target) -> () throws -> Result) {
        self.init(name: name, method: SelectorMethod(Target.self, arity: 0) { target, _, _ in
            try method(target as! Target)()
        })
    }

    /// A selector for a method that takes one argument, usually the sender (`#selector(tapped(_:))`).
    // Linux:
    public init<Target, Argument, Result>(_ name: String, _ method: @escaping (Target) -> (Argument) throws -> Result) {
        self.init(name: name, method: SelectorMethod(Target.self, arity: 1) { target, first, _ in
            try method(target as! Target)(SelectorMethod.argument(first, as: Argument.self, name: name, target: target))
        })
    }

    /// A selector for a method that takes two arguments, usually the sender and the event
    /// (`#selector(tapped(_:for:))`).
    // Linux:
    public init<Target, First, Second, Result>(_ name: String, _ method: @escaping (Target) -> (First, Second) throws -> Result) {
        self.init(name: name, method: SelectorMethod(Target.self, arity: 2) { target, first, second in
            try method(target as! Target)(SelectorMethod.argument(first, as: First.self, name: name, target: target),
                                          SelectorMethod.argument(second, as: Second.self, name: name, target: target))
        })
    }

    /// A selector for a main-actor isolated method that takes no argument; it is invoked on the main actor.
    // Linux:
    public init<Target, Result>(_ name: String, _ method: @escaping (Target) -> @MainActor () throws -> Result) {
        nonisolated(unsafe) let method = method
        self.init(name: name, method: SelectorMethod(Target.self, arity: 0, mainActor: true) { target, _, _ in
            nonisolated(unsafe) let target = target as! Target
            return try SelectorMethod.onMainActor { try method(target)() }
        })
    }

    /// A selector for a main-actor isolated method that takes one argument; it is invoked on the main actor.
    // Linux:
    public init<Target, Argument, Result>(_ name: String, _ method: @escaping (Target) -> @MainActor (Argument) throws -> Result) {
        nonisolated(unsafe) let method = method
        self.init(name: name, method: SelectorMethod(Target.self, arity: 1, mainActor: true) { target, first, _ in
            nonisolated(unsafe) let argument = SelectorMethod.argument(first, as: Argument.self, name: name, target: target)
            nonisolated(unsafe) let target = target as! Target
            return try SelectorMethod.onMainActor { try method(target)(argument) }
        })
    }

    /// A selector for a main-actor isolated method that takes two arguments; it is invoked on the main actor.
    // Linux:
    public init<Target, First, Second, Result>(_ name: String,
                                               _ method: @escaping (Target) -> @MainActor (First, Second) throws -> Result) {
        nonisolated(unsafe) let method = method
        self.init(name: name, method: SelectorMethod(Target.self, arity: 2, mainActor: true) { target, first, second in
            nonisolated(unsafe) let a = SelectorMethod.argument(first, as: First.self, name: name, target: target)
            nonisolated(unsafe) let b = SelectorMethod.argument(second, as: Second.self, name: name, target: target)
            nonisolated(unsafe) let target = target as! Target
            return try SelectorMethod.onMainActor { try method(target)(a, b) }
        })
    }
}

// MARK: Sending (Linux:)

extension Selector {
    /// Whether `target` has a method for this selector: the one it was made from, when `target` is an
    /// instance of that method's type, or another recorded under the same name for `target`'s class.
    // Linux:
    public func isImplemented(by target: AnyObject) -> Bool { resolvedMethod(for: target) != nil }

    /// Calls this selector's method on `target`, passing as many of `first` (the sender) and `second` (the
    /// event) as the method takes, and returns what the method returns (nil for Void, or when it throws).
    /// A target without the method traps with Apple's message ("unrecognized selector sent to instance").
    // Linux:
    @discardableResult
    public func invoke(on target: AnyObject, with first: Any? = nil, with second: Any? = nil) -> Any? {
        guard let method = resolvedMethod(for: target) else {
            fatalError("-[\(type(of: target)) \(name)]: unrecognized selector sent to instance \(Unmanaged.passUnretained(target).toOpaque())")
        }
        return method.call(target, first, second)
    }

    /// The method that `target` runs for this selector, or nil.
    func resolvedMethod(for target: AnyObject) -> SelectorMethod? {
        if let method, method.accepts(target) { return method }
        return SelectorRegistry.shared.method(named: name, for: target)
    }
}
