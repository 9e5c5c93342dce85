import Foundation
import UniformTypeIdentifiers

/// The photo library on Linux: the image files of one folder. There is no Photos database to read, so the
/// pickers (UIImagePickerController, PhotosUI's PHPickerViewController) show the folder a desktop keeps pictures in.
// Linux: OPENUIKIT_PHOTO_LIBRARY names the folder; otherwise ~/Pictures.
@MainActor
package enum PhotoLibrary {
    /// Set by tests to a folder of their own.
    package static var folderOverride: URL?

    package static var folder: URL {
        if let folderOverride { return folderOverride }
        if let path = ProcessInfo.processInfo.environment["OPENUIKIT_PHOTO_LIBRARY"], !path.isEmpty {
            return URL(fileURLWithPath: path, isDirectory: true)
        }
        return FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent("Pictures", isDirectory: true)
    }

    /// The folder's image files (by extension; hidden files left out), oldest first as Photos orders its grid,
    /// then by name.
    package static func images() -> [URL] {
        let files = FileManager.default
        let folder = folder
        let names = (try? files.contentsOfDirectory(atPath: folder.path)) ?? []
        let images = names.filter { !$0.hasPrefix(".") }.compactMap { name -> (url: URL, date: Date)? in
            let url = folder.appendingPathComponent(name)
            guard let type = UTType(filenameExtension: url.pathExtension), type.conforms(to: .image),
                  let attributes = try? files.attributesOfItem(atPath: url.path),
                  attributes[.type] as? FileAttributeType == .typeRegular else { return nil }
            return (url, attributes[.modificationDate] as? Date ?? .distantPast)
        }
        return images.sorted { $0.date != $1.date ? $0.date < $1.date : $0.url.lastPathComponent < $1.url.lastPathComponent }
            .map(\.url)
    }
}
