// Linux: Swift Testing on Linux declares a cross-import overlay named _Testing_CoreGraphics for any module
// called CoreGraphics, but ships no such module, so `import Testing` next to `import CoreGraphics` fails to compile
// with "no such module '_Testing_CoreGraphics'". This empty module is that overlay.
