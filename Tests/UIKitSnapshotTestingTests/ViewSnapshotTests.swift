import Foundation
import Testing
import UIKit
import UIKitSnapshotTesting

/// Views, view controllers and layers against the references in __Snapshots__/ViewSnapshotTests (recorded on
/// the first run, as the library does; re-record with SNAPSHOT_TESTING_RECORD=all).
@MainActor @Suite struct ViewSnapshotTests {
    /// A card: a rounded blue box with a white title, as an iOS app's test would snapshot.
    static func card() -> UIView {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 160, height: 60))
        card.backgroundColor = .systemBlue
        card.layer.cornerRadius = 12
        let title = UILabel(frame: CGRect(x: 12, y: 18, width: 136, height: 24))
        title.text = "Hello, Linux"
        title.textColor = .white
        title.font = .boldSystemFont(ofSize: 17)
        card.addSubview(title)
        return card
    }

    final class GreetingViewController: UIViewController {
        var seenTraits: UITraitCollection?
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            let label = UILabel()
            label.text = "Greetings"
            label.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(label)
            NSLayoutConstraint.activate([
                label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                label.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            ])
        }
        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            seenTraits = traitCollection
        }
    }

    @Test func viewMatchesItsReference() {
        assertSnapshot(of: Self.card(), as: .image(traits: .init(displayScale: 2)))
    }

    @Test func viewRendersTheSameBytesEveryTime() throws {
        let strategy = Snapshotting<UIView, UIImage>.image(traits: .init(displayScale: 2))
        var images: [Data] = []
        for _ in 0..<2 {
            strategy.snapshot(Self.card()).run { images.append($0.pngData() ?? Data()) }
        }
        #expect(images.count == 2 && images[0] == images[1] && !images[0].isEmpty)
    }

    /// The snapshot's bytes are the compositor's: the same views shown in a window on a screen of the same
    /// scale render to the same pixels.
    @Test func snapshotIsWhatTheCompositorShows() throws {
        func scene() -> UIView {
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 180, height: 80))
            container.backgroundColor = .white
            let card = Self.card()
            card.frame.origin = CGPoint(x: 10, y: 10)
            container.addSubview(card)
            return container
        }
        var snapshot: UIImage?
        Snapshotting<UIView, UIImage>.image(traits: .init(displayScale: 2)).snapshot(scene()).run { snapshot = $0 }
        let screen = UIHeadless.connectScreen(size: CGSize(width: 180, height: 80), scale: 2)
        defer { UIHeadless.disconnectScreen(screen) }
        let window = UIWindow(frame: screen.bounds)
        window.screen = screen
        window.addSubview(scene())
        window.isHidden = false
        defer { window.isHidden = true }
        let shown = try #require(UIHeadless.renderImage(of: screen))
        #expect(shown.width == 360 && shown.height == 160)
        #expect(pixelBytes(snapshot?.cgImage) == pixelBytes(shown))
    }

    /// Traits reach the view: systemBackground is white in light mode and black in dark mode.
    @Test func traitsReachTheView() throws {
        func pixel(_ style: UIUserInterfaceStyle) throws -> [UInt8] {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
            view.backgroundColor = .systemBackground
            var image: UIImage?
            Snapshotting<UIView, UIImage>.image(traits: UITraitCollection(traitsFrom: [.init(displayScale: 1), .init(userInterfaceStyle: style)]))
                .snapshot(view).run { image = $0 }
            return Array(pixelBytes(try #require(image?.cgImage))[0..<4])
        }
        #expect(try pixel(.light) == [255, 255, 255, 255])
        #expect(try pixel(.dark) == [0, 0, 0, 255])
    }

    @Test func imageSizeFollowsTheViewAndTheScale() throws {
        var image: UIImage?
        Snapshotting<UIView, UIImage>.image(size: CGSize(width: 50, height: 40), traits: .init(displayScale: 3))
            .snapshot(Self.card()).run { image = $0 }
        let cg = try #require(image?.cgImage)
        #expect(cg.width == 150 && cg.height == 120)
    }

    @Test func viewControllerOnADevice() throws {
        let vc = GreetingViewController()
        assertSnapshot(of: vc, as: .image(on: .iPhoneSe, traits: .init(displayScale: 1)))
        var image: UIImage?
        Snapshotting<UIViewController, UIImage>.image(on: .iPhone8(.landscape), traits: .init(displayScale: 2))
            .snapshot(vc).run { image = $0 }
        let cg = try #require(image?.cgImage)
        #expect(cg.width == 1334 && cg.height == 750)
        #expect(vc.seenTraits?.userInterfaceIdiom == .phone)
        #expect(vc.seenTraits?.verticalSizeClass == .compact)
    }

    @Test func layerMatchesItsReference() {
        let layer = CAShapeLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        layer.path = CGPath(ellipseIn: CGRect(x: 4, y: 4, width: 32, height: 32), transform: nil)
        layer.fillColor = UIColor.systemGreen.cgColor
        assertSnapshot(of: layer as CALayer, as: .image(traits: .init(displayScale: 1)))
    }

    @Test func severalStrategiesByName() {
        assertSnapshots(of: Self.card(), as: ["scale1": .image(traits: .init(displayScale: 1)),
                                              "scale2": .image(traits: .init(displayScale: 2))])
    }

    /// A deliberately broken snapshot: the committed reference is the card in red, the view is blue.
    @Test func brokenSnapshotFails() {
        let red = Self.card()
        red.backgroundColor = .systemRed
        _ = verifySnapshot(of: red, as: .image(traits: .init(displayScale: 1)), named: "red-card", record: .missing)
        withKnownIssue {
            assertSnapshot(of: Self.card(), as: .image(traits: .init(displayScale: 1)), named: "red-card", record: .never)
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.hasPrefix("Snapshot \"red-card\" does not match reference.")
                && text.contains("brokenSnapshotFails.red-card.difference.png")
        }
    }

    @Test func recursiveDescriptionText() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let label = UILabel(frame: CGRect(x: 10, y: 10.5, width: 80, height: 20))
        label.text = "Hi"
        let hidden = UIView(frame: CGRect(x: 0, y: 40, width: 100, height: 10))
        hidden.isHidden = true
        hidden.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        hidden.tag = 7
        root.addSubview(label)
        root.addSubview(hidden)
        var text: String?
        Snapshotting<UIView, String>.recursiveDescription.snapshot(root).run { text = $0 }
        let labelOpacity = label.isOpaque ? "" : "opaque = NO; "
        #expect(text == """
            <UIView; frame = (0 0; 100 50); layer = <CALayer>>
               | <UILabel; frame = (10 10.5; 80 20); text = 'Hi'; \(labelOpacity)userInteractionEnabled = NO; layer = <\(type(of: label.layer))>>
               | <UIView; frame = (0 40; 100 10); hidden = YES; autoresize = W+TM; tag = 7; layer = <CALayer>>
            """)
        assertSnapshot(of: root, as: .recursiveDescription)
    }

    /// An image's pixels as premultiplied RGBA.
    func pixelBytes(_ image: CGImage?) -> [UInt8] {
        guard let image else { return [] }
        let ctx = CGContext(data: nil, width: image.width, height: image.height, bitsPerComponent: 8,
                            bytesPerRow: image.width * 4, space: CGColorSpaceCreateDeviceRGB(),
                            bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        ctx.draw(image, in: CGRect(x: 0, y: 0, width: image.width, height: image.height))
        return Array(UnsafeBufferPointer(start: ctx.data!.assumingMemoryBound(to: UInt8.self), count: image.width * image.height * 4))
    }

    struct User { let id: Int; let name: String; let bio: String? }

    @Test func dumpAndDescription() {
        var text: String?
        Snapshotting<User, String>.dump.snapshot(User(id: 1, name: "Blob", bio: nil)).run { text = $0 }
        #expect(text == """
            ▿ User
              - bio: Optional<String>.none
              - id: 1
              - name: "Blob"

            """)
        assertSnapshot(of: [1, 2, 3], as: .description)
    }
}
