import Foundation

extension NotificationCenter {
    /// Sends `aSelector` to `observer` (with the notification as argument, if the method takes one) for each
    /// notification named `aName` (any, when nil) from `anObject` (any, when nil), on the posting thread.
    /// The observer is not kept: once it dies, its registrations go (as on iOS 9 and later).
    public func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?,
                            object anObject: Any?) {
        let target = observer as AnyObject
        let registration = SelectorObservers.Registration(observer: target, selector: aSelector, name: aName,
                                                          object: anObject.map { $0 as AnyObject })
        let token = addObserver(forName: aName, object: anObject, queue: nil) { [registration] notification in
            guard let observer = registration.observer else {
                SelectorObservers.remove(registration)
                return
            }
            registration.selector.invoke(on: observer, with: notification)
        }
        registration.token = token
        registration.center = self
        SelectorObservers.add(registration)
    }

    /// Removes every registration of `observer`: its selectors, or a block observer's token.
    public func removeObserver(_ observer: AnyObject) {
        removeObserver(observer, name: nil, object: nil)
    }

    /// Removes `observer`'s registrations for `aName` (all names when nil) and `anObject` (all objects when
    /// nil): its selectors, or a block observer's token.
    public func removeObserver(_ observer: AnyObject, name aName: NSNotification.Name?, object anObject: Any?) {
        for registration in SelectorObservers.take(center: self, observer: observer, name: aName,
                                                    object: anObject.map { $0 as AnyObject }) {
            if let token = registration.token { removeObserver(token as Any, name: nil, object: nil) }
        }
        // A token from addObserver(forName:object:queue:using:) goes to Foundation.
        removeObserver(observer as Any, name: aName, object: anObject)
    }
}

/// The selector observers of every notification center, so that removeObserver finds them.
enum SelectorObservers {
    final class Registration: @unchecked Sendable {
        weak var observer: AnyObject?
        let observerID: ObjectIdentifier
        let selector: Selector
        let name: NSNotification.Name?
        weak var object: AnyObject?
        let hadObject: Bool
        var token: NSObjectProtocol?
        weak var center: NotificationCenter?

        init(observer: AnyObject, selector: Selector, name: NSNotification.Name?, object: AnyObject?) {
            self.observer = observer
            observerID = ObjectIdentifier(observer)
            self.selector = selector
            self.name = name
            self.object = object
            hadObject = object != nil
        }
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var registrations: [ObjectIdentifier: [Registration]] = [:]

    static func add(_ registration: Registration) {
        lock.lock()
        registrations[registration.observerID, default: []].append(registration)
        lock.unlock()
    }

    /// Forgets a registration whose observer died, and takes it out of its center.
    static func remove(_ registration: Registration) {
        lock.lock()
        registrations[registration.observerID]?.removeAll { $0 === registration }
        if registrations[registration.observerID]?.isEmpty == true { registrations[registration.observerID] = nil }
        lock.unlock()
        if let token = registration.token { registration.center?.removeObserver(token as Any, name: nil, object: nil) }
    }

    /// Takes out and returns `observer`'s registrations in `center` matching `name` and `object`.
    static func take(center: NotificationCenter, observer: AnyObject, name: NSNotification.Name?,
                     object: AnyObject?) -> [Registration] {
        let id = ObjectIdentifier(observer)
        lock.lock()
        defer { lock.unlock() }
        guard let all = registrations[id] else { return [] }
        var taken: [Registration] = []
        var kept: [Registration] = []
        for r in all {
            let matches = r.observer === observer && r.center === center
                && (name == nil || r.name == name) && (object == nil || r.object === object)
            if matches { taken.append(r) } else if r.observer != nil { kept.append(r) }
        }
        registrations[id] = kept.isEmpty ? nil : kept
        return taken
    }
}
