import Foundation

extension UITraitChangeObservable where Self: UITraitEnvironment & AnyObject {
    /// Sends `action` to `target` each time one of `traits` changes value. The action's method may take no
    /// argument, the object whose traits changed, or that object and its previous traits. The registration
    /// does not keep the target; a target that has gone away is skipped.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector) -> any UITraitChangeRegistration {
        let weakTarget = WeakTarget(target as AnyObject)
        return registerForTraitChanges(traits) { (environment: Self, previous: UITraitCollection) in
            guard let live = weakTarget.object else { return }
            action.invoke(on: live, with: environment, with: previous)
        }
    }

    /// Sends `action` to the object itself each time one of `traits` changes value.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration {
        registerForTraitChanges(traits, target: self, action: action)
    }
}
