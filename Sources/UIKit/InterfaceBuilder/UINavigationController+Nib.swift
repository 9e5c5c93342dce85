import Foundation

// A navigation controller's keys from a storyboard (`<navigationController toolbarHidden="NO">` with
// `<navigationBar key="navigationBar" largeTitles="YES" translucent="NO">`); its root comes from its
// relationship segue (UIStoryboard).
extension UINavigationController {
    func decodeNavigationControllerKeys(_ coder: NibCoder) {
        let e = coder.element
        if let v = e.bool("navigationBarHidden") { setNavigationBarHidden(v, animated: false) }
        if let v = e.bool("toolbarHidden") { setToolbarHidden(v, animated: false) }
        if let v = e.bool("hidesBarsOnSwipe") { hidesBarsOnSwipe = v }
        if let bar = coder.child("navigationBar"), bar.name == "navigationBar" {
            if let v = bar.bool("largeTitles") { navigationBar.prefersLargeTitles = v }
            if let v = bar.bool("translucent") { navigationBar.isTranslucent = v }
            let barCoder = NibCoder(element: bar, loader: coder.loader)
            if case .some(let color) = barCoder.color("barTintColor") { navigationBar.barTintColor = color }
            if case .some(let color) = barCoder.color("tintColor") { navigationBar.tintColor = color }
            coder.loader.register(navigationBar, element: bar)
        }
    }
}
