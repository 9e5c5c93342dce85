import Foundation

/// Which kinds of assets a picker shows: a kind, or kinds combined with `any(of:)`, `all(of:)` and `not(_:)`.
// Linux: the library is a folder of image files, so an image is all an asset can be: the filters of other kinds
// (videos, Live Photos, screenshots, panoramas…) match nothing there (docs/DIFFERENCES.md).
public struct PHPickerFilter: Hashable, Sendable, CustomStringConvertible {
    indirect enum Rule: Hashable, Sendable {
        case kind(String)
        case any([Rule])
        case all([Rule])
        case not(Rule)
    }

    let rule: Rule

    public static let images = PHPickerFilter(rule: .kind("images"))
    public static let videos = PHPickerFilter(rule: .kind("videos"))
    public static let livePhotos = PHPickerFilter(rule: .kind("livePhotos"))
    public static let depthEffectPhotos = PHPickerFilter(rule: .kind("depthEffectPhotos"))
    public static let bursts = PHPickerFilter(rule: .kind("bursts"))
    public static let panoramas = PHPickerFilter(rule: .kind("panoramas"))
    public static let screenshots = PHPickerFilter(rule: .kind("screenshots"))
    public static let screenRecordings = PHPickerFilter(rule: .kind("screenRecordings"))
    public static let cinematicVideos = PHPickerFilter(rule: .kind("cinematicVideos"))
    public static let slomoVideos = PHPickerFilter(rule: .kind("slomoVideos"))
    public static let timelapseVideos = PHPickerFilter(rule: .kind("timelapseVideos"))
    public static let spatialMedia = PHPickerFilter(rule: .kind("spatialMedia"))

    /// Assets any of the filters admit.
    public static func any(of subfilters: [PHPickerFilter]) -> PHPickerFilter { PHPickerFilter(rule: .any(subfilters.map(\.rule))) }
    /// Assets all of the filters admit.
    public static func all(of subfilters: [PHPickerFilter]) -> PHPickerFilter { PHPickerFilter(rule: .all(subfilters.map(\.rule))) }
    /// Assets the filter does not admit.
    public static func not(_ filter: PHPickerFilter) -> PHPickerFilter { PHPickerFilter(rule: .not(filter.rule)) }

    public var description: String { Self.describe(rule) }

    /// Whether a still image of the library (not a Live Photo, screenshot, panorama… as far as a file tells)
    /// passes the filter.
    package var admitsImages: Bool { Self.admitsImage(rule) }

    private static func admitsImage(_ rule: Rule) -> Bool {
        switch rule {
        case .kind(let kind): return kind == "images"
        case .any(let rules): return rules.contains { admitsImage($0) }
        case .all(let rules): return rules.allSatisfy { admitsImage($0) }
        case .not(let rule): return !admitsImage(rule)
        }
    }

    private static func describe(_ rule: Rule) -> String {
        switch rule {
        case .kind(let kind): return kind
        case .any(let rules): return "any(of: [\(rules.map(describe).joined(separator: ", "))])"
        case .all(let rules): return "all(of: [\(rules.map(describe).joined(separator: ", "))])"
        case .not(let rule): return "not(\(describe(rule)))"
        }
    }
}
