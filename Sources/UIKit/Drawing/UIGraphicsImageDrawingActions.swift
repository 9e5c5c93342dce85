import Foundation

/// The drawing actions of an image renderer.
public typealias UIGraphicsImageDrawingActions = (UIGraphicsImageRendererContext) -> Void
