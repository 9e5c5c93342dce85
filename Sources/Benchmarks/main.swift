import Foundation

// `swift run -c release Benchmarks <area>`: one `key=value` line per figure.
let areas: [String: () -> Void] = [
    "coregraphics": CoreGraphicsBenchmark.run,
    "compositor": CompositorBenchmark.run,
    "desktop": DesktopBenchmark.run,
    "port": PortBenchmark.run,
    // A touch moving through 10 nested views carrying 20 recognizers, against hit-testing alone; then one frame
    // of a scrolled scroll view against compositing the same move.
    "interaction": { InteractionBenchmark.run(); ScrollBenchmark.run() },
    // The solver against kiwi on the four patterns, then the UIKit stack-view line per N.
    "layout": { LayoutBenchmark.run(); StackViewBenchmark.run() },
    // The scroll-frame line of `interaction` on its own.
    "scroll": ScrollBenchmark.run,
    // One character typed in the middle of a UITextView of 1,000 and 100,000 characters, with its frame.
    "text": TextBenchmark.run,
]
if CommandLine.arguments.dropFirst().first == "desktop-app" { DesktopBenchmark.runApp() } // hidden: the app `desktop` measures
if CommandLine.arguments.dropFirst().first == "scroll-app" { ScrollDesktopApp.run() } // hidden: the app the wheel test scrolls
let requested = CommandLine.arguments.dropFirst().first ?? "all"
if requested == "all" {
    for name in areas.keys.sorted() { areas[name]!() }
} else if requested == "stackviews" {
    StackViewBenchmark.run() // the UIKit half of `layout` on its own, for profiling
} else if let run = areas[requested] {
    run()
} else {
    FileHandle.standardError.write(Data("Benchmarks: unknown area '\(requested)'; known: all, \(areas.keys.sorted().joined(separator: ", "))\n".utf8))
    exit(2)
}
