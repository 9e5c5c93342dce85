import Foundation

/// The keyed decoder `init?(coder:)` gets when an object is loaded from an Interface Builder document: it
/// answers the keys of the object's XML element — its attributes (`"text"`, `"tag"`, `"alpha"`) and its
/// keyed value children (`"frame"`, `"backgroundColor"`, `"fontDescription"`).
///
/// Linux: Apple's decoder (UINibDecoder) reads a compiled nib with its own private keys ("UIBounds",
/// "UIText" …); this one reads the XML Xcode writes, under the names Xcode writes. An app's
/// `required init?(coder:)` that calls `super.init(coder:)` and decodes nothing of UIKit's works the same.
final class NibCoder: NSCoder, @unchecked Sendable {
    let element: NibElement
    /// The load this object belongs to (main-actor state, reached only from the main actor).
    let loader: NibLoader

    init(element: NibElement, loader: NibLoader) {
        self.element = element
        self.loader = loader
        super.init()
    }

    override var allowsKeyedCoding: Bool { true }

    override func containsValue(forKey key: String) -> Bool {
        element.attributes[key] != nil || element.child(key: key) != nil
    }

    /// An attribute as its string, or a keyed child as its value: geometry as UIKit's string forms (so that
    /// `decodeCGRect(forKey:)` reads it), colours as UIColor, fonts as UIFont, `<nil>` as nil.
    override func decodeObject(forKey key: String) -> Any? {
        if let text = element.attributes[key] { return text }
        guard let child = element.child(key: key) else { return nil }
        nonisolated(unsafe) var result: Any?
        MainActor.assumeIsolated {
            result = switch child.name {
            case "rect": NSStringFromCGRect(NibValues.rect(child))
            case "size": NSStringFromCGSize(NibValues.size(child))
            case "point": NSStringFromCGPoint(NibValues.point(child))
            case "inset": NSStringFromUIEdgeInsets(NibValues.insets(child))
            case "color": NibValues.color(child)
            case "fontDescription": NibValues.font(child)
            case "string", "mutableString": child["value"] ?? child.text
            case "integer", "real": child.number("value").map { NSNumber(value: $0) }
            case "boolean": child.bool("value")
            case "nil": nil
            default: nil
            }
        }
        return result
    }

    override func decodeBool(forKey key: String) -> Bool {
        element.bool(key) ?? element.child(key: key)?.bool("value") ?? false
    }

    override func decodeDouble(forKey key: String) -> Double {
        element.number(key) ?? element.child(key: key)?.number("value") ?? 0
    }

    override func decodeFloat(forKey key: String) -> Float { Float(decodeDouble(forKey: key)) }

    override func decodeInteger(forKey key: String) -> Int {
        let value = decodeDouble(forKey: key)
        return Int(exactly: value.rounded(.towardZero)) ?? 0
    }

    override func decodeInt32(forKey key: String) -> Int32 { Int32(clamping: decodeInteger(forKey: key)) }
    override func decodeInt64(forKey key: String) -> Int64 { Int64(decodeInteger(forKey: key)) }

    override func decodeObject<DecodedObjectType>(of cls: DecodedObjectType.Type, forKey key: String) -> DecodedObjectType?
        where DecodedObjectType: NSCoding, DecodedObjectType: NSObject {
        let value = decodeObject(forKey: key)
        if let value = value as? DecodedObjectType { return value }
        if cls == NSString.self, let string = value as? String { return NSString(string: string) as? DecodedObjectType }
        return nil
    }

    // MARK: Typed reads for UIKit's decoders

    /// The keyed value child `key` (`<rect key="frame">`).
    func child(_ key: String) -> NibElement? { element.child(key: key) }
    func bool(_ attribute: String) -> Bool? { element.bool(attribute) }
    /// A numeric attribute within the bounds of NibValues.Metrics.
    @MainActor func number(_ attribute: String) -> CGFloat? { NibValues.cgFloat(element, attribute) }
    func string(_ attribute: String) -> String? { element.attributes[attribute] }

    @MainActor func color(_ key: String) -> UIColor?? {
        guard let child = element.child(key: key) else { return .none }
        if child.name == "nil" { return .some(nil) }
        guard child.name == "color" else { return .none }
        return .some(NibValues.color(child))
    }

    @MainActor func font(_ key: String) -> UIFont? {
        element.child(key: key).flatMap { $0.name == "fontDescription" ? NibValues.font($0) : nil }
    }
}
