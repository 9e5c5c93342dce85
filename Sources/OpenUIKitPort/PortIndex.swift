import Foundation
internal import SwiftSyntax

/// What the first pass learns from every file: methods and properties by type, superclasses, and the
/// requirements of `@objc` protocols, so that a rewrite in one file can use declarations from another.
struct PortIndex {
    struct Method {
        var typeName: String?
        var baseName: String
        var labels: [String]
        var objcName: String?
        var isStatic: Bool
        var throwsErrors: Bool
        var wasObjC: Bool

        /// The selector name Apple gives it.
        var selectorName: String {
            objcName ?? ObjCSelectorName.method(baseName, labels: labels, throws: throwsErrors)
        }
    }

    struct Requirement {
        enum Kind { case method, property }
        var kind: Kind
        var baseName: String
        var labels: [String]
    }

    /// Methods by base name.
    var methods: [String: [Method]] = [:]
    /// Property names by type.
    var properties: [String: Set<String>] = [:]
    /// The written types of properties, by type and name.
    var propertyTypes: [String: [String: String]] = [:]
    /// The first inherited type of each class (its superclass, when it has one).
    var superclasses: [String: String] = [:]
    /// The generic parameters of generic classes, as written after the name without constraints ("<T>").
    var genericParameters: [String: String] = [:]
    /// Every class declared (qualified names).
    var declaredClasses: Set<String> = []
    /// Where each class's declaration ends, to move members from its extensions into it.
    struct ClassPlace {
        var file: String
        /// The UTF-8 offset of the trivia before the closing brace.
        var end: Int
        /// The indentation of its members, and whether its closing brace starts a line.
        var memberIndentation: String
        var braceOnOwnLine: Bool
        var classIndentation: String
        var isEmpty: Bool
        /// The `#if` conditions it is inside, outermost first.
        var conditions: [String]
    }
    var classPlaces: [String: [ClassPlace]] = [:]
    /// The files declaring each file-scope name (functions, variables, types).
    var fileScopeNames: [String: Set<String>] = [:]
    /// Classes with outlets or actions (or nib members written already), which get nib members.
    var classesWithNibMembers: Set<String> = []
    /// Names of methods declared `override` somewhere.
    var overriddenNames: Set<String> = []
    /// Protocols declared `@objc`.
    var objcProtocols: Set<String> = []
    /// Every protocol declared.
    var protocols: Set<String> = []
    /// The optional requirements of `@objc` protocols, by protocol.
    var optionalRequirements: [String: [Requirement]] = [:]
    /// Optional method requirements by base name, and optional property requirement names.
    var optionalMethodNames: [String: [[String]]] = [:]
    var optionalPropertyNames: Set<String> = []

    mutating func add(_ tree: SourceFileSyntax, path: String = "", source: [UInt8] = []) {
        let collector = IndexCollector(viewMode: .sourceAccurate)
        collector.walk(tree)
        for (name, _) in fileScopeDeclarations(tree) { fileScopeNames[name, default: []].insert(path) }
        for (name, decl) in collector.classDecls {
            let indentation = lineIndentation(source, at: decl.positionAfterSkippingLeadingTrivia.utf8Offset)
            let members = decl.memberBlock.members
            let memberIndentation = members.first.map {
                lineIndentation(source, at: $0.positionAfterSkippingLeadingTrivia.utf8Offset)
            } ?? indentation + "    "
            let brace = decl.memberBlock.rightBrace
            classPlaces[name, default: []].append(ClassPlace(
                file: path, end: brace.position.utf8Offset, memberIndentation: memberIndentation,
                braceOnOwnLine: brace.leadingTrivia.contains { if case .newlines = $0 { return true } else { return false } },
                classIndentation: indentation, isEmpty: members.isEmpty, conditions: enclosingConditions(of: Syntax(decl))))
        }
        for m in collector.methods { methods[m.baseName, default: []].append(m) }
        for (type, names) in collector.properties { properties[type, default: []].formUnion(names) }
        for (type, types) in collector.propertyTypes { propertyTypes[type, default: [:]].merge(types) { a, _ in a } }
        superclasses.merge(collector.superclasses) { a, _ in a }
        classesWithNibMembers.formUnion(collector.classesWithNibMembers)
        declaredClasses.formUnion(collector.declaredClasses)
        genericParameters.merge(collector.genericParameters) { a, _ in a }
        overriddenNames.formUnion(collector.overriddenNames)
        objcProtocols.formUnion(collector.objcProtocols)
        protocols.formUnion(collector.protocols)
        for (proto, reqs) in collector.optionalRequirements {
            optionalRequirements[proto, default: []].append(contentsOf: reqs)
            for r in reqs {
                switch r.kind {
                case .method: optionalMethodNames[r.baseName, default: []].append(r.labels)
                case .property: optionalPropertyNames.insert(r.baseName)
                }
            }
        }
    }

    /// The method `baseName` (with `labels`, when known) as seen from `typeName`: its own, then its
    /// superclasses', then any type's when only one has it.
    func method(_ baseName: String, labels: [String]?, from typeName: String?) -> Method? {
        guard let candidates = methods[baseName] else { return nil }
        let matching = candidates.filter { labels == nil || $0.labels == labels! }
        guard !matching.isEmpty else { return nil }
        var type = typeName
        var seen: Set<String> = []
        while let t = type, !seen.contains(t) {
            seen.insert(t)
            let own = matching.filter { $0.typeName == t || $0.typeName.map { $0.hasSuffix("." + t) } == true }
            if let best = preferred(own) { return best }
            type = superclasses[t]
        }
        return preferred(matching)
    }

    /// Among overloads, the one exposed to Objective-C, else the only one.
    private func preferred(_ candidates: [Method]) -> Method? {
        if candidates.count <= 1 { return candidates.first }
        let objc = candidates.filter(\.wasObjC)
        if objc.count >= 1 { return objc[0] }
        return candidates[0]
    }

    /// Whether `typeName` has (or inherits, as far as the index knows) a property `name`.
    func hasProperty(_ name: String, in typeName: String?) -> Bool {
        var type = typeName
        var seen: Set<String> = []
        while let t = type, !seen.contains(t) {
            seen.insert(t)
            if properties[t]?.contains(name) == true { return true }
            type = superclasses[t]
        }
        return false
    }

    /// The written type of `typeName`'s (or a superclass's) property `name`.
    func propertyType(_ name: String, in typeName: String?) -> String? {
        var type = typeName
        var seen: Set<String> = []
        while let t = type, !seen.contains(t) {
            seen.insert(t)
            if let written = propertyTypes[t]?[name] { return written }
            type = superclasses[t]
        }
        return nil
    }

    /// Whether `typeText` (as written: `P`, `P?`, `any P`, `P!`) is a protocol with the optional property
    /// requirement `name`.
    func isOptionalPropertyRequirement(_ name: String, ofType typeText: String) -> Bool {
        var text = typeText.trimmingCharacters(in: .whitespaces)
        while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
        if text.hasPrefix("any ") { text.removeFirst(4) }
        if text.hasPrefix("(") && text.hasSuffix(")") { text = String(text.dropFirst().dropLast()) }
        return optionalRequirements[text]?.contains { $0.kind == .property && $0.baseName == name } == true
    }

    /// Whether a superclass of `typeName` gets (or has) the nib loader's members.
    func hasNibMembersInAncestors(_ typeName: String) -> Bool {
        var type = superclasses[typeName]
        var seen: Set<String> = [typeName]
        while let t = type, !seen.contains(t) {
            if classesWithNibMembers.contains(t) { return true }
            seen.insert(t)
            type = superclasses[t]
        }
        return false
    }

    /// The root of `typeName`'s superclass chain as far as the index knows it.
    func rootSuperclass(of typeName: String) -> String? {
        var type = superclasses[typeName]
        var seen: Set<String> = [typeName]
        while let t = type, let next = superclasses[t], !seen.contains(t) {
            seen.insert(t)
            type = next
        }
        return type
    }
}

/// The names of a function's parameters as Swift spells its full name: "_" for none.
func argumentLabels(of parameters: FunctionParameterListSyntax) -> [String] {
    parameters.map { $0.firstName.text }
}

/// A file's file-scope declarations by name, with their modifiers (overloads each).
func fileScopeDeclarations(_ tree: SourceFileSyntax) -> [(String, DeclModifierListSyntax)] {
    var found: [(String, DeclModifierListSyntax)] = []
    for item in tree.statements {
        if let f = item.item.as(FunctionDeclSyntax.self) { found.append((f.name.text, f.modifiers)) }
        else if let v = item.item.as(VariableDeclSyntax.self) {
            for b in v.bindings {
                if let id = b.pattern.as(IdentifierPatternSyntax.self) { found.append((id.identifier.text, v.modifiers)) }
            }
        }
        else if let d = item.item.as(StructDeclSyntax.self) { found.append((d.name.text, d.modifiers)) }
        else if let d = item.item.as(ClassDeclSyntax.self) { found.append((d.name.text, d.modifiers)) }
        else if let d = item.item.as(EnumDeclSyntax.self) { found.append((d.name.text, d.modifiers)) }
        else if let d = item.item.as(TypeAliasDeclSyntax.self) { found.append((d.name.text, d.modifiers)) }
    }
    return found
}

/// The conditions of the `#if` clauses around `node`, outermost first (`#else` as "!" and the clause's
/// position, so that two declarations match only inside the same branch).
func enclosingConditions(of node: Syntax) -> [String] {
    var conditions: [String] = []
    var current = node.parent
    while let n = current {
        if let clause = n.as(IfConfigClauseSyntax.self) {
            conditions.insert(clause.poundKeyword.text + " " + (clause.condition?.trimmedDescription ?? "!\(clause.position.utf8Offset)"), at: 0)
        }
        current = n.parent
    }
    return conditions
}

/// The blanks that start the line holding `offset`.
func lineIndentation(_ source: [UInt8], at offset: Int) -> String {
    guard offset <= source.count else { return "" }
    var start = offset
    while start > 0, source[start - 1] != 0x0A { start -= 1 }
    var end = start
    while end < source.count, source[end] == 0x20 || source[end] == 0x09 { end += 1 }
    return String(decoding: source[start..<end], as: UTF8.self)
}

/// A type's name as written, without generic arguments: `Cell<Bool>` → `Cell`, `Module.Base<T>` → `Module.Base`.
func nameWithoutGenericArguments(_ type: TypeSyntax) -> String {
    if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
    if let member = type.as(MemberTypeSyntax.self) {
        return nameWithoutGenericArguments(member.baseType) + "." + member.name.text
    }
    return type.trimmedDescription
}

/// Whether an attribute list has an attribute named `name`.
func hasAttribute(_ attributes: AttributeListSyntax, _ name: String) -> Bool {
    attributes.contains { element in
        if case .attribute(let a) = element { return a.attributeName.trimmedDescription == name }
        return false
    }
}

/// The `@objc(name)` of an attribute list, if it names one.
func objcName(in attributes: AttributeListSyntax) -> String? {
    for element in attributes {
        guard case .attribute(let a) = element, a.attributeName.trimmedDescription == "objc",
              let arguments = a.arguments else { continue }
        let text = arguments.trimmedDescription.filter { !$0.isWhitespace }
        return text.isEmpty ? nil : text
    }
    return nil
}

/// The qualified name of the type declaration or extension `node` is in ("Outer.Inner"), or "Self" in a
/// protocol or a protocol's extension; nil at file scope.
func enclosingTypeName(of node: Syntax, protocols: Set<String>) -> String? {
    var names: [String] = []
    var current = node.parent
    while let n = current {
        if let d = n.as(ClassDeclSyntax.self) { names.insert(d.name.text, at: 0) }
        else if let d = n.as(StructDeclSyntax.self) { names.insert(d.name.text, at: 0) }
        else if let d = n.as(EnumDeclSyntax.self) { names.insert(d.name.text, at: 0) }
        else if let d = n.as(ActorDeclSyntax.self) { names.insert(d.name.text, at: 0) }
        else if n.is(ProtocolDeclSyntax.self) { return "Self" }
        else if let d = n.as(ExtensionDeclSyntax.self) {
            let extended = d.extendedType.trimmedDescription
            if protocols.contains(extended) { return "Self" }
            names.insert(extended, at: 0)
            break
        }
        current = n.parent
    }
    return names.isEmpty ? nil : names.joined(separator: ".")
}

/// Walks a file for the index.
final class IndexCollector: SyntaxVisitor {
    var methods: [PortIndex.Method] = []
    var properties: [String: Set<String>] = [:]
    var propertyTypes: [String: [String: String]] = [:]
    var superclasses: [String: String] = [:]
    var classesWithNibMembers: Set<String> = []
    var declaredClasses: Set<String> = []
    var genericParameters: [String: String] = [:]
    var classDecls: [(String, ClassDeclSyntax)] = []
    var overriddenNames: Set<String> = []
    var objcProtocols: Set<String> = []
    var protocols: Set<String> = []
    var optionalRequirements: [String: [PortIndex.Requirement]] = [:]
    private var objcMembersDepth: [Bool] = []

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        declaredClasses.insert(qualifiedName(node.name.text, node: Syntax(node)))
        classDecls.append((qualifiedName(node.name.text, node: Syntax(node)), node))
        if let clause = node.genericParameterClause {
            genericParameters[qualifiedName(node.name.text, node: Syntax(node))] =
                "<" + clause.parameters.map(\.name.text).joined(separator: ", ") + ">"
        }
        if let first = node.inheritanceClause?.inheritedTypes.first {
            let name = qualifiedName(node.name.text, node: Syntax(node))
            // `SwitchCell: Cell<Bool>`: the class is indexed by its name alone.
            superclasses[name] = nameWithoutGenericArguments(first.type)
        }
        objcMembersDepth.append(hasAttribute(node.attributes, "objcMembers"))
        let hasNibMembers = node.memberBlock.members.contains { member in
            if let v = member.decl.as(VariableDeclSyntax.self) {
                return hasAttribute(v.attributes, "IBOutlet") || hasAttribute(v.attributes, "IBOutletCollection")
            }
            if let f = member.decl.as(FunctionDeclSyntax.self) {
                return hasAttribute(f.attributes, "IBAction") || f.name.text == "setNibValue" || f.name.text == "nibAction"
            }
            return false
        }
        if hasNibMembers { classesWithNibMembers.insert(qualifiedName(node.name.text, node: Syntax(node))) }
        return .visitChildren
    }

    override func visitPost(_ node: ClassDeclSyntax) { objcMembersDepth.removeLast() }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.name.text
        protocols.insert(name)
        guard hasAttribute(node.attributes, "objc") else { return .visitChildren }
        objcProtocols.insert(name)
        for member in node.memberBlock.members {
            if let f = member.decl.as(FunctionDeclSyntax.self), f.modifiers.contains(where: { $0.name.text == "optional" }) {
                optionalRequirements[name, default: []].append(
                    .init(kind: .method, baseName: f.name.text, labels: argumentLabels(of: f.signature.parameterClause.parameters)))
            } else if let v = member.decl.as(VariableDeclSyntax.self), v.modifiers.contains(where: { $0.name.text == "optional" }) {
                for binding in v.bindings {
                    if let id = binding.pattern.as(IdentifierPatternSyntax.self) {
                        optionalRequirements[name, default: []].append(.init(kind: .property, baseName: id.identifier.text, labels: []))
                    }
                }
            }
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.modifiers.contains(where: { $0.name.text == "override" }) { overriddenNames.insert(node.name.text) }
        let type = enclosingTypeName(of: Syntax(node), protocols: [])
        let wasObjC = hasAttribute(node.attributes, "objc") || hasAttribute(node.attributes, "IBAction")
            || objcMembersDepth.last == true
        methods.append(.init(
            typeName: type, baseName: node.name.text,
            labels: argumentLabels(of: node.signature.parameterClause.parameters),
            objcName: objcName(in: node.attributes),
            isStatic: node.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" },
            throwsErrors: node.signature.effectSpecifiers?.throwsClause != nil,
            wasObjC: wasObjC))
        return .skipChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        methods.append(.init(
            typeName: enclosingTypeName(of: Syntax(node), protocols: []), baseName: "init",
            labels: argumentLabels(of: node.signature.parameterClause.parameters),
            objcName: objcName(in: node.attributes), isStatic: false,
            throwsErrors: node.signature.effectSpecifiers?.throwsClause != nil,
            wasObjC: hasAttribute(node.attributes, "objc")))
        return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.modifiers.contains(where: { $0.name.text == "override" }) {
            for binding in node.bindings {
                if let id = binding.pattern.as(IdentifierPatternSyntax.self) { overriddenNames.insert(id.identifier.text) }
            }
        }
        guard let type = enclosingTypeName(of: Syntax(node), protocols: []) else { return .skipChildren }
        for binding in node.bindings {
            if let id = binding.pattern.as(IdentifierPatternSyntax.self) {
                properties[type, default: []].insert(id.identifier.text)
                if let written = binding.typeAnnotation?.type.trimmedDescription {
                    propertyTypes[type, default: [:]][id.identifier.text] = written
                }
            }
        }
        return .skipChildren
    }

    private func qualifiedName(_ name: String, node: Syntax) -> String {
        if let outer = enclosingTypeName(of: node, protocols: []) { return outer + "." + name }
        return name
    }
}
