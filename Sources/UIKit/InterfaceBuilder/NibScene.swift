import Foundation

/// What a controller made from an archive keeps to load its view later (SPEC-NEXT §7.2: a scene's view is
/// loaded lazily, at loadView, with the controller as owner): its element, the scene's other objects and
/// where it came from.
@MainActor
final class NibScene {
    let element: NibElement
    let bundle: Bundle?
    weak var storyboard: UIStoryboard?
    /// The scene's other objects by id (gesture recognizers, custom objects made with the controller).
    var objects: [String: AnyObject] = [:]

    init(element: NibElement, bundle: Bundle?, storyboard: UIStoryboard?) {
        self.element = element
        self.bundle = bundle
        self.storyboard = storyboard
    }

    /// The `<segue>` of the controller's own connections named `identifier`.
    func segue(withIdentifier identifier: String) -> NibElement? {
        element.child("connections")?.children("segue").first { $0["identifier"] == identifier }
    }
}
