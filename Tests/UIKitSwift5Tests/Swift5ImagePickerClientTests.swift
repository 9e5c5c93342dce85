// Swift 5 language mode: an image picker used as iOS code uses it (a view controller that is both delegates,
// the camera checked before the library, the picked image read from the info dictionary, the picker dismissed
// by its delegate) compiles without a diagnostic.
import XCTest
import UIKit

final class AvatarViewController: UIViewController, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
    let avatarView = UIImageView()
    var pickedURL: URL?

    func makePicker() -> UIImagePickerController {
        let picker = UIImagePickerController()
        picker.sourceType = UIImagePickerController.isSourceTypeAvailable(.camera) ? .camera : .photoLibrary
        picker.mediaTypes = UIImagePickerController.availableMediaTypes(for: picker.sourceType) ?? []
        picker.allowsEditing = true
        picker.delegate = self
        picker.modalPresentationStyle = .fullScreen
        return picker
    }

    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
        picker.dismiss(animated: true, completion: nil)
        guard let image = info[.editedImage] as? UIImage ?? info[.originalImage] as? UIImage else { return }
        avatarView.image = image
        pickedURL = info[UIImagePickerController.InfoKey.imageURL] as? URL
    }

    func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        picker.dismiss(animated: true)
    }
}

final class Swift5ImagePickerClientTests: XCTestCase {
    func testThePickerIsUsedAsOnIOS() {
        let controller = AvatarViewController()
        let picker = controller.makePicker()
        XCTAssertEqual(picker.sourceType, .photoLibrary)
        XCTAssertEqual(picker.mediaTypes, ["public.image"])
        XCTAssertTrue(picker.delegate === controller)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { _ in }
        controller.imagePickerController(picker, didFinishPickingMediaWithInfo: [.originalImage: image])
        XCTAssertTrue(controller.avatarView.image === image)
        XCTAssertNil(controller.pickedURL)
    }
}
