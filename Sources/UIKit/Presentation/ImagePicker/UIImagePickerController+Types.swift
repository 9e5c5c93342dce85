import Foundation

extension UIImagePickerController {
    /// Where the picker takes media from (Apple's raw values).
    public enum SourceType: Int, Sendable {
        case photoLibrary = 0
        case camera = 1
        case savedPhotosAlbum = 2
    }

    /// Which camera captures (Apple's raw values).
    public enum CameraDevice: Int, Sendable {
        case rear = 0
        case front = 1
    }

    /// Whether the camera takes still images or movies (Apple's raw values).
    public enum CameraCaptureMode: Int, Sendable {
        case photo = 0
        case video = 1
    }

    /// The camera's flash (Apple's raw values).
    public enum CameraFlashMode: Int, Sendable {
        case off = -1
        case auto = 0
        case on = 1
    }

    /// The quality of movies captured or exported (Apple's raw values).
    public enum QualityType: Int, Sendable {
        case typeHigh = 0
        case typeMedium = 1
        case typeLow = 2
        case type640x480 = 3
        case typeIFrame1280x720 = 4
        case typeIFrame960x540 = 5
    }

    /// How a picked image's file is given to the app (Apple's raw values).
    public enum ImageURLExportPreset: Int, Sendable {
        case compatible = 0
        case current = 1
    }

    /// The keys of the dictionary the delegate receives with a picked image (Apple's raw values).
    public struct InfoKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The picked media's type identifier, a `String` ("public.image").
        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
        /// The image as picked, a `UIImage`.
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        /// The image as cropped by the user, a `UIImage` (only when `allowsEditing`).
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        /// The crop applied to the original image, an `NSValue` of a `CGRect` in its pixels.
        public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
        /// A picked movie's file URL.
        public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
        @available(iOS, deprecated: 11.0, message: "Use phAsset")
        public static let referenceURL = InfoKey(rawValue: "UIImagePickerControllerReferenceURL")
        /// A captured photo's metadata.
        public static let mediaMetadata = InfoKey(rawValue: "UIImagePickerControllerMediaMetadata")
        /// A picked Live Photo.
        public static let livePhoto = InfoKey(rawValue: "UIImagePickerControllerLivePhoto")
        /// The picked asset (Photos framework); never given here (Linux has no Photos library).
        public static let phAsset = InfoKey(rawValue: "UIImagePickerControllerPHAsset")
        /// A file URL of the picked image: a copy in the temporary directory, the app's to keep or remove.
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
    }
}
