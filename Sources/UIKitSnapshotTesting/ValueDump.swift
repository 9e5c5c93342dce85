import Foundation

/// The text of `.dump`: one line per value ("▿" before values with children, "-" before leaves), children
/// indented by two spaces, dictionary and set members and class and struct fields sorted by their text.
enum ValueDump {
    static let dateFormatter: DateFormatter = {
        let f = DateFormatter()
        f.dateFormat = "yyyy-MM-dd'T'HH:mm:ssZZZZZ"
        f.calendar = Calendar(identifier: .gregorian)
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(abbreviation: "UTC")
        return f
    }()

    static func text(of value: Any) -> String { dump(value, name: nil, indent: 0, visited: []) }

    private static func typeName(_ mirror: Mirror) -> String {
        String(describing: mirror.subjectType).replacingOccurrences(of: " #\\d+", with: "", options: .regularExpression)
    }

    private static func sorted(_ children: [Mirror.Child], visited: Set<ObjectIdentifier>) -> [Mirror.Child] {
        children.map { ($0, dump($0.value, name: $0.label, indent: 0, visited: visited)) }
            .sorted { $0.1 < $1.1 }.map(\.0)
    }

    private static func dump(_ value: Any, name: String?, indent: Int, visited: Set<ObjectIdentifier>) -> String {
        let pad = String(repeating: " ", count: indent)
        let mirror = Mirror(reflecting: value)
        var children = Array(mirror.children)
        let bullet = children.isEmpty ? "-" : "▿"
        let label = name.map { "\($0): " } ?? ""
        var visited = visited
        let description: String
        switch (value, mirror.displayStyle) {
        case (_, .collection?):
            description = children.count == 1 ? "1 element" : "\(children.count) elements"
        case (_, .dictionary?):
            description = children.count == 1 ? "1 key/value pair" : "\(children.count) key/value pairs"
            children = sorted(children, visited: visited)
        case (_, .set?):
            description = children.count == 1 ? "1 member" : "\(children.count) members"
            children = sorted(children, visited: visited)
        case (_, .tuple?):
            description = children.count == 1 ? "(1 element)" : "(\(children.count) elements)"
        case (_, .optional?):
            description = children.isEmpty ? "\(typeName(mirror)).none" : typeName(mirror)
        case (let v as AnySnapshotStringConvertible, _) where type(of: v).renderChildren:
            description = v.snapshotDescription
        case (let v as AnySnapshotStringConvertible, _):
            return "\(pad)- \(label)\(v.snapshotDescription)\n"
        case (let v as CustomStringConvertible, _):
            description = v.description
        case (let v as AnyObject, .class?):
            let id = ObjectIdentifier(v)
            if visited.contains(id) { return "\(pad)\(bullet) \(name ?? "value") (circular reference detected)\n" }
            visited.insert(id)
            description = typeName(mirror)
            children = sorted(children, visited: visited)
        case (_, .struct?):
            description = typeName(mirror)
            children = sorted(children, visited: visited)
        case (_, .enum?):
            description = children.isEmpty ? "\(typeName(mirror)).\(value)" : typeName(mirror)
        default:
            description = String(describing: value)
        }
        return "\(pad)\(bullet) \(label)\(description)\n"
            + children.map { dump($0.value, name: $0.label, indent: indent + 2, visited: visited) }.joined()
    }
}
