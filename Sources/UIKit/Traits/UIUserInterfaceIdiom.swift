import Foundation

/// The kind of interface: phone, pad, TV, CarPlay, Mac or vision.
public enum UIUserInterfaceIdiom: Int, Sendable, CaseIterable {
    /// An undefined idiom.
    case unspecified = -1
    /// An interface designed for iPhone and iPod touch.
    case phone = 0
    /// An interface designed for iPad.
    case pad = 1
    /// An interface designed for tvOS and Apple TV.
    case tv = 2
    /// An interface designed for an in-car experience.
    case carPlay = 3
    /// An interface designed for the Mac.
    case mac = 5
    /// An interface designed for visionOS and Apple Vision Pro.
    case vision = 6
}
