import Testing
@testable import UIKit

private final class Person: NSObject {
    let name: String
    init(_ name: String) { self.name = name }
}

/// What `#selector(getter: Person.name)` becomes on Linux.
private let nameSelector = Selector("name", { (p: Person) in { p.name } })

@Suite @MainActor struct UILocalizedIndexedCollationTests {
    @Test func englishSectionsAreTheLettersThenHash() {
        let c = UILocalizedIndexedCollation.current()
        #expect(c.sectionTitles.count == 27)
        #expect(c.sectionTitles.first == "A")
        #expect(c.sectionTitles[25] == "Z")
        #expect(c.sectionTitles.last == "#")
        #expect(c.sectionIndexTitles == c.sectionTitles)
        #expect(c.section(forSectionIndexTitle: 0) == 0)
        #expect(c.section(forSectionIndexTitle: 13) == 13)
        #expect(c.section(forSectionIndexTitle: 26) == 26)
    }

    @Test func objectsGoInTheirFirstLettersSection() {
        let c = UILocalizedIndexedCollation.current()
        func section(_ name: String) -> Int { c.section(for: Person(name), collationStringSelector: nameSelector) }
        #expect(section("Alice") == 0)
        #expect(section("bob") == 1)           // lower case: B
        #expect(section("Zoë") == 25)
        #expect(section("Émile") == 4)         // a diacritic: its base letter E
        #expect(section("ñandú") == 13)        // N
        #expect(section("Øystein") == 14)      // Ø sorts right after O: O
        #expect(section("łódź") == 11)         // L
        #expect(section("Straße") == 18)
        #expect(section("42 Street") == 26)    // digits: #
        #expect(section("_under") == 26)       // symbols: #
        #expect(section("Ωmega") == 26)        // another script: #
        #expect(section("") == 26)
    }

    @Test func sortedArrayFollowsTheCollation() {
        let c = UILocalizedIndexedCollation.current()
        let people = ["bob", "Émile", "alice", "Eve", "Adam", "éclair", "charlie"].map(Person.init)
        let sorted = c.sortedArray(from: people, collationStringSelector: nameSelector).map { ($0 as! Person).name }
        // Case and accents do not order letters: "éclair" < "Émile" < "Eve" as eclair < emile < eve.
        #expect(sorted == ["Adam", "alice", "bob", "charlie", "éclair", "Émile", "Eve"])
    }

    @Test func sectionedTableIdiom() {
        // The usual table code: a bucket per section, each bucket sorted.
        let c = UILocalizedIndexedCollation.current()
        var buckets = Array(repeating: [Person](), count: c.sectionTitles.count)
        for p in ["Carol", "anna", "Ben", "9lives", "Ångström", "Bea"].map(Person.init) {
            buckets[c.section(for: p, collationStringSelector: nameSelector)].append(p)
        }
        let sorted = buckets.map { c.sortedArray(from: $0, collationStringSelector: nameSelector).map { ($0 as! Person).name } }
        #expect(sorted[0] == ["Ångström", "anna"])
        #expect(sorted[1] == ["Bea", "Ben"])
        #expect(sorted[2] == ["Carol"])
        #expect(sorted[26] == ["9lives"])
        #expect(sorted[3..<26].allSatisfy { $0.isEmpty })
    }
}
