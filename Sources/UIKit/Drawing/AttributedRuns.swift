import Foundation

/// The one way OpenUIKit builds and edits attributed strings whose runs hold object values (fonts, colours,
/// paragraph styles, shadows).
///
/// Linux: swift-corelibs-foundation halts (an illegal instruction, `__HALT` reached from
/// `__CFBasicHashesAreEqual` under `CFRunArrayInsert`, under `CFAttributedStringReplaceAttributedString` or
/// `CFAttributedStringSetAttribute`) whenever it compares the attribute dictionaries of two neighbouring runs
/// and, for one key, finds two *different instances* of a Swift class — unequal or equal (`isEqual` true) alike,
/// NSObject subclasses or not. The same instance is safe (a pointer test comes first), and NSNumber and String
/// values are CF types that compare fine. It compares two runs whenever it puts a run next to another (`append`,
/// `replaceCharacters`, `setAttributes`, `addAttribute(s)`) or looks for a longest effective range, but
/// `CFBasicHashesAreEqual` returns at once when the two dictionaries' key counts differ, and otherwise stops at
/// the first key that differs in table order: whether a differing number or a missing key is met before the
/// object depends on the keys and, for keys that share a bucket, on Swift's per-process hash seed — which is
/// why the halt came and went between runs. (Measured with a standalone program, Swift 6.3: two runs
/// `[k: Obj(1)]`, `[k: Obj(1)]` with `Obj` an NSObject subclass halt with every seed; the same `Obj` instance
/// twice, two Strings or two NSNumbers do not.)
///
/// So every run built here has a key count different from the run before it: a run that would have as many
/// keys as its predecessor gets one more, the private `paddingKey`, which drawing ignores. Runs are only ever
/// appended at the end, where the run before is the only neighbour, so one key is enough.
enum AttributedRuns {
    static let paddingKey = NSAttributedString.Key("OpenUIKitRunParity")

    /// Appends runs one after another, keeping neighbouring key counts different.
    struct Builder {
        private let result = AttributedStringRunArrays.adopt(NSMutableAttributedString(string: ""))
        private var previousCount = -1

        mutating func append(_ string: String, attributes: [NSAttributedString.Key: Any]) {
            guard !string.isEmpty else { return }
            var attributes = attributes
            attributes[AttributedRuns.paddingKey] = nil
            if attributes.count == previousCount { attributes[AttributedRuns.paddingKey] = true }
            previousCount = attributes.count
            result.append(AttributedStringRunArrays.adopt(NSAttributedString(string: string, attributes: attributes)))
        }

        /// Appends each run of `string` in `range` with its attributes changed by `transform`.
        mutating func append(_ string: NSAttributedString, range: NSRange? = nil,
                             transform: ([NSAttributedString.Key: Any]) -> [NSAttributedString.Key: Any] = { $0 }) {
            let range = range ?? NSRange(location: 0, length: string.length)
            guard range.length > 0 else { return }
            let text = string.string as NSString
            AttributedRuns.enumerateRuns(of: string, in: range) { attributes, run in
                append(text.substring(with: run), attributes: transform(attributes))
            }
        }

        /// The string built (immutable: CF never needs to compare its runs again).
        func build() -> NSAttributedString { AttributedStringRunArrays.adopt(NSAttributedString(attributedString: result)) }
    }

    /// Calls `body` with each run's attributes and range within `range`, without `paddingKey`. Runs are not
    /// merged: asking for the longest effective range makes Foundation compare neighbouring runs, which is what
    /// halts.
    static func enumerateRuns(of string: NSAttributedString, in range: NSRange,
                              _ body: ([NSAttributedString.Key: Any], NSRange) -> Void) {
        guard range.length > 0 else { return }
        string.enumerateAttributes(in: range, options: [.longestEffectiveRangeNotRequired]) { attributes, run, _ in
            // Linux: swift-corelibs-foundation gives a run's whole range with this option, past `range`.
            let clipped = NSIntersectionRange(run, range)
            guard clipped.length > 0 else { return }
            var attributes = attributes
            attributes[paddingKey] = nil
            body(attributes, clipped)
        }
    }

    /// A copy of `string` with each run's attributes changed by `transform`.
    static func mapped(_ string: NSAttributedString,
                       _ transform: ([NSAttributedString.Key: Any]) -> [NSAttributedString.Key: Any]) -> NSAttributedString {
        var builder = Builder()
        builder.append(string, transform: transform)
        return builder.build()
    }

    /// `pieces` one after another.
    static func concatenated(_ pieces: [NSAttributedString]) -> NSAttributedString {
        var builder = Builder()
        for piece in pieces { builder.append(piece) }
        return builder.build()
    }

    /// `string` with the characters in `range` replaced by `replacement` carrying `attributes`
    /// (NSMutableAttributedString.replaceCharacters(in:with:) made safe).
    static func replacing(_ range: NSRange, in string: NSAttributedString, with replacement: String,
                          attributes: [NSAttributedString.Key: Any]) -> NSAttributedString {
        let length = string.length
        let start = min(max(0, range.location), length)
        let end = min(max(start, range.location + max(0, range.length)), length)
        var builder = Builder()
        builder.append(string, range: NSRange(location: 0, length: start))
        builder.append(replacement, attributes: attributes)
        builder.append(string, range: NSRange(location: end, length: length - end))
        return builder.build()
    }
}
