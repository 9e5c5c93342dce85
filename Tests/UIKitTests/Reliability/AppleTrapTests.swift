import Testing
@testable import UIKit

/// Issue 18, defects 3 and 5: misuse Apple refuses with an exception ends the process with Apple's text, in
/// every build configuration, at the moment of the misuse — never silently accepted, never a bare
/// "precondition failure".
@Suite struct AppleTrapTests {
    private func stderrText(_ result: ExitTest.Result?) -> String {
        String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    }

    @Test func addingAViewToItself() async {
        let r = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let v = UIView()
                v.addSubview(v)
            }
        }
        #expect(stderrText(r).contains("*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: 'Can't add self as subview'"))
    }

    @Test func constraintBetweenUnrelatedViews() async {
        let r = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let a = UIView(), b = UIView()
                a.topAnchor.constraint(equalTo: b.topAnchor).isActive = true
            }
        }
        #expect(stderrText(r).contains("'NSGenericException', reason: 'Unable to activate constraint with anchors"))
        #expect(stderrText(r).contains("because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal."))
    }

    @Test func locationEqualToAConstant() async {
        let r = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = NSLayoutConstraint(item: UIView(), attribute: .left, relatedBy: .equal, toItem: nil,
                                       attribute: .notAnAttribute, multiplier: 1, constant: 10)
            }
        }
        #expect(stderrText(r).contains("A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs."))
    }

    @Test func leftToTop() async {
        let r = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let a = UIView(), b = UIView()
                _ = NSLayoutConstraint(item: a, attribute: .left, relatedBy: .equal, toItem: b, attribute: .top,
                                       multiplier: 1, constant: 0)
            }
        }
        #expect(stderrText(r).contains("'NSInvalidArgumentException', reason: '*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: Invalid pairing of layout attributes"))
    }

    @Test func leadingToLeft() async {
        let r = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let a = UIView(), b = UIView()
                _ = a.leadingAnchor.constraint(equalTo: b.leftAnchor)
            }
        }
        #expect(stderrText(r).contains("A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither."))
    }

    @Test func nonFiniteConstant() async {
        let r = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let a = UIView(), b = UIView()
                a.addSubview(b)
                let c = b.topAnchor.constraint(equalTo: a.topAnchor)
                c.constant = .nan
            }
        }
        #expect(stderrText(r).contains("'NSInternalInconsistencyException', reason: 'NSLayoutConstraint constant is not finite!  That's illegal.  constant:nan firstAnchor:"))
    }

    @MainActor @Test func legalPairsAreAccepted() {
        let a = UIView(), b = UIView()
        // Aspect ratios relate the two dimensions; a dimension may equal a constant.
        let ratio = a.widthAnchor.constraint(equalTo: a.heightAnchor, multiplier: 16.0 / 9.0)
        let width = NSLayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: nil,
                                       attribute: .notAnAttribute, multiplier: 1, constant: 10)
        let centre = a.centerXAnchor.constraint(equalTo: b.leadingAnchor)
        #expect(abs(ratio.multiplier - 16.0 / 9.0) < 1e-9)
        #expect(width.constant == 10)
        #expect(centre.secondAttribute == .leading)
    }
}
