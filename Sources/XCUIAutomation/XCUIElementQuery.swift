import Foundation

/// A query for elements of the app's accessibility tree. It runs again, against a new snapshot of the app,
/// each time something asks for its elements (Apple's queries are lazy in the same way).
@preconcurrency @MainActor
open class XCUIElementQuery: NSObject, XCUIElementTypeQueryProvider, DescendantQuerySource {
    enum Step {
        /// The elements under the input (`children`: one level only) of a type (`.any`: every type).
        case descendants(XCUIElement.ElementType)
        case children(XCUIElement.ElementType)
        /// The input elements passing a test.
        case filter((ElementSnapshot) -> Bool)
        /// The input elements that have an element of a type passing a test under them.
        case containing(XCUIElement.ElementType, (ElementSnapshot) -> Bool)
    }

    enum Input {
        /// The elements this query starts from are those of an element (its subtree).
        case element(XCUIElement)
        case query(XCUIElementQuery)
    }

    let input: Input
    let step: Step
    /// As Xcode describes a query step: "Descendants matching type Button", "Elements matching predicate …".
    let stepDescription: String

    /// The element type the query's matches have, when a typed step said (for "Failed to tap "x" Button").
    let typeHint: XCUIElement.ElementType?
    /// The identifier a subscript or matching(identifier:) asked for.
    let identifierKey: String?

    init(input: Input, step: Step, description: String, typeHint: XCUIElement.ElementType? = nil, identifierKey: String? = nil) {
        self.input = input
        self.step = step
        self.stepDescription = description
        switch step {
        case .descendants(let t), .children(let t): self.typeHint = t == .any ? nil : t
        default:
            if typeHint != nil { self.typeHint = typeHint } else if case .query(let q) = input { self.typeHint = q.typeHint } else { self.typeHint = nil }
        }
        self.identifierKey = identifierKey
    }

    /// How Xcode names the query's element in an activity: "\"Log In\" Button", "Button".
    var activityName: String {
        let type = typeHint?.displayName ?? "Element"
        return identifierKey.map { "\"\($0)\" \(type)" } ?? type
    }

    /// Xcode's way of printing a query in failures: its address.
    var pointerDescription: String { "<XCUIElementQuery: \(Unmanaged.passUnretained(self).toOpaque())>" }

    var application: XCUIApplication {
        switch input {
        case .element(let e): return e.application
        case .query(let q): return q.application
        }
    }

    /// The elements this query finds in `root` (a snapshot of the application), in tree order.
    func resolve(in root: ElementSnapshot) -> [ElementSnapshot] {
        let from: [ElementSnapshot]
        switch input {
        case .element(let e):
            guard let node = e.resolveFirst(in: root) else { return [] }
            from = [node]
        case .query(let q): from = q.resolve(in: root)
        }
        return XCUIElementQuery.apply(step, to: from)
    }

    private static func apply(_ step: Step, to input: [ElementSnapshot]) -> [ElementSnapshot] {
        var seen = Set<ObjectIdentifier>()
        var result: [ElementSnapshot] = []
        func add(_ e: ElementSnapshot) { if seen.insert(ObjectIdentifier(e)).inserted { result.append(e) } }
        switch step {
        case .descendants(let type):
            for e in input { for d in e.descendants where type == .any || d.elementType == type { add(d) } }
        case .children(let type):
            for e in input { for c in e.children where type == .any || c.elementType == type { add(c) } }
        case .filter(let test):
            for e in input where test(e) { add(e) }
        case .containing(let type, let test):
            for e in input where e.descendants.contains(where: { (type == .any || $0.elementType == type) && test($0) }) { add(e) }
        }
        return result
    }

    /// The queries from the application down to this one, as Xcode prints them in failures.
    var chainDescription: String {
        switch input {
        case .element(let e):
            if e is XCUIApplication { return stepDescription }
            return "\(e.locatorDescription) → \(stepDescription)"
        case .query(let q): return "\(q.chainDescription) → \(stepDescription)"
        }
    }

    /// The elements the query started from, for "No matches found … from input {(…)}".
    func inputSummaries(in root: ElementSnapshot) -> [String] {
        switch input {
        case .element(let e): return e.resolveFirst(in: root).map { [$0.summary] } ?? []
        case .query(let q): return q.resolve(in: root).map(\.summary)
        }
    }

    // MARK: Apple's API

    /// The number of matches.
    open var count: Int {
        guard let root = application.snapshotRoot() else { return 0 }
        return resolve(in: root).count
    }

    /// The single match (a failure when there is none or several, when it is used).
    open var element: XCUIElement { XCUIElement(query: self, pick: .unique) }

    /// The first match, without checking that it is the only one.
    open var firstMatch: XCUIElement { XCUIElement(query: self, pick: .first) }

    /// The match at `index`, in tree order.
    open func element(boundBy index: Int) -> XCUIElement { XCUIElement(query: self, pick: .index(index)) }

    /// The element whose identifier (or, when none has it, label) is `key`.
    open func element(matching type: XCUIElement.ElementType, identifier: String?) -> XCUIElement {
        matching(type, identifier: identifier).element
    }

    open func element(matching predicate: NSPredicate) -> XCUIElement { matching(predicate).element }

    /// Every match now, each bound to its index.
    open var allElementsBoundByIndex: [XCUIElement] { (0..<count).map { element(boundBy: $0) } }

    @available(*, deprecated, renamed: "allElementsBoundByIndex")
    open var allElementsBoundByAccessibilityElement: [XCUIElement] { allElementsBoundByIndex }

    /// The match whose identifier is `key` (Apple's subscript also finds labels and titles).
    open subscript(key: String) -> XCUIElement { matching(identifier: key).element }

    /// The matches passing `predicate`, evaluated with the element's attributes (an XCUIElementSnapshot).
    // Linux: swift-corelibs-foundation evaluates block predicates (`NSPredicate { … }`) only; a format
    // predicate ("label CONTAINS 'x'") needs key-value coding, which it lacks (docs/DIFFERENCES.md).
    open func matching(_ predicate: NSPredicate) -> XCUIElementQuery {
        XCUIElementQuery(input: .query(self), step: .filter { predicate.evaluate(with: SnapshotAttributes($0)) },
                         description: "Elements matching predicate '\(XCUIElementQuery.describe(predicate))'")
    }

    /// The matches of type `type` (`.any`: all) whose identifier or label is `identifier` (nil: any).
    open func matching(_ type: XCUIElement.ElementType, identifier: String?) -> XCUIElementQuery {
        let typeStep = type == .any ? self : XCUIElementQuery(input: .query(self), step: .filter { $0.elementType == type },
                                                             description: "Elements matching type \(type.displayName)", typeHint: type)
        guard let identifier else { return typeStep }
        return typeStep.matching(identifier: identifier)
    }

    /// The matches whose identifier, or label, is `identifier`.
    open func matching(identifier: String) -> XCUIElementQuery {
        XCUIElementQuery(input: .query(self), step: .filter { XCUIElementQuery.matches($0, identifier) },
                         description: "Elements matching predicate '\"\(identifier)\" IN identifiers'", identifierKey: identifier)
    }

    /// The matches with an element of `type` under them whose identifier or label is `identifier`.
    open func containing(_ type: XCUIElement.ElementType, identifier: String?) -> XCUIElementQuery {
        XCUIElementQuery(input: .query(self), step: .containing(type) { identifier == nil || XCUIElementQuery.matches($0, identifier!) },
                         description: "Elements containing elements matching type \(type.displayName)"
                            + (identifier.map { " and identifier '\($0)'" } ?? ""))
    }

    /// The matches with an element under them passing `predicate`.
    open func containing(_ predicate: NSPredicate) -> XCUIElementQuery {
        XCUIElementQuery(input: .query(self), step: .containing(.any) { predicate.evaluate(with: SnapshotAttributes($0)) },
                         description: "Elements containing elements matching predicate '\(XCUIElementQuery.describe(predicate))'")
    }

    open func descendants(matching type: XCUIElement.ElementType) -> XCUIElementQuery {
        XCUIElementQuery(input: .query(self), step: .descendants(type), description: "Descendants matching type \(type.displayName)")
    }

    func descendantsQuery(_ type: XCUIElement.ElementType) -> XCUIElementQuery { descendants(matching: type) }

    open func children(matching type: XCUIElement.ElementType) -> XCUIElementQuery {
        XCUIElementQuery(input: .query(self), step: .children(type), description: "Children matching type \(type.displayName)")
    }

    /// The app's elements the query matches now, printed as a tree.
    open override var debugDescription: String { MainActor.assumeIsolated { queryDebugDescription } }

    private var queryDebugDescription: String {
        guard let root = application.snapshotRoot() else { return "Find: \(chainDescription)\n(the application is not running)" }
        return "Find: \(chainDescription)\nOutput: {\n" + resolve(in: root).map { "  " + $0.summary }.joined(separator: "\n") + "\n}"
    }

    open override var description: String { MainActor.assumeIsolated { "XCUIElementQuery: Find: \(chainDescription)" } }

    /// How Apple prints a block predicate (swift-corelibs-foundation has no predicate formats).
    static func describe(_ predicate: NSPredicate) -> String { "BLOCKPREDICATE(\(Unmanaged.passUnretained(predicate).toOpaque()))" }

    /// XCUITest's subscripts and identifier matching accept the identifier, the label, the title or a text
    /// field's placeholder.
    static func matches(_ e: ElementSnapshot, _ key: String) -> Bool {
        e.wire.identifier == key || e.wire.label == key || (e.wire.placeholder ?? "") == key
    }
}
