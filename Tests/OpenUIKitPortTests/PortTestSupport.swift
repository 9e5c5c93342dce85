@testable import OpenUIKitPort

/// `text` ported on its own.
func ported(_ text: String) -> String { Porter().port(text).text }

/// The notes porting `text` gives.
func notes(_ text: String) -> [String] { Porter().port(text).notes.map { "\($0.line): \($0.message)" } }

/// `files` ported together (so that declarations in one are seen from another), by path.
func ported(_ files: [String: String]) -> [String: String] {
    let result = Porter().port(files.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
    return Dictionary(uniqueKeysWithValues: result.files.map { ($0.path, $0.ported) })
}
