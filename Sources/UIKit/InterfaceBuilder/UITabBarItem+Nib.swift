import Foundation

// UITabBarItem's keys from an IB element (`<tabBarItem key="tabBarItem" title="Recents" image="clock"
// selectedImage=… badgeValue=…>` or `systemItem="favorites"`).
extension UITabBarItem {
    func decodeTabBarItemKeys(_ coder: NibCoder) {
        decodeBarItemKeys(coder)
        if let image = Self.nibImage(coder, "selectedImage") { selectedImage = image }
        if let v = coder.string("badgeValue") { badgeValue = v }
    }
}
