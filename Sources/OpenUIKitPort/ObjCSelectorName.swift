/// The Objective-C selector name Swift gives a declaration (the rules of the Swift compiler for `@objc`
/// methods, initializers and properties).
enum ObjCSelectorName {
    /// The prepositions after which, or before which, the compiler does not insert "With".
    static let prepositions: Set<String> = [
        "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for", "from",
        "given", "in", "including", "inside", "into", "matching", "of", "on", "passing", "preceding", "since",
        "to", "until", "using", "via", "when", "with", "within",
    ]

    /// The selector of a method `baseName(labels…)`, where "_" is no label: `tapped(_:)` → `tapped:`,
    /// `doThing(sender:)` → `doThingWithSender:`, `move(to:)` → `moveTo:`, `init(frame:)` → `initWithFrame:`.
    /// A throwing method gets Objective-C's error parameter (`saveAndReturnError:`, `save:error:`).
    static func method(_ baseName: String, labels: [String], throws isThrowing: Bool = false) -> String {
        var pieces: [String] = []
        if labels.isEmpty {
            return isThrowing ? baseName + "AndReturnError:" : baseName
        }
        let first = labels[0]
        if first == "_" || first.isEmpty {
            pieces.append(baseName)
        } else {
            var piece = baseName
            let isInit = baseName == "init"
            let firstWordIsPreposition = prepositions.contains(firstWord(of: first).lowercased())
            let lastWordIsPreposition = !isInit && prepositions.contains(lastWord(of: baseName).lowercased())
            if !firstWordIsPreposition && !lastWordIsPreposition { piece += "With" }
            piece += sentenceCased(first)
            pieces.append(piece)
        }
        for label in labels.dropFirst() { pieces.append(label == "_" ? "" : label) }
        if isThrowing { pieces.append("error") }
        return pieces.map { $0 + ":" }.joined()
    }

    /// The getter of a property: its name.
    static func getter(_ name: String) -> String { name }

    /// The setter of a property: `setName:`.
    static func setter(_ name: String) -> String { "set" + sentenceCased(name) + ":" }

    static func sentenceCased(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }

    /// The first camel-case word: `titleForRow` → `title`.
    static func firstWord(of name: String) -> String {
        var result = ""
        for (i, c) in name.enumerated() {
            if i > 0 && c.isUppercase { break }
            result.append(c)
        }
        return result
    }

    /// The last camel-case word: `moveTo` → `To`, `doThing` → `Thing`.
    static func lastWord(of name: String) -> String {
        guard let index = name.lastIndex(where: { $0.isUppercase }) else { return name }
        return String(name[index...])
    }
}
