import Foundation
internal import SwiftParser
internal import SwiftSyntax

/// Ports the Objective-C idioms of iOS Swift source so that it builds against OpenUIKit on Linux
/// (`@objc`, `#selector`, optional requirements, outlets, `#if os(iOS)`, submodule imports, `#keyPath`);
/// see docs/PORTING.md.
public struct Porter: Sendable {
    /// One file's result.
    public struct FileResult: Sendable {
        /// The file's path.
        public let path: String
        /// Its text before.
        public let original: String
        /// Its text ported.
        public let ported: String
        /// Whether porting changes it.
        public var changed: Bool { original != ported }
    }

    /// The result of porting a set of files.
    public struct Result: Sendable {
        /// Every file, in path order.
        public let files: [FileResult]
        /// What could not be ported, by file and line.
        public let notes: [PortNote]
        /// The number of lines read.
        public let lineCount: Int
    }

    public init() {}

    /// Ports `sources` (path and text), reading all of them first so that a rewrite in one file can use
    /// declarations in another.
    public func port(_ sources: [(path: String, text: String)]) -> Result {
        var files: [FileResult] = []
        var notes: [PortNote] = []
        var lines = 0
        var parseable: [(path: String, text: String)] = []
        for source in sources {
            let bytes = Array(source.text.utf8)
            if let line = Porter.lineNestedTooDeeply(bytes) {
                lines += bytes.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
                notes.append(PortNote(file: source.path, line: line, message: "square brackets nested more than \(Porter.maximumBracketNesting) deep; the file was left as it is"))
                files.append(FileResult(path: source.path, original: source.text, ported: source.text))
            } else {
                parseable.append(source)
            }
        }
        let parsed = parseable.map { source -> (String, [UInt8], SourceFileSyntax) in
            let bytes = Array(source.text.utf8)
            let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
            return (source.path, bytes, tree)
        }
        var index = PortIndex()
        for (path, bytes, tree) in parsed { index.add(tree, path: path, source: bytes) }
        // Every file's edits first: a member moved out of an extension lands in another file's class.
        var editsByFile: [String: [TextEdit]] = [:]
        for (path, bytes, tree) in parsed {
            let rewriter = FileRewriter(tree: tree, source: bytes, file: path, index: index)
            editsByFile[path, default: []].insert(contentsOf: rewriter.run(tree), at: 0)
            for (file, edit) in rewriter.editsElsewhere { editsByFile[file, default: []].append(edit) }
            notes += rewriter.notes
        }
        for (path, bytes, _) in parsed {
            lines += bytes.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
            let (text, dropped) = TextEdit.apply(editsByFile[path] ?? [], to: bytes)
            for edit in dropped {
                let line = bytes[..<min(edit.start, bytes.count)].reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
                notes.append(PortNote(file: path, line: line, message: "an overlapping rewrite was left out (\(edit.replacement.isEmpty ? "a removal" : "'\(edit.replacement)'")); run the tool again"))
            }
            files.append(FileResult(path: path, original: String(decoding: bytes, as: UTF8.self), ported: text))
        }
        if parseable.count < sources.count {
            // Refused files first in `files` so far: back to the order they were given in.
            var order: [String: Int] = [:]
            for (i, source) in sources.enumerated() where order[source.path] == nil { order[source.path] = i }
            files = files.enumerated().sorted { (order[$0.element.path] ?? 0, $0.offset) < (order[$1.element.path] ?? 0, $1.offset) }.map(\.element)
        }
        return Result(files: files, notes: notes.sorted { ($0.file, $0.line) < ($1.file, $1.line) }, lineCount: lines)
    }

    /// The deepest nesting of square brackets a file may have. SwiftParser's type lookahead tries each `[` as
    /// both a collection type and an inline array type, so its time doubles with each unclosed level (found by
    /// the porter's fuzz target: 20 levels took 18 s in a debug build, 127 would never end); real code nests a
    /// few levels.
    static let maximumBracketNesting = 12

    /// The line where square brackets first nest deeper than `maximumBracketNesting`, or nil.
    static func lineNestedTooDeeply(_ bytes: [UInt8]) -> Int? {
        var depth = 0
        var line = 1
        for b in bytes {
            switch b {
            case 0x0A: line += 1
            case UInt8(ascii: "["):
                depth += 1
                if depth > maximumBracketNesting { return line }
            case UInt8(ascii: "]"): depth = max(0, depth - 1)
            default: break
            }
        }
        return nil
    }

    /// Ports one file's text on its own.
    public func port(_ text: String, path: String = "input.swift") -> (text: String, notes: [PortNote]) {
        let result = port([(path, text)])
        return (result.files[0].ported, result.notes)
    }

    /// The Swift files under `paths` (files as given; directories searched, leaving out hidden ones and
    /// `.build`), in path order.
    public static func swiftFiles(under paths: [String]) throws -> [String] {
        var found: [String] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: path])
            }
            if !isDirectory.boolValue {
                found.append(path)
                continue
            }
            let root = URL(fileURLWithPath: path)
            guard let enumerator = manager.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey],
                                                      options: [.skipsHiddenFiles]) else { continue }
            for case let url as URL in enumerator {
                if url.lastPathComponent == ".build" {
                    enumerator.skipDescendants()
                    continue
                }
                if url.pathExtension == "swift" {
                    found.append(path.hasSuffix("/") ? path + url.path.dropFirst(root.path.count + 1)
                                                    : path + "/" + url.path.dropFirst(root.path.count + 1))
                }
            }
        }
        return found.sorted()
    }
}
