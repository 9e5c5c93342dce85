internal import SwiftSyntax

/// The second pass over one file: collects the edits that port it, and notes what it cannot port.
final class FileRewriter: SyntaxVisitor {
    let index: PortIndex
    let source: [UInt8]
    let file: String
    let converter: SourceLocationConverter
    private(set) var edits: [TextEdit] = []
    private(set) var notes: [PortNote] = []
    private var needsObjectiveC = false
    private var importsObjectiveC = false
    private var importedModules: Set<String> = []
    /// Where `import XCTest` ends, whether the file names XCUIAutomation's types, and whether it imports it:
    /// Xcode's UI tests reach XCUIApplication through XCTest; here it is the module XCUIAutomation.
    private var xctestImportEnd: Int?
    private var usesXCUIAutomation = false
    private var importsXCUIAutomation = false

    init(tree: SourceFileSyntax, source: [UInt8], file: String, index: PortIndex) {
        self.index = index
        self.source = source
        self.file = file
        converter = SourceLocationConverter(fileName: file, tree: tree)
        super.init(viewMode: .sourceAccurate)
    }

    /// Walks `tree` and returns its edits.
    func run(_ tree: SourceFileSyntax) -> [TextEdit] {
        walk(tree)
        applyMoves(tree)
        if needsObjectiveC && !importsObjectiveC, let first = tree.statements.first {
            // First among the edits at that position: before whatever rewrites the first statement.
            edits.insert(TextEdit(start: first.positionAfterSkippingLeadingTrivia.utf8Offset,
                                  end: first.positionAfterSkippingLeadingTrivia.utf8Offset,
                                  replacement: "import ObjectiveC\n"), at: 0)
        }
        if usesXCUIAutomation && !importsXCUIAutomation, let end = xctestImportEnd {
            edits.append(TextEdit(start: end, end: end, replacement: "\nimport XCUIAutomation"))
        }
        return edits
    }

    // MARK: Helpers

    private func note(_ node: some SyntaxProtocol, _ message: String) {
        let line = converter.location(for: node.positionAfterSkippingLeadingTrivia).line
        notes.append(PortNote(file: file, line: line, message: message))
    }

    private func replace(_ node: some SyntaxProtocol, with text: String) {
        edits.append(TextEdit(start: node.positionAfterSkippingLeadingTrivia.utf8Offset,
                              end: node.endPositionBeforeTrailingTrivia.utf8Offset, replacement: text))
    }

    private func insert(_ text: String, at position: AbsolutePosition) {
        edits.append(TextEdit(start: position.utf8Offset, end: position.utf8Offset, replacement: text))
    }

    /// Removes a node's text and the blanks after it; the whole line when nothing else is on it.
    private func remove(_ node: some SyntaxProtocol) {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        var end = node.endPositionBeforeTrailingTrivia.utf8Offset
        while end < source.count, source[end] == 0x20 || source[end] == 0x09 { end += 1 }
        var lineStart = start
        while lineStart > 0, source[lineStart - 1] == 0x20 || source[lineStart - 1] == 0x09 { lineStart -= 1 }
        let aloneOnLine = (lineStart == 0 || source[lineStart - 1] == 0x0A) && (end == source.count || source[end] == 0x0A)
        if aloneOnLine {
            edits.append(TextEdit(start: lineStart, end: min(end + 1, source.count), replacement: ""))
        } else {
            edits.append(TextEdit(start: start, end: end, replacement: ""))
        }
    }

    /// The blanks that start the line `node` starts on.
    private func indentation(of node: some SyntaxProtocol) -> String {
        var start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        while start > 0, source[start - 1] != 0x0A { start -= 1 }
        var end = start
        while end < source.count, source[end] == 0x20 || source[end] == 0x09 { end += 1 }
        return String(decoding: source[start..<end], as: UTF8.self)
    }

    private func typeName(around node: some SyntaxProtocol) -> String? {
        enclosingTypeName(of: Syntax(node), protocols: index.protocols)
    }

    // MARK: Attributes

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        switch node.attributeName.trimmedDescription {
        case "objc":
            remove(node)
            // `@objc dynamic` asks for Objective-C dispatch: both go.
            if let decl = node.parent?.parent, let modifiers = decl.asProtocol(WithModifiersSyntax.self)?.modifiers,
               let dynamic = modifiers.first(where: { $0.name.text == "dynamic" }) {
                remove(dynamic)
            }
        case "objcMembers", "nonobjc", "IBOutlet", "IBOutletCollection":
            remove(node)
        case "UIApplicationMain":
            // swift-frontend crashes on it without the Objective-C runtime (SILGen asks for the class's
            // Objective-C name); UIApplicationDelegate's `static func main()` launches the app as it did.
            replace(node, with: "@main")
        case "IBAction":
            // Linux's compiler takes an action of exactly one parameter; iOS takes none, the sender, or the
            // sender and the event. The class's nibAction(named:) reaches the method by its selector anyway.
            if let function = node.parent?.parent?.as(FunctionDeclSyntax.self),
               function.signature.parameterClause.parameters.count != 1 {
                remove(node)
            }
        case "NSManaged":
            note(node, "@NSManaged needs Core Data's Objective-C runtime; give the property storage by hand")
        case "convention" where node.arguments?.trimmedDescription == "block":
            note(node, "@convention(block) needs the Objective-C runtime; use a Swift closure type")
        default:
            break
        }
        return .visitChildren
    }

    // MARK: Names that Foundation brings on Apple's systems (it re-exports ObjectiveC) and not on Linux

    private static let objectiveCNames: Set<String> = [
        "Selector", "NSSelectorFromString", "NSStringFromSelector", "objc_getAssociatedObject",
        "objc_setAssociatedObject", "objc_removeAssociatedObjects", "objc_AssociationPolicy", "autoreleasepool",
        "object_getClass",
    ]

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if Self.objectiveCNames.contains(node.baseName.text) { needsObjectiveC = true }
        if node.baseName.text.hasPrefix("XCUI") { usesXCUIAutomation = true }
        return .visitChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        if Self.objectiveCNames.contains(node.name.text) { needsObjectiveC = true }
        if node.name.text.hasPrefix("XCUI") { usesXCUIAutomation = true }
        return .visitChildren
    }

    // MARK: Overriding what an extension declares

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        noteExtensionOverride(node, name: node.name.text, modifiers: node.modifiers, attributes: node.attributes)
        makeMainActorTestAsync(node)
        return .visitChildren
    }

    // MARK: Xcode's UI-test templates

    /// Whether `node` is declared in a class inheriting from XCTestCase (directly, by name).
    private func isInTestCase(_ node: some SyntaxProtocol) -> Bool {
        guard let decl = node.parent?.parent?.parent?.parent?.as(ClassDeclSyntax.self) else { return false }
        return decl.inheritanceClause?.inheritedTypes.contains { $0.type.trimmedDescription.hasSuffix("XCTestCase") } ?? false
    }

    /// `@MainActor func testX() throws` (Xcode's template): swift-corelibs-xctest stops its test discovery on a
    /// synchronous main-actor test method and runs an asynchronous one, so the method becomes `async`.
    private func makeMainActorTestAsync(_ node: FunctionDeclSyntax) {
        guard node.name.text.hasPrefix("test"), node.signature.parameterClause.parameters.isEmpty,
              hasAttribute(node.attributes, "MainActor"), node.signature.effectSpecifiers?.asyncSpecifier == nil,
              isInTestCase(node) else { return }
        if let throwsClause = node.signature.effectSpecifiers?.throwsClause {
            insert("async ", at: throwsClause.positionAfterSkippingLeadingTrivia)
        } else {
            insert(" async", at: node.signature.parameterClause.endPositionBeforeTrailingTrivia)
        }
    }

    /// `override class var runsForEachTargetApplicationUIConfiguration` (Xcode's launch-test template) overrides
    /// what swift-corelibs-xctest does not declare: removed, as there is one configuration on Linux.
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let names = node.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
        if let name = names.first {
            noteExtensionOverride(node, name: name, modifiers: node.modifiers, attributes: node.attributes)
        }
        if names == ["runsForEachTargetApplicationUIConfiguration"],
           node.modifiers.contains(where: { $0.name.text == "override" }), isInTestCase(node) {
            remove(node)
            note(node, "'runsForEachTargetApplicationUIConfiguration' removed: XCTest on Linux does not declare it (one UI configuration)")
            return .skipChildren
        }
        return .visitChildren
    }

    /// `@objc` let a class's extension declare what subclasses override, and an extension override what
    /// a superclass declares; Swift without the runtime allows neither. When the class is declared in the files
    /// ported, the member moves into its declaration; otherwise (UIKit's class) it is noted.
    private func noteExtensionOverride(_ node: some DeclSyntaxProtocol, name: String, modifiers: DeclModifierListSyntax,
                                       attributes: AttributeListSyntax) {
        guard let member = node.parent?.as(MemberBlockItemSyntax.self),
              let extensionDecl = member.parent?.parent?.parent?.as(ExtensionDeclSyntax.self) else { return }
        let extended = extensionDecl.extendedType.trimmedDescription
        let message: String
        if modifiers.contains(where: { $0.name.text == "override" }) {
            message = "'\(name)' overrides from an extension, which only @objc allowed: Swift on Linux cannot; move it into the declaration of \(extended)"
        } else if hasAttribute(attributes, "objc"), index.overriddenNames.contains(name),
                  !modifiers.contains(where: { ["final", "static", "private", "fileprivate"].contains($0.name.text) }) {
            message = "'\(name)' is declared in an extension and overridden elsewhere, which only @objc allowed: Swift on Linux cannot; move it into the declaration of \(extended)"
        } else {
            return
        }
        guard let place = movablePlace(for: member, in: extensionDecl, modifiers: modifiers) else {
            note(node, message)
            return
        }
        // The extension's access is the member's default; in the class it must be written.
        let accessNames: Set<String> = ["public", "open", "internal", "package", "fileprivate", "private"]
        if !modifiers.contains(where: { accessNames.contains($0.name.text) }),
           let access = extensionDecl.modifiers.first(where: { accessNames.contains($0.name.text) }) {
            let keyword = node.as(FunctionDeclSyntax.self)?.funcKeyword ?? node.as(VariableDeclSyntax.self)?.bindingSpecifier
            if let at = modifiers.first?.positionAfterSkippingLeadingTrivia ?? keyword?.positionAfterSkippingLeadingTrivia {
                // A private extension's members are private to the file, not to the class.
                insert((access.name.text == "private" ? "fileprivate" : access.name.text) + " ", at: at)
            }
        }
        moves.append((member, extensionDecl, place))
    }

    /// Members to move into their class's declaration: the member, its extension, where it goes.
    private var moves: [(member: MemberBlockItemSyntax, from: ExtensionDeclSyntax, to: PortIndex.ClassPlace)] = []
    /// Edits to other files (members moved into a class declared there).
    private(set) var editsElsewhere: [(file: String, edit: TextEdit)] = []

    /// Where `member` can move: a class of the files ported, declared once, the extension plain (not
    /// generic-constrained, under the class's `#if` conditions) and the member not private to its file.
    private func movablePlace(for member: MemberBlockItemSyntax, in extensionDecl: ExtensionDeclSyntax,
                              modifiers: DeclModifierListSyntax) -> PortIndex.ClassPlace? {
        let extended = nameWithoutGenericArguments(extensionDecl.extendedType)
        guard extensionDecl.genericWhereClause == nil, let places = index.classPlaces[extended], places.count == 1
        else { return nil }
        let place = places[0]
        // Inside `#if`: only into a class compiled under the same conditions (a file wrapped in `#if os(iOS)`).
        guard enclosingConditions(of: Syntax(extensionDecl)) == place.conditions else { return nil }
        let privateNames: Set<String> = ["private", "fileprivate"]
        if place.file != file && (modifiers.contains { privateNames.contains($0.name.text) }
                                  || extensionDecl.modifiers.contains { privateNames.contains($0.name.text) }) {
            return nil
        }
        return place
    }

    /// Moves the members collected: each one's ported text (this file's edits within it) re-indented into its
    /// class, and the member (or the whole extension, when nothing else is in it) removed here.
    private func applyMoves(_ tree: SourceFileSyntax) {
        guard !moves.isEmpty else { return }
        // What leaves this file may use its file-private helpers: they become internal, unless another file
        // declares the same name (then the member stays, noted).
        let privateHelpers = Dictionary(grouping: fileScopeDeclarations(tree).filter { _, modifiers in
            modifiers.contains { $0.name.text == "private" || $0.name.text == "fileprivate" }
        }, by: { $0.0 }).mapValues { $0.map(\.1) }
        var widened: Set<String> = []
        moves.removeAll { member, extensionDecl, place in
            guard place.file != file else { return false }
            let names = ReferenceCollector(viewMode: .sourceAccurate)
            names.walk(member)
            let used = names.names.filter { privateHelpers[$0] != nil }
            if let clash = used.sorted().first(where: { (index.fileScopeNames[$0]?.count ?? 0) > 1 }) {
                note(member.decl, "'\(clash)', private to this file and declared in another, is used by a member that overrides from an extension: move it into the declaration of \(extensionDecl.extendedType.trimmedDescription) by hand")
                return true
            }
            widened.formUnion(used)
            return false
        }
        for name in widened.sorted() {
            for modifiers in privateHelpers[name] ?? [] {
                for m in modifiers where m.name.text == "private" || m.name.text == "fileprivate" { remove(m) }
            }
        }
        var removedExtensions: Set<SyntaxIdentifier> = []
        for extensionDecl in Set(moves.map { $0.from.id }) {
            let decl = moves.first { $0.from.id == extensionDecl }!.from
            let moved = moves.filter { $0.from.id == extensionDecl }.count
            if moved == decl.memberBlock.members.count, decl.inheritanceClause == nil, decl.attributes.isEmpty {
                removedExtensions.insert(extensionDecl)
            }
        }
        for (member, extensionDecl, place) in moves {
            let start = member.position.utf8Offset
            let end = member.endPositionBeforeTrailingTrivia.utf8Offset
            let inner = edits.filter { $0.start >= start && $0.end <= end && !($0.start == end && $0.end == end) }
            edits.removeAll { $0.start >= start && $0.end <= end && !($0.start == end && $0.end == end) }
            let shifted = inner.map { TextEdit(start: $0.start - start, end: $0.end - start, replacement: $0.replacement) }
            var text = TextEdit.apply(shifted, to: Array(source[start..<end])).text
            while let first = text.first, first.isWhitespace { text.removeFirst() }
            let from = lineIndentation(source, at: member.positionAfterSkippingLeadingTrivia.utf8Offset)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { i, line -> String in
                if i == 0 { return place.memberIndentation + line }
                if line.hasPrefix(from) { return place.memberIndentation + line.dropFirst(from.count) }
                return String(line)
            }
            var insertion = (place.isEmpty ? "\n" : "\n\n") + lines.joined(separator: "\n")
            if !place.braceOnOwnLine { insertion += "\n" + place.classIndentation }
            let edit = TextEdit(start: place.end, end: place.end, replacement: insertion)
            if place.file == file { edits.append(edit) } else { editsElsewhere.append((place.file, edit)) }
            if !removedExtensions.contains(extensionDecl.id) {
                edits.append(TextEdit(start: start, end: end, replacement: ""))
            }
        }
        for id in removedExtensions {
            let decl = moves.first { $0.from.id == id }!.from
            let start = decl.positionAfterSkippingLeadingTrivia.utf8Offset
            let end = decl.endPositionBeforeTrailingTrivia.utf8Offset
            edits.removeAll { $0.start >= start && $0.end <= end && !($0.start == end && $0.end == end) }
            // The extension's lines, and one of the blank lines around them when both sides have one.
            var lineStart = start
            while lineStart > 0, source[lineStart - 1] == 0x20 || source[lineStart - 1] == 0x09 { lineStart -= 1 }
            var lineEnd = end
            let blankBefore = lineStart == 0 || (lineStart >= 2 && source[lineStart - 1] == 0x0A && source[lineStart - 2] == 0x0A)
            if lineEnd < source.count, source[lineEnd] == 0x0A {
                lineEnd += 1
                if blankBefore && (lineEnd == source.count || source[lineEnd] == 0x0A) {
                    if lineEnd < source.count { lineEnd += 1 } else if lineStart > 0 { lineStart -= 1 }
                } else if blankBefore, lineStart > 0 {
                    // What closes the block the extension was last in (`#endif`, `}`) keeps no blank line above it.
                    var next = lineEnd
                    while next < source.count, source[next] == 0x20 || source[next] == 0x09 { next += 1 }
                    let rest = String(decoding: source[next..<min(next + 7, source.count)], as: UTF8.self)
                    if rest.hasPrefix("#endif") || rest.hasPrefix("#else") || rest.hasPrefix("}") { lineStart -= 1 }
                }
            } else if lineEnd == source.count, lineStart > 0 {
                // The file's last line, with no newline after it: the newlines before it go.
                lineStart -= blankBefore ? min(2, lineStart) : 1
            }
            edits.append(TextEdit(start: lineStart, end: lineEnd, replacement: ""))
        }
    }

    // MARK: #selector and #keyPath

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        switch node.macroName.text {
        case "selector":
            rewriteSelector(node)
            return .skipChildren
        case "keyPath":
            var components = node.arguments.first?.expression.trimmedDescription
                .split(separator: ".").map(String.init) ?? []
            // `#keyPath(UIView.frame)`: the type names where the path starts, not a key.
            if components.count > 1, components[0].first?.isUppercase == true { components.removeFirst() }
            replace(node, with: "\"" + components.joined(separator: ".") + "\"")
            return .skipChildren
        default:
            return .visitChildren
        }
    }

    private func rewriteSelector(_ node: MacroExpansionExprSyntax) {
        guard let argument = node.arguments.first else { return }
        needsObjectiveC = true
        let accessor = argument.label?.text // "getter" / "setter"
        var expression = ExprSyntax(argument.expression)
        var coercion: String?
        if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           sequence.elements[sequence.elements.index(after: sequence.elements.startIndex)].is(UnresolvedAsExprSyntax.self),
           let type = sequence.elements.last?.as(TypeExprSyntax.self) {
            coercion = type.type.trimmedDescription
            expression = sequence.elements.first!
        } else if let cast = expression.as(AsExprSyntax.self) {
            coercion = cast.type.trimmedDescription
            expression = cast.expression
        }
        expression = ExprSyntax(expression.as(TupleExprSyntax.self)?.elements.first?.expression ?? expression)

        // The method's type (written, or the enclosing one) and its name.
        var type: String?
        let reference: DeclReferenceExprSyntax
        if let member = expression.as(MemberAccessExprSyntax.self) {
            reference = member.declName
            let base = member.base?.trimmedDescription ?? ""
            if ["self", "super", "self?", "self!", ""].contains(base) { // `#selector(self?.f)` in a closure too
                type = typeName(around: node)
            } else if base.drop(while: { $0 == "_" }).first?.isUppercase == true || index.declaredClasses.contains(base) {
                type = base
            } else {
                let name = reference.argumentNames.map { _ in reference.trimmedDescription } ?? reference.baseName.text
                note(node, "#selector(\(argument.expression.trimmedDescription)): the type of '\(base)' is not known from the syntax; the selector names '\(name)' but carries no method (write Selector(\"…\", Type.method))")
                replace(node, with: "Selector(\"\(selectorName(base: reference.baseName.text, labels: labels(of: reference), type: nil, accessor: accessor))\")")
                return
            }
        } else if let ref = expression.as(DeclReferenceExprSyntax.self) {
            reference = ref
            type = typeName(around: node)
        } else {
            note(node, "#selector(\(argument.expression.trimmedDescription)): not a method reference this tool understands; port it by hand")
            return
        }
        let baseName = reference.baseName.text
        let writtenLabels = labels(of: reference)
        let name = selectorName(base: baseName, labels: writtenLabels, type: type, accessor: accessor)
        guard let type else {
            note(node, "#selector(\(argument.expression.trimmedDescription)) outside a type: name the type (#selector(Type.\(baseName))) so the selector can carry its method")
            replace(node, with: "Selector(\"\(name)\")")
            return
        }
        if let accessor {
            let body = accessor == "getter" ? "target.\(baseName)" : "target.\(baseName) = $0"
            replace(node, with: "Selector(\"\(name)\", { (target: \(type)) in { \(body) } })")
            return
        }
        let method = index.method(baseName, labels: writtenLabels, from: type == "Self" ? nil : type)
        if method?.isStatic == true {
            note(node, "#selector(\(argument.expression.trimmedDescription)) names a type method; the selector carries only its name")
            replace(node, with: "Selector(\"\(name)\")")
            return
        }
        if method == nil && writtenLabels == nil {
            note(node, "#selector(\(argument.expression.trimmedDescription)): no declaration of '\(baseName)' found; its selector is taken to have no argument (write its labels to be sure)")
        }
        let labels = writtenLabels ?? method?.labels ?? []
        // A generic class's method, named inside the class or its extension, where its parameters are in scope:
        // `_FieldCell<T>.f(_:)` (`_FieldCell.f` leaves T to be inferred, which nothing can).
        var owner = type
        if let parameters = index.genericParameters[type] {
            if typeName(around: node) == type {
                owner += parameters
            } else {
                note(node, "#selector(\(argument.expression.trimmedDescription)) names a method of the generic class \(type); write its type arguments (\(type)<…>.\(baseName))")
            }
        }
        var methodReference = "\(owner).\(baseName)"
        if !labels.isEmpty { methodReference += "(" + labels.map { $0 + ":" }.joined() + ")" }
        if let coercion { methodReference = "(\(methodReference) as (\(owner)) -> \(coercion))" }
        if isInsideRespondsTo(node), index.optionalMethodNames[baseName]?.contains(labels) == true {
            note(node, "responds(to:) of an optional requirement: every conformer now has it (a default that throws); call it with try? and test the result for nil instead")
        }
        replace(node, with: "Selector(\"\(name)\", \(methodReference))")
    }

    private func labels(of reference: DeclReferenceExprSyntax) -> [String]? {
        reference.argumentNames.map { names in names.arguments.map { $0.name.text } }
    }

    private func selectorName(base: String, labels: [String]?, type: String?, accessor: String?) -> String {
        switch accessor {
        case "getter": return ObjCSelectorName.getter(base)
        case "setter": return ObjCSelectorName.setter(base)
        default:
            if let method = index.method(base, labels: labels, from: type == "Self" ? nil : type) {
                return method.selectorName
            }
            return ObjCSelectorName.method(base, labels: labels ?? [])
        }
    }

    private func isInsideRespondsTo(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let n = current {
            if let call = n.as(FunctionCallExprSyntax.self) {
                let called = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                    ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                return called == "responds"
            }
            current = n.parent
        }
        return false
    }

    // MARK: #if os(iOS)

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        guard let condition = node.condition else { return .visitChildren }
        let text = condition.trimmedDescription
        guard text.contains("os(iOS)"), !text.contains("os(Linux)") else { return .visitChildren }
        if isDisjunctionOfPlatforms(condition) {
            insert(" || os(Linux)", at: condition.endPositionBeforeTrailingTrivia)
        } else {
            let calls = CallCollector(viewMode: .sourceAccurate)
            calls.walk(condition)
            for call in calls.calls where call.trimmedDescription == "os(iOS)" {
                replace(call, with: "(os(iOS) || os(Linux))")
            }
        }
        return .visitChildren
    }

    private func isDisjunctionOfPlatforms(_ condition: ExprSyntax) -> Bool {
        if condition.is(FunctionCallExprSyntax.self) { return true }
        guard let sequence = condition.as(SequenceExprSyntax.self) else { return false }
        for (i, element) in sequence.elements.enumerated() {
            if i % 2 == 0 {
                guard element.is(FunctionCallExprSyntax.self) else { return false }
            } else {
                guard element.as(BinaryOperatorExprSyntax.self)?.operator.text == "||" else { return false }
            }
        }
        return true
    }

    // MARK: Imports

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        let components = node.path.map(\.name.text)
        guard let module = components.first else { return .skipChildren }
        if module == "UIKit" || module == "ObjectiveC" { importsObjectiveC = true }
        if module == "XCUIAutomation" { importsXCUIAutomation = true }
        if module == "XCTest" && components.count == 1 && node.importKindSpecifier == nil {
            xctestImportEnd = node.endPosition.utf8Offset
        }
        guard node.importKindSpecifier == nil else { return .skipChildren }
        let submoduled: Set<String> = ["UIKit", "Foundation", "ObjectiveC", "QuartzCore", "CoreGraphics", "Darwin"]
        var ported = components.joined(separator: ".")
        if module == "Darwin" {
            // Foundation brings the C library on Linux, as Darwin does on Apple's systems.
            ported = "Foundation"
        } else if components.count > 1, submoduled.contains(module) {
            ported = module
        }
        let key = node.attributes.trimmedDescription + " " + node.modifiers.trimmedDescription + " " + ported
        if importedModules.contains(key) {
            remove(node) // `import UIKit.UIColor` after `import UIKit`: one is enough
        } else if ported != components.joined(separator: ".") {
            replace(node.path, with: ported)
        }
        importedModules.insert(key)
        return .skipChildren
    }

    // MARK: @objc protocols with optional requirements

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        guard hasAttribute(node.attributes, "objc") else { return .visitChildren }
        // An @objc protocol is class-bound.
        if node.inheritanceClause == nil {
            insert(": AnyObject", at: node.name.endPositionBeforeTrailingTrivia)
        }
        let isPublic = node.modifiers.contains { $0.name.text == "public" || $0.name.text == "open" }
        let access = isPublic ? "public " : ""
        let indent = indentation(of: node)
        var defaults: [String] = []
        for member in node.memberBlock.members {
            if let function = member.decl.as(FunctionDeclSyntax.self),
               let optional = function.modifiers.first(where: { $0.name.text == "optional" }) {
                remove(optional)
                let signature = function.signature
                var effects = ""
                if let specifiers = signature.effectSpecifiers {
                    if specifiers.throwsClause != nil {
                        note(function, "optional requirement '\(function.name.text)' already throws: a conformer that does not implement it and one whose implementation throws look alike")
                    } else {
                        insert(" throws", at: specifiers.endPositionBeforeTrailingTrivia)
                    }
                    effects = specifiers.asyncSpecifier != nil ? " async throws" : " throws"
                } else {
                    insert(" throws", at: signature.parameterClause.endPositionBeforeTrailingTrivia)
                    effects = " throws"
                }
                let isStatic = function.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
                var header = (isStatic ? "static " : "") + "func " + function.name.text
                header += function.genericParameterClause?.trimmedDescription ?? ""
                header += signature.parameterClause.trimmedDescription + effects
                if let result = signature.returnClause { header += " " + result.trimmedDescription }
                if let clause = function.genericWhereClause { header += " " + clause.trimmedDescription }
                defaults.append("\(indent)    \(access)\(header) { throw OptionalRequirementNotImplemented() }")
            } else if let variable = member.decl.as(VariableDeclSyntax.self),
                      let optional = variable.modifiers.first(where: { $0.name.text == "optional" }) {
                remove(optional)
                let isStatic = variable.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                          let type = binding.typeAnnotation?.type.trimmedDescription else { continue }
                    if case .accessors(let accessors) = binding.accessorBlock?.accessors {
                        for accessor in accessors {
                            if accessor.accessorSpecifier.text == "get", accessor.effectSpecifiers?.throwsClause == nil {
                                insert(" throws", at: accessor.accessorSpecifier.endPositionBeforeTrailingTrivia)
                            } else if accessor.accessorSpecifier.text == "set" {
                                remove(accessor)
                                note(variable, "optional requirement '\(name)' was settable: a property whose getter can throw cannot have a setter, so it is read-only now; set it on the conforming type")
                            }
                        }
                    }
                    defaults.append("\(indent)    \(access)\(isStatic ? "static " : "")var \(name): \(type) { get throws { throw OptionalRequirementNotImplemented() } }")
                }
            }
        }
        if !defaults.isEmpty {
            needsObjectiveC = true
            let name = node.name.text
            let text = "\n\n\(indent)// openuikit-port: what a conformer of \(name) does not implement throws\n"
                + "\(indent)// OptionalRequirementNotImplemented, so `try? x?.requirement(…)` is nil as `x?.requirement?(…)` was.\n"
                + "\(indent)extension \(name) {\n" + defaults.joined(separator: "\n") + "\n\(indent)}"
            insert(text, at: node.endPositionBeforeTrailingTrivia)
        }
        return .visitChildren
    }

    // MARK: Call sites of optional requirements

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        noteRuntimeUse(node)
        let called = node.calledExpression
        let optional = called.as(OptionalChainingExprSyntax.self)
        let forced = called.as(ForceUnwrapExprSyntax.self)
        guard let member = (optional?.expression ?? forced?.expression)?.as(MemberAccessExprSyntax.self),
              let base = member.base, member.declName.argumentNames == nil else { return .visitChildren }
        let labels = node.arguments.map { $0.label?.text ?? "_" }
        let trailing = (node.trailingClosure == nil ? 0 : 1) + node.additionalTrailingClosures.count
        func matches(_ known: [String]) -> Bool {
            trailing == 0 ? known == labels
                : known.count == labels.count + trailing && Array(known.prefix(labels.count)) == labels
        }
        let baseName = member.declName.baseName.text
        if let known = index.optionalMethodNames[baseName] {
            guard known.contains(where: matches) else { return .visitChildren }
            if let optional { remove(optional.questionMark) }
            if let forced { remove(forced.exclamationMark) }
            wrapChain(from: Syntax(node), with: forced == nil ? "try?" : "try!")
            return .visitChildren
        }
        // An optional requirement of UIKit's: OpenUIKit implements it by default, so the call is plain.
        guard let result = UIKitOptionalRequirements.candidates(baseName).first(where: { matches($0.labels) })?.result
        else { return .visitChildren }
        if let forced {
            remove(forced.exclamationMark)
            return .visitChildren
        }
        if let optional { remove(optional.questionMark) }
        if result == .value && !chainIsOptional(ExprSyntax(base)) { keepOptional(Syntax(node)) }
        return .visitChildren
    }

    /// Whether a postfix chain already has a `?` of its own, which keeps its value optional.
    private func chainIsOptional(_ expression: ExprSyntax) -> Bool {
        var current: ExprSyntax? = expression
        while let e = current {
            if e.is(OptionalChainingExprSyntax.self) { return true }
            if let m = e.as(MemberAccessExprSyntax.self) { current = m.base }
            else if let c = e.as(FunctionCallExprSyntax.self) { current = c.calledExpression }
            else if let s = e.as(SubscriptCallExprSyntax.self) { current = s.calledExpression }
            else if let f = e.as(ForceUnwrapExprSyntax.self) { current = f.expression }
            else { return false }
        }
        return false
    }

    /// `x.f?(…)` on a non-optional `x` gave an optional of what `f` returns; `x.f(…)` gives the value. A
    /// statement needs nothing, `… ?? d` loses its default (never used now), and elsewhere the call is wrapped in
    /// `Optional(…)` so that `if let` and inferred types see what they saw.
    private func keepOptional(_ node: Syntax) {
        var top = node
        while let parent = top.parent {
            if let m = parent.as(MemberAccessExprSyntax.self), m.base?.id == top.id { top = parent; continue }
            if let c = parent.as(FunctionCallExprSyntax.self), c.calledExpression.id == top.id { top = parent; continue }
            if let s = parent.as(SubscriptCallExprSyntax.self), s.calledExpression.id == top.id { top = parent; continue }
            break
        }
        if top.parent?.is(CodeBlockItemSyntax.self) == true { return }
        if let elements = top.parent?.as(ExprListSyntax.self),
           let i = elements.firstIndex(where: { $0.id == top.id }) {
            let op = elements.index(after: i)
            if op != elements.endIndex, elements[op].as(BinaryOperatorExprSyntax.self)?.operator.text == "??" {
                let rhs = elements.index(after: op)
                if rhs != elements.endIndex, elements.index(after: rhs) == elements.endIndex {
                    edits.append(TextEdit(start: top.endPositionBeforeTrailingTrivia.utf8Offset,
                                          end: elements[rhs].endPositionBeforeTrailingTrivia.utf8Offset, replacement: ""))
                    return
                }
            }
            // `_ = x.f?(…)`: the value is thrown away.
            if i != elements.startIndex, elements[elements.index(before: i)].is(AssignmentExprSyntax.self),
               elements.first?.is(DiscardAssignmentExprSyntax.self) == true {
                return
            }
        }
        insert("Optional(", at: top.positionAfterSkippingLeadingTrivia)
        insert(")", at: top.endPositionBeforeTrailingTrivia)
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        guard let base = node.base, node.declName.argumentNames == nil,
              index.optionalPropertyNames.contains(node.declName.baseName.text) else { return .visitChildren }
        // `behavior.rate` on a non-optional value: only where the value's written type is the protocol, since
        // other types may have a plain property of that name.
        if !base.is(OptionalChainingExprSyntax.self) {
            guard let type = declaredType(of: base),
                  index.isOptionalPropertyRequirement(node.declName.baseName.text, ofType: type),
                  !isInsideTry(node) else { return .visitChildren }
        }
        // Not a method call of the same name, not the target of an assignment.
        if let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id { return .visitChildren }
        if let call = node.parent?.as(OptionalChainingExprSyntax.self), call.parent?.is(FunctionCallExprSyntax.self) == true {
            return .visitChildren
        }
        wrapChain(from: Syntax(node), with: "try?")
        return .visitChildren
    }

    /// The written type of `x` or `self.x`: a parameter or local of an enclosing function or closure, else a
    /// property of the enclosing type.
    private func declaredType(of base: ExprSyntax) -> String? {
        let name: String
        var localsToo = true
        if let ref = base.as(DeclReferenceExprSyntax.self) {
            name = ref.baseName.text
        } else if let member = base.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self" {
            name = member.declName.baseName.text
            localsToo = false
        } else {
            return nil
        }
        var current = base.parent
        while localsToo, let n = current {
            if let block = n.as(CodeBlockItemListSyntax.self) {
                for item in block {
                    guard let v = item.item.as(VariableDeclSyntax.self) else { continue }
                    for binding in v.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                        if let type = binding.typeAnnotation?.type { return type.trimmedDescription }
                    }
                }
            }
            var parameters: FunctionParameterListSyntax?
            if let f = n.as(FunctionDeclSyntax.self) { parameters = f.signature.parameterClause.parameters }
            if let i = n.as(InitializerDeclSyntax.self) { parameters = i.signature.parameterClause.parameters }
            if let parameters {
                for p in parameters where (p.secondName ?? p.firstName).text == name { return p.type.trimmedDescription }
                break
            }
            if n.is(MemberBlockSyntax.self) { break }
            current = n.parent
        }
        return index.propertyType(name, in: typeName(around: base))
    }

    private func isInsideTry(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let n = current, !n.is(CodeBlockItemSyntax.self) {
            if n.is(TryExprSyntax.self) { return true }
            current = n.parent
        }
        return false
    }

    /// Puts `keyword` before the whole postfix chain `node` is part of: `try? a?.b(x).c`, in parentheses
    /// unless the chain is a statement of its own.
    private func wrapChain(from node: Syntax, with keyword: String) {
        var top = node
        while let parent = top.parent {
            if let m = parent.as(MemberAccessExprSyntax.self), m.base?.id == top.id { top = parent; continue }
            if let c = parent.as(FunctionCallExprSyntax.self), c.calledExpression.id == top.id { top = parent; continue }
            if let s = parent.as(SubscriptCallExprSyntax.self), s.calledExpression.id == top.id { top = parent; continue }
            if parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self) { top = parent; continue }
            break
        }
        if let assigned = top.parent?.as(ExprListSyntax.self),
           let i = assigned.firstIndex(where: { $0.id == top.id }),
           assigned.index(after: i) != assigned.endIndex,
           assigned[assigned.index(after: i)].is(AssignmentExprSyntax.self) {
            return
        }
        let isStatement = top.parent?.is(CodeBlockItemSyntax.self) == true
        if isStatement {
            insert(keyword + " ", at: top.positionAfterSkippingLeadingTrivia)
        } else {
            insert("(" + keyword + " ", at: top.positionAfterSkippingLeadingTrivia)
            insert(")", at: top.endPositionBeforeTrailingTrivia)
        }
    }

    // MARK: What has no mechanical port

    // objc_sync_enter/objc_sync_exit are not here: the ObjectiveC module provides them.
    private static let runtimeFunctions: Set<String> = [
        "method_exchangeImplementations", "class_getInstanceMethod", "class_getClassMethod", "class_addMethod",
        "class_replaceMethod", "method_getImplementation", "method_setImplementation", "objc_msgSend",
        "object_setClass", "class_copyMethodList", "class_copyPropertyList", "class_copyIvarList",
        "objc_getClass", "objc_allocateClassPair", "objc_registerClassPair", "imp_implementationWithBlock",
        "class_getName", "sel_registerName", "sel_getName",
    ]

    private func noteRuntimeUse(_ node: FunctionCallExprSyntax) {
        if let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
           Self.runtimeFunctions.contains(name) {
            note(node, "\(name) is Objective-C runtime API, which Linux does not have; port it by hand")
            return
        }
        guard let called = node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                ?? node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return }
        let labels = node.arguments.map { $0.label?.text ?? "_" }
        switch called {
        case "observe" where node.arguments.first?.expression.is(KeyPathExprSyntax.self) == true:
            note(node, "key-value observing needs the Objective-C runtime; observe the change another way (didSet, a notification, Combine)")
        case "addObserver" where labels.contains("forKeyPath"):
            note(node, "key-value observing needs the Objective-C runtime; observe the change another way")
        default:
            break
        }
    }

    // MARK: Outlets and actions for the nib loader

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        var outlets: [(name: String, type: String)] = []
        var actions: [(selector: String, reference: String)] = []
        var alreadyConnectable = false
        let className = node.name.text
        let qualified = enclosingTypeName(of: Syntax(node), protocols: index.protocols).map { $0 + "." + className } ?? className
        for member in node.memberBlock.members {
            if let variable = member.decl.as(VariableDeclSyntax.self),
               hasAttribute(variable.attributes, "IBOutlet") || hasAttribute(variable.attributes, "IBOutletCollection") {
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    guard var type = binding.typeAnnotation?.type else {
                        note(binding, "@IBOutlet '\(name)' has no written type; the nib loader cannot be told how to set it")
                        continue
                    }
                    if let iuo = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { type = iuo.wrappedType }
                    if let opt = type.as(OptionalTypeSyntax.self) { type = opt.wrappedType }
                    outlets.append((name, type.trimmedDescription))
                }
            } else if let function = member.decl.as(FunctionDeclSyntax.self) {
                if function.name.text == "setNibValue" || function.name.text == "nibAction" { alreadyConnectable = true }
                guard hasAttribute(function.attributes, "IBAction") else { continue }
                let labels = argumentLabels(of: function.signature.parameterClause.parameters)
                let selector = objcName(in: function.attributes)
                    ?? ObjCSelectorName.method(function.name.text, labels: labels)
                let owner = qualified + (index.genericParameters[qualified] ?? "")
                var reference = "\(owner).\(function.name.text)"
                if !labels.isEmpty {
                    reference += "(" + labels.map { $0 + ":" }.joined() + ")"
                } else {
                    // `Type.show` names every `show` (UIViewController's show(_:sender:) too): the type picks one.
                    let effects = function.signature.effectSpecifiers?.throwsClause != nil ? " throws" : ""
                    let result = function.signature.returnClause?.type.trimmedDescription ?? "Void"
                    reference = "(\(reference) as (\(owner)) -> @MainActor ()\(effects) -> \(result))"
                }
                actions.append((selector, reference))
            }
        }
        guard !alreadyConnectable, !outlets.isEmpty || !actions.isEmpty else { return .visitChildren }
        // A subclass of a class that gets these members overrides them too.
        let isResponder = inheritsFromResponder(qualified) || index.hasNibMembersInAncestors(qualified)
        // An open class's members are open, so that an app's subclass of a library's class overrides them.
        let access = node.modifiers.contains { $0.name.text == "open" } ? "open "
            : node.modifiers.contains { $0.name.text == "public" } ? "public " : ""
        let prefix = access + (isResponder ? "override " : "")
        let i = indentation(of: node) + "    "
        var lines = ["", "", "\(i)// openuikit-port: the nib loader connects outlets and actions by name (UINibConnectable)."]
        if !outlets.isEmpty {
            lines.append("\(i)\(prefix)func setNibValue(_ value: Any?, forKey key: String) -> Bool {")
            lines.append("\(i)    switch key {")
            for outlet in outlets { lines.append("\(i)    case \"\(outlet.name)\": \(outlet.name) = value as? \(outlet.type)") }
            lines.append("\(i)    default: return \(isResponder ? "super.setNibValue(value, forKey: key)" : "false")")
            lines.append("\(i)    }")
            lines.append("\(i)    return true")
            lines.append("\(i)}")
        }
        if !actions.isEmpty {
            lines.append("\(i)\(prefix)func nibAction(named selector: String) -> Selector? {")
            lines.append("\(i)    switch selector {")
            for action in actions { lines.append("\(i)    case \"\(action.selector)\": return Selector(\"\(action.selector)\", \(action.reference))") }
            lines.append("\(i)    default: return \(isResponder ? "super.nibAction(named: selector)" : "nil")")
            lines.append("\(i)    }")
            lines.append("\(i)}")
        }
        insert(lines.joined(separator: "\n"), at: node.memberBlock.rightBrace.position)
        if !isResponder {
            insert("\n\n\(indentation(of: node))extension \(qualified): UINibConnectable {}", at: node.endPositionBeforeTrailingTrivia)
        }
        return .visitChildren
    }

    /// Whether a class descends from UIResponder, as far as its superclass chain is known: a chain ending in
    /// a UIKit class other than the few that are not responders.
    private func inheritsFromResponder(_ className: String) -> Bool {
        guard let root = index.rootSuperclass(of: className) else { return false }
        // A superclass declared outside the files ported (another module's `MessageView`, `SwipeTableViewCell`):
        // a class with outlets and actions is a view or a view controller far more often than anything else,
        // and any responder has the nib members already.
        if !root.hasPrefix("UI"), !root.hasPrefix("NS"), !["Operation", "Thread"].contains(root),
           !index.protocols.contains(root), !index.declaredClasses.contains(root) {
            return true
        }
        let notResponders: Set<String> = [
            "UIBarItem", "UIBarButtonItem", "UITabBarItem", "UINavigationItem", "UIStoryboardSegue", "UIDocument",
            "UIPresentationController", "UIViewPropertyAnimator", "UIImage", "UIColor", "UIFont", "UIBezierPath",
            "UICollectionViewLayout", "UICollectionViewFlowLayout", "UIMotionEffect", "UIDynamicBehavior",
        ]
        return root.hasPrefix("UI") && !root.hasSuffix("GestureRecognizer") && !notResponders.contains(root)
            && !root.hasSuffix("Layout") && !root.hasSuffix("Delegate")
    }
}

/// The names a subtree refers to (values and types).
final class ReferenceCollector: SyntaxVisitor {
    var names: Set<String> = []
    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.baseName.text)
        return .visitChildren
    }
    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.name.text)
        return .visitChildren
    }
}

/// The function calls in a subtree.
final class CallCollector: SyntaxVisitor {
    var calls: [FunctionCallExprSyntax] = []
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        calls.append(node)
        return .visitChildren
    }
}
