/// What a document picker made with the deprecated initializers does (Apple's raw values).
public enum UIDocumentPickerMode: UInt, Sendable {
    /// Copies the picked documents in (`init(forOpeningContentTypes:asCopy: true)`).
    case `import` = 0
    /// Opens the picked documents where they are (`init(forOpeningContentTypes:)`).
    case open = 1
    /// Copies the given documents to the chosen folder (`init(forExporting:asCopy: true)`).
    case exportToService = 2
    /// Moves the given documents to the chosen folder (`init(forExporting:)`).
    case moveToService = 3
}
