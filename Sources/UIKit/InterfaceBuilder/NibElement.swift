import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// One element of an Interface Builder document (.xib / .storyboard XML): its name, attributes and
/// children, in document order.
///
/// Linux: Apple compiles IB documents to binary nibs at build time and loads those; here the XML Xcode
/// writes is read at run time (Foundation's XMLParser) into this tree, and the loader decodes objects from it.
final class NibElement: @unchecked Sendable {
    let name: String
    let attributes: [String: String]
    private(set) var children: [NibElement] = []
    private(set) weak var parent: NibElement?

    init(name: String, attributes: [String: String]) {
        self.name = name
        self.attributes = attributes
    }

    subscript(attribute: String) -> String? { attributes[attribute] }

    /// The `id` attribute (IB's object id, "Xa-bc-123", or "-1" for File's Owner).
    var id: String? { attributes["id"] }
    /// The `key` attribute of a value child (`<rect key="frame">`).
    var key: String? { attributes["key"] }

    /// The first child named `name`.
    func child(_ name: String) -> NibElement? { children.first { $0.name == name } }
    /// The children named `name`.
    func children(_ name: String) -> [NibElement] { children.filter { $0.name == name } }
    /// The child whose `key` attribute is `key`.
    func child(key: String) -> NibElement? { children.first { $0.key == key } }

    /// A YES/NO attribute, nil when absent or not YES/NO.
    func bool(_ attribute: String) -> Bool? {
        switch attributes[attribute] {
        case "YES": true
        case "NO": false
        default: nil
        }
    }

    /// A numeric attribute, nil when absent or not a number.
    func number(_ attribute: String) -> Double? {
        guard let text = attributes[attribute], let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// Every element below this one, this one first (document pre-order).
    func preorder(_ visit: (NibElement) -> Void) {
        visit(self)
        for child in children { child.preorder(visit) }
    }

    fileprivate func append(_ child: NibElement) {
        child.parent = self
        children.append(child)
    }

    /// Parses an IB document with Foundation's XMLParser; throws `NibDocumentError` when the XML is malformed
    /// or is not an Interface Builder document.
    static func parseDocument(_ data: Data) throws -> NibElement {
        // IB documents are UTF-8; Foundation's XMLParser on Linux traps on names that are not (Linux:).
        guard String(data: data, encoding: .utf8) != nil else {
            throw NibDocumentError.malformed(line: 0, reason: "the document is not UTF-8")
        }
        let builder = TreeBuilder()
        let parser = XMLParser(data: withDataInEveryProcessingInstruction(data))
        parser.delegate = builder
        parser.shouldProcessNamespaces = false
        parser.shouldResolveExternalEntities = false
        let ok = parser.parse()
        guard ok, let root = builder.root, builder.stack.isEmpty else {
            let line = parser.lineNumber
            throw NibDocumentError.malformed(line: line, reason: parser.parserError.map { "\($0)" } ?? "unexpected end of document")
        }
        guard root.name == "document" else { throw NibDocumentError.notInterfaceBuilder(root: root.name) }
        return root
    }

    /// `data` with a space before the `?>` of each processing instruction that has a target and no data
    /// (`<?x?>` → `<?x ?>`). Linux: FoundationXML's XMLParser passes libxml2's null data pointer to strlen for
    /// such an instruction and crashes (found by the nib-loader fuzz target); with the space libxml2 gives
    /// empty data instead. An instruction means nothing to a nib, as to Apple's parser, which reports it to a
    /// delegate that ignores it.
    static func withDataInEveryProcessingInstruction(_ data: Data) -> Data {
        let bytes = [UInt8](data)
        var out: [UInt8] = []
        var i = 0
        var changed = false
        func isNameByte(_ b: UInt8) -> Bool { b != UInt8(ascii: "?") && b != UInt8(ascii: ">") && b > 0x20 }
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: "<"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "?") {
                var end = i + 2
                while end < bytes.count && isNameByte(bytes[end]) { end += 1 }
                if end > i + 2, end + 1 < bytes.count, bytes[end] == UInt8(ascii: "?"), bytes[end + 1] == UInt8(ascii: ">") {
                    out.append(contentsOf: bytes[i..<end])
                    out.append(UInt8(ascii: " "))
                    changed = true
                    i = end
                    continue
                }
            }
            out.append(bytes[i])
            i += 1
        }
        return changed ? Data(out) : data
    }

    private final class TreeBuilder: NSObject, XMLParserDelegate {
        var root: NibElement?
        var stack: [NibElement] = []

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
            let element = NibElement(name: elementName, attributes: attributeDict)
            if let top = stack.last { top.append(element) } else if root == nil { root = element }
            stack.append(element)
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
                    qualifiedName qName: String?) {
            _ = stack.popLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            // Long strings are written as text: `<string key="text">…</string>`.
            guard let top = stack.last, top.name == "string" || top.name == "mutableString" else { return }
            top.text += string
        }
    }

    /// The text content of a `<string>` element.
    var text = ""
}

/// Why an IB document could not be read.
enum NibDocumentError: Error, CustomStringConvertible {
    case malformed(line: Int, reason: String)
    case notInterfaceBuilder(root: String)

    var description: String {
        switch self {
        case .malformed(let line, let reason): "The nib's XML is malformed (line \(line)): \(reason)"
        case .notInterfaceBuilder(let root): "The file is not an Interface Builder document (root element <\(root)>)"
        }
    }
}
