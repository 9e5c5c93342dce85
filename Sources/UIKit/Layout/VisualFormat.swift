import Foundation

extension NSLayoutConstraint {
    /// Options of the visual format language: alignment of all views in the format, and direction.
    public struct FormatOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
        public static let directionLeadingToTrailing = FormatOptions(rawValue: 0 << 16)
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        public static let directionMask = FormatOptions(rawValue: 0x3 << 16)
        public static let spacingEdgeToEdge = FormatOptions(rawValue: 0 << 19)
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        public static let spacingMask = FormatOptions(rawValue: 1 << 19)
        /// The old name of alignAllLastBaseline.
        public static let alignAllBaseline = FormatOptions(rawValue: 1 << 11)
    }

    /// Constraints described by a visual format string such as `H:|-[button]-(>=20)-[label(==button)]-|`.
    /// A string that does not parse traps with Apple's "Unable to parse constraint format" message.
    public class func constraints(withVisualFormat format: String, options opts: FormatOptions = [],
                                  metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] {
        do {
            return try parsedConstraints(withVisualFormat: format, options: opts, metrics: metrics, views: views)
        } catch {
            // Apple raises NSInvalidArgumentException with this text.
            fatalError(error.message)
        }
    }

    // Linux: a throwing form of constraints(withVisualFormat:…) (Apple raises an Objective-C exception instead).
    /// Constraints described by a visual format string; throws Apple's message for a string that does not parse.
    public class func parsedConstraints(withVisualFormat format: String, options opts: FormatOptions = [],
                                        metrics: [String: Any]?, views: [String: Any]) throws(VisualFormatError) -> [NSLayoutConstraint] {
        var p = VisualFormatParser(format: format, options: opts, metrics: metrics ?? [:], views: views)
        return try p.parse()
    }
}

/// The standard space to the superview's edge in the visual format language (⚠ 20 pt).
let visualFormatSuperviewSpacing: CGFloat = 20

@MainActor
struct VisualFormatParser {
    let chars: [Character]
    let format: String
    let options: NSLayoutConstraint.FormatOptions
    let metrics: [String: Any]
    let views: [String: Any]
    var i = 0

    init(format: String, options: NSLayoutConstraint.FormatOptions, metrics: [String: Any], views: [String: Any]) {
        self.format = format
        chars = Array(format)
        self.options = options
        self.metrics = metrics
        self.views = views
    }

    struct Predicate {
        var relation: NSLayoutConstraint.Relation = .equal
        var constant: CGFloat = 0
        var view: UIView?
        var priority: UILayoutPriority = .required
    }

    enum Connection {
        case flush
        case standard
        case predicates([Predicate])
    }

    func fail(_ reason: String, at pos: Int? = nil) -> VisualFormatError {
        let caret = String(repeating: " ", count: max(0, pos ?? i)) + "^"
        return VisualFormatError(message: "Unable to parse constraint format: \n\(reason) \n\(format)\n\(caret)")
    }

    var peek: Character? { i < chars.count ? chars[i] : nil }

    mutating func skipSpaces() { while let c = peek, c == " " { i += 1 } }

    mutating func expect(_ c: Character, _ reason: String) throws(VisualFormatError) {
        skipSpaces()
        guard peek == c else { throw fail(reason) }
        i += 1
    }

    mutating func identifier() -> String? {
        skipSpaces()
        let start = i
        while let c = peek, c.isLetter || c == "_" || (i > start && c.isNumber) { i += 1 }
        return i > start ? String(chars[start..<i]) : nil
    }

    mutating func number() -> CGFloat? {
        skipSpaces()
        let start = i
        if peek == "-" || peek == "+" { i += 1 }
        while let c = peek, c.isNumber || c == "." { i += 1 }
        guard i > start, let d = Double(String(chars[start..<i])) else { i = start; return nil }
        return CGFloat(d)
    }

    func metric(_ name: String, at pos: Int) throws(VisualFormatError) -> CGFloat {
        guard let value = metrics[name] else { throw fail("\(name) is not a key in the metrics dictionary.", at: pos) }
        switch value {
        case let v as CGFloat: return v
        case let v as Double: return CGFloat(v)
        case let v as Float: return CGFloat(v)
        case let v as Int: return CGFloat(v)
        case let v as NSNumber: return CGFloat(v.doubleValue)
        case let v as UILayoutPriority: return CGFloat(v.rawValue)
        default: throw fail("\(name) is not a number in the metrics dictionary.", at: pos)
        }
    }

    func view(_ name: String, at pos: Int) throws(VisualFormatError) -> UIView {
        guard let v = views[name] as? UIView else { throw fail("\(name) is not a key in the views dictionary.", at: pos) }
        return v
    }

    /// `relation? (number | metric | viewName) (@ priority)?`
    mutating func predicate() throws(VisualFormatError) -> Predicate {
        var p = Predicate()
        skipSpaces()
        if i + 1 < chars.count {
            let two = String(chars[i...i + 1])
            if two == "==" { p.relation = .equal; i += 2 } else if two == ">=" { p.relation = .greaterThanOrEqual; i += 2 }
            else if two == "<=" { p.relation = .lessThanOrEqual; i += 2 }
        }
        skipSpaces()
        let pos = i
        if let n = number() {
            p.constant = n
        } else if let name = identifier() {
            if metrics[name] != nil { p.constant = try metric(name, at: pos) }
            else if views[name] != nil { p.view = try view(name, at: pos) }
            else { throw fail("\(name) is not a key in the metrics or views dictionaries.", at: pos) }
        } else {
            throw fail("Expected a number, a metric name or a view name")
        }
        skipSpaces()
        if peek == "@" {
            i += 1
            let ppos = i
            if let n = number() { p.priority = UILayoutPriority(Float(n)) }
            else if let name = identifier() { p.priority = UILayoutPriority(Float(try metric(name, at: ppos))) }
            else { throw fail("Expected a priority after '@'") }
            guard p.priority.rawValue >= 1 && p.priority.rawValue <= 1000 else { throw fail("Priorities must be between 1 and 1000", at: ppos) }
        }
        return p
    }

    /// `( predicate (, predicate)* )`
    mutating func predicateList() throws(VisualFormatError) -> [Predicate] {
        try expect("(", "Expected '('")
        var out = [try predicate()]
        skipSpaces()
        while peek == "," { i += 1; out.append(try predicate()) }
        try expect(")", "Expected ')' to end a predicate list")
        return out
    }

    /// After a '-': `-` alone (standard), or a simple predicate / list then '-'.
    mutating func connection() throws(VisualFormatError) -> Connection {
        skipSpaces()
        guard peek == "-" else { return .flush }
        i += 1
        skipSpaces()
        if peek == "[" || peek == "|" { return .standard }
        var preds: [Predicate]
        if peek == "(" {
            preds = try predicateList()
        } else {
            let pos = i
            if let n = number() { preds = [Predicate(constant: n)] }
            else if let name = identifier() { preds = [Predicate(constant: try metric(name, at: pos))] }
            else { throw fail("Expected a view or a number after '-'") }
        }
        try expect("-", "Expected '-' after a connection's spacing")
        if preds.contains(where: { $0.view != nil }) { throw fail("A connection cannot relate to a view") }
        return .predicates(preds)
    }

    mutating func parse() throws(VisualFormatError) -> [NSLayoutConstraint] {
        var horizontal = true
        skipSpaces()
        if i + 1 < chars.count, chars[i + 1] == ":", chars[i] == "H" || chars[i] == "V" {
            horizontal = chars[i] == "H"
            i += 2
        }
        let ltr = options.contains(.directionLeftToRight)
        let lead: NSLayoutConstraint.Attribute = horizontal ? (ltr ? .left : .leading) : .top
        let trail: NSLayoutConstraint.Attribute = horizontal ? (ltr ? .right : .trailing) : .bottom
        let size: NSLayoutConstraint.Attribute = horizontal ? .width : .height
        var out: [NSLayoutConstraint] = []
        func add(_ a: UIView, _ a1: NSLayoutConstraint.Attribute, _ p: Predicate, _ b: UIView?, _ a2: NSLayoutConstraint.Attribute,
                 constant: CGFloat) {
            let c = NSLayoutConstraint(item: a, attribute: a1, relatedBy: p.relation, toItem: b,
                                       attribute: b == nil ? .notAnAttribute : a2, multiplier: 1, constant: constant)
            c.priorityStorage = p.priority
            out.append(c)
        }

        skipSpaces()
        var leadingSuper: (pos: Int, conn: Connection)?
        if peek == "|" {
            let pos = i
            i += 1
            let conn = try connection()
            leadingSuper = (pos, conn)
        }
        var formatViews: [UIView] = []
        var previous: UIView?
        var pendingConnection: Connection?
        var trailingSuper = false
        while true {
            skipSpaces()
            guard peek == "[" else { throw fail("Expected a view") }
            i += 1
            let pos = i
            guard let name = identifier() else { throw fail("Expected a view name") }
            let v = try view(name, at: pos)
            skipSpaces()
            var sizePreds: [Predicate] = []
            if peek == "(" { sizePreds = try predicateList() }
            try expect("]", "Expected a ']' to close a view name")
            for p in sizePreds {
                if let other = p.view { add(v, size, p, other, size, constant: 0) }
                else { add(v, size, p, nil, .notAnAttribute, constant: p.constant) }
            }
            if let prev = previous, let conn = pendingConnection {
                switch conn {
                case .flush: add(v, lead, Predicate(), prev, trail, constant: 0)
                case .standard: add(v, lead, Predicate(), prev, trail, constant: systemSpacing)
                case .predicates(let ps): for p in ps { add(v, lead, p, prev, trail, constant: p.constant) }
                }
            }
            formatViews.append(v)
            previous = v
            skipSpaces()
            if peek == nil { break }
            if peek == "|" { trailingSuper = true; pendingConnection = .flush; break }
            let conn = try connection()
            skipSpaces()
            if peek == "|" { trailingSuper = true; pendingConnection = conn; break }
            if peek == nil { throw fail("Expected a view or '|' after a connection") }
            pendingConnection = conn
        }
        if trailingSuper {
            let pos = i
            i += 1
            guard let last = formatViews.last, let sv = last.superviewStorage else {
                throw fail("Unable to interpret '|' character, because the related view doesn't have a superview", at: pos)
            }
            switch pendingConnection ?? .flush {
            case .flush: add(sv, trail, Predicate(), last, trail, constant: 0)
            case .standard: add(sv, trail, Predicate(), last, trail, constant: visualFormatSuperviewSpacing)
            case .predicates(let ps): for p in ps { add(sv, trail, p, last, trail, constant: p.constant) }
            }
        }
        skipSpaces()
        if peek != nil { throw fail("Unexpected characters after the end of the format") }
        if let (pos, conn) = leadingSuper {
            guard let first = formatViews.first, let sv = first.superviewStorage else {
                throw fail("Unable to interpret '|' character, because the related view doesn't have a superview", at: pos)
            }
            var head: [NSLayoutConstraint] = []
            func addHead(_ p: Predicate, _ k: CGFloat) {
                let c = NSLayoutConstraint(item: first, attribute: lead, relatedBy: p.relation, toItem: sv, attribute: lead, multiplier: 1, constant: k)
                c.priorityStorage = p.priority
                head.append(c)
            }
            switch conn {
            case .flush: addHead(Predicate(), 0)
            case .standard: addHead(Predicate(), visualFormatSuperviewSpacing)
            case .predicates(let ps): for p in ps { addHead(p, p.constant) }
            }
            out = head + out
        }
        // Alignment options: every view after the first is aligned with the one before it.
        let alignments: [(NSLayoutConstraint.FormatOptions, NSLayoutConstraint.Attribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
            (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
            (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline)]
        for (opt, attr) in alignments where options.contains(opt) {
            let alongAxis: Bool = horizontal ? [.left, .right, .leading, .trailing, .centerX].contains(attr)
                                             : [.top, .bottom, .centerY, .lastBaseline, .firstBaseline].contains(attr)
            if alongAxis {
                let dir = horizontal ? "horizontal" : "vertical"
                throw fail("Options mask required views to be aligned on a \(dir) edge, which is not allowed for layout that is also \(dir).", at: 0)
            }
            for (a, b) in zip(formatViews, formatViews.dropFirst()) {
                out.append(NSLayoutConstraint(item: b, attribute: attr, relatedBy: .equal, toItem: a, attribute: attr, multiplier: 1, constant: 0))
            }
        }
        // Right to left whatever the views' direction: leading and trailing edges laid out mirrored.
        if horizontal, options.intersection(.directionMask) == .directionRightToLeft {
            for c in out where c.firstAttribute.isDirectional { c.formatDirection = .rightToLeft }
        }
        return out
    }
}
