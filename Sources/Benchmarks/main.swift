import Foundation
print("benchmarks: nothing yet")
