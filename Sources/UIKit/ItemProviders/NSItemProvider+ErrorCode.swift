import Foundation

extension NSItemProvider {
    /// The codes of NSItemProvider.errorDomain errors. Raw values are Apple's.
    public enum ErrorCode: Int, Sendable {
        case unknownError = -1
        /// Nothing registered conforms to the type asked for, or the representation gave nothing.
        case itemUnavailableError = -1000
        case unexpectedValueClassError = -1100
        /// No registered type can become the class asked for.
        case unavailableCoercionError = -1200
    }
}
