import Testing
@testable import UIKitSnapshotTesting
