import Testing
import Foundation
@testable import UIKit
import UniformTypeIdentifiers

/// What a completion handler was given, and whether it ran on the main queue.
private struct Loaded<Value: Sendable>: Sendable {
    let value: Value?
    let error: NSError?
    let onMainQueue: Bool
}

/// Marks the main queue, so that a block can tell whether it runs there (under the test runner the main queue
/// is not always drained by the process's main thread, so Thread.isMainThread cannot tell).
private let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
}()

private func onMainQueue() -> Bool { DispatchQueue.getSpecific(key: mainQueueKey) == true }

/// NSItemProvider: Apple's raw values, registration and type queries (conformance through UTType), loading
/// objects, data and files (the file deleted once the handler returns), an unregistered type's error, and
/// handlers that run off the main thread so that code hops back with DispatchQueue.main.async.
@Suite(.serialized) @MainActor struct NSItemProviderTests {
    /// A 3×2 PNG of one colour, at scale 1.
    private func png(width: Int = 3, height: Int = 2) throws -> Data {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let size = CGSize(width: width, height: height)
        let image = UIGraphicsImageRenderer(size: size, format: format).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(origin: .zero, size: size))
        }
        return try #require(image.pngData())
    }

    private func loadData(_ provider: NSItemProvider, _ type: String) async -> Loaded<Data> {
        await withCheckedContinuation { continuation in
            provider.loadDataRepresentation(forTypeIdentifier: type) { data, error in
                continuation.resume(returning: Loaded(value: data, error: error as NSError?, onMainQueue: onMainQueue()))
            }
        }
    }

    @Test func rawValuesAndDomain() {
        #expect(NSItemProviderRepresentationVisibility.all.rawValue == 0)
        #expect(NSItemProviderRepresentationVisibility.team.rawValue == 1)
        #expect(NSItemProviderRepresentationVisibility.group.rawValue == 2)
        #expect(NSItemProviderRepresentationVisibility.ownProcess.rawValue == 3)
        #expect(NSItemProviderFileOptions.openInPlace.rawValue == 1)
        #expect(NSItemProvider.errorDomain == "NSItemProviderErrorDomain")
        #expect(NSItemProvider.ErrorCode.unknownError.rawValue == -1)
        #expect(NSItemProvider.ErrorCode.itemUnavailableError.rawValue == -1000)
        #expect(NSItemProvider.ErrorCode.unexpectedValueClassError.rawValue == -1100)
        #expect(NSItemProvider.ErrorCode.unavailableCoercionError.rawValue == -1200)
    }

    @Test func registrationOrderAndConformance() {
        let provider = NSItemProvider()
        #expect(provider.registeredTypeIdentifiers.isEmpty)
        #expect(provider.suggestedName == nil)
        provider.registerDataRepresentation(forTypeIdentifier: "public.png", visibility: .all) { completion in
            completion(Data(), nil)
            return nil
        }
        provider.registerFileRepresentation(forTypeIdentifier: "com.adobe.pdf", fileOptions: .openInPlace, visibility: .ownProcess) { completion in
            completion(nil, false, nil)
            return nil
        }
        #expect(provider.registeredTypeIdentifiers == ["public.png", "com.adobe.pdf"])
        #expect(provider.description.hasPrefix("<NSItemProvider: 0x"))
        #expect(provider.description.hasSuffix("> {types = (\n    \"public.png\",\n    \"com.adobe.pdf\"\n)}"))
        #expect(NSItemProvider().description.hasSuffix("> {types = (\n)}"))
        #expect(provider.registeredTypeIdentifiers(fileOptions: .openInPlace) == ["com.adobe.pdf"])
        #expect(provider.hasItemConformingToTypeIdentifier("public.png"))
        #expect(provider.hasItemConformingToTypeIdentifier(UTType.image.identifier))
        #expect(provider.hasItemConformingToTypeIdentifier("public.data"))
        #expect(!provider.hasItemConformingToTypeIdentifier("public.jpeg"))
        #expect(!provider.hasItemConformingToTypeIdentifier("public.text"))
        #expect(provider.hasRepresentationConforming(toTypeIdentifier: "public.data", fileOptions: .openInPlace))
        #expect(!provider.hasRepresentationConforming(toTypeIdentifier: "public.image", fileOptions: .openInPlace))
        #expect(provider.canLoadObject(ofClass: UIImage.self))
        #expect(!provider.canLoadObject(ofClass: String.self))
        #expect(!provider.canLoadObject(ofClass: URL.self))
    }

    @Test func anImageProviderWritesPNGThenJPEG() async throws {
        let image = try #require(UIImage(data: png()))
        let provider = NSItemProvider(object: image)
        #expect(provider.registeredTypeIdentifiers == ["public.png", "public.jpeg"])
        #expect(provider.canLoadObject(ofClass: UIImage.self))
        let loaded = await loadData(provider, "public.jpeg")
        let data = try #require(loaded.value)
        // A JPEG starts with the SOI marker FF D8.
        #expect(Array(data.prefix(2)) == [0xFF, 0xD8])
    }

    @Test func loadingAnImageOffTheMainThreadThenHoppingBack() async throws {
        _ = mainQueueKey
        let provider = NSItemProvider()
        let data = try png(width: 3, height: 2)
        provider.registerDataRepresentation(forTypeIdentifier: "public.png", visibility: .all) { completion in
            completion(data, nil)
            return nil
        }
        let (size, handlerOnMain, hopOnMain): (CGSize?, Bool, Bool) = await withCheckedContinuation { continuation in
            provider.loadObject(ofClass: UIImage.self) { object, error in
                let size = (object as? UIImage)?.size
                let handlerOnMain = onMainQueue()
                // What iOS code does: hop to the main queue, which the main actor's awaiting lets run.
                DispatchQueue.main.async { continuation.resume(returning: (size, handlerOnMain, onMainQueue())) }
            }
        }
        #expect(size == CGSize(width: 3, height: 2))
        #expect(!handlerOnMain)
        #expect(hopOnMain)
    }

    @Test func stringsAndURLsBridge() async throws {
        let text = NSItemProvider(object: NSString(string: "héllo"))
        #expect(text.registeredTypeIdentifiers == ["public.utf8-plain-text"])
        #expect(text.canLoadObject(ofClass: String.self))
        #expect(!text.canLoadObject(ofClass: UIImage.self))
        let string: String? = await withCheckedContinuation { continuation in
            text.loadObject(ofClass: String.self) { value, _ in continuation.resume(returning: value) }
        }
        #expect(string == "héllo")

        let link = NSItemProvider(object: NSURL(string: "https://example.com/a?b=1")!)
        #expect(link.registeredTypeIdentifiers == ["public.url"])
        let url: URL? = await withCheckedContinuation { continuation in
            link.loadObject(ofClass: URL.self) { value, _ in continuation.resume(returning: value) }
        }
        #expect(url == URL(string: "https://example.com/a?b=1"))
    }

    @Test func aFileProviderNamesItselfAfterTheFile() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ItemProviderTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Sunset.png")
        let bytes = try png(width: 5, height: 4)
        try bytes.write(to: file)
        #expect(NSItemProvider(contentsOf: folder.appendingPathComponent("missing.png")) == nil)
        let provider = try #require(NSItemProvider(contentsOf: file))
        #expect(provider.registeredTypeIdentifiers == ["public.png"])
        #expect(provider.suggestedName == "Sunset")
        #expect(await loadData(provider, "public.image").value == bytes)
        let image: CGSize? = await withCheckedContinuation { continuation in
            provider.loadObject(ofClass: UIImage.self) { object, _ in continuation.resume(returning: (object as? UIImage)?.size) }
        }
        #expect(image == CGSize(width: 5, height: 4))
    }

    /// The URL a file load gives is a temporary copy, there while the handler runs and gone after it returns.
    @Test func aLoadedFileIsATemporaryCopyDeletedAfterTheHandler() async throws {
        let bytes = try png()
        let provider = NSItemProvider()
        provider.suggestedName = "Photo"
        provider.registerDataRepresentation(forTypeIdentifier: "public.png", visibility: .all) { completion in
            completion(bytes, nil)
            return nil
        }
        let (url, contents): (URL?, Data?) = await withCheckedContinuation { continuation in
            provider.loadFileRepresentation(forTypeIdentifier: "public.image") { url, _ in
                continuation.resume(returning: (url, url.flatMap { try? Data(contentsOf: $0) }))
            }
        }
        let file = try #require(url)
        // Every block sent to the providers' queue before this barrier has finished: the handler has returned.
        NSItemProvider.queue.sync(flags: .barrier) {}
        #expect(file.lastPathComponent == "Photo.png")
        #expect(contents == bytes)
        #expect(!FileManager.default.fileExists(atPath: file.path))

        // A file registered to open in place comes as itself from the in-place load, as a copy otherwise.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ItemProviderTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let original = folder.appendingPathComponent("doc.pdf")
        try Data("%PDF".utf8).write(to: original)
        let inPlace = NSItemProvider()
        inPlace.registerFileRepresentation(forTypeIdentifier: "com.adobe.pdf", fileOptions: .openInPlace, visibility: .all) { completion in
            completion(original, true, nil)
            return nil
        }
        let (given, isInPlace): (URL?, Bool) = await withCheckedContinuation { continuation in
            inPlace.loadInPlaceFileRepresentation(forTypeIdentifier: "com.adobe.pdf") { url, isInPlace, _ in
                continuation.resume(returning: (url, isInPlace))
            }
        }
        #expect(given == original && isInPlace)
        let copied: URL? = await withCheckedContinuation { continuation in
            inPlace.loadFileRepresentation(forTypeIdentifier: "com.adobe.pdf") { url, _ in continuation.resume(returning: url) }
        }
        #expect(copied != original && copied?.pathExtension == "pdf")
        #expect(FileManager.default.fileExists(atPath: original.path))
    }

    @Test func anUnregisteredTypeGivesApplesError() async throws {
        let provider = NSItemProvider(object: NSString(string: "text"))
        _ = mainQueueKey
        let loaded = await loadData(provider, "public.jpeg")
        #expect(loaded.value == nil)
        let error = try #require(loaded.error)
        #expect(error.domain == NSItemProvider.errorDomain)
        #expect(error.code == NSItemProvider.ErrorCode.itemUnavailableError.rawValue)
        #expect(!loaded.onMainQueue)
        let (object, coercion): (Bool, NSError?) = await withCheckedContinuation { continuation in
            provider.loadObject(ofClass: UIImage.self) { object, error in continuation.resume(returning: (object != nil, error as NSError?)) }
        }
        #expect(!object)
        #expect(coercion?.code == NSItemProvider.ErrorCode.unavailableCoercionError.rawValue)
        // Data that is no image: the class's own error.
        let junk = NSItemProvider()
        junk.registerDataRepresentation(forTypeIdentifier: "public.png", visibility: .all) { completion in
            completion(Data("no image".utf8), nil)
            return nil
        }
        let failed: NSError? = await withCheckedContinuation { continuation in
            junk.loadObject(ofClass: UIImage.self) { _, error in continuation.resume(returning: error as NSError?) }
        }
        #expect(failed?.domain == NSItemProvider.errorDomain)
    }
}

/// The older API: items registered and loaded as objects.
@Suite @MainActor struct NSItemProviderItemTests {
    @Test func itemsComeAsRegistered() async throws {
        let provider = NSItemProvider(item: NSString(string: "hello"), typeIdentifier: "public.plain-text")
        provider.registerItem(forTypeIdentifier: "public.url") { completion, expectedClass, _ in
            completion?(NSURL(string: "https://example.com"), nil)
        }
        #expect(provider.registeredTypeIdentifiers == ["public.plain-text", "public.url"])
        let text: String? = await withCheckedContinuation { continuation in
            provider.loadItem(forTypeIdentifier: "public.text", options: nil) { item, _ in
                continuation.resume(returning: (item as? NSString).map { String(describing: $0) })
            }
        }
        #expect(text == "hello")
        let url: URL? = await withCheckedContinuation { continuation in
            provider.loadObject(ofClass: URL.self) { url, _ in continuation.resume(returning: url) }
        }
        #expect(url == URL(string: "https://example.com"))
        let missing: Int? = await withCheckedContinuation { continuation in
            provider.loadItem(forTypeIdentifier: "public.image", options: nil) { _, error in
                continuation.resume(returning: (error as NSError?)?.code)
            }
        }
        #expect(missing == NSItemProvider.ErrorCode.itemUnavailableError.rawValue)
        let optionalURL: URL? = nil
        #expect(NSItemProvider(contentsOf: optionalURL) == nil)
    }
}

/// The UTType forms of iOS 16.
@Suite @MainActor struct NSItemProviderContentTypeTests {
    @Test func contentTypesNameTheSameRepresentations() async throws {
        let provider = NSItemProvider()
        provider.registerDataRepresentation(for: .plainText) { completion in
            completion(Data("text".utf8), nil)
            return nil
        }
        provider.registerFileRepresentation(for: .pdf, openInPlace: true) { completion in
            completion(URL(fileURLWithPath: "/nonexistent.pdf"), false, nil)
            return nil
        }
        #expect(provider.registeredContentTypes == [.plainText, .pdf])
        #expect(provider.registeredContentTypesForOpenInPlace == [.pdf])
        #expect(provider.registeredContentTypes(conformingTo: .text) == [.plainText])
        let data: Data? = await withCheckedContinuation { continuation in
            provider.loadDataRepresentation(for: .text) { data, _ in continuation.resume(returning: data) }
        }
        #expect(data == Data("text".utf8))
        let (url, inPlace): (URL?, Bool) = await withCheckedContinuation { continuation in
            provider.loadFileRepresentation(for: .pdf, openInPlace: true) { url, inPlace, _ in continuation.resume(returning: (url, inPlace)) }
        }
        #expect(url?.path == "/nonexistent.pdf" && inPlace)
    }

    @Test func aFileAsAContentType() throws {
        let file = URL(fileURLWithPath: "/tmp/Notes.data")
        let provider = NSItemProvider(contentsOf: file, contentType: .plainText)
        #expect(provider.registeredTypeIdentifiers == ["public.plain-text"])
        #expect(provider.suggestedName == "Notes")
    }
}
