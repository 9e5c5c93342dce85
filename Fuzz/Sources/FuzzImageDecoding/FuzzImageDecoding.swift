// libFuzzer target: image decoding (PNG and JPEG through UIImage(data:), its CGImage and a draw).
// Built by scripts/fuzz; the input is the file's bytes, as an app gets them from disk or the network.
import Foundation
import UIKit

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Data(bytes: data, count: size)
    MainActor.assumeIsolated {
        guard let image = UIImage(data: bytes) else { return }
        _ = image.cgImage?.width
        // Drawing reads every pixel the decoder produced; kept small so that huge claimed sizes stay cheap.
        let size = CGSize(width: min(max(image.size.width, 1), 64), height: min(max(image.size.height, 1), 64))
        let renderer = UIGraphicsImageRenderer(size: size)
        _ = renderer.image { _ in image.draw(in: CGRect(origin: .zero, size: size)) }
    }
    return 0
}
