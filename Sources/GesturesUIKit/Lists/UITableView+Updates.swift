import Gestures

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

    private func gather(_ animation: RowAnimation, _ change: (inout ListUpdates) -> Void) {
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
        pendingUpdates = ListUpdates()
        // The batch's completions run when its animation ends (at once when nothing animates).
        let finished = { for completion in updates.completions { completion(true) } }
        guard let old = layout, !needsReload, let dataSource else {
            reloadData()
            return finished()
        }
        let newSectionCount = max(0, dataSource.numberOfSections(in: self))
        let newCounts = (0..<newSectionCount).map { max(0, dataSource.tableView(self, numberOfRowsInSection: $0)) }
        guard let mapping = updates.check(old: old.sections.map(\.rowCount), new: newCounts, noun: "row", list: "table view", in: window) else {
            reloadData()
            return finished()
        }
        rowSwipe.closeForUpdate(mapping: mapping)
        rowReorder.cancelForUpdate()
        selected = Set(selected.compactMap { mapping[$0] })
        let (kept, unordered, oldCenters) = carryOver(visible, through: mapping, reloaded: Set(updates.reloads))
        // In index-path order, so the delegate hears of them in the same order on every run.
        let leaving = unordered.sorted { $0.path < $1.path }
        visible = kept
        layout = buildLayout()
        contentSize = CGSize(width: bounds.width, height: CGFloat(layout?.height ?? 0))
        layoutRows()
        guard updates.animated else {
            for (cell, path) in leaving { retire(cell, from: path) }
            return finished()
        }
        animateListUpdate(in: self, staying: oldCenters, shown: visible.values.map { $0 as UIView },
                          leaving: leaving.map(\.cell), duration: Self.rowAnimationDuration) { [weak self] in
            if let self {
                for (cell, path) in leaving where !self.visible.values.contains(where: { $0 === cell }) {
                    self.retire(cell, from: path)
                }
            }
            finished()
        }
    }
}
