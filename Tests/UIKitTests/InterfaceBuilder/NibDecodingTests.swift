import Foundation
import Testing
@testable import UIKit

@Suite(.serialized) @MainActor struct NibDecodingTests {
    private func load(_ objects: String, owner: AnyObject? = nil) throws -> [Any] {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <dependencies><plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/></dependencies>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                \(objects)
            </objects>
        </document>
        """
        return try UINib(data: Data(xml.utf8), bundle: .module).instantiateThrowing(withOwner: owner)
    }

    @Test func colorsInEveryFormXcodeWrites() throws {
        let objects = try load("""
        <view contentMode="scaleToFill" id="a01-aa-001"><color key="backgroundColor" red="0.25" green="0.5" blue="0.75" alpha="0.5" colorSpace="custom" customColorSpace="sRGB"/></view>
        <view contentMode="scaleToFill" id="a02-aa-002"><color key="backgroundColor" white="0.5" alpha="1" colorSpace="calibratedWhite"/></view>
        <view contentMode="scaleToFill" id="a03-aa-003"><color key="backgroundColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="calibratedRGB"/></view>
        <view contentMode="scaleToFill" id="a04-aa-004"><color key="backgroundColor" systemColor="systemRedColor"/></view>
        <view contentMode="scaleToFill" id="a05-aa-005"><color key="backgroundColor" cocoaTouchSystemColor="darkTextColor"/></view>
        <view contentMode="scaleToFill" id="a06-aa-006"><nil key="backgroundColor"/></view>
        """)
        let colors = objects.map { ($0 as! UIView).backgroundColor }
        #expect(rgba(colors[0]) == [0.25, 0.5, 0.75, 0.5])
        #expect(rgba(colors[1]) == [0.5, 0.5, 0.5, 1])
        #expect(rgba(colors[2]) == [1, 0, 0, 1])
        #expect(rgba(colors[3]) == rgba(UIColor.systemRed))
        #expect(rgba(colors[4]) == rgba(UIColor.darkText))
        #expect(colors[5] == nil)
    }

    @Test func fontsByTypeWeightStyleAndName() throws {
        let objects = try load("""
        <label text="a" id="f01-aa-001"><fontDescription key="fontDescription" type="system" weight="semibold" pointSize="15"/></label>
        <label text="b" id="f02-aa-002"><fontDescription key="fontDescription" type="italicSystem" pointSize="12"/></label>
        <label text="c" id="f03-aa-003"><fontDescription key="fontDescription" style="UICTFontTextStyleBody"/></label>
        """)
        let fonts = objects.map { ($0 as! UILabel).font! }
        #expect(fonts[0] == UIFont.systemFont(ofSize: 15, weight: .semibold))
        #expect(fonts[1] == UIFont.italicSystemFont(ofSize: 12))
        #expect(fonts[2] == UIFont.preferredFont(forTextStyle: .body))
    }

    @Test func standardViewsDecodeTheirKeys() throws {
        let objects = try load("""
        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="fillEqually" alignment="center" spacing="6" id="s01-aa-001">
            <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
            <subviews>
                <view contentMode="scaleToFill" id="s02-aa-002"/>
                <view contentMode="scaleToFill" id="s03-aa-003"/>
            </subviews>
        </stackView>
        <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" tag="7" id="i01-aa-004">
            <rect key="frame" x="10" y="20" width="30" height="40"/>
        </imageView>
        <activityIndicatorView opaque="NO" contentMode="scaleToFill" hidesWhenStopped="NO" animating="YES" style="large" id="ai1-aa-005"/>
        <progressView opaque="NO" contentMode="scaleToFill" progressViewStyle="bar" progress="0.25" id="p01-aa-006"/>
        <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" pagingEnabled="YES" bounces="NO" showsHorizontalScrollIndicator="NO" id="sc1-aa-007"/>
        <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="b01-aa-008">
            <buttonConfiguration key="configuration" style="filled" title="Continue" cornerStyle="capsule"/>
        </button>
        <button opaque="NO" contentMode="scaleToFill" enabled="NO" buttonType="system" id="b02-aa-009"><state key="normal" title="Off"/></button>
        """)
        let stack = objects[0] as! UIStackView
        #expect(stack.axis == .vertical && stack.distribution == .fillEqually && stack.alignment == .center)
        #expect(stack.spacing == 6)
        #expect(stack.arrangedSubviews.count == 2 && stack.arrangedSubviews == stack.subviews)
        let image = objects[1] as! UIImageView
        #expect(image.contentMode == .scaleAspectFit && image.clipsToBounds && image.tag == 7)
        #expect(image.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
        let indicator = objects[2] as! UIActivityIndicatorView
        #expect(indicator.style == .large && !indicator.hidesWhenStopped && indicator.isAnimating)
        let progress = objects[3] as! UIProgressView
        #expect(progress.progressViewStyle == .bar && progress.progress == 0.25)
        let scroll = objects[4] as! UIScrollView
        #expect(scroll.isPagingEnabled && !scroll.bounces && !scroll.showsHorizontalScrollIndicator)
        let filled = objects[5] as! UIButton
        #expect(filled.configuration?.title == "Continue")
        #expect(filled.configuration?.cornerStyle == .capsule)
        #expect(filled.configuration == { var c = UIButton.Configuration.filled(); c.title = "Continue"; c.cornerStyle = .capsule; return c }())
        #expect((objects[6] as! UIButton).isEnabled == false)
    }

    @Test func runtimeAttributesOfEveryType() throws {
        let objects = try load("""
        <view contentMode="scaleToFill" id="r01-aa-001" customClass="RuntimeAttributeSink" customModule="UIKitTests">
            <userDefinedRuntimeAttributes>
                <userDefinedRuntimeAttribute type="point" keyPath="custom.point"><point key="value" x="1" y="2"/></userDefinedRuntimeAttribute>
                <userDefinedRuntimeAttribute type="size" keyPath="custom.size"><size key="value" width="3" height="4"/></userDefinedRuntimeAttribute>
                <userDefinedRuntimeAttribute type="rect" keyPath="custom.rect"><rect key="value" x="1" y="2" width="3" height="4"/></userDefinedRuntimeAttribute>
                <userDefinedRuntimeAttribute type="range" keyPath="custom.range"><range key="value" location="2" length="5"/></userDefinedRuntimeAttribute>
                <userDefinedRuntimeAttribute type="color" keyPath="custom.color"><color key="value" white="0.0" alpha="1" colorSpace="calibratedWhite"/></userDefinedRuntimeAttribute>
                <userDefinedRuntimeAttribute type="nil" keyPath="custom.nil"/>
                <userDefinedRuntimeAttribute type="localizedString" keyPath="custom.localized" value="Hello"/>
                <userDefinedRuntimeAttribute type="number" keyPath="custom.number"><real key="value" value="2.5"/></userDefinedRuntimeAttribute>
                <userDefinedRuntimeAttribute type="boolean" keyPath="custom.bool" value="YES"/>
                <userDefinedRuntimeAttribute type="number" keyPath="layer.borderWidth"><integer key="value" value="2"/></userDefinedRuntimeAttribute>
                <userDefinedRuntimeAttribute type="color" keyPath="layer.borderColor"><color key="value" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></userDefinedRuntimeAttribute>
            </userDefinedRuntimeAttributes>
        </view>
        """)
        let sink = try #require(objects.first as? RuntimeAttributeSink)
        #expect(sink.values["custom.point"] as? CGPoint == CGPoint(x: 1, y: 2))
        #expect(sink.values["custom.size"] as? CGSize == CGSize(width: 3, height: 4))
        #expect(sink.values["custom.rect"] as? CGRect == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(sink.values["custom.range"] as? NSRange == NSRange(location: 2, length: 5))
        #expect(rgba(sink.values["custom.color"] as? UIColor) == [0, 0, 0, 1])
        #expect(sink.values.keys.contains("custom.nil") && sink.values["custom.nil"]! == nil)
        #expect(sink.values["custom.localized"] as? String == "Hello")
        #expect((sink.values["custom.number"] as? NSNumber)?.doubleValue == 2.5)
        #expect(sink.values["custom.bool"] as? Bool == true)
        #expect(sink.layer.borderWidth == 2)
        #expect(sink.layer.borderColor?.components == [1, 0, 0, 1])
    }

    @Test func registeredClassesAreFoundByBareName() throws {
        UINib.register(RuntimeAttributeSink.self)
        let objects = try load(#"<view contentMode="scaleToFill" id="g01-aa-001" customClass="RuntimeAttributeSink"/>"#)
        #expect(objects.first is RuntimeAttributeSink)
    }

    @Test func aCustomSegueClassKeepsItsOwnStoredProperties() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="v01-aa-001">
            <scenes>
                <scene sceneID="s01-aa-002"><objects>
                    <viewController id="v01-aa-001" customClass="SegueSourceController" customModule="UIKitTests" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="w01-aa-003"/>
                        <connections>
                            <segue destination="v02-aa-004" kind="custom" identifier="go" customClass="RecordingSegue" customModule="UIKitTests" id="g01-aa-005"/>
                        </connections>
                    </viewController>
                </objects></scene>
                <scene sceneID="s02-aa-006"><objects>
                    <viewController id="v02-aa-004" sceneMemberID="viewController"><view key="view" contentMode="scaleToFill" id="w02-aa-007"/></viewController>
                </objects></scene>
            </scenes>
        </document>
        """
        let board = try UIStoryboard(data: Data(xml.utf8), bundle: .module)
        let source = try #require(board.instantiateInitialViewController())
        NibLog.entries = []
        source.performSegue(withIdentifier: "go", sender: nil)
        #expect(NibLog.entries == ["prepare RecordingSegue unset", "segue performed go SegueSourceController → UIViewController"])
    }

    @Test func aMissingActionTrapsWhenSentAsApplesUnrecognizedSelector() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let xml = """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
                    <objects>
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                        <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="b01-aa-001">
                            <connections><action selector="noSuchAction:" destination="-1" eventType="touchUpInside" id="c01-aa-002"/></connections>
                        </button>
                    </objects>
                </document>
                """
                let owner = LoginOwnerController()
                let button = UINib(data: Data(xml.utf8), bundle: nil).instantiate(withOwner: owner).first as! UIButton
                button.sendActions(for: .touchUpInside)
            }
        }
    }
}

@Suite(.serialized) @MainActor struct NibVariationTests {
    private func root(under traits: UITraitCollection) throws -> UIView {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
            <objects>
                <view contentMode="scaleToFill" id="v01-aa-001">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="300"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="v02-aa-002"/>
                        <view contentMode="scaleToFill" id="v03-aa-003"/>
                    </subviews>
                    <constraints>
                        <constraint firstItem="v02-aa-002" firstAttribute="width" constant="100" id="c01-aa-004"/>
                        <constraint firstItem="v02-aa-002" firstAttribute="width" constant="200" id="c02-aa-005"/>
                    </constraints>
                    <variation key="default">
                        <mask key="subviews"><exclude reference="v03-aa-003"/></mask>
                        <mask key="constraints"><exclude reference="c02-aa-005"/></mask>
                    </variation>
                    <variation key="widthClass=regular">
                        <mask key="subviews"><include reference="v03-aa-003"/></mask>
                        <mask key="constraints"><include reference="c02-aa-005"/><exclude reference="c01-aa-004"/></mask>
                    </variation>
                </view>
            </objects>
        </document>
        """
        var view: UIView?
        try traits.performAsCurrent {
            view = try UINib(data: Data(xml.utf8), bundle: nil).instantiateThrowing(withOwner: nil).first as? UIView
        }
        return try #require(view)
    }

    @Test func theDefaultVariationAppliesUnlessASizeClassVariationMatches() throws {
        let compact = try root(under: UITraitCollection(horizontalSizeClass: .compact))
        #expect(compact.subviews.count == 1)
        #expect(compact.constraints.map(\.constant) == [100])
        let regular = try root(under: UITraitCollection(horizontalSizeClass: .regular))
        #expect(regular.subviews.count == 2)
        #expect(regular.constraints.map(\.constant) == [200])
    }

    @Test func variationKeysMatchBothSizeClasses() {
        let traits = UITraitCollection(mutations: { $0.horizontalSizeClass = .compact; $0.verticalSizeClass = .regular })
        #expect(NibLoader.variation("widthClass=compact-heightClass=regular", matches: traits))
        #expect(!NibLoader.variation("heightClass=compact", matches: traits))
        #expect(!NibLoader.variation("widthClass=bogus", matches: traits))
    }
}

@Suite(.serialized) @MainActor struct UIViewArchivingTests {
    @Test func aViewHierarchyRoundTripsThroughNSKeyedArchiver() throws {
        let root = UIView(frame: CGRect(x: 1, y: 2, width: 300, height: 200))
        root.tag = 5
        root.alpha = 0.5
        root.clipsToBounds = true
        root.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        let child = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        child.isHidden = true
        child.contentMode = .center
        root.addSubview(child)
        root.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5)))

        let data = try NSKeyedArchiver.archivedData(withRootObject: root, requiringSecureCoding: false)
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: data)
        unarchiver.requiresSecureCoding = false
        let copy = try #require(unarchiver.decodeObject(forKey: NSKeyedArchiveRootObjectKey) as? UIView)
        #expect(copy !== root)
        #expect(copy.frame == CGRect(x: 1, y: 2, width: 300, height: 200))
        #expect(copy.tag == 5 && copy.alpha == 0.5 && copy.clipsToBounds)
        #expect(copy.autoresizingMask == [.flexibleWidth, .flexibleBottomMargin])
        #expect(copy.subviews.count == 2)
        #expect(copy.subviews.first?.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(copy.subviews.first?.isHidden == true && copy.subviews.first?.contentMode == .center)
    }
}

final class ScrollOwner: UIViewController, UIScrollViewDelegate {}

@Suite(.serialized) @MainActor struct NibOutletTests {
    @Test func aScrollViewsDelegateOutletIsConnected() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" id="sc1-aa-001">
                    <connections><outlet property="delegate" destination="-1" id="o01-aa-002"/></connections>
                </scrollView>
            </objects>
        </document>
        """
        let owner = ScrollOwner()
        let scroll = try #require(try UINib(data: Data(xml.utf8), bundle: nil).instantiateThrowing(withOwner: owner).first as? UIScrollView)
        #expect(scroll.delegate === owner)
    }
}
