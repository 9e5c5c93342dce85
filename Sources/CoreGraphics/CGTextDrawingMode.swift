import Foundation

/// The drawing mode for text.
public enum CGTextDrawingMode: Int32, Sendable {
    case fill = 0, stroke, fillStroke, invisible, fillClip, strokeClip, fillStrokeClip, clip
}
