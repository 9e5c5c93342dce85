// UIKit.UIGestureRecognizerSubclass — intentionally empty: see module.modulemap.
