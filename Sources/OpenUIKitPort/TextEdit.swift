/// A replacement of a range of a file's UTF-8 bytes.
struct TextEdit {
    var start: Int
    var end: Int
    var replacement: String

    /// `source` with `edits` applied. Edits are applied in order of position (insertions at one position
    /// in the order given); an edit that overlaps one before it is dropped and returned.
    static func apply(_ edits: [TextEdit], to source: [UInt8]) -> (text: String, dropped: [TextEdit]) {
        let ordered = edits.enumerated().sorted { a, b in
            a.element.start != b.element.start ? a.element.start < b.element.start : a.offset < b.offset
        }.map(\.element)
        var output: [UInt8] = []
        output.reserveCapacity(source.count + 256)
        var cursor = 0
        var dropped: [TextEdit] = []
        for edit in ordered {
            guard edit.start >= cursor else {
                dropped.append(edit)
                continue
            }
            output.append(contentsOf: source[cursor..<edit.start])
            output.append(contentsOf: Array(edit.replacement.utf8))
            cursor = edit.end
        }
        output.append(contentsOf: source[cursor...])
        return (String(decoding: output, as: UTF8.self), dropped)
    }
}
