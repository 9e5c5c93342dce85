import Foundation

/// The IB element names the loader knows, each with the UIKit class it makes (the class an element's
/// `customClass` must descend from, and the one used when that class is unknown) and, for classes that are
/// not made with `init?(coder:)`, how its attributes are applied.
///
/// To add an element kind: register its name and class here, and decode its keys in the class's
/// `required init?(coder:)` from the `NibCoder` (see UILabel's); objects made with `init()` (gesture
/// recognizers, custom objects) give a `configure` closure instead.
@MainActor
enum NibElementKinds {
    struct Kind {
        let baseClass: AnyClass
        let configure: (@MainActor (AnyObject, NibElement) -> Void)?
    }

    static var kinds: [String: Kind] = {
        var kinds: [String: Kind] = [:]
        func add(_ name: String, _ cls: AnyClass, _ configure: (@MainActor (AnyObject, NibElement) -> Void)? = nil) {
            kinds[name] = Kind(baseClass: cls, configure: configure)
        }
        add("view", UIView.self)
        add("containerView", UIView.self)
        add("label", UILabel.self)
        add("button", UIButton.self)
        add("imageView", UIImageView.self)
        add("stackView", UIStackView.self)
        add("scrollView", UIScrollView.self)
        add("activityIndicatorView", UIActivityIndicatorView.self)
        add("progressView", UIProgressView.self)
        add("control", UIControl.self)
        add("textField", UITextField.self)
        add("textView", UITextView.self)
        add("switch", UISwitch.self)
        add("slider", UISlider.self)
        add("stepper", UIStepper.self)
        add("segmentedControl", UISegmentedControl.self)
        add("pageControl", UIPageControl.self)
        add("datePicker", UIDatePicker.self)
        add("pickerView", UIPickerView.self)
        add("searchBar", UISearchBar.self)
        add("visualEffectView", UIVisualEffectView.self)
        add("navigationBar", UINavigationBar.self)
        add("toolbar", UIToolbar.self)
        add("tabBar", UITabBar.self)
        add("tableView", UITableView.self)
        add("tableViewCell", UITableViewCell.self)
        add("tableViewHeaderFooterView", UITableViewHeaderFooterView.self)
        add("collectionView", UICollectionView.self)
        add("collectionViewCell", UICollectionViewCell.self)
        add("collectionReusableView", UICollectionReusableView.self)
        add("collectionViewFlowLayout", UICollectionViewFlowLayout.self) { object, element in
            (object as? UICollectionViewFlowLayout)?.decodeFlowLayoutKeys(element)
        }
        add("barButtonItem", UIBarButtonItem.self)
        add("tabBarItem", UITabBarItem.self)
        add("navigationItem", UINavigationItem.self)
        add("viewController", UIViewController.self)
        add("navigationController", UINavigationController.self)
        add("tabBarController", UITabBarController.self)
        add("splitViewController", UISplitViewController.self)
        add("tableViewController", UITableViewController.self)
        add("collectionViewController", UICollectionViewController.self)
        add("customObject", NSObject.self)
        add("tapGestureRecognizer", UITapGestureRecognizer.self) { object, element in
            guard let tap = object as? UITapGestureRecognizer else { return }
            if let n = element.number("numberOfTapsRequired"), let v = Int(exactly: n) { tap.numberOfTapsRequired = v }
            if let n = element.number("numberOfTouchesRequired"), let v = Int(exactly: n) { tap.numberOfTouchesRequired = v }
            configureRecognizer(tap, element)
        }
        add("longPressGestureRecognizer", UILongPressGestureRecognizer.self) { object, element in
            guard let press = object as? UILongPressGestureRecognizer else { return }
            if let n = element.number("minimumPressDuration"), n >= 0 { press.minimumPressDuration = n }
            configureRecognizer(press, element)
        }
        add("panGestureRecognizer", UIPanGestureRecognizer.self) { object, element in
            if let r = object as? UIGestureRecognizer { configureRecognizer(r, element) }
        }
        add("swipeGestureRecognizer", UISwipeGestureRecognizer.self) { object, element in
            if let r = object as? UIGestureRecognizer { configureRecognizer(r, element) }
        }
        add("pinchGestureRecognizer", UIPinchGestureRecognizer.self) { object, element in
            if let r = object as? UIGestureRecognizer { configureRecognizer(r, element) }
        }
        add("rotationGestureRecognizer", UIRotationGestureRecognizer.self) { object, element in
            if let r = object as? UIGestureRecognizer { configureRecognizer(r, element) }
        }
        return kinds
    }()

    /// Registers an element name (`"textField"`) and the UIKit class it makes.
    static func register(_ name: String, _ cls: AnyClass, configure: (@MainActor (AnyObject, NibElement) -> Void)? = nil) {
        kinds[name] = Kind(baseClass: cls, configure: configure)
    }

    private static func configureRecognizer(_ recognizer: UIGestureRecognizer, _ element: NibElement) {
        if let b = element.bool("enabled") { recognizer.isEnabled = b }
        if let b = element.bool("cancelsTouchesInView") { recognizer.cancelsTouchesInView = b }
        if let b = element.bool("delaysTouchesBegan") { recognizer.delaysTouchesBegan = b }
        if let b = element.bool("delaysTouchesEnded") { recognizer.delaysTouchesEnded = b }
    }
}
