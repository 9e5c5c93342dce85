import Foundation

/// The standard editing commands a responder can implement (Copy, Paste, Select All …): menus, keyboard
/// shortcuts and `sendAction(_:to:from:for:)` with a nil target send them along the responder chain to
/// the first responder whose `canPerformAction(_:withSender:)` accepts them.
///
/// Linux: Apple's requirements are optional Objective-C methods. Here UIResponder declares every one (as the
/// Swift SDK shows them on UIResponder, so subclasses write `override func copy(_ sender: Any?)`), and a
/// responder "implements" one when its class recorded the method (see `UIResponder.canPerformAction`). Other
/// conformers get do-nothing defaults.
@preconcurrency @MainActor
public protocol UIResponderStandardEditActions: NSObjectProtocol {
    func cut(_ sender: Any?)
    func copy(_ sender: Any?)
    func paste(_ sender: Any?)
    func select(_ sender: Any?)
    func selectAll(_ sender: Any?)
    func delete(_ sender: Any?)
    func makeTextWritingDirectionLeftToRight(_ sender: Any?)
    func makeTextWritingDirectionRightToLeft(_ sender: Any?)
    func toggleBoldface(_ sender: Any?)
    func toggleItalics(_ sender: Any?)
    func toggleUnderline(_ sender: Any?)
    func increaseSize(_ sender: Any?)
    func decreaseSize(_ sender: Any?)
    func pasteAndMatchStyle(_ sender: Any?)
    func pasteAndGo(_ sender: Any?)
    func pasteAndSearch(_ sender: Any?)
    func find(_ sender: Any?)
    func findNext(_ sender: Any?)
    func findPrevious(_ sender: Any?)
    func findAndReplace(_ sender: Any?)
    func useSelectionForFind(_ sender: Any?)
    func rename(_ sender: Any?)
    func duplicate(_ sender: Any?)
    func move(_ sender: Any?)
    func export(_ sender: Any?)
}

extension UIResponderStandardEditActions {
    public func cut(_ sender: Any?) {}
    public func copy(_ sender: Any?) {}
    public func paste(_ sender: Any?) {}
    public func select(_ sender: Any?) {}
    public func selectAll(_ sender: Any?) {}
    public func delete(_ sender: Any?) {}
    public func makeTextWritingDirectionLeftToRight(_ sender: Any?) {}
    public func makeTextWritingDirectionRightToLeft(_ sender: Any?) {}
    public func toggleBoldface(_ sender: Any?) {}
    public func toggleItalics(_ sender: Any?) {}
    public func toggleUnderline(_ sender: Any?) {}
    public func increaseSize(_ sender: Any?) {}
    public func decreaseSize(_ sender: Any?) {}
    public func pasteAndMatchStyle(_ sender: Any?) {}
    public func pasteAndGo(_ sender: Any?) {}
    public func pasteAndSearch(_ sender: Any?) {}
    public func find(_ sender: Any?) {}
    public func findNext(_ sender: Any?) {}
    public func findPrevious(_ sender: Any?) {}
    public func findAndReplace(_ sender: Any?) {}
    public func useSelectionForFind(_ sender: Any?) {}
    public func rename(_ sender: Any?) {}
    public func duplicate(_ sender: Any?) {}
    public func move(_ sender: Any?) {}
    public func export(_ sender: Any?) {}
}

extension UIResponder: UIResponderStandardEditActions {}
