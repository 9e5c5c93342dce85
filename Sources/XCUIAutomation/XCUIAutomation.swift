// XCUIAutomation: UI tests of an OpenUIKit app, run out of process (docs/TESTING.md, "UI tests").
// On Apple's platforms CoreGraphics' types (CGVector, CGRect) reach a UI test through XCTest; here through
// this module, which links no UIKit: the app is another process.
@_exported import CoreGraphics
@_exported import Foundation
