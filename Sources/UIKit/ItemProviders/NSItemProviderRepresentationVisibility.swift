import Foundation

/// Which processes may see a representation an item provider registers. Raw values are Apple's.
// Linux: Foundation's on Apple's platforms (swift-corelibs-foundation has none); see docs/DIFFERENCES.md.
// Every representation is visible in this single-process world: the value is kept, not enforced.
public enum NSItemProviderRepresentationVisibility: Int, Sendable {
    case all = 0
    case team = 1
    case group = 2
    case ownProcess = 3
}
