import Foundation
import QuartzCore
import UniformTypeIdentifiers

/// The system's interface for picking an image from the photo library: a navigation controller whose grid
/// shows the library's images; a tap picks one (after a square crop when `allowsEditing`), Cancel gives up.
/// The picker does not dismiss itself: its delegate does, as on iOS.
// Linux: no camera (`isSourceTypeAvailable(.camera)` is false, and choosing it raises Apple's exception) and no
// movies; the library is a folder of image files (PhotoLibrary).
@preconcurrency @MainActor
open class UIImagePickerController: UINavigationController {
    /// Whether this device has the source: the photo library and saved photos album, never a camera.
    open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { sourceType != .camera }

    /// The media type identifiers a source offers: images, for the library (nil for an unavailable source).
    open class func availableMediaTypes(for sourceType: SourceType) -> [String]? {
        isSourceTypeAvailable(sourceType) ? [UTType.image.identifier] : nil
    }

    open class func isCameraDeviceAvailable(_ cameraDevice: CameraDevice) -> Bool { false }
    open class func isFlashAvailable(for cameraDevice: CameraDevice) -> Bool { false }
    open class func availableCaptureModes(for cameraDevice: CameraDevice) -> [NSNumber]? { nil }

    /// Where the media come from (default `.photoLibrary`). An unavailable source raises as on iOS.
    open var sourceType: SourceType = .photoLibrary {
        didSet {
            guard Self.isSourceTypeAvailable(sourceType) else {
                UncaughtException.raise("NSInvalidArgumentException", reason: "Source type \(sourceType.rawValue) not available")
            }
        }
    }
    /// The media types shown (default images only).
    open var mediaTypes: [String] = [UTType.image.identifier]
    /// Whether a picked image is first cropped to a square by the user (default false).
    open var allowsEditing = false
    @available(iOS, deprecated: 3.1, renamed: "allowsEditing")
    open var allowsImageEditing: Bool {
        get { allowsEditing }
        set { allowsEditing = newValue }
    }
    open var imageExportPreset: ImageURLExportPreset = .compatible
    /// For movies, which this picker does not offer; kept with Apple's defaults.
    open var videoMaximumDuration: TimeInterval = 600
    open var videoQuality: QualityType = .typeMedium
    open var videoExportPreset = ""

    // The camera's interface: kept with Apple's defaults so camera code compiles; there is no camera to show.
    open var showsCameraControls = true
    open var cameraOverlayView: UIView?
    open var cameraViewTransform: CGAffineTransform = .identity
    open var cameraDevice: CameraDevice = .rear
    open var cameraCaptureMode: CameraCaptureMode = .photo
    open var cameraFlashMode: CameraFlashMode = .auto
    open func takePicture() {}
    open func startVideoCapture() -> Bool { false }
    open func stopVideoCapture() {}

    private var imageDelegate: UIImagePickerControllerDelegate? { delegate as? UIImagePickerControllerDelegate }

    open override func viewDidLoad() {
        super.viewDidLoad()
        if viewControllers.isEmpty {
            let grid = PhotoGridController(picker: self)
            grid.cancelHandler = { [weak self] in self?.cancel() }
            grid.pickHandler = { [weak self] url in self?.pick(url) }
            setViewControllers([grid], animated: false)
        }
    }

    // MARK: What the user does

    func cancel() {
        if let imageDelegate { imageDelegate.imagePickerControllerDidCancel(self) } else { dismissSelf() }
    }

    /// A tap on the image at `url`: picked, or cropped first when editing.
    private func pick(_ url: URL) {
        guard let image = UIImage(contentsOfFile: url.path) else { return }
        if allowsEditing {
            pushViewController(PhotoCropController(picker: self, url: url, image: image), animated: true)
        } else {
            finish(picking: url, image: image, crop: nil)
        }
    }

    /// The user picked the image at `url`, cropped to `crop` (in its pixels) when editing.
    func finish(picking url: URL, image: UIImage, crop: CGRect?) {
        var info: [InfoKey: Any] = [.mediaType: UTType.image.identifier, .originalImage: image]
        if let copy = Self.temporaryCopy(of: url) { info[.imageURL] = copy }
        if let crop, let cropped = image.cgImage?.cropping(to: crop) {
            info[.editedImage] = UIImage(cgImage: cropped, scale: image.scale, orientation: image.imageOrientation)
            info[.cropRect] = NSValue(cgRect: crop)
        }
        if let imageDelegate {
            imageDelegate.imagePickerController(self, didFinishPickingMediaWithInfo: info)
        } else {
            dismissSelf()
        }
    }

    /// The user swiped the sheet away: a cancellation, as on iOS.
    override func presentationDidEndByUser() {
        imageDelegate?.imagePickerControllerDidCancel(self)
    }

    /// What iOS does for a delegate without the method: the picker dismisses itself.
    func dismissSelf() {
        if presentingViewController != nil { dismiss(animated: true) }
    }

    /// A copy in the temporary directory under a new name, as iOS gives the picked file (the app may move or
    /// delete it; the library's file stays).
    private static func temporaryCopy(of url: URL) -> URL? {
        let copy = FileManager.default.temporaryDirectory
            .appendingPathComponent(UUID().uuidString).appendingPathExtension(url.pathExtension)
        return (try? FileManager.default.copyItem(at: url, to: copy)) != nil ? copy : nil
    }
}
