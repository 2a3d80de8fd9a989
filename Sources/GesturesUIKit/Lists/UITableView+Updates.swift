import Gestures

/// The rows an update inserts, deletes, reloads and moves, gathered between
/// ``UITableView/beginUpdates()`` and ``UITableView/endUpdates()`` (or in one call outside them).
struct TableRowUpdates {
    var deletes: [IndexPath] = []
    var inserts: [IndexPath] = []
    var reloads: [IndexPath] = []
    var moves: [(from: IndexPath, to: IndexPath)] = []
    var sectionInserts = IndexSet()
    var sectionDeletes = IndexSet()
    var animated = false
    var completions: [@MainActor (Bool) -> Void] = []
}

extension UITableView {
    /// Starts gathering row changes: the table applies them together at the matching
    /// ``endUpdates()``.
    public func beginUpdates() {
        updateDepth += 1
    }

    /// Applies the changes gathered since ``beginUpdates()``, checking them against the data
    /// source's new counts as UIKit does.
    public func endUpdates() {
        guard updateDepth > 0 else {
            reportMisuse("endUpdates() without beginUpdates(); nothing to apply", in: window)
            return
        }
        updateDepth -= 1
        if updateDepth == 0 { applyPendingUpdates() }
    }

    /// Applies the changes `updates` makes as one update, then calls `completion` when their
    /// animation ends (with true).
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: (@MainActor (Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        if let completion { pendingUpdates.completions.append(completion) }
        endUpdates()
    }

    /// Inserts rows the data source now has, fading them in while the rows after them slide down.
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        gather(animation) { $0.inserts += indexPaths }
    }

    /// Deletes rows the data source no longer has, fading them out while the rows after them
    /// slide up.
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        gather(animation) { $0.deletes += indexPaths }
    }

    /// Asks the data source for new cells for the rows.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        gather(animation) { $0.reloads += indexPaths }
    }

    /// Moves a row; its cell slides to the new place.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        gather(.automatic) { $0.moves.append((indexPath, newIndexPath)) }
    }

    /// Inserts sections the data source now has: checked against the new section count, then
    /// applied as a reload (sections do not animate here).
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        gather(animation) { $0.sectionInserts.formUnion(sections) }
    }

    /// Deletes sections: checked, then applied as a reload.
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        gather(animation) { $0.sectionDeletes.formUnion(sections) }
    }

    /// Asks the data source for every row of the sections again (as a reload).
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        reloadData()
    }

    private func gather(_ animation: RowAnimation, _ change: (inout TableRowUpdates) -> Void) {
        change(&pendingUpdates)
        if animation != .none { pendingUpdates.animated = true }
        if updateDepth == 0 { applyPendingUpdates() }
    }

    /// Checks the gathered changes against the data source and applies them: surviving rows keep
    /// their cells and selection under their new index paths, deleted rows' cells fade out and go
    /// back to their queues, new rows get cells. A change that does not add up (UIKit's "invalid
    /// update", which stops the program there) is reported with UIKit's numbers and the table
    /// reloads, so it shows what the data source has.
    private func applyPendingUpdates() {
        let updates = pendingUpdates
        pendingUpdates = TableRowUpdates()
        defer { for completion in updates.completions { completion(true) } }
        guard let old = layout, !needsReload, let dataSource else {
            reloadData()
            return
        }
        let newSectionCount = max(0, dataSource.numberOfSections(in: self))
        let expectedSections = old.sections.count + updates.sectionInserts.count - updates.sectionDeletes.count
        if !updates.sectionInserts.isEmpty || !updates.sectionDeletes.isEmpty || newSectionCount != old.sections.count {
            if newSectionCount != expectedSections {
                reportMisuse("invalid update: invalid number of sections. The number of sections contained in the table view after the update (\(newSectionCount)) must be equal to the number of sections contained in the table view before the update (\(old.sections.count)), plus or minus the number of sections inserted or deleted (\(updates.sectionInserts.count) inserted, \(updates.sectionDeletes.count) deleted); the table reloads", in: window)
            }
            reloadData()
            return
        }
        // Rows per section, before and after, and the checks UIKit makes.
        var deleted = Array(repeating: Set<Int>(), count: old.sections.count)
        var inserted = Array(repeating: Set<Int>(), count: old.sections.count)
        var newCounts: [Int] = []
        func invalid(_ message: String) {
            reportMisuse("invalid update: \(message); the table reloads", in: window)
            reloadData()
        }
        for section in 0..<newSectionCount {
            newCounts.append(max(0, dataSource.tableView(self, numberOfRowsInSection: section)))
        }
        for path in updates.deletes + updates.moves.map(\.from) + updates.reloads {
            guard old.contains(path) else {
                return invalid("row \(path.row) in section \(path.section) does not exist before the update")
            }
        }
        for path in updates.deletes + updates.moves.map(\.from) {
            guard deleted[path.section].insert(path.row).inserted else {
                return invalid("row \(path.row) in section \(path.section) is deleted or moved twice")
            }
        }
        for path in updates.inserts + updates.moves.map(\.to) {
            guard path.count == 2, (0..<newSectionCount).contains(path.section),
                  (0..<newCounts[path.section]).contains(path.row) else {
                return invalid("row \(path.row) in section \(path.section) does not exist after the update")
            }
            guard inserted[path.section].insert(path.row).inserted else {
                return invalid("row \(path.row) in section \(path.section) is inserted or moved to twice")
            }
        }
        for section in 0..<newSectionCount {
            let before = old.sections[section].rowCount
            let insertedHere = updates.inserts.filter { $0.section == section }.count
            let deletedHere = updates.deletes.filter { $0.section == section }.count
            let movedIn = updates.moves.filter { $0.to.section == section }.count
            let movedOut = updates.moves.filter { $0.from.section == section }.count
            guard newCounts[section] == before + insertedHere - deletedHere + movedIn - movedOut else {
                return invalid("invalid number of rows in section \(section). The number of rows contained in an existing section after the update (\(newCounts[section])) must be equal to the number of rows contained in that section before the update (\(before)), plus or minus the number of rows inserted or deleted from that section (\(insertedHere) inserted, \(deletedHere) deleted) and plus or minus the number of rows moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)")
            }
        }
        // Old row → new row, for the rows that stay.
        var mapping: [IndexPath: IndexPath] = [:]
        for section in 0..<newSectionCount {
            var newRow = 0
            for oldRow in 0..<old.sections[section].rowCount where !deleted[section].contains(oldRow) {
                while inserted[section].contains(newRow) { newRow += 1 }
                mapping[IndexPath(row: oldRow, section: section)] = IndexPath(row: newRow, section: section)
                newRow += 1
            }
        }
        for move in updates.moves { mapping[move.from] = move.to }
        let reloaded = Set(updates.reloads)
        rowSwipe.closeForUpdate(mapping: mapping)
        selected = Set(selected.compactMap { mapping[$0] })
        var kept: [IndexPath: UITableViewCell] = [:]
        var leaving: [(cell: UITableViewCell, path: IndexPath)] = []
        // Centers rather than frames: a cell the app scales keeps its size as it slides.
        var oldCenters: [ObjectIdentifier: CGPoint] = [:]
        for (path, cell) in visible {
            if let new = mapping[path], !reloaded.contains(path) {
                kept[new] = cell
                oldCenters[ObjectIdentifier(cell)] = cell.center
            } else {
                leaving.append((cell, path))
            }
        }
        visible = kept
        layout = buildLayout()
        contentSize = CGSize(width: bounds.width, height: CGFloat(layout?.height ?? 0))
        layoutRows()
        guard updates.animated else {
            for (cell, path) in leaving { retire(cell, from: path) }
            return
        }
        var moving: [(UITableViewCell, CGPoint)] = []
        var appearing: [UITableViewCell] = []
        for cell in visible.values {
            if let from = oldCenters[ObjectIdentifier(cell)] {
                if from != cell.center { moving.append((cell, cell.center)); cell.center = from }
            } else {
                appearing.append(cell)
                cell.alpha = 0
            }
        }
        for (cell, _) in leaving where cell.superview !== self { insertSubview(cell, at: 0) }
        UIView.animate(withDuration: Self.rowAnimationDuration, animations: {
            for (cell, center) in moving { cell.center = center }
            for cell in appearing { cell.alpha = 1 }
            for (cell, _) in leaving { cell.alpha = 0 }
        }, completion: { [weak self] _ in
            guard let self else { return }
            for (cell, path) in leaving where !self.visible.values.contains(where: { $0 === cell }) {
                self.retire(cell, from: path)
            }
        })
    }
}
