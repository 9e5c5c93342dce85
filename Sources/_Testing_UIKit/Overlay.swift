// Linux: Swift Testing on Linux declares a cross-import overlay named _Testing_UIKit for any module
// called UIKit, but ships no such module, so `import Testing` next to `import UIKit` fails to compile
// with "no such module '_Testing_UIKit'". This empty module is that overlay.
