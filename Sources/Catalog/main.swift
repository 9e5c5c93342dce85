import UIKit

// For now the Catalog renders the CoreGraphics sampler headless; later it becomes the UIKit app.
let outDir = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("out")
try? FileManager.default.createDirectory(at: outDir, withIntermediateDirectories: true)
let target = outDir.appendingPathComponent("coregraphics.png")
guard let image = CoreGraphicsSampler.render(), let png = image.pngData() else {
    FileHandle.standardError.write(Data("Catalog: could not render the CoreGraphics sampler\n".utf8))
    exit(1)
}
do {
    try png.write(to: target)
} catch {
    FileHandle.standardError.write(Data("Catalog: could not write \(target.path): \(error)\n".utf8))
    exit(1)
}
print(target.path)
print("Catalog: wrote 1 image (\(image.width)×\(image.height)) to out/")
