// libFuzzer target: the porting tool (openuikit-port's rewriter) on arbitrary Swift-ish source.
import Foundation
import OpenUIKitPort

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    _ = Porter().port(text)
    return 0
}
