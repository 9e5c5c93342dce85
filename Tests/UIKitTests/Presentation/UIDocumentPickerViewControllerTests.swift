import Testing
import Foundation
@testable import UIKit
import UniformTypeIdentifiers
import TestSupport
import UIKitTestSupport

/// Logs a document picker's delegate calls, URLs by their last path components.
@MainActor
final class DocumentPickerLog: NSObject, UIDocumentPickerDelegate {
    var log: [String] = []
    var urls: [URL] = []
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
        self.urls = urls
        log.append("didPick " + urls.map(\.lastPathComponent).joined(separator: ","))
    }
    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) { log.append("cancelled") }
}

/// A delegate of iOS 8's kind: only the deprecated single-document call.
@MainActor
final class OldDocumentPickerLog: NSObject, UIDocumentPickerDelegate {
    var log: [String] = []
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentAt url: URL) {
        log.append("didPickOne " + url.lastPathComponent)
    }
}

/// UIDocumentPickerViewController: modes and defaults, the browser's listing of a folder made here (folders
/// first, hidden files left out, files of other types dimmed), picking one and many, cancelling, importing
/// copies, exporting and moving into a chosen folder, the deprecated initializers and delegate call.
@Suite(.serialized) @MainActor struct UIDocumentPickerViewControllerTests {
    /// A fresh folder: "Zeta" and "Alpha" folders, "b.txt", "a.pdf", "c.png", "notes.json" and a hidden file.
    private func makeFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("DocumentPickerTests-\(UUID().uuidString)")
        let files = FileManager.default
        try files.createDirectory(at: folder.appendingPathComponent("Zeta"), withIntermediateDirectories: true)
        try files.createDirectory(at: folder.appendingPathComponent("Alpha"), withIntermediateDirectories: true)
        for name in ["b.txt", "a.pdf", "c.png", "notes.json", ".hidden"] {
            try Data(name.utf8).write(to: folder.appendingPathComponent(name))
        }
        try Data("inner".utf8).write(to: folder.appendingPathComponent("Alpha/inner.txt"))
        return folder
    }

    private func present(_ picker: UIDocumentPickerViewController) -> ViewsStage {
        EventDispatcher.shared.reset()
        let stage = ViewsStage(width: 390, height: 844)
        let root = UIViewController()
        stage.window.rootViewController = root
        root.present(picker, animated: false)
        UIHeadless.runLoopTurn()
        picker.view.layoutIfNeeded()
        return stage
    }

    private func list(_ picker: UIDocumentPickerViewController) throws -> DocumentBrowserListController {
        let top = try #require(picker.browserNavigation?.topViewController as? DocumentBrowserListController)
        top.view.layoutIfNeeded()
        return top
    }

    /// Taps the row's cell as a finger would.
    private func tapRow(_ row: Int, of list: DocumentBrowserListController, in stage: ViewsStage) throws {
        let cell = try #require(list.tableView.cellForRow(at: IndexPath(row: row, section: 0)))
        UIHeadless.tap(at: point(cell.bounds.midX, cell.bounds.midY, in: cell), in: stage.window)
        UIHeadless.runLoopTurn()
    }

    private func titles(_ list: DocumentBrowserListController) -> [String] {
        (0..<list.tableView.numberOfRows(inSection: 0)).map {
            list.tableView(list.tableView, cellForRowAt: IndexPath(row: $0, section: 0)).textLabel?.text ?? ""
        }
    }

    @Test func modesAndDefaults() {
        #expect(UIDocumentPickerMode.import.rawValue == 0 && UIDocumentPickerMode.open.rawValue == 1)
        #expect(UIDocumentPickerMode.exportToService.rawValue == 2 && UIDocumentPickerMode.moveToService.rawValue == 3)
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.pdf])
        #expect(picker.documentPickerMode == .open)
        #expect(!picker.allowsMultipleSelection && !picker.shouldShowFileExtensions)
        #expect(picker.directoryURL == nil && picker.delegate == nil)
        #expect(UIDocumentPickerViewController(forOpeningContentTypes: [.pdf], asCopy: true).documentPickerMode == .import)
        #expect(UIDocumentPickerViewController(forExporting: []).documentPickerMode == .moveToService)
        #expect(UIDocumentPickerViewController(forExporting: [], asCopy: true).documentPickerMode == .exportToService)
    }

    @Test func theBrowserListsFoldersFirstAndDimsOtherTypes() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.pdf, .plainText])
        picker.directoryURL = folder
        let stage = present(picker)
        defer { stage.close() }
        let list = try list(picker)
        #expect(list.title == folder.lastPathComponent)
        #expect(titles(list) == ["Alpha", "Zeta", "a", "b", "c", "notes"])
        #expect(list.entries.map { list.canPick($0) } == [false, false, true, true, false, false])
        #expect(list.navigationItem.leftBarButtonItem != nil)
        #expect(list.navigationItem.rightBarButtonItem?.title == "Open")
        #expect(list.navigationItem.rightBarButtonItem?.isEnabled == false)
        picker.shouldShowFileExtensions = true
        #expect(titles(list) == ["Alpha", "Zeta", "a.pdf", "b.txt", "c.png", "notes.json"])
    }

    @Test func aTapOnAFilePicksItAndADimmedFileDoesNothing() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.pdf, .plainText])
        picker.directoryURL = folder
        let log = DocumentPickerLog()
        picker.delegate = log
        let stage = present(picker)
        defer { stage.close() }
        let list = try list(picker)
        try tapRow(4, of: list, in: stage) // c.png: not a requested type
        #expect(log.log == [])
        try tapRow(2, of: list, in: stage) // a.pdf
        #expect(log.log == ["didPick a.pdf"])
        #expect(log.urls == [folder.appendingPathComponent("a.pdf")])
    }

    @Test func tappingAFolderOpensItAndMultipleSelectionPicksMany() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.text])
        picker.directoryURL = folder
        picker.allowsMultipleSelection = true
        let log = DocumentPickerLog()
        picker.delegate = log
        let stage = present(picker)
        defer { stage.close() }
        let root = try list(picker)
        try tapRow(3, of: root, in: stage) // b.txt
        try tapRow(5, of: root, in: stage) // notes.json (JSON is text)
        #expect(log.log == [])
        #expect(root.chosen == [folder.appendingPathComponent("b.txt"), folder.appendingPathComponent("notes.json")])
        #expect(root.navigationItem.rightBarButtonItem?.isEnabled == true)
        root.navigationItem.rightBarButtonItem?.performTap(event: nil)
        #expect(log.log == ["didPick b.txt,notes.json"])

        let second = UIDocumentPickerViewController(forOpeningContentTypes: [.text])
        second.directoryURL = folder
        second.delegate = log
        log.log = []
        stage.window.rootViewController?.dismiss(animated: false)
        UIHeadless.runLoopTurn()
        stage.window.rootViewController?.present(second, animated: false)
        UIHeadless.runLoopTurn()
        second.view.layoutIfNeeded()
        try tapRow(0, of: try list(second), in: stage) // Alpha
        UIHeadless.advance(by: 1)
        let inner = try list(second)
        #expect(inner.title == "Alpha")
        #expect(titles(inner) == ["inner"])
        try tapRow(0, of: inner, in: stage)
        #expect(log.log == ["didPick inner.txt"])
    }

    /// The browser with one file chosen, to look at (CONTROLS_PNG_DIR).
    @Test func rendersTheBrowser() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.pdf, .plainText])
        picker.directoryURL = folder
        picker.allowsMultipleSelection = true
        let stage = present(picker)
        defer { stage.close() }
        let list = try list(picker)
        try tapRow(2, of: list, in: stage)
        UIHeadless.advance(by: 1)
        saveControlsPNG(stage, "documentpicker-browser")
        let cell = try #require(list.tableView.cellForRow(at: IndexPath(row: 2, section: 0)))
        #expect(cell.accessoryType == .checkmark)
        // The Open button turned enabled, drawn in the tint (systemBlue 0,122,255), no longer in grey.
        let pixels = stage.pixels()
        let bar = try #require(picker.browserNavigation?.navigationBar)
        let open = try #require(bar.subviews.compactMap { $0 as? BarButtonView }.last)
        var blue = 0
        for x in Int(open.convert(open.bounds, to: nil).minX)..<Int(open.convert(open.bounds, to: nil).maxX) {
            for y in Int(open.convert(open.bounds, to: nil).minY)..<Int(open.convert(open.bounds, to: nil).maxY) {
                let p = pixels[x, y]
                if p[2] > 200 && p[0] < 120 { blue += 1 }
            }
        }
        #expect(blue > 20)
        #expect(list.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.accessoryType == .disclosureIndicator)
    }

    @Test func cancelTellsTheDelegate() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.pdf])
        picker.directoryURL = folder
        let log = DocumentPickerLog()
        picker.delegate = log
        let stage = present(picker)
        defer { stage.close() }
        try list(picker).navigationItem.leftBarButtonItem?.performTap(event: nil)
        #expect(log.log == ["cancelled"])
    }

    @Test func swipingThePickerAwayCancels() throws {
        let manual = ManualClock(startingAt: 32000)
        defer { manual.restore() }
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.pdf])
        picker.directoryURL = folder
        let log = DocumentPickerLog()
        picker.delegate = log
        let stage = present(picker)
        defer { stage.close() }
        let bar = try #require(picker.browserNavigation?.navigationBar)
        let start = point(bar.bounds.midX, bar.bounds.midY, in: bar)
        UIHeadless.drag(from: start, to: CGPoint(x: start.x, y: start.y + picker.view.bounds.height * 0.6), steps: 40, in: stage.window)
        UIHeadless.advance(by: 1)
        UIHeadless.runLoopTurn()
        #expect(stage.window.rootViewController?.presentedViewController == nil)
        #expect(log.log == ["cancelled"])
    }

    @Test func importingHandsCopiesInTheInbox() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.pdf], asCopy: true)
        picker.directoryURL = folder
        let log = DocumentPickerLog()
        picker.delegate = log
        let stage = present(picker)
        defer { stage.close() }
        try tapRow(2, of: try list(picker), in: stage)
        let copy = try #require(log.urls.first)
        #expect(copy.lastPathComponent == "a.pdf")
        #expect(copy.deletingLastPathComponent().lastPathComponent.hasSuffix("-Inbox"))
        #expect(copy.deletingLastPathComponent().deletingLastPathComponent().standardizedFileURL.path
                == FileManager.default.temporaryDirectory.standardizedFileURL.path)
        #expect(try Data(contentsOf: copy) == Data("a.pdf".utf8))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("a.pdf").path))
        try? FileManager.default.removeItem(at: copy)
    }

    @Test func exportingCopiesAndMovingMovesIntoTheChosenFolder() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("b.txt")
        let exporter = UIDocumentPickerViewController(forExporting: [source], asCopy: true)
        exporter.directoryURL = folder
        let log = DocumentPickerLog()
        exporter.delegate = log
        let stage = present(exporter)
        defer { stage.close() }
        let root = try list(exporter)
        #expect(root.navigationItem.rightBarButtonItem?.title == "Export")
        #expect(root.entries.allSatisfy { !root.canPick($0) })
        try tapRow(1, of: root, in: stage) // Zeta
        UIHeadless.advance(by: 1)
        let zeta = try list(exporter)
        #expect(zeta.title == "Zeta")
        zeta.navigationItem.rightBarButtonItem?.performTap(event: nil)
        let exported = folder.appendingPathComponent("Zeta/b.txt")
        #expect(log.log == ["didPick b.txt"])
        #expect(log.urls.map(\.standardizedFileURL.path) == [exported.standardizedFileURL.path])
        #expect(try Data(contentsOf: exported) == Data("b.txt".utf8))
        #expect(FileManager.default.fileExists(atPath: source.path))

        let mover = UIDocumentPickerViewController(forExporting: [source])
        mover.directoryURL = folder.appendingPathComponent("Alpha")
        mover.delegate = log
        log.log = []
        stage.window.rootViewController?.dismiss(animated: false)
        UIHeadless.runLoopTurn()
        stage.window.rootViewController?.present(mover, animated: false)
        UIHeadless.runLoopTurn()
        let alpha = try list(mover)
        #expect(alpha.navigationItem.rightBarButtonItem?.title == "Move")
        alpha.navigationItem.rightBarButtonItem?.performTap(event: nil)
        #expect(log.log == ["didPick b.txt"])
        #expect(!FileManager.default.fileExists(atPath: source.path))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Alpha/b.txt").path))
    }

    @available(*, deprecated)
    @Test func theDeprecatedInitializersAndDelegateCall() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let importer = UIDocumentPickerViewController(documentTypes: ["com.adobe.pdf", "public.plain-text"], in: .import)
        #expect(importer.documentPickerMode == .import)
        #expect(importer.contentTypes == [.pdf, .plainText])
        let single = UIDocumentPickerViewController(url: folder.appendingPathComponent("a.pdf"), in: .exportToService)
        #expect(single.documentPickerMode == .exportToService)
        #expect(single.exportedURLs == [folder.appendingPathComponent("a.pdf")])
        #expect(UIDocumentPickerViewController(urls: [], in: .moveToService).documentPickerMode == .moveToService)

        let opener = UIDocumentPickerViewController(documentTypes: ["com.adobe.pdf"], in: .open)
        opener.directoryURL = folder
        let old = OldDocumentPickerLog()
        opener.delegate = old
        let stage = present(opener)
        defer { stage.close() }
        try tapRow(2, of: try list(opener), in: stage)
        #expect(old.log == ["didPickOne a.pdf"])
    }
}

/// Apple's traps for a deprecated initializer given a mode of the other kind.
@Suite struct UIDocumentPickerMisuseTests {
    @available(*, deprecated)
    @Test func documentTypesWithAnExportModeTraps() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                _ = UIDocumentPickerViewController(documentTypes: ["public.item"], in: UIDocumentPickerMode.exportToService)
            }
        }
    }
}
