import Foundation
import Testing
@testable import UIKit

/// Found by `make fuzz` (FuzzNibLoader): a document whose constraint pairs a horizontal with a vertical attribute
/// ended the app mid-load with "Invalid pairing of layout attributes"; such a constraint (which Interface Builder
/// never writes) is left out, as one between two hierarchies is, and the rest of the document loads.
@Suite(.serialized) @MainActor struct NibIllegalConstraintTests {
    private func load(_ constraints: String) throws -> UIView? {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a"/>
                    </subviews>
                    <constraints>
                        \(constraints)
                    </constraints>
                </view>
            </objects>
        </document>
        """
        return try UINib(data: Data(xml.utf8), bundle: nil).instantiateThrowing(withOwner: nil).first as? UIView
    }

    @Test func illegalEquationsAreLeftOutAndTheRestLoads() throws {
        let root = try #require(try load("""
            <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="top" id="c1"/>
            <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="left" id="c2"/>
            <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" multiplier="0" id="c3"/>
            <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" identifier="kept" id="c5"/>
            """))
        #expect(root.constraints.map(\.identifier) == ["kept"])
    }
}
