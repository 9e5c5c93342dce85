import Foundation

/// The text units of a string as UTF-16 ranges, for the tokenizer and the editing core's movement: grapheme
/// clusters, words (runs of letters, digits and joining apostrophes), sentences, and paragraphs (lines between
/// newlines; a string tokenizer has no layout, so its lines are its paragraphs).
enum TextUnits {
    static func ranges(of granularity: UITextGranularity, in text: String) -> [Range<Int>] {
        switch granularity {
        case .character: return characters(text)
        case .word: return words(text)
        case .sentence: return sentences(text)
        case .paragraph, .line: return paragraphs(text)
        case .document: return [0..<text.utf16.count]
        }
    }

    static func characters(_ text: String) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var offset = 0
        for character in text {
            let length = character.utf16.count
            result.append(offset..<offset + length)
            offset += length
        }
        return result
    }

    static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }

    static func words(_ text: String) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var offset = 0
        var start: Int?
        let characters = Array(text)
        for (index, character) in characters.enumerated() {
            let length = character.utf16.count
            // An apostrophe between letters ("don't") belongs to the word.
            let joins = (character == "'" || character == "\u{2019}") && start != nil
                && index + 1 < characters.count && isWordCharacter(characters[index + 1])
            if isWordCharacter(character) || joins {
                if start == nil { start = offset }
            } else if let begun = start {
                result.append(begun..<offset)
                start = nil
            }
            offset += length
        }
        if let begun = start { result.append(begun..<offset) }
        return result
    }

    static func sentences(_ text: String) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var offset = 0
        var start: Int?
        var ended = false
        for character in text {
            let length = character.utf16.count
            if character.isNewline {
                if let begun = start { result.append(begun..<offset) }
                start = nil
                ended = false
            } else if character.isWhitespace {
                if ended, let begun = start {
                    result.append(begun..<offset)
                    start = nil
                    ended = false
                }
            } else {
                if start == nil { start = offset }
                ended = ".!?。！？".contains(character)
            }
            offset += length
        }
        if let begun = start { result.append(begun..<offset) }
        return result
    }

    static func paragraphs(_ text: String) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var offset = 0
        var start = 0
        for character in text {
            let length = character.utf16.count
            if character.isNewline {
                result.append(start..<offset)
                start = offset + length
            }
            offset += length
        }
        result.append(start..<offset)
        return result
    }
}
