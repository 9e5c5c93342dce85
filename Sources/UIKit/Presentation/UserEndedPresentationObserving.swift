import Foundation

/// A presented controller of another module of this package (PhotosUI's picker) that hears of the user ending
/// its presentation (a swipe down, a tap outside): `presentationDidEndByUser` is internal, so it cannot be
/// overridden outside UIKit.
@MainActor
package protocol UserEndedPresentationObserving: AnyObject {
    func userEndedPresentation()
}
