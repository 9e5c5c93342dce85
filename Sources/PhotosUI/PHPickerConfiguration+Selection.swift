import Foundation

extension PHPickerConfiguration {
    /// How the picker's choices are made and reported. Raw values are Apple's.
    public enum Selection: Int, Sendable, Hashable {
        /// Chosen items are given, in the library's order, when the user taps Add.
        case `default` = 0
        /// Chosen items are numbered and given in the order they were chosen when the user taps Add.
        case ordered = 1
        /// Each change of the choice is given at once (no Add).
        case continuous = 2
        /// Each change is given at once, numbered and in the order chosen.
        case continuousAndOrdered = 3
    }
}
