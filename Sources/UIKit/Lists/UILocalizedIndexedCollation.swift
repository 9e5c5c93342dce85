import Foundation

/// Groups and sorts a table's objects into lettered sections, for tables with a section index.
///
/// Linux: the collation is English's whatever the locale (A to Z, then "#"): Apple loads the current
/// language's from UIKit's bundle. Letters with diacritics go in their base letter's section ("É" in "E"),
/// digits, symbols and other scripts in "#". The collation string of an object comes from calling
/// `collationStringSelector` on it, a `Selector` made from the getter (what `#selector(getter: Person.name)`
/// becomes; see Selector).
open class UILocalizedIndexedCollation: NSObject, @unchecked Sendable {
    private enum Metrics {
        /// English's sections (UIKit's en collation): the 26 letters, then "#" for everything else.
        static let letters = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { String(UnicodeScalar($0)) }
        static let other = "#"
        /// Latin letters with no decomposition that the collation sorts right after (or, for ß, as) a base
        /// letter, so they fall in its section: Æ after A, Ø and Œ after O, Ł after L, Đ after D, ß as "ss".
        static let undecomposed: [String: String] = ["Æ": "A", "Ø": "O", "Œ": "O", "Ł": "L", "Đ": "D", "Ð": "D",
                                                        "Ħ": "H", "Ŧ": "T", "ß": "S", "ẞ": "S", "ı": "I"]
    }

    public required override init() { super.init() }

    /// The collation for the current locale.
    open class func current() -> Self { self.init() }

    /// The titles of the sections: "A" … "Z", "#".
    open var sectionTitles: [String] { Metrics.letters + [Metrics.other] }

    /// The titles of the section index shown beside the table: the same as the section titles.
    open var sectionIndexTitles: [String] { Metrics.letters + [Metrics.other] }

    /// The section that the index title at `indexTitleIndex` scrolls to (each index title is its section).
    open func section(forSectionIndexTitle indexTitleIndex: Int) -> Int {
        max(0, min(indexTitleIndex, sectionTitles.count - 1))
    }

    /// The section of `object`: the one of the first letter of the string `selector` returns for it.
    open func section(for object: Any, collationStringSelector selector: Selector) -> Int {
        section(forCollationString: collationString(of: object, selector))
    }

    /// `array` sorted by the strings `selector` returns for its objects, in the collation's order (letter
    /// case and diacritics only break ties; equal strings keep their order).
    open func sortedArray(from array: [Any], collationStringSelector selector: Selector) -> [Any] {
        let keyed = array.enumerated().map { (offset: $0.offset, element: $0.element, key: collationString(of: $0.element, selector)) }
        let locale = Locale(identifier: "en")
        return keyed.sorted { a, b in
            let primary = a.key.compare(b.key, options: [.caseInsensitive, .diacriticInsensitive], range: nil, locale: locale)
            if primary != .orderedSame { return primary == .orderedAscending }
            let secondary = a.key.compare(b.key, options: [], range: nil, locale: locale)
            if secondary != .orderedSame { return secondary == .orderedAscending }
            return a.offset < b.offset
        }.map(\.element)
    }

    // MARK: Internals

    private func collationString(of object: Any, _ selector: Selector) -> String {
        switch selector.invoke(on: object as AnyObject) {
        case let s as String: return s
        case let s as NSString: return s as String
        default: return ""
        }
    }

    /// The section of a string: its first character with diacritics removed, if it is a letter A to Z.
    func section(forCollationString string: String) -> Int {
        guard var first = string.first else { return Metrics.letters.count }
        if let base = Metrics.undecomposed[String(first)] ?? Metrics.undecomposed[String(first).uppercased()] { first = Character(base) }
        let base = String(first).folding(options: [.diacriticInsensitive, .caseInsensitive, .widthInsensitive], locale: Locale(identifier: "en"))
            .uppercased()
        guard base.unicodeScalars.count == 1, let index = Metrics.letters.firstIndex(of: base) else { return Metrics.letters.count }
        return index
    }
}
