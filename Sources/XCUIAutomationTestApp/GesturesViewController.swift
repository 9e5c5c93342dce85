import UIKit

/// Three areas with gesture recognizers (taps and presses, swipes, pinches and rotations); a label names
/// the last gesture recognized.
final class GesturesViewController: UIViewController {
    private let area = UIView()
    private let swipeArea = UIView()
    private let pinchArea = UIView()
    private let gestureLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Gestures"
        view.backgroundColor = .systemBackground
        for (v, id, y) in [(area, "tapArea", 110.0), (swipeArea, "swipeArea", 230.0), (pinchArea, "pinchArea", 350.0)] {
            v.frame = CGRect(x: 20, y: y, width: 335, height: 110)
            v.backgroundColor = .systemTeal
            v.accessibilityIdentifier = id
            // As on iOS, a view gets a second finger only when it takes multiple touches.
            v.isMultipleTouchEnabled = true
            view.addSubview(v)
        }
        gestureLabel.frame = CGRect(x: 20, y: 470, width: 335, height: 30)
        // A strip scrolled sideways, with a button far out of sight on it.
        let strip = UIScrollView(frame: CGRect(x: 20, y: 510, width: 335, height: 50))
        strip.accessibilityIdentifier = "strip"
        strip.contentSize = CGSize(width: 2000, height: 50)
        let far = UIButton(type: .system)
        far.setTitle("Far Button", for: .normal)
        far.accessibilityIdentifier = "farButton"
        far.frame = CGRect(x: 1600, y: 7, width: 120, height: 36)
        far.addAction(UIAction { [unowned self] _ in show("far button") }, for: .touchUpInside)
        strip.addSubview(far)
        view.addSubview(strip)
        gestureLabel.text = "None"
        gestureLabel.accessibilityIdentifier = "gestureLabel"
        view.addSubview(gestureLabel)

        let double = UITapGestureRecognizer { [unowned self] _ in show("double tap") }
        double.numberOfTapsRequired = 2
        let twoFinger = UITapGestureRecognizer { [unowned self] _ in show("two-finger tap") }
        twoFinger.numberOfTouchesRequired = 2
        let long = UILongPressGestureRecognizer { [unowned self] g in if g.state == .began { show("long press") } }
        long.minimumPressDuration = 0.5
        let pinch = UIPinchGestureRecognizer { [unowned self] g in
            if g.state == .ended, let p = g as? UIPinchGestureRecognizer { show(p.scale > 1 ? "pinch out" : "pinch in") }
        }
        let rotation = UIRotationGestureRecognizer { [unowned self] g in
            if g.state == .ended, let r = g as? UIRotationGestureRecognizer { show(r.rotation > 0 ? "rotate clockwise" : "rotate counterclockwise") }
        }
        for (direction, name) in [(UISwipeGestureRecognizer.Direction.left, "swipe left"), (.right, "swipe right"),
                                  (.up, "swipe up"), (.down, "swipe down")] {
            let swipe = UISwipeGestureRecognizer { [unowned self] _ in show(name) }
            swipe.direction = direction
            swipeArea.addGestureRecognizer(swipe)
        }
        for g in [double, twoFinger, long] { area.addGestureRecognizer(g) }
        for g in [pinch, rotation] { pinchArea.addGestureRecognizer(g) }
    }

    private func show(_ name: String) { gestureLabel.text = name }
}
