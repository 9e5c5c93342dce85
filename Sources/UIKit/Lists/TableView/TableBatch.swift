import Foundation

/// The updates recorded between beginUpdates and endUpdates, with the index rules of SPEC-NEXT §3.7:
/// deletes and reloads name rows before the batch, inserts after, moves old → new.
struct TableBatch {
    enum Op {
        case insertRows([IndexPath]), deleteRows([IndexPath]), reloadRows([IndexPath]), moveRow(IndexPath, IndexPath)
        case insertSections(IndexSet), deleteSections(IndexSet), reloadSections(IndexSet), moveSection(Int, Int)
    }

    var ops: [Op] = []
    var animations: [UITableView.RowAnimation] = []
    var completions: [(Bool) -> Void] = []

    var insertedRows: [IndexPath] { ops.flatMap { if case .insertRows(let p) = $0 { return p } else { return [] } } }
    var deletedRows: [IndexPath] { ops.flatMap { if case .deleteRows(let p) = $0 { return p } else { return [] } } }
    var reloadedRows: [IndexPath] { ops.flatMap { if case .reloadRows(let p) = $0 { return p } else { return [] } } }
    var movedRows: [(IndexPath, IndexPath)] { ops.compactMap { if case .moveRow(let a, let b) = $0 { return (a, b) } else { return nil } } }
    var insertedSections: IndexSet { ops.reduce(into: IndexSet()) { if case .insertSections(let s) = $1 { $0.formUnion(s) } } }
    var deletedSections: IndexSet { ops.reduce(into: IndexSet()) { if case .deleteSections(let s) = $1 { $0.formUnion(s) } } }
    var reloadedSections: IndexSet { ops.reduce(into: IndexSet()) { if case .reloadSections(let s) = $1 { $0.formUnion(s) } } }
    var movedSections: [(Int, Int)] { ops.compactMap { if case .moveSection(let a, let b) = $0 { return (a, b) } else { return nil } } }

    /// The animation asked for a row named by its index path before the batch (deleted or reloaded).
    func animation(forOld ip: IndexPath) -> UITableView.RowAnimation {
        for (op, kind) in zip(ops, animations) {
            switch op {
            case .deleteRows(let p), .reloadRows(let p): if p.contains(ip) { return kind }
            case .deleteSections(let s), .reloadSections(let s): if s.contains(ip.section) { return kind }
            default: break
            }
        }
        return animations.first { $0 != .none } ?? .none
    }

    /// The animation asked for a row named by its index path after the batch (inserted or reloaded).
    func animation(forNew ip: IndexPath) -> UITableView.RowAnimation {
        for (op, kind) in zip(ops, animations) {
            switch op {
            case .insertRows(let p), .reloadRows(let p): if p.contains(ip) { return kind }
            case .insertSections(let s), .reloadSections(let s): if s.contains(ip.section) { return kind }
            default: break
            }
        }
        return animations.first { $0 != .none } ?? .none
    }
}
