import Gestures

/// The rows or items an update inserts, deletes, reloads and moves, gathered by a table between
/// ``UITableView/beginUpdates()`` and ``UITableView/endUpdates()``, by a collection view in
/// ``UICollectionView/performBatchUpdates(_:completion:)``, or in one call outside them.
struct ListUpdates {
    var deletes: [IndexPath] = []
    var inserts: [IndexPath] = []
    var reloads: [IndexPath] = []
    var moves: [(from: IndexPath, to: IndexPath)] = []
    var sectionInserts = IndexSet()
    var sectionDeletes = IndexSet()
    var animated = false
    var completions: [@MainActor (Bool) -> Void] = []

    /// Checks the update as UIKit does: every index path it names exists on its side, none is
    /// named twice, and each section's new count is the old one plus what was inserted and moved
    /// in, less what was deleted and moved out. Returns each row or item that stays, from its old
    /// index path to its new one; or nil when the list is to reload instead: the sections changed,
    /// or the update does not add up (UIKit's "invalid update", reported here with UIKit's
    /// numbers). `noun` is "row" or "item"; `list` names the view ("table view", "collection
    /// view").
    @MainActor
    func check(old: [Int], new: [Int], noun: String, list: String, in window: UIWindow?) -> [IndexPath: IndexPath]? {
        func invalid(_ message: String) -> [IndexPath: IndexPath]? {
            reportMisuse("invalid update: \(message); the \(list) reloads", in: window)
            return nil
        }
        let expectedSections = old.count + sectionInserts.count - sectionDeletes.count
        if !sectionInserts.isEmpty || !sectionDeletes.isEmpty || new.count != old.count {
            guard new.count == expectedSections else {
                return invalid("invalid number of sections. The number of sections contained in the \(list) after the update (\(new.count)) must be equal to the number of sections contained in the \(list) before the update (\(old.count)), plus or minus the number of sections inserted or deleted (\(sectionInserts.count) inserted, \(sectionDeletes.count) deleted)")
            }
            return nil
        }
        var deleted = Array(repeating: Set<Int>(), count: old.count)
        var inserted = Array(repeating: Set<Int>(), count: old.count)
        func exists(_ path: IndexPath, in counts: [Int]) -> Bool {
            path.count == 2 && counts.indices.contains(path.section) && (0..<counts[path.section]).contains(path.row)
        }
        for path in deletes + moves.map(\.from) + reloads where !exists(path, in: old) {
            return invalid("\(noun) \(path.row) in section \(path.section) does not exist before the update")
        }
        for path in deletes + moves.map(\.from) where !deleted[path.section].insert(path.row).inserted {
            return invalid("\(noun) \(path.row) in section \(path.section) is deleted or moved twice")
        }
        for path in inserts + moves.map(\.to) {
            guard exists(path, in: new) else {
                return invalid("\(noun) \(path.row) in section \(path.section) does not exist after the update")
            }
            guard inserted[path.section].insert(path.row).inserted else {
                return invalid("\(noun) \(path.row) in section \(path.section) is inserted or moved to twice")
            }
        }
        for section in new.indices {
            let insertedHere = inserts.filter { $0.section == section }.count
            let deletedHere = deletes.filter { $0.section == section }.count
            let movedIn = moves.filter { $0.to.section == section }.count
            let movedOut = moves.filter { $0.from.section == section }.count
            guard new[section] == old[section] + insertedHere - deletedHere + movedIn - movedOut else {
                return invalid("invalid number of \(noun)s in section \(section). The number of \(noun)s contained in an existing section after the update (\(new[section])) must be equal to the number of \(noun)s contained in that section before the update (\(old[section])), plus or minus the number of \(noun)s inserted or deleted from that section (\(insertedHere) inserted, \(deletedHere) deleted) and plus or minus the number of \(noun)s moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)")
            }
        }
        // Old index path → new one, for what stays.
        var mapping: [IndexPath: IndexPath] = [:]
        for section in new.indices {
            var newIndex = 0
            for oldIndex in 0..<old[section] where !deleted[section].contains(oldIndex) {
                while inserted[section].contains(newIndex) { newIndex += 1 }
                mapping[IndexPath(indexes: [section, oldIndex])] = IndexPath(indexes: [section, newIndex])
                newIndex += 1
            }
        }
        for move in moves { mapping[move.from] = move.to }
        return mapping
    }
}

/// How a list animates an update: views that stay slide from where they were to their new places,
/// new views fade in and leaving ones fade out over `duration` on the window's clock; `finished`
/// runs when the animation ends, for the leaving views to go back to their queues. Views move by
/// their centers, not their frames: a cell the app scales keeps its size as it slides.
@MainActor
func animateListUpdate(in list: UIView, staying oldCenters: [ObjectIdentifier: CGPoint], shown: some Sequence<UIView>,
                       leaving: [UIView], duration: TimeInterval, finished: @escaping @MainActor () -> Void) {
    var moving: [(UIView, CGPoint)] = []
    var appearing: [UIView] = []
    for view in shown {
        if let from = oldCenters[ObjectIdentifier(view)] {
            if from != view.center { moving.append((view, view.center)); view.center = from }
        } else {
            appearing.append(view)
            view.alpha = 0
        }
    }
    for view in leaving where view.superview !== list { list.insertSubview(view, at: 0) }
    UIView.animate(withDuration: duration, animations: {
        for (view, center) in moving { view.center = center }
        for view in appearing { view.alpha = 1 }
        for view in leaving { view.alpha = 0 }
    }, completion: { _ in finished() })
}

/// The cells on screen before an update, sorted by what the update does to them: those whose
/// row or item stays (and is not reloaded) under their new index paths, with the centers they
/// had, and those that leave.
@MainActor
func carryOver<Cell: UIView>(_ visible: [IndexPath: Cell], through mapping: [IndexPath: IndexPath], reloaded: Set<IndexPath>)
    -> (kept: [IndexPath: Cell], leaving: [(cell: Cell, path: IndexPath)], oldCenters: [ObjectIdentifier: CGPoint]) {
    var kept: [IndexPath: Cell] = [:]
    var leaving: [(cell: Cell, path: IndexPath)] = []
    var oldCenters: [ObjectIdentifier: CGPoint] = [:]
    for (path, cell) in visible {
        if let new = mapping[path], !reloaded.contains(path) {
            kept[new] = cell
            oldCenters[ObjectIdentifier(cell)] = cell.center
        } else {
            leaving.append((cell, path))
        }
    }
    return (kept, leaving, oldCenters)
}
