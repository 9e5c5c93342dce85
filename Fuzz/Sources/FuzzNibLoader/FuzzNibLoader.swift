// libFuzzer target: the .xib and .storyboard loader, through its internal throwing entry points (the public
// ones trap with Apple's message on a document that does not load, as Apple's raise).
import Foundation
@testable import UIKit

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Data(bytes: data, count: size)
    MainActor.assumeIsolated {
        let nib = UINib(data: bytes, bundle: nil)
        if let objects = try? nib.instantiateThrowing(withOwner: nil, options: nil) {
            for case let view as UIView in objects { view.layoutIfNeeded() }
        }
        if let storyboard = try? UIStoryboard(data: bytes, bundle: .main) {
            if let controller = try? storyboard.instantiateControllerThrowing(id: storyboard.initialID ?? "", creator: nil) {
                // Its view is not loaded: a scene's view load reaches nested loads (a segue's destination, a
                // container's children) that trap with Apple's message on a bad document, as Apple raises
                // NSUnknownKeyException and its kin; the fuzzer would stop at the first such document.
                _ = controller.title
            }
        }
    }
    return 0
}
