import Foundation
import Testing
@testable import UIKit

/// UIPasteboard in-process (headless): items by type, typed accessors, changeCount, notifications, named
/// pasteboards (SPEC-NEXT §4.7).
@Suite(.serialized) @MainActor struct UIPasteboardTests {
    @Test func everyChangeCountsOnceAndIsNotified() {
        let board = UIPasteboard.withUniqueName()
        defer { UIPasteboard.remove(withName: board.name) }
        final class Notes: @unchecked Sendable { var added: [[String]] = [] }
        let notes = Notes()
        let token = NotificationCenter.default.addObserver(forName: UIPasteboard.changedNotification, object: board, queue: nil) { n in
            notes.added.append((n.userInfo?[UIPasteboard.changedTypesAddedUserInfoKey] as? [String]) ?? [])
        }
        defer { NotificationCenter.default.removeObserver(token) }
        #expect(board.changeCount == 0)
        board.string = "hello"
        #expect(board.changeCount == 1)
        board.url = URL(string: "https://apple.com")
        #expect(board.changeCount == 2)
        board.items = []
        #expect(board.changeCount == 3)
        #expect(notes.added == [["public.utf8-plain-text"], ["public.url"], []])
    }

    @Test func typedAccessorsReadTheItems() {
        let board = UIPasteboard.withUniqueName()
        defer { UIPasteboard.remove(withName: board.name) }
        #expect(board.numberOfItems == 0 && !board.hasStrings && board.string == nil)
        board.strings = ["a", "b"]
        #expect(board.numberOfItems == 2 && board.hasStrings && board.string == "a" && board.strings == ["a", "b"])
        #expect(!board.hasURLs && !board.hasColors && !board.hasImages)
        board.color = .red
        #expect(board.hasColors && !board.hasStrings && board.numberOfItems == 1)
        board.setItems([["public.utf8-plain-text": "x", "public.url": URL(string: "https://x.org")!], ["public.utf8-plain-text": "y"]])
        #expect(board.types == ["public.url", "public.utf8-plain-text"])
        #expect(board.strings == ["x", "y"] && board.url?.absoluteString == "https://x.org")
        #expect(board.itemSet(withPasteboardTypes: ["public.url"]) == IndexSet([0]))
        #expect(board.data(forPasteboardType: "public.utf8-plain-text") == Data("x".utf8))
        #expect(board.contains(pasteboardTypes: ["public.url"]))
        board.addItems([["public.utf8-plain-text": "z"]])
        #expect(board.strings == ["x", "y", "z"])
    }

    @Test func expiredItemsAreGone() {
        let board = UIPasteboard.withUniqueName()
        defer { UIPasteboard.remove(withName: board.name) }
        board.setItems([["public.utf8-plain-text": "old"]], options: [.expirationDate: Date(timeIntervalSinceNow: -1)])
        #expect(board.numberOfItems == 0 && board.string == nil)
    }

    @Test func namedPasteboardsShareContentsByNameAndCanBeRemoved() {
        let name = UIPasteboard.Name("org.openuikit.test.named")
        #expect(UIPasteboard(name: name, create: false) == nil)
        let a = UIPasteboard(name: name, create: true)!
        a.string = "shared"
        let b = UIPasteboard(name: name, create: false)!
        #expect(b.string == "shared" && b.changeCount == 1)
        final class Count: @unchecked Sendable { var n = 0 }
        let removed = Count()
        let token = NotificationCenter.default.addObserver(forName: UIPasteboard.removedNotification, object: nil, queue: nil) { _ in removed.n += 1 }
        defer { NotificationCenter.default.removeObserver(token) }
        UIPasteboard.remove(withName: name)
        #expect(removed.n == 1)
        #expect(UIPasteboard(name: name, create: false) == nil)
        #expect(UIPasteboard.withUniqueName().name != UIPasteboard.withUniqueName().name)
    }

    @Test func theGeneralPasteboardIsOneBoard() {
        let g = UIPasteboard.general
        let before = g.changeCount
        g.string = "général"
        #expect(UIPasteboard.general.string == "général")
        #expect(g.changeCount == before + 1)
        #expect(UIPasteboard(name: .general, create: false)?.string == "général")
    }
}
