import Foundation

/// The scale `UIGraphicsBeginImageContextWithOptions` and renderer formats use for a scale of 0 (the
/// main screen's). UIScreen sets it when screens exist; until then it is 1.
// Linux: a hook for UIScreen; Apple reads the main screen directly.
nonisolated(unsafe) package var UIGraphicsDefaultScale: CGFloat = 1
// nonisolated(unsafe): written once by UIScreen at start-up (main thread) before any drawing; read
// anywhere. A race would need a screen-scale change during off-main drawing, which Apple does not
// support either.

/// The per-thread stack of UIKit graphics contexts. Like Apple's, each thread has its own stack, so
/// drawing on a background thread never sees the main thread's context.
final class UIGraphicsContextStack {
    struct Entry {
        let context: CGContext
        /// Set for contexts begun by UIGraphicsBeginImageContext(WithOptions): the image's scale.
        let imageScale: CGFloat?
    }
    var entries: [Entry] = []

    /// This thread's stack.
    static var current: UIGraphicsContextStack {
        let key = UIGraphicsContextStack.key
        if let p = pthread_getspecific(key) {
            return Unmanaged<UIGraphicsContextStack>.fromOpaque(p).takeUnretainedValue()
        }
        let stack = UIGraphicsContextStack()
        pthread_setspecific(key, Unmanaged.passRetained(stack).toOpaque())
        return stack
    }

    /// The thread-specific-data key, made once; its destructor releases a finished thread's stack.
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { p in
            guard let p else { return }
            Unmanaged<UIGraphicsContextStack>.fromOpaque(p).release()
        }
        return key
    }()
}

/// The graphics context on top of the current thread's UIKit context stack, or nil when the stack is
/// empty. Inside `draw(_:)`, an image context or a renderer's actions, it is the context to draw into.
public func UIGraphicsGetCurrentContext() -> CGContext? {
    UIGraphicsContextStack.current.entries.last?.context
}

/// Makes `context` the current context, on top of this thread's stack.
public func UIGraphicsPushContext(_ context: CGContext) {
    UIGraphicsContextStack.current.entries.append(.init(context: context, imageScale: nil))
}

/// Removes the current context from the top of this thread's stack, restoring the previous one.
public func UIGraphicsPopContext() {
    _ = UIGraphicsContextStack.current.entries.popLast()
}

/// Creates a bitmap context for UIKit drawing: y-down with the origin at the top left, scaled by
/// `scale`, so its CTM reads [scale, 0, 0, −scale, 0, pixelHeight] as Apple's does. Nil for an empty size.
package func UIGraphicsMakeImageContext(size: CGSize, opaque: Bool, scale: CGFloat) -> CGContext? {
    let s = scale > 0 ? scale : UIGraphicsDefaultScale
    guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else { return nil }
    let w = Int((size.width * s).rounded(.up)), h = Int((size.height * s).rounded(.up))
    let info: CGBitmapInfo = [.byteOrder32Little,
                              CGBitmapInfo(alphaInfo: opaque ? .noneSkipFirst : .premultipliedFirst)]
    guard let ctx = CGContext(data: nil, width: w, height: h, bitsPerComponent: 8, bytesPerRow: 0,
                              space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info) else { return nil }
    ctx.translateBy(x: 0, y: CGFloat(h))
    ctx.scaleBy(x: s, y: -s)
    return ctx
}

/// Creates a bitmap-based graphics context of `size` points at scale 1 and makes it current.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// Creates a bitmap-based graphics context with the given options and makes it current. A scale of 0
/// means the main screen's scale. An empty size creates no context (iOS logs an error; nothing is
/// pushed, so UIGraphicsGetCurrentContext() stays what it was).
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let s = scale > 0 ? scale : UIGraphicsDefaultScale
    guard let ctx = UIGraphicsMakeImageContext(size: size, opaque: opaque, scale: s) else {
        FileHandle.standardError.write(Data("UIGraphicsBeginImageContext() failed to allocate CGBitampContext: size={\(size.width), \(size.height)}, scale=\(s)\n".utf8))
        return
    }
    UIGraphicsContextStack.current.entries.append(.init(context: ctx, imageScale: s))
}

/// An image of the current image context's contents; nil when the current context is not one begun by
/// UIGraphicsBeginImageContext(WithOptions).
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let top = UIGraphicsContextStack.current.entries.last, let scale = top.imageScale,
          let cg = top.context.makeImage() else { return nil }
    return UIImage(cgImage: cg, scale: scale, orientation: .up)
}

/// Removes the current image context from the stack. Does nothing when the current context is not an
/// image context.
public func UIGraphicsEndImageContext() {
    let stack = UIGraphicsContextStack.current
    guard stack.entries.last?.imageScale != nil else { return }
    stack.entries.removeLast()
}
