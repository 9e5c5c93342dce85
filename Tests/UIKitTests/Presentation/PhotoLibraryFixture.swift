import Foundation
import Testing
@testable import UIKit

/// A photo library folder for the picker tests: solid images of the given names (PNG, or JPEG for ".jpg"), sizes
/// and colours, each a minute newer than the one before (the library sorts by modification date), and a text file
/// the library must leave out. The caller removes the folder.
@MainActor
enum PhotoLibraryFixture {
    static func make(prefix: String, images: [(name: String, colour: UIColor, size: CGSize)]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (i, (name, colour, size)) in images.enumerated() {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            let image = UIGraphicsImageRenderer(size: size, format: format).image { context in
                colour.setFill()
                context.fill(CGRect(origin: .zero, size: size))
            }
            let url = folder.appendingPathComponent(name)
            let data = name.hasSuffix(".jpg") ? image.jpegData(compressionQuality: 0.9) : image.pngData()
            try #require(data).write(to: url)
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_000_000 + Double(i) * 60)],
                                                  ofItemAtPath: url.path)
        }
        try Data("not an image".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        return folder
    }
}
