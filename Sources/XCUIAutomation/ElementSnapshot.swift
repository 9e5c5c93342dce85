// The app's accessibility tree as one snapshot saw it, walked by queries in the test process.
import Foundation
import XCUIAutomationWire

/// One element of a snapshot, with its parent (queries look up as well as down).
final class ElementSnapshot {
    let wire: WireElement
    weak var parent: ElementSnapshot?
    /// The parent's attributes, kept when the rest of the tree is let go (an element resolved from a
    /// snapshot outlives the snapshot's root).
    let parentWire: WireElement?
    private(set) var children: [ElementSnapshot] = []

    init(_ wire: WireElement, parent: ElementSnapshot? = nil) {
        self.wire = wire
        self.parent = parent
        parentWire = parent?.wire
        children = wire.children.map { ElementSnapshot($0, parent: self) }
    }

    var elementType: XCUIElement.ElementType { XCUIElement.ElementType(rawValue: wire.type) ?? .other }

    var frame: CGRect { CGRect(x: wire.frame.x, y: wire.frame.y, width: wire.frame.width, height: wire.frame.height) }

    /// Every element under this one, depth first in the order they are drawn (back to front).
    var descendants: [ElementSnapshot] {
        var result: [ElementSnapshot] = []
        func visit(_ e: ElementSnapshot) { for c in e.children { result.append(c); visit(c) } }
        visit(self)
        return result
    }

    /// As Xcode prints an element: type, frame, identifier, label, value.
    var summary: String {
        let f = frame
        var text = "\(elementType.displayName), {{\(f.minX), \(f.minY)}, {\(f.width), \(f.height)}}"
        if !wire.identifier.isEmpty { text += ", identifier: '\(wire.identifier)'" }
        if !wire.label.isEmpty { text += ", label: '\(wire.label)'" }
        if let placeholder = wire.placeholder, !placeholder.isEmpty { text += ", placeholderValue: '\(placeholder)'" }
        if let value = wire.value, !value.isEmpty { text += ", value: \(value)" }
        if !wire.enabled { text += ", Disabled" }
        if wire.selected { text += ", Selected" }
        return text
    }

    /// The tree under this element, indented, as XCUIElement.debugDescription prints it.
    func treeDescription(indent: String = "") -> String {
        var text = indent + summary + "\n"
        for c in children { text += c.treeDescription(indent: indent + "  ") }
        return text
    }
}
