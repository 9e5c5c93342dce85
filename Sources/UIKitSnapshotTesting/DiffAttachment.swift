import Foundation

/// A file that explains a failed comparison (the reference, the failure and their difference).
public enum DiffAttachment {
    /// Bytes to keep beside the test results, with their file name.
    case data(Data, name: String)
}
