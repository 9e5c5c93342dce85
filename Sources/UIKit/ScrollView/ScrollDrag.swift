import Foundation

/// One drag of a scroll view's content, from the pan's began to its end.
struct ScrollDrag {
    /// Which axis a directional lock keeps the drag on.
    enum Lock { case undecided, free, horizontal, vertical }

    /// The undamped offset at began (past an edge: the finger position the shown overshoot stands for).
    var startRaw: CGPoint
    /// The offset at began, as shown.
    var startOffset: CGPoint
    var lock: Lock
}
