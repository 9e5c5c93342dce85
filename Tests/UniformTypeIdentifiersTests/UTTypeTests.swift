import Foundation
import Testing
import UniformTypeIdentifiers

// Identifiers, conformances and tags as Apple's UTCoreTypes documents them.
@Suite struct UTTypeTests {
    @Test func systemIdentifiersAreApples() {
        #expect(UTType.item.identifier == "public.item")
        #expect(UTType.data.identifier == "public.data")
        #expect(UTType.plainText.identifier == "public.plain-text")
        #expect(UTType.utf8PlainText.identifier == "public.utf8-plain-text")
        #expect(UTType.png.identifier == "public.png")
        #expect(UTType.jpeg.identifier == "public.jpeg")
        #expect(UTType.gif.identifier == "com.compuserve.gif")
        #expect(UTType.pdf.identifier == "com.adobe.pdf")
        #expect(UTType.webP.identifier == "org.webmproject.webp")
        #expect(UTType.svg.identifier == "public.svg-image")
        #expect(UTType.mpeg4Movie.identifier == "public.mpeg-4")
        #expect(UTType.quickTimeMovie.identifier == "com.apple.quicktime-movie")
        #expect(UTType.zip.identifier == "public.zip-archive")
        #expect(UTType.gzip.identifier == "org.gnu.gnu-zip-archive")
        #expect(UTType.folder.identifier == "public.folder")
        #expect(UTType.fileURL.identifier == "public.file-url")
        #expect(UTType.vCard.identifier == "public.vcard")
        #expect(UTType.commaSeparatedText.identifier == "public.comma-separated-values-text")
        #expect(UTType.propertyList.identifier == "com.apple.property-list")
        #expect(UTType.swiftSource.identifier == "public.swift-source")
        #expect(UTType.json.identifier == "public.json")
        #expect(UTType.heic.identifier == "public.heic")
        #expect(UTType.mp3.identifier == "public.mp3")
    }

    @Test func everySystemConstantIsDeclaredAndFoundByItsIdentifier() {
        let constants: [UTType] = [.item, .content, .compositeContent, .data, .directory, .url, .fileURL, .text,
                                   .plainText, .utf8PlainText, .rtf, .html, .xml, .json, .sourceCode, .swiftSource,
                                   .image, .png, .jpeg, .gif, .heic, .webP, .svg, .pdf, .audio, .mp3, .movie, .video,
                                   .mpeg4Movie, .quickTimeMovie, .archive, .zip, .gzip, .folder, .vCard, .spreadsheet,
                                   .presentation, .commaSeparatedText, .font, .propertyList, .log, .epub, .appleArchive,
                                   .xmlPropertyList, .mpeg4Audio, .applicationBundle, .rtfd]
        for type in constants {
            #expect(type.isDeclared, "\(type)")
            #expect(!type.isDynamic, "\(type)")
            #expect(UTType(type.identifier) == type, "\(type)")
            // Every supertype named in the graph is itself declared.
            for supertype in type.supertypes { #expect(supertype.isDeclared, "\(type) → \(supertype)") }
        }
    }

    @Test func conformanceFollowsApplesGraph() {
        #expect(UTType.png.conforms(to: .image))
        #expect(UTType.png.conforms(to: .data))
        #expect(UTType.png.conforms(to: .item))
        #expect(UTType.png.conforms(to: .content))
        #expect(UTType.png.conforms(to: .png))
        #expect(!UTType.png.conforms(to: .text))
        #expect(UTType.utf8PlainText.conforms(to: .plainText))
        #expect(UTType.swiftSource.conforms(to: .sourceCode))
        #expect(UTType.swiftSource.conforms(to: .plainText))
        #expect(UTType.json.conforms(to: .text))
        #expect(!UTType.json.conforms(to: .plainText))
        #expect(UTType.pdf.conforms(to: .compositeContent))
        #expect(UTType.pdf.conforms(to: .data))
        #expect(UTType.folder.conforms(to: .directory))
        #expect(!UTType.folder.conforms(to: .data))
        #expect(UTType.mpeg4Movie.conforms(to: .movie))
        #expect(UTType.mpeg4Movie.conforms(to: .audiovisualContent))
        #expect(!UTType.mpeg4Movie.conforms(to: .video))
        #expect(UTType.mp3.conforms(to: .audio))
        #expect(UTType.zip.conforms(to: .archive))
        #expect(UTType.gzip.conforms(to: .archive))
        #expect(UTType.zip.conforms(to: .data))
        // public.archive is abstract: it conforms to nothing (the archive files name public.data themselves).
        #expect(UTType.archive.supertypes.isEmpty)
        #expect(UTType.diskImage.conforms(to: .archive))
        #expect(UTType.fileURL.conforms(to: .url))
        #expect(UTType.vCard.conforms(to: .contact))
        #expect(UTType.vCard.conforms(to: .text))
        #expect(UTType.xmlPropertyList.conforms(to: .xml))
        #expect(UTType.xmlPropertyList.conforms(to: .propertyList))
        #expect(UTType.heic.conforms(to: .image))
        #expect(UTType.commaSeparatedText.conforms(to: .text))
        #expect(UTType.image.isSupertype(of: .jpeg))
        #expect(!UTType.jpeg.isSupertype(of: .image))
        #expect(UTType.jpeg.isSubtype(of: .image))
        #expect(UTType.png.supertypes == [.image, .data, .item, .content])
        #expect(UTType.item.supertypes.isEmpty)
        #expect(!UTType.png.supertypes.contains(.png))
    }

    @Test func filenameExtensionsFindTheirTypes() {
        #expect(UTType(filenameExtension: "png") == .png)
        #expect(UTType(filenameExtension: "PNG") == .png)
        #expect(UTType(filenameExtension: "jpg") == .jpeg)
        #expect(UTType(filenameExtension: "txt") == .plainText)
        #expect(UTType(filenameExtension: "pdf") == .pdf)
        #expect(UTType(filenameExtension: "swift") == .swiftSource)
        #expect(UTType(filenameExtension: "json") == .json)
        #expect(UTType(filenameExtension: "zip") == .zip)
        #expect(UTType(filenameExtension: "mp4") == .mpeg4Movie)
        #expect(UTType(filenameExtension: "mov") == .quickTimeMovie)
        #expect(UTType(filenameExtension: "csv") == .commaSeparatedText)
        #expect(UTType(filenameExtension: "html") == .html)
        #expect(UTType(filenameExtension: "png", conformingTo: .image) == .png)
        #expect(UTType(filenameExtension: "") == nil)
        #expect(UTType(filenameExtension: ".png") == nil)
    }

    @Test func mimeTypesFindTheirTypes() {
        #expect(UTType(mimeType: "image/png") == .png)
        #expect(UTType(mimeType: "image/jpeg") == .jpeg)
        #expect(UTType(mimeType: "application/pdf") == .pdf)
        #expect(UTType(mimeType: "text/plain") == .plainText)
        #expect(UTType(mimeType: "application/json") == .json)
        #expect(UTType(tag: "gif", tagClass: .filenameExtension, conformingTo: nil) == .gif)
        #expect(UTType(tag: "image/gif", tagClass: .mimeType, conformingTo: .image) == .gif)
    }

    @Test func tagsAndPreferredTags() {
        #expect(UTType.png.preferredFilenameExtension == "png")
        #expect(UTType.png.preferredMIMEType == "image/png")
        #expect(UTType.jpeg.preferredFilenameExtension == "jpeg")
        #expect(UTType.jpeg.tags[.filenameExtension]?.contains("jpg") == true)
        #expect(UTType.pdf.preferredMIMEType == "application/pdf")
        #expect(UTType.plainText.preferredFilenameExtension == "txt")
        #expect(UTType.data.preferredFilenameExtension == nil)
        #expect(UTType.folder.tags.isEmpty)
        #expect(UTTagClass.filenameExtension.rawValue == "public.filename-extension")
        #expect(UTTagClass.mimeType.rawValue == "public.mime-type")
    }

    @Test func unknownExtensionsGiveADynamicTypeConformingToData() throws {
        let type = try #require(UTType(filenameExtension: "xyzzy"))
        #expect(type.isDynamic)
        #expect(!type.isDeclared)
        #expect(type.identifier.hasPrefix("dyn.ah62d4rv4ge8"))
        #expect(type.conforms(to: .data))
        #expect(type.conforms(to: .item))
        #expect(!type.conforms(to: .text))
        #expect(type.preferredFilenameExtension == "xyzzy")
        #expect(type.tags == [.filenameExtension: ["xyzzy"]])
        // The identifier names the type: the same extension, the same type, found again by its identifier.
        #expect(UTType(filenameExtension: "xyzzy") == type)
        let again = try #require(UTType(type.identifier))
        #expect(again.preferredFilenameExtension == "xyzzy")
        #expect(again.conforms(to: .data))
        // A known extension not of the asked supertype is dynamic too.
        let pngAsText = try #require(UTType(filenameExtension: "png", conformingTo: .text))
        #expect(pngAsText.isDynamic)
        #expect(pngAsText.conforms(to: .text))
        let unknownMIME = try #require(UTType(mimeType: "application/x-made-up"))
        #expect(unknownMIME.isDynamic)
        #expect(unknownMIME.preferredMIMEType == "application/x-made-up")
    }

    @Test func identifiersTheSystemDoesNotKnowGiveNil() {
        #expect(UTType("com.example.unknown-type") == nil)
        #expect(UTType("public.PNG") == .png)
    }

    @Test func appDeclaredTypes() {
        let exported = UTType(exportedAs: "com.example.sketch", conformingTo: .json)
        #expect(exported.isDeclared)
        #expect(!exported.isDynamic)
        #expect(!exported.isPublic)
        #expect(exported.conforms(to: .text))
        #expect(UTType("com.example.sketch") == exported)
        #expect(UTType(importedAs: "public.png") == .png)
    }

    @Test func publicDescriptionAndCoding() throws {
        #expect(UTType.png.isPublic)
        #expect(!UTType.pdf.isPublic)
        #expect(UTType.png.description == "public.png")
        #expect(UTType.png.localizedDescription == "PNG image")
        #expect(UTType.pdf.localizedDescription == "PDF document")
        let data = try JSONEncoder().encode([UTType.png, .pdf])
        #expect(String(decoding: data, as: UTF8.self) == #"["public.png","com.adobe.pdf"]"#)
        #expect(try JSONDecoder().decode([UTType].self, from: data) == [.png, .pdf])
        let set: Set<UTType> = [.png, .png, .jpeg]
        #expect(set.count == 2)
    }
}

/// URL's additions: names completed with the type's preferred extension unless they have one of the type.
@Suite struct URLUTTypeTests {
    @Test func namesGetThePreferredExtensionUnlessTheyHaveOneOfTheType() {
        let folder = URL(fileURLWithPath: "/tmp/downloads", isDirectory: true)
        #expect(folder.appendingPathComponent("readme", conformingTo: .plainText).lastPathComponent == "readme.txt")
        #expect(folder.appendingPathComponent("puppy.jpg", conformingTo: .jpeg).lastPathComponent == "puppy.jpg")
        #expect(folder.appendingPathComponent("puppy.jpg", conformingTo: .image).lastPathComponent == "puppy.jpg")
        #expect(folder.appendingPathComponent("puppy.jpg", conformingTo: .png).lastPathComponent == "puppy.jpg.png")
        #expect(folder.appending(component: "report", conformingTo: .pdf).lastPathComponent == "report.pdf")
        #expect(folder.appendingPathComponent("stuff", conformingTo: .data).lastPathComponent == "stuff")
        var url = folder.appendingPathComponent("photo")
        url.appendPathExtension(for: .heic)
        #expect(url.lastPathComponent == "photo.heic")
        #expect(url.deletingLastPathComponent().path == "/tmp/downloads")
        #expect(url.appendingPathExtension(for: .image) == url)
    }
}
