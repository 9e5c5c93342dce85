import Foundation

/// One element of a snapshot as Apple's XCUIElementSnapshot: what predicates and `snapshot()` give.
@MainActor
final class SnapshotAttributes: NSObject, XCUIElementSnapshot {
    let node: ElementSnapshot

    init(_ node: ElementSnapshot) { self.node = node }

    var identifier: String { node.wire.identifier }
    var frame: CGRect { node.frame }
    var value: Any? { node.wire.value }
    var title: String { "" }
    var label: String { node.wire.label }
    var elementType: XCUIElement.ElementType { node.elementType }
    var isEnabled: Bool { node.wire.enabled }
    var placeholderValue: String? { node.wire.placeholder }
    var isSelected: Bool { node.wire.selected }
    var hasFocus: Bool { node.wire.focused }
    var children: [any XCUIElementSnapshot] { node.children.map(SnapshotAttributes.init) }

    var dictionaryRepresentation: [XCUIElement.AttributeName: Any] {
        var d: [XCUIElement.AttributeName: Any] = [
            .identifier: identifier, .frame: frame, .title: title, .label: label,
            .elementType: elementType.rawValue, .enabled: isEnabled, .selected: isSelected, .hasFocus: hasFocus,
            .children: children.map(\.dictionaryRepresentation),
        ]
        if let value = node.wire.value { d[.value] = value }
        if let placeholderValue { d[.placeholderValue] = placeholderValue }
        return d
    }

    override var description: String { MainActor.assumeIsolated { node.summary } }
}
