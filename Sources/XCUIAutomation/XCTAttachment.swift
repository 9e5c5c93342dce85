import Foundation
import XCTest

/// Data kept with a test's results.
// Linux: swift-corelibs-xctest has no XCTAttachment; this one writes attachments as files under
// XCUIAttachments/<test>/ beside the test bundle (or in $XCUI_ATTACHMENTS_DIR) when the test fails, or
// always with `.keepAlways` (docs/DIFFERENCES.md).
open class XCTAttachment: @unchecked Sendable {
    public enum Lifetime: Int, Sendable {
        case keepAlways = 0
        case deleteOnSuccess = 1
    }

    open var name: String?
    open var lifetime: Lifetime = .deleteOnSuccess
    public let data: Data
    let fileExtension: String

    public init(data payload: Data) {
        data = payload
        fileExtension = "bin"
    }

    public init(data payload: Data, uniformTypeIdentifier identifier: String) {
        data = payload
        fileExtension = identifier == "public.png" ? "png" : identifier == "public.plain-text" ? "txt" : "bin"
    }

    public init(string: String) {
        data = Data(string.utf8)
        fileExtension = "txt"
    }

    public init(screenshot: XCUIScreenshot) {
        data = screenshot.pngRepresentation
        fileExtension = "png"
    }

    public convenience init(screenshot: XCUIScreenshot, quality: Int) {
        self.init(screenshot: screenshot)
    }

    /// The directory attachments of `testName` go to.
    static func directory(for testName: String) -> URL {
        let base: URL
        if let dir = ProcessInfo.processInfo.environment["XCUI_ATTACHMENTS_DIR"], !dir.isEmpty {
            base = URL(fileURLWithPath: dir)
        } else {
            let bundle = URL(fileURLWithPath: CommandLine.arguments.first ?? ".").deletingLastPathComponent()
            base = bundle.appendingPathComponent("XCUIAttachments")
        }
        let safe = testName.map { $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" || $0 == "_" ? $0 : "_" }
        return base.appendingPathComponent(String(safe))
    }

    /// Writes the attachment; returns where.
    @discardableResult
    func write(for testName: String, index: Int) -> URL? {
        let dir = XCTAttachment.directory(for: testName)
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let url = dir.appendingPathComponent("\(name ?? "attachment-\(index)").\(fileExtension)")
        return (try? data.write(to: url)) != nil ? url : nil
    }

    /// A failure recorded by XCUIAutomation keeps a screenshot of the app as it was, named after the test.
    @MainActor
    static func keepScreenshotOfFailure(from app: XCUIApplication) {
        guard FailureRecorder.interceptor == nil, let png = app.quietScreenshot() else { return }
        let attachment = XCTAttachment(data: png, uniformTypeIdentifier: "public.png")
        attachment.name = "Failure screenshot \(AttachmentStore.shared.failureCount + 1)"
        AttachmentStore.shared.failureCount += 1
        if let url = attachment.write(for: AttachmentStore.currentTestName, index: 0) {
            print("XCUIAutomation: failure screenshot written to \(url.path)")
        }
    }
}
