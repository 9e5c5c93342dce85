import Foundation

// A navigation item from an IB element (`<navigationItem key="navigationItem" title= prompt=
// largeTitleDisplayMode=>` with `<barButtonItem key="rightBarButtonItem">`, `<leftBarButtonItems>` … and
// `<view key="titleView">`). A controller's item is its own `navigationItem`, decoded in place.
extension UINavigationItem {
    func decodeNavigationItemKeys(_ coder: NibCoder) {
        let e = coder.element
        let loader = coder.loader
        if let v = e["title"] { title = v }
        if let v = e["prompt"] { prompt = v }
        if let v = e["backButtonTitle"] { backButtonTitle = v }
        if let v = e.bool("hidesBackButton") { hidesBackButton = v }
        if let v = e.bool("leftItemsSupplementBackButton") { leftItemsSupplementBackButton = v }
        switch e["largeTitleDisplayMode"] {
        case "always": largeTitleDisplayMode = .always
        case "never": largeTitleDisplayMode = .never
        case "inline": largeTitleDisplayMode = .inline
        case "automatic": largeTitleDisplayMode = .automatic
        default: break
        }
        func item(_ key: String) -> UIBarButtonItem? {
            coder.child(key).flatMap { loader.instantiate($0) as? UIBarButtonItem }
        }
        func items(_ name: String) -> [UIBarButtonItem]? {
            guard let list = e.child(name) ?? coder.child(name) else { return nil }
            return list.children.compactMap { loader.instantiate($0) as? UIBarButtonItem }
        }
        if let v = item("backBarButtonItem") { backBarButtonItem = v }
        if let v = items("leftBarButtonItems") { leftBarButtonItems = v } else if let v = item("leftBarButtonItem") { leftBarButtonItem = v }
        if let v = items("rightBarButtonItems") { rightBarButtonItems = v } else if let v = item("rightBarButtonItem") { rightBarButtonItem = v }
        if let element = coder.child("titleView"), let view = loader.instantiate(element) as? UIView { titleView = view }
    }
}
