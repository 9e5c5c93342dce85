import UIKit

// For now the Catalog renders its pages headless: a CoreGraphics sampler and a Core Animation filmstrip.
// It becomes the UIKit Catalog app as the standard views land.
let outDir = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("out")
try? FileManager.default.createDirectory(at: outDir, withIntermediateDirectories: true)

var written: [String] = []
@MainActor func save(_ image: CGImage?, _ name: String) {
    let target = outDir.appendingPathComponent(name)
    guard let png = image?.pngData() else {
        FileHandle.standardError.write(Data("Catalog: could not render \(name)\n".utf8))
        exit(1)
    }
    do {
        try png.write(to: target)
    } catch {
        FileHandle.standardError.write(Data("Catalog: could not write \(target.path): \(error)\n".utf8))
        exit(1)
    }
    print(target.path)
    written.append(name)
}

save(CoreGraphicsSampler.render(), "coregraphics.png")
save(AnimationFilmstrip.render(), "animation-filmstrip.png")
print("Catalog: wrote \(written.count) images to out/ (\(written.joined(separator: ", ")))")
