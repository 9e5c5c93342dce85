import Foundation
import Testing
import UIKit
import UIKitSnapshotTesting

/// Record modes, reference naming and failure reports, in a temporary reference directory.
@MainActor @Suite struct SnapshotRecordingTests {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("UIKitSnapshotTestingTests-\(UUID().uuidString)")

    /// A 20 × 10 view of one colour, rendered at scale 1.
    static func swatch(_ color: UIColor) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        view.backgroundColor = color
        return view
    }

    static let image = Snapshotting<UIView, UIImage>.image(traits: .init(displayScale: 1))

    func verify(_ view: UIView, named name: String? = nil, record: SnapshotTestingConfiguration.Record? = nil,
                testName: String = #function) -> String? {
        verifySnapshot(of: view, as: Self.image, named: name, record: record, snapshotDirectory: directory.path,
                       testName: testName)
    }

    @Test func missingReferenceIsRecordedThenMatched() throws {
        let first = try #require(verify(Self.swatch(.red), named: "swatch", record: .missing))
        let url = directory.appendingPathComponent("missingReferenceIsRecordedThenMatched.swatch.png")
        #expect(first.hasPrefix("No reference was found on disk. Automatically recorded snapshot: …"))
        #expect(first.contains("open \"\(url.absoluteString)\""))
        #expect(first.hasSuffix("Re-run \"missingReferenceIsRecordedThenMatched\" to assert against the newly-recorded snapshot."))
        let png = try #require(UIImage(contentsOfFile: url.path)?.cgImage)
        #expect(png.width == 20 && png.height == 10)
        #expect(verify(Self.swatch(.red), named: "swatch", record: .missing) == nil)
    }

    @Test func unnamedSnapshotsAreNumberedInTurn() {
        _ = verify(Self.swatch(.red))
        _ = verify(Self.swatch(.blue))
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path))?.sorted()
        #expect(files == ["unnamedSnapshotsAreNumberedInTurn.1.png", "unnamedSnapshotsAreNumberedInTurn.2.png"])
    }

    @Test func neverRecords() {
        #expect(verify(Self.swatch(.red), named: "swatch", record: .never)
                == "No reference was found on disk. New snapshot was not recorded because recording is disabled")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("neverRecords.swatch.png").path))
    }

    @Test func allRecordsEvenWhenMatching() throws {
        #expect(verify(Self.swatch(.red), named: "swatch", record: .missing) != nil)
        let message = try #require(verify(Self.swatch(.red), named: "swatch", record: .all))
        #expect(message.hasPrefix("Record mode is on. Automatically recorded snapshot: …"))
        #expect(message.hasSuffix("Turn record mode off and re-run \"allRecordsEvenWhenMatching\" to assert against the newly-recorded snapshot"))
    }

    /// A deliberately broken snapshot: the reference is red, the view blue. The message names the reference
    /// and the failed snapshot, and the reference, failure and difference images are written out.
    @Test func mismatchWritesTheThreeImages() throws {
        _ = verify(Self.swatch(.red), named: "swatch", record: .missing)
        let message = try #require(verify(Self.swatch(.blue), named: "swatch", record: .never))
        let reference = directory.appendingPathComponent("mismatchWritesTheThreeImages.swatch.png")
        let artifacts = URL(fileURLWithPath: ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory())
            .appendingPathComponent("SnapshotRecordingTests")
        let failed = artifacts.appendingPathComponent("mismatchWritesTheThreeImages.swatch.png")
        #expect(message.hasPrefix("Snapshot \"swatch\" does not match reference.\n\n@\u{2212}\n\"file://\(reference.path)\"\n@+\n\"file://\(failed.path)\""))
        #expect(message.contains("Newly-taken snapshot does not match reference."))
        for name in ["reference", "failure", "difference"] {
            let url = artifacts.appendingPathComponent("mismatchWritesTheThreeImages.swatch.\(name).png")
            #expect(message.contains(url.path), "message names \(name)")
            #expect(UIImage(contentsOfFile: url.path)?.cgImage?.width == 20, "\(name) image written")
        }
        // Red against blue: the difference is (255, 0, 255) everywhere.
        let difference = try #require(UIImage(contentsOfFile: artifacts.appendingPathComponent(
            "mismatchWritesTheThreeImages.swatch.difference.png").path)?.cgImage)
        let ctx = CGContext(data: nil, width: 20, height: 10, bitsPerComponent: 8, bytesPerRow: 80,
                            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        ctx.draw(difference, in: CGRect(x: 0, y: 0, width: 20, height: 10))
        let p = ctx.data!.assumingMemoryBound(to: UInt8.self)
        #expect([p[0], p[1], p[2], p[3]] == [255, 0, 255, 255])
        // The reference is untouched in .never mode.
        #expect(verify(Self.swatch(.red), named: "swatch", record: .never) == nil)
    }

    @Test func failedRecordsOverTheReference() throws {
        _ = verify(Self.swatch(.red), named: "swatch", record: .missing)
        let message = try #require(verify(Self.swatch(.blue), named: "swatch", record: .failed))
        #expect(message.hasPrefix("Snapshot \"swatch\" does not match reference. A new snapshot was automatically recorded."))
        #expect(verify(Self.swatch(.blue), named: "swatch", record: .never) == nil)
    }

    @Test func scopeSetsTheRecordMode() {
        withSnapshotTesting(record: .never) {
            #expect(verify(Self.swatch(.red), named: "swatch")?.hasPrefix("No reference was found on disk. New snapshot was not recorded") == true)
        }
        // The call's own mode wins over the scope's.
        withSnapshotTesting(record: .never) {
            #expect(verify(Self.swatch(.red), named: "swatch", record: .missing)?.hasPrefix("No reference was found on disk. Automatically") == true)
        }
    }

    @Test(.snapshots(record: .never)) func traitSetsTheRecordMode() {
        #expect(verify(Self.swatch(.red), named: "swatch")?.hasPrefix("No reference was found on disk. New snapshot was not recorded") == true)
    }

    @Test func recordModesParseTheEnvironmentValues() {
        #expect(SnapshotTestingConfiguration.Record(rawValue: "all") == .all)
        #expect(SnapshotTestingConfiguration.Record(rawValue: "failed") == .failed)
        #expect(SnapshotTestingConfiguration.Record(rawValue: "missing") == .missing)
        #expect(SnapshotTestingConfiguration.Record(rawValue: "never") == .never)
        #expect(SnapshotTestingConfiguration.Record(rawValue: "yes") == nil)
    }

    @Test func customDiffToolNamesBothFiles() throws {
        _ = verify(Self.swatch(.red), named: "swatch", record: .missing)
        let message = try withSnapshotTesting(diffTool: "compare") {
            try #require(verify(Self.swatch(.green), named: "swatch", record: .never))
        }
        let reference = directory.appendingPathComponent("customDiffToolNamesBothFiles.swatch.png").path
        #expect(message.contains("\ncompare \(reference) "))
    }
}
