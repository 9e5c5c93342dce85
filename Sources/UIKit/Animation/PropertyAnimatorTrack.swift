import Foundation

/// The animations one animation block of a property animator made, and where they sit on the
/// animator's time line: they start `begin` seconds into it and last `duration` seconds, to its end.
@MainActor
final class PropertyAnimatorTrack {
    /// When the track starts, in seconds of the animator's current time line.
    var begin: Double
    /// How long the track lasts (the time line's duration − begin).
    var duration: Double
    /// When the track starts on the animator's original time line (its duration and timing as created).
    let originalBegin: Double
    /// The block's recording; the animations' delegates report to it.
    let recording: UIViewAnimationState
    var parts: [PropertyAnimatorPart] = []

    init(begin: Double, duration: Double, originalBegin: Double, recording: UIViewAnimationState) {
        self.begin = begin
        self.duration = duration
        self.originalBegin = originalBegin
        self.recording = recording
    }

    /// The progress of `part` when the animator's time line stands at `time`.
    func progress(of part: PropertyAnimatorPart, at time: Double) -> Double {
        part.progress(local: time - begin, duration: duration)
    }
}
