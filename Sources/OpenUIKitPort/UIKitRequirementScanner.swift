import Foundation
internal import SwiftParser
internal import SwiftSyntax

/// Finds the protocol requirements that a set of Swift files (OpenUIKit's own Sources/UIKit) declares and
/// implements by default in an extension of the protocol: on Apple's SDK these are the optional requirements
/// that callers reach with `?(`. Used to check (and regenerate) `UIKitOptionalRequirements.methods`.
enum UIKitRequirementScanner {
    /// The default-implemented method requirements of the protocols in `trees`, by full name
    /// ("tableView(_:heightForRowAt:)"), with what they return.
    static func defaultImplementedMethods(in trees: [SourceFileSyntax]) -> [String: UIKitOptionalRequirements.Result] {
        let collector = RequirementCollector(viewMode: .sourceAccurate)
        for tree in trees { collector.walk(tree) }
        var found: [String: UIKitOptionalRequirements.Result] = [:]
        for (proto, requirements) in collector.requirements {
            let defaults = collector.defaults[proto] ?? []
            for (name, result) in requirements where defaults.contains(name) { found[name] = result }
        }
        return found
    }

    /// The same for the Swift files under `folder`.
    static func defaultImplementedMethods(under folder: String) throws -> [String: UIKitOptionalRequirements.Result] {
        let trees = try Porter.swiftFiles(under: [folder]).map { path in
            Parser.parse(source: try String(contentsOfFile: path, encoding: .utf8))
        }
        return defaultImplementedMethods(in: trees)
    }

    /// The full name Swift spells a function by: "f(_:to:)", "f()".
    static func fullName(_ base: String, labels: [String]) -> String {
        base + "(" + labels.map { $0 + ":" }.joined() + ")"
    }

    static func isDelegateLike(_ protocolName: String) -> Bool {
        ["Delegate", "DataSource", "Transitioning", "Prefetching"].contains { protocolName.hasSuffix($0) }
    }

    static func result(of clause: ReturnClauseSyntax?) -> UIKitOptionalRequirements.Result {
        guard let type = clause?.type else { return .void }
        if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return .optional }
        let text = type.trimmedDescription
        if text == "Void" || text == "()" { return .void }
        return .value
    }

    private final class RequirementCollector: SyntaxVisitor {
        var requirements: [String: [String: UIKitOptionalRequirements.Result]] = [:]
        var defaults: [String: Set<String>] = [:]

        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
            // Delegates and data sources: a closure property of the app's may share a name with another
            // kind of requirement, but hardly with a delegate method's labelled one.
            guard UIKitRequirementScanner.isDelegateLike(node.name.text) else { return .skipChildren }
            for member in node.memberBlock.members {
                guard let f = member.decl.as(FunctionDeclSyntax.self) else { continue }
                let name = UIKitRequirementScanner.fullName(f.name.text, labels: argumentLabels(of: f.signature.parameterClause.parameters))
                requirements[node.name.text, default: [:]][name] = UIKitRequirementScanner.result(of: f.signature.returnClause)
            }
            return .skipChildren
        }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            let extended = node.extendedType.trimmedDescription
            for member in node.memberBlock.members {
                guard let f = member.decl.as(FunctionDeclSyntax.self) else { continue }
                defaults[extended, default: []].insert(
                    UIKitRequirementScanner.fullName(f.name.text, labels: argumentLabels(of: f.signature.parameterClause.parameters)))
            }
            return .skipChildren
        }
    }
}
