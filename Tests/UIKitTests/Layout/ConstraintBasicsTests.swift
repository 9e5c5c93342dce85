import Testing
@testable import UIKit

@Suite @MainActor struct ConstraintBasicsTests {
    @Test func attributeAndRelationRawValuesAreApples() {
        #expect(NSLayoutConstraint.Attribute.left.rawValue == 1)
        #expect(NSLayoutConstraint.Attribute.trailing.rawValue == 6)
        #expect(NSLayoutConstraint.Attribute.centerY.rawValue == 10)
        #expect(NSLayoutConstraint.Attribute.lastBaseline.rawValue == 11)
        #expect(NSLayoutConstraint.Attribute.firstBaseline.rawValue == 12)
        #expect(NSLayoutConstraint.Attribute.leftMargin.rawValue == 13)
        #expect(NSLayoutConstraint.Attribute.centerYWithinMargins.rawValue == 20)
        #expect(NSLayoutConstraint.Attribute.notAnAttribute.rawValue == 0)
        #expect(NSLayoutConstraint.Relation.lessThanOrEqual.rawValue == -1)
        #expect(NSLayoutConstraint.Relation.greaterThanOrEqual.rawValue == 1)
        #expect(NSLayoutConstraint.Axis.vertical.rawValue == 1)
        #expect(UILayoutConstraintAxis.horizontal.rawValue == 0)
    }

    @Test func pinnedEdgesWithInsets() {
        let root = makeRoot(300, 200)
        let v = addConstrained(root)
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            v.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            v.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
            v.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -40),
        ])
        root.layoutIfNeeded()
        #expect(v.frame == rect(10, 30, 270, 130))
    }

    @Test func centredWithFixedSize() {
        let root = makeRoot(300, 200)
        let v = addConstrained(root)
        NSLayoutConstraint.activate([
            v.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            v.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            v.widthAnchor.constraint(equalToConstant: 100),
            v.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        #expect(v.frame == rect(100, 75, 100, 50))
    }

    @Test func multiplierOfTheSuperviewsWidth() {
        let root = makeRoot(300, 200)
        let v = addConstrained(root)
        NSLayoutConstraint.activate([
            v.leftAnchor.constraint(equalTo: root.leftAnchor),
            v.topAnchor.constraint(equalTo: root.topAnchor),
            v.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
            v.heightAnchor.constraint(equalTo: v.widthAnchor, multiplier: 0.5, constant: 5),
        ])
        root.layoutIfNeeded()
        #expect(v.frame == rect(0, 0, 150, 80))
    }

    @Test func centerMultiplierPlacesAtAFraction() {
        // centerX == 0.5 × root.centerX: the view's centre at a quarter of 300.
        let root = makeRoot(300, 200)
        let v = addConstrained(root)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(item: v, attribute: .centerX, relatedBy: .equal, toItem: root, attribute: .centerX, multiplier: 0.5, constant: 0),
            v.widthAnchor.constraint(equalToConstant: 50), v.heightAnchor.constraint(equalToConstant: 10),
            v.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(v.frame == rect(50, 0, 50, 10))
    }

    @Test func inequalityWinsOverOptionalEquality() {
        // width == 400 @750 but width <= root.width − 20 (required): 280.
        let root = makeRoot(300, 200)
        let v = addConstrained(root)
        let wish = v.widthAnchor.constraint(equalToConstant: 400)
        wish.priority = .defaultHigh
        NSLayoutConstraint.activate([
            wish, v.widthAnchor.constraint(lessThanOrEqualTo: root.widthAnchor, constant: -20),
            v.leadingAnchor.constraint(equalTo: root.leadingAnchor), v.topAnchor.constraint(equalTo: root.topAnchor),
            v.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(v.frame.width == 280)
    }

    @Test func higherPriorityWins() {
        let root = makeRoot()
        let v = addConstrained(root)
        let a = v.widthAnchor.constraint(equalToConstant: 100); a.priority = UILayoutPriority(751)
        let b = v.widthAnchor.constraint(equalToConstant: 200); b.priority = .defaultHigh
        let c = v.widthAnchor.constraint(equalToConstant: 300); c.priority = .defaultHigh
        NSLayoutConstraint.activate([a, b, c, v.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     v.topAnchor.constraint(equalTo: root.topAnchor), v.heightAnchor.constraint(equalToConstant: 1)])
        root.layoutIfNeeded()
        #expect(v.frame.width == 100)
    }

    @Test func greaterThanOrEqualHolds() {
        let root = makeRoot()
        let v = addConstrained(root)
        let small = v.widthAnchor.constraint(equalToConstant: 10); small.priority = .defaultLow
        NSLayoutConstraint.activate([small, v.widthAnchor.constraint(greaterThanOrEqualToConstant: 60),
                                     v.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     v.topAnchor.constraint(equalTo: root.topAnchor), v.heightAnchor.constraint(equalToConstant: 1)])
        root.layoutIfNeeded()
        #expect(v.frame.width == 60)
    }

    @Test func siblingsChainedBySpacing() {
        let root = makeRoot(300, 100)
        let a = addConstrained(root), b = addConstrained(root)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            a.widthAnchor.constraint(equalToConstant: 50),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 15),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
            a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 5),
            a.heightAnchor.constraint(equalToConstant: 20), b.heightAnchor.constraint(equalTo: a.heightAnchor),
        ])
        root.layoutIfNeeded()
        #expect(a.frame == rect(10, 0, 50, 20))
        #expect(b.frame == rect(75, 25, 215, 20))
    }

    @Test func nestedViewsAcrossLevels() {
        // A grandchild pinned to the root, inside a constrained child: frames are in each superview's space.
        let root = makeRoot(300, 200)
        let child = addConstrained(root)
        let grand = addConstrained(child)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 50),
            child.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
            child.widthAnchor.constraint(equalToConstant: 200), child.heightAnchor.constraint(equalToConstant: 100),
            grand.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 60),
            grand.topAnchor.constraint(equalTo: child.topAnchor, constant: 5),
            grand.widthAnchor.constraint(equalToConstant: 10), grand.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(child.frame == rect(50, 40, 200, 100))
        #expect(grand.frame == rect(10, 5, 10, 10))
        // Child's width and height and the grandchild's top (child is their nearest common ancestor) live on child.
        #expect(child.constraints.count == 3)
        #expect(root.constraints.count == 3)
        #expect(grand.constraints.count == 2)
    }

    @Test func changingTheConstantResolves() {
        let root = makeRoot(300, 200)
        let v = addConstrained(root)
        let left = v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
        NSLayoutConstraint.activate([left, v.topAnchor.constraint(equalTo: root.topAnchor),
                                     v.widthAnchor.constraint(equalToConstant: 20), v.heightAnchor.constraint(equalToConstant: 20)])
        root.layoutIfNeeded()
        #expect(v.frame.minX == 10)
        left.constant = 70
        root.layoutIfNeeded()
        #expect(v.frame == rect(70, 0, 20, 20))
    }

    @Test func changingAnOptionalPriorityResolves() {
        let root = makeRoot()
        let v = addConstrained(root)
        let a = v.widthAnchor.constraint(equalToConstant: 100); a.priority = UILayoutPriority(700)
        let b = v.widthAnchor.constraint(equalToConstant: 200); b.priority = UILayoutPriority(600)
        NSLayoutConstraint.activate([a, b, v.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     v.topAnchor.constraint(equalTo: root.topAnchor), v.heightAnchor.constraint(equalToConstant: 1)])
        root.layoutIfNeeded()
        #expect(v.frame.width == 100)
        b.priority = UILayoutPriority(800)
        root.layoutIfNeeded()
        #expect(v.frame.width == 200)
    }

    @Test func requiredToOptionalOnAnInstalledConstraintIsLoggedAndIgnored() {
        let root = makeRoot()
        let v = addConstrained(root)
        let w = v.widthAnchor.constraint(equalToConstant: 100)
        w.isActive = true
        let log = captureLayoutLog { w.priority = .defaultLow }
        #expect(log.contains("Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported."))
        #expect(w.priority == .required)
    }

    @Test func deactivatingRemovesTheConstraint() {
        let root = makeRoot(300, 200)
        let v = addConstrained(root)
        let wide = v.widthAnchor.constraint(equalToConstant: 250)
        let narrow = v.widthAnchor.constraint(equalToConstant: 50); narrow.priority = .defaultLow
        NSLayoutConstraint.activate([wide, narrow, v.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     v.topAnchor.constraint(equalTo: root.topAnchor), v.heightAnchor.constraint(equalToConstant: 1)])
        root.layoutIfNeeded()
        #expect(v.frame.width == 250)
        wide.isActive = false
        #expect(!wide.isActive)
        #expect(!root.constraints.contains(wide))
        root.layoutIfNeeded()
        #expect(v.frame.width == 50)
    }

    @Test func activationInstallsOnTheNearestCommonAncestor() {
        let root = makeRoot()
        let a = addConstrained(root), b = addConstrained(a), c = addConstrained(a)
        let between = b.leadingAnchor.constraint(equalTo: c.trailingAnchor)
        between.isActive = true
        #expect(a.constraints.contains(between))
        let own = b.widthAnchor.constraint(equalToConstant: 5)
        own.isActive = true
        #expect(b.constraints.contains(own))
        let up = b.topAnchor.constraint(equalTo: root.topAnchor)
        up.isActive = true
        #expect(root.constraints.contains(up))
    }

    @Test func addConstraintInstallsOnTheReceiver() {
        let root = makeRoot()
        let v = addConstrained(root)
        let c = NSLayoutConstraint(item: v, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 40)
        root.addConstraint(c)
        #expect(c.isActive && root.constraints.contains(c))
        root.removeConstraint(c)
        #expect(!c.isActive && root.constraints.isEmpty)
    }

    @Test func descriptionLooksLikeApples() {
        let root = makeRoot()
        let v = addConstrained(root)
        let w = v.widthAnchor.constraint(equalToConstant: 100)
        #expect(w.description.hasPrefix("<NSLayoutConstraint:0x"))
        #expect(w.description.hasSuffix("UIView:0x\(String(UInt(bitPattern: Unmanaged.passUnretained(v).toOpaque()), radix: 16)).width == 100>"))
        w.isActive = true
        #expect(w.description.hasSuffix(".width == 100   (active)>"))
        let l = v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20)
        l.identifier = "pin"
        #expect(l.description.contains(" 'pin' UIView:0x"))
        #expect(l.description.contains(".leading == UIView:0x"))
        #expect(l.description.hasSuffix(".leading + 20>"))
        let h = v.heightAnchor.constraint(equalTo: v.widthAnchor, multiplier: 0.5, constant: -3)
        #expect(h.description.contains(".height == 0.5*UIView:0x"))
        #expect(h.description.hasSuffix(".width - 3>"))
    }

    @Test func anchorsReportItemsAndAttributes() {
        let root = makeRoot()
        let v = addConstrained(root)
        let c = v.topAnchor.constraint(greaterThanOrEqualTo: root.bottomAnchor, constant: 4)
        #expect(c.firstItem === v && c.secondItem === root)
        #expect(c.firstAttribute == .top && c.secondAttribute == .bottom)
        #expect(c.relation == .greaterThanOrEqual && c.constant == 4 && c.multiplier == 1)
        #expect(c.firstAnchor.item === v && c.secondAnchor?.attribute == .bottom)
        let d = v.widthAnchor.constraint(lessThanOrEqualToConstant: 9)
        #expect(d.secondItem == nil && d.secondAttribute == .notAnAttribute && d.relation == .lessThanOrEqual)
    }

    @Test func systemSpacingIsEightPoints() {
        let root = makeRoot(300, 200)
        let a = addConstrained(root), b = addConstrained(root)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalToSystemSpacingAfter: root.leadingAnchor, multiplier: 1),
            b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2),
            a.topAnchor.constraint(equalToSystemSpacingBelow: root.topAnchor, multiplier: 1),
            b.topAnchor.constraint(equalTo: a.topAnchor),
            a.widthAnchor.constraint(equalToConstant: 10), b.widthAnchor.constraint(equalToConstant: 10),
            a.heightAnchor.constraint(equalToConstant: 10), b.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(a.frame == rect(8, 8, 10, 10))
        #expect(b.frame == rect(34, 8, 10, 10))
    }

    @Test func leadingAndTrailingAreLeftAndRight() {
        let root = makeRoot(300, 200)
        let v = addConstrained(root)
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5),
            v.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -5),
            v.topAnchor.constraint(equalTo: root.topAnchor), v.heightAnchor.constraint(equalToConstant: 5),
        ])
        root.layoutIfNeeded()
        #expect(v.frame == rect(5, 0, 290, 5))
        #expect(v.frame.minX == 5 && v.frame.maxX == 295) // left to right: leading is left, trailing right
    }
}
