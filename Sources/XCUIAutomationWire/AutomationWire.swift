// The automation channel between a UI test (XCUIAutomation, the test process) and the app under test (UIKit's
// automation server, in the app's process): one JSON object a line each way, a request then its response.
// The test process listens on a Unix-domain socket whose path the app finds in its environment.
import Foundation
import Glibc

/// The environment variable naming the socket the app connects to; when set, UIApplicationMain runs the app
/// headless on a stepped media clock and serves automation requests.
package let automationSocketEnvironmentKey = "OPENUIKIT_AUTOMATION_SOCKET"

package struct WirePoint: Codable, Sendable, Equatable {
    package var x: Double
    package var y: Double
    package init(x: Double, y: Double) { self.x = x; self.y = y }
}

package struct WireRect: Codable, Sendable, Equatable {
    package var x: Double
    package var y: Double
    package var width: Double
    package var height: Double
    package init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }
}

/// One element of the app's accessibility tree as the app saw it at the snapshot.
package struct WireElement: Codable, Sendable {
    /// XCUIElement.ElementType's raw value (Apple's numbering).
    package var type: UInt
    package var identifier: String
    package var label: String
    package var value: String?
    package var placeholder: String?
    /// In the screen's points.
    package var frame: WireRect
    package var enabled: Bool
    package var selected: Bool
    package var focused: Bool
    /// Whether the element's centre is on screen and no other view lies over it there.
    package var hittable: Bool
    /// Names the view for actions the app must resolve itself (slider and picker adjustments); valid until
    /// the next snapshot.
    package var reference: Int
    package var children: [WireElement]

    package init(type: UInt, identifier: String, label: String, value: String?, placeholder: String?, frame: WireRect,
                 enabled: Bool, selected: Bool, focused: Bool, hittable: Bool, reference: Int, children: [WireElement]) {
        self.type = type; self.identifier = identifier; self.label = label; self.value = value
        self.placeholder = placeholder; self.frame = frame; self.enabled = enabled; self.selected = selected
        self.focused = focused; self.hittable = hittable; self.reference = reference; self.children = children
    }
}

package enum WireAction: String, Codable, Sendable {
    /// Waits until the app is idle, then answers with its accessibility tree.
    case snapshot
    /// Steps the app's media clock by `duration` seconds, frame by frame, then answers with the tree.
    case advance
    /// Waits until the app is idle (no pending layout, animation or main-queue work).
    case idle
    case tap, doubleTap, twoFingerTap, press, drag, pinch, rotate
    case typeText, typeKey
    case adjustSlider, adjustPicker
    /// Scrolls the scroll views around an element until it shows (XCUITest's scroll-to-visible, an
    /// accessibility action rather than a gesture, as Apple's is).
    case scrollToVisible
    case screenshot
    case orientation
    /// Sets the light or dark style (`orientation` carries UIUserInterfaceStyle's raw value).
    case appearance
}

package struct WireRequest: Codable, Sendable {
    package var action: WireAction
    package var point: WirePoint?
    package var to: WirePoint?
    package var duration: Double?
    package var dragDuration: Double?
    package var velocity: Double?
    package var scale: Double?
    package var rotation: Double?
    package var text: String?
    package var modifiers: Int?
    package var reference: Int?
    package var position: Double?
    package var rect: WireRect?
    /// UIDeviceOrientation's raw value.
    package var orientation: Int?

    package init(action: WireAction, point: WirePoint? = nil, to: WirePoint? = nil, duration: Double? = nil,
                 dragDuration: Double? = nil, velocity: Double? = nil, scale: Double? = nil, rotation: Double? = nil,
                 text: String? = nil, modifiers: Int? = nil, reference: Int? = nil, position: Double? = nil,
                 rect: WireRect? = nil, orientation: Int? = nil) {
        self.action = action; self.point = point; self.to = to; self.duration = duration
        self.dragDuration = dragDuration; self.velocity = velocity; self.scale = scale; self.rotation = rotation
        self.text = text; self.modifiers = modifiers; self.reference = reference; self.position = position
        self.rect = rect; self.orientation = orientation
    }
}

package struct WireResponse: Codable, Sendable {
    package var error: String?
    package var tree: WireElement?
    package var png: Data?
    /// The app's media time after the request.
    package var time: Double?

    package init(error: String? = nil, tree: WireElement? = nil, png: Data? = nil, time: Double? = nil) {
        self.error = error; self.tree = tree; self.png = png; self.time = time
    }
}

/// Reads and writes JSON lines on a file descriptor.
package final class WireChannel: @unchecked Sendable {
    package let fd: Int32
    private var buffer = Data()

    package init(fd: Int32) { self.fd = fd }

    /// Writes `value` and a newline; false when the other side has gone.
    @discardableResult
    package func send<T: Encodable>(_ value: T) -> Bool {
        guard var data = try? JSONEncoder().encode(value) else { return false }
        data.append(0x0A)
        return data.withUnsafeBytes { raw -> Bool in
            var offset = 0
            while offset < raw.count {
                // MSG_NOSIGNAL: a peer that has gone (a crashed app) is an error here, not SIGPIPE ending this process.
                let n = Glibc.send(fd, raw.baseAddress! + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
                if n < 0 { if errno == EINTR { continue }; return false }
                offset += n
            }
            return true
        }
    }

    /// A complete line already read, if any.
    package func takeLine() -> Data? {
        guard let i = buffer.firstIndex(of: 0x0A) else { return nil }
        let line = buffer[buffer.startIndex..<i]
        buffer = Data(buffer[(i + 1)...])
        return Data(line)
    }

    /// Reads what is available (blocking until something is when `wait` is nil, or up to `wait` seconds);
    /// false at end of file or on error.
    package func fill(wait: Double?) -> Bool {
        if let wait {
            var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let r = poll(&p, 1, Int32(max(0, wait * 1000)))
            if r == 0 { return true }
            if r < 0 { return errno == EINTR }
        }
        var chunk = [UInt8](repeating: 0, count: 65536)
        let n = read(fd, &chunk, chunk.count)
        if n < 0 { return errno == EINTR || errno == EAGAIN }
        if n == 0 { return false }
        buffer.append(contentsOf: chunk[0..<n])
        return true
    }

    /// Blocks until a whole line has arrived and decodes it; nil when the other side has gone or `timeout`
    /// seconds passed.
    package func receive<T: Decodable>(_ type: T.Type, timeout: Double? = nil) -> T? {
        let deadline = timeout.map { Date().addingTimeInterval($0) }
        while true {
            if let line = takeLine() { return try? JSONDecoder().decode(type, from: line) }
            let left = deadline.map { $0.timeIntervalSinceNow }
            if let left, left <= 0 { return nil }
            guard fill(wait: left) else { return nil }
        }
    }
}
