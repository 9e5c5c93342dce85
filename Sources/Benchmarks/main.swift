import Foundation

switch CommandLine.arguments.dropFirst().first {
case "layout": LayoutBenchmark.run()
default: print("benchmarks: nothing yet")
}
