import Foundation

/// The identifiers of dynamic types: "dyn.a" and a base-32 text (alphabet without i, j, l, o) of the
/// declaration "?0=<conformances>:<tag class>=<tag>", bits most significant first, as Apple's "dyn.ah62d4rv4ge8…"
/// identifiers are built. Well-known identifiers in the declaration are written as Apple's one-character codes.
enum DynamicTypeIdentifier {
    private static let alphabet = Array("abcdefghkmnpqrstuvwxyz0123456789")
    private static let codes: [(code: String, identifier: String)] = [
        ("0", "UTTypeConformsTo"), ("1", "public.filename-extension"), ("2", "com.apple.ostype"),
        ("3", "public.mime-type"), ("4", "com.apple.nspboard-type"), ("5", "public.url-scheme"),
        ("6", "public.data"), ("7", "public.text"), ("8", "public.plain-text"), ("9", "public.utf16-plain-text"),
        ("A", "com.apple.traditional-mac-plain-text"), ("B", "public.image"), ("C", "public.video"),
        ("D", "public.audio"), ("E", "public.directory"), ("F", "public.folder"),
    ]

    private static func code(for identifier: String) -> String {
        codes.first { $0.identifier == identifier }?.code ?? identifier
    }

    private static func identifier(for code: String) -> String {
        codes.first { $0.code == code }?.identifier ?? code
    }

    static func encode(conformances: [String], tags: [UTTagClass: [String]]) -> String {
        var fields: [String] = []
        if !conformances.isEmpty { fields.append("0=" + conformances.map(code(for:)).joined(separator: ",")) }
        for (tagClass, values) in tags.sorted(by: { code(for: $0.key.rawValue) < code(for: $1.key.rawValue) }) {
            fields.append(code(for: tagClass.rawValue) + "=" + values.joined(separator: ","))
        }
        let declaration = "?" + fields.joined(separator: ":")
        var text = "dyn.a"
        var buffer = 0, bits = 0
        for byte in declaration.utf8 {
            buffer = (buffer << 8) | Int(byte)
            bits += 8
            while bits >= 5 {
                bits -= 5
                text.append(alphabet[(buffer >> bits) & 31])
            }
        }
        if bits > 0 { text.append(alphabet[(buffer << (5 - bits)) & 31]) }
        return text
    }

    static func decode(_ identifier: String) -> (conformances: [String], tags: [UTTagClass: [String]])? {
        guard identifier.hasPrefix("dyn.a") else { return nil }
        var bytes: [UInt8] = []
        var buffer = 0, bits = 0
        for character in identifier.dropFirst(5) {
            guard let value = alphabet.firstIndex(of: character) else { return nil }
            buffer = ((buffer << 5) | value) & 0xFFFF
            bits += 5
            if bits >= 8 {
                bits -= 8
                bytes.append(UInt8((buffer >> bits) & 0xFF))
            }
        }
        guard let declaration = String(bytes: bytes, encoding: .utf8), declaration.hasPrefix("?") else { return nil }
        var conformances: [String] = []
        var tags: [UTTagClass: [String]] = [:]
        for field in declaration.dropFirst().split(separator: ":") {
            let parts = field.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { return nil }
            let values = parts[1].split(separator: ",").map(String.init)
            if parts[0] == "0" {
                conformances = values.map(Self.identifier(for:))
            } else {
                tags[UTTagClass(rawValue: Self.identifier(for: parts[0]))] = values
            }
        }
        return (conformances, tags)
    }
}
