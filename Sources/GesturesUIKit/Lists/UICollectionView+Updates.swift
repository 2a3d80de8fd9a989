import Gestures

extension UICollectionView {
    /// Applies the changes `updates` makes (inserts, deletes, reloads and moves of items) as one
    /// update, checked against the data source's new counts as UIKit checks them, then calls
    /// `completion` when their animation ends (with true; at once when the collection view
    /// reloads instead).
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: (@MainActor (Bool) -> Void)? = nil) {
        updateDepth += 1
        updates?()
        if let completion { pendingUpdates.completions.append(completion) }
        updateDepth -= 1
        if updateDepth == 0 { applyPendingUpdates() }
    }

    /// Inserts items the data source now has: they fade in while the others slide to their
    /// places over ``updateAnimationDuration``.
    public func insertItems(at indexPaths: [IndexPath]) {
        gather { $0.inserts += indexPaths }
    }

    /// Deletes items the data source no longer has: they fade out while the others slide.
    public func deleteItems(at indexPaths: [IndexPath]) {
        gather { $0.deletes += indexPaths }
    }

    /// Asks the data source for new cells for the items.
    public func reloadItems(at indexPaths: [IndexPath]) {
        gather { $0.reloads += indexPaths }
    }

    /// Moves an item; its cell slides to the new place.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        gather { $0.moves.append((indexPath, newIndexPath)) }
    }

    /// Inserts sections the data source now has: checked against the new section count, then
    /// applied as a reload (sections do not animate here).
    public func insertSections(_ sections: IndexSet) {
        gather { $0.sectionInserts.formUnion(sections) }
    }

    /// Deletes sections: checked, then applied as a reload.
    public func deleteSections(_ sections: IndexSet) {
        gather { $0.sectionDeletes.formUnion(sections) }
    }

    /// Asks the data source for every item of the sections again (as a reload).
    public func reloadSections(_ sections: IndexSet) {
        reloadData()
    }

    private func gather(_ change: (inout ListUpdates) -> Void) {
        change(&pendingUpdates)
        pendingUpdates.animated = true
        if updateDepth == 0 { applyPendingUpdates() }
    }

    /// Checks the gathered changes against the data source and applies them: surviving items keep
    /// their cells and selection under their new index paths, deleted items' cells fade out and
    /// go back to their queues, new items get cells. A change that does not add up (UIKit's
    /// "invalid update", which stops the program there) is reported with UIKit's numbers and the
    /// collection view reloads, so it shows what the data source has.
    private func applyPendingUpdates() {
        let updates = pendingUpdates
        pendingUpdates = ListUpdates()
        func complete() { for completion in updates.completions { completion(true) } }
        guard let old = itemCounts, !needsReload, !isLayingOutItems, movement == nil else {
            reloadData()
            return complete()
        }
        let new = loadCounts()
        guard let mapping = updates.check(old: old, new: new, noun: "item", list: "collection view", in: window) else {
            reloadData()
            return complete()
        }
        endTracking()
        selected = Set(selected.compactMap { mapping[$0] })
        let carried = carryOver(visible, through: mapping, reloaded: Set(updates.reloads))
        visible = carried.kept
        itemCounts = new
        layoutNeedsPrepare = true
        layoutItems()
        finishUpdate(animated: updates.animated, staying: carried.oldCenters, leaving: carried.leaving, then: complete)
    }

    /// Animates what an update or a movement changed (Lists/ListUpdates.swift), leaving the cell
    /// the finger moves where it is, and sends the leaving cells back to their queues.
    func finishUpdate(animated: Bool, staying oldCenters: [ObjectIdentifier: CGPoint],
                      leaving: [(cell: UICollectionViewCell, path: IndexPath)], then finished: @escaping @MainActor () -> Void = {}) {
        guard animated else {
            for (cell, path) in leaving { retire(cell, from: path) }
            return finished()
        }
        let moving = movement.flatMap { visible[$0.current] }
        animateListUpdate(in: self, staying: oldCenters, shown: visible.values.filter { $0 !== moving }.map { $0 as UIView },
                          leaving: leaving.map(\.cell), duration: Self.updateAnimationDuration) { [weak self] in
            guard let self else { return finished() }
            for (cell, path) in leaving where !self.visible.values.contains(where: { $0 === cell }) {
                self.retire(cell, from: path)
            }
            finished()
        }
    }
}
