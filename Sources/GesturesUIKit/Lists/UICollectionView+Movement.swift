import Gestures

/// The item the user is moving: where it started, where it is in the collection view now, the
/// point its cell follows, and the next step of scrolling while the point is near an edge.
struct InteractiveMovement {
    let original: IndexPath
    var current: IndexPath
    var point: CGPoint?
    var autoScroll: TimerToken?
}

/// Interactive movement, as UIKit's: the app's gesture recognizer (usually a long press) calls
/// ``UICollectionView/beginInteractiveMovementForItem(at:)`` when it begins,
/// ``UICollectionView/updateInteractiveMovementTargetPosition(_:)`` as the finger moves and
/// ``UICollectionView/endInteractiveMovement()`` or ``UICollectionView/cancelInteractiveMovement()``
/// when it ends.
///
/// While an item moves, its cell's centre follows the point, in front of the others. When the
/// point is over another item, that item's index path (or the one the delegate's
/// `targetIndexPathForMoveFromItemAt` chooses instead) becomes the moving item's: the collection
/// view moves it there in its own counts and layout, and the other cells slide over
/// ``UICollectionView/updateAnimationDuration`` to make room. The data source hears of the move
/// once, at the end (`moveItemAt`, from the original index path to the last); a cancel puts the
/// item back.
///
/// While the point is within ``autoScrollMargin`` of the visible rectangle's edge, along an axis
/// the content scrolls on, the collection view scrolls towards that edge on its window's clock,
/// faster the nearer the point (up to ``autoScrollSpeed`` at the edge), carrying the point with
/// the content so the cell stays under the finger, until the point leaves the band, the content
/// ends or the movement ends. [OURS: UIKit does not document its speeds]
extension UICollectionView {
    /// How near the visible edge the point starts scrolling, in points. [OURS]
    public static let autoScrollMargin: CGFloat = 50
    /// How fast the content scrolls with the point at the edge, in points per second. [OURS]
    public static let autoScrollSpeed: CGFloat = 600
    /// How often the scrolling steps, in seconds [OURS: a 60 Hz display's frame].
    static let autoScrollInterval = 1.0 / 60

    /// Starts moving the item, when the data source allows it (`canMoveItemAt`); false when it
    /// does not, when the item does not exist or when another item is moving.
    @discardableResult
    public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        loadIfNeeded()
        guard movement == nil, contains(indexPath), let dataSource,
              dataSource.collectionView(self, canMoveItemAt: indexPath) else { return false }
        endTracking()
        movement = InteractiveMovement(original: indexPath, current: indexPath)
        if let cell = visible[indexPath] { bringSubviewToFront(cell) }
        return true
    }

    /// Moves the moving item's cell to `targetPosition`, in the collection view's coordinates, and
    /// the item to the index path of the item under it.
    public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        guard var moving = movement, targetPosition.x.isFinite, targetPosition.y.isFinite else { return }
        moving.point = targetPosition
        movement = moving
        if let proposed = item(at: targetPosition, except: moving.current) {
            let target = collectionDelegate?.collectionView(self, targetIndexPathForMoveFromItemAt: moving.current,
                                                            toProposedIndexPath: proposed) ?? proposed
            if target != moving.current && contains(target) { shift(from: moving.current, to: target) }
        }
        placeMovingCell()
        scheduleAutoScroll()
    }

    /// Ends the movement: the data source moves the item (`moveItemAt`), and its cell settles into
    /// its place. Counts that no longer agree with the data source's are reported and reloaded.
    public func endInteractiveMovement() {
        guard let moving = movement else { return }
        stopAutoScroll()
        movement = nil
        if moving.current != moving.original {
            dataSource?.collectionView(self, moveItemAt: moving.original, to: moving.current)
            if loadCounts() != itemCounts {
                reportMisuse("after moving item \(moving.original.item) in section \(moving.original.section) to item \(moving.current.item) in section \(moving.current.section), the data source's counts differ from the collection view's; the collection view reloads", in: window)
                return reloadData()
            }
        }
        settle(moving.current)
    }

    /// Ends the movement without moving the item: it goes back to where it started.
    public func cancelInteractiveMovement() {
        guard let moving = movement else { return }
        stopAutoScroll()
        if moving.current != moving.original { shift(from: moving.current, to: moving.original) }
        movement = nil
        settle(moving.original)
    }

    /// Puts the moving cell's centre at the point.
    func placeMovingCell() {
        guard let moving = movement, let point = moving.point, let cell = visible[moving.current] else { return }
        cell.center = point
        bringSubviewToFront(cell)
    }

    /// Moves the moving item from `from` to `to` in the collection view's counts, cells and
    /// selection, and lays the items out again, the others sliding.
    private func shift(from: IndexPath, to: IndexPath) {
        guard var counts = itemCounts else { return }
        func moved(_ path: IndexPath) -> IndexPath {
            if path == from { return to }
            var new = path
            if new.section == from.section && new.item > from.item { new.item -= 1 }
            if new.section == to.section && new.item >= to.item { new.item += 1 }
            return new
        }
        counts[from.section] -= 1
        counts[to.section] += 1
        itemCounts = counts
        selected = Set(selected.map(moved))
        let mapping = Dictionary(uniqueKeysWithValues: visible.keys.map { ($0, moved($0)) })
        let carried = carryOver(visible, through: mapping, reloaded: [])
        visible = carried.kept
        movement?.current = to
        layoutNeedsPrepare = true
        layoutItems()
        finishUpdate(animated: true, staying: carried.oldCenters, leaving: carried.leaving)
    }

    /// The cell of the item that stopped moving slides from the finger to its place.
    private func settle(_ path: IndexPath) {
        let cell = visible[path], from = cell?.center
        layoutItems()
        guard let cell, let from, cell.center != from else { return }
        animateListUpdate(in: self, staying: [ObjectIdentifier(cell): from], shown: [cell], leaving: [],
                          duration: Self.updateAnimationDuration) {}
    }

    /// How fast to scroll for the point: towards the edges whose band it is in, where the content
    /// can still go.
    private func autoScrollVelocity(at point: CGPoint) -> CGVector {
        let inset = adjustedContentInset, margin = Self.autoScrollMargin
        func speed(_ position: CGFloat, low: CGFloat, length: CGFloat, offset: CGFloat, content: CGFloat,
                   before: CGFloat, after: CGFloat) -> CGFloat {
            guard content + before + after > length else { return 0 }
            let fromStart = position - low, fromEnd = low + length - position
            if fromStart < margin && offset > -before {
                return -Self.autoScrollSpeed * min(1, (margin - max(0, fromStart)) / margin)
            }
            if fromEnd < margin && offset < content + after - length {
                return Self.autoScrollSpeed * min(1, (margin - max(0, fromEnd)) / margin)
            }
            return 0
        }
        return CGVector(dx: speed(point.x, low: bounds.minX, length: bounds.width, offset: contentOffset.x,
                                  content: contentSize.width, before: inset.left, after: inset.right),
                        dy: speed(point.y, low: bounds.minY, length: bounds.height, offset: contentOffset.y,
                                  content: contentSize.height, before: inset.top, after: inset.bottom))
    }

    /// Schedules the next scrolling step when the point is in an edge's band.
    private func scheduleAutoScroll() {
        guard let moving = movement, moving.autoScroll == nil, let point = moving.point, let window,
              autoScrollVelocity(at: point) != .zero else { return }
        let clock = window.clock
        movement?.autoScroll = clock.schedule(at: clock.now + Self.autoScrollInterval) { [weak self] in
            self?.autoScrollStep()
        }
    }

    /// Scrolls one step and carries the point with the content.
    private func autoScrollStep() {
        guard let point = movement?.point else { return }
        movement?.autoScroll = nil
        let velocity = autoScrollVelocity(at: point), inset = adjustedContentInset
        let step = CGFloat(Self.autoScrollInterval)
        let x = min(max(contentOffset.x + velocity.dx * step, -inset.left), max(-inset.left, contentSize.width + inset.right - bounds.width))
        let y = min(max(contentOffset.y + velocity.dy * step, -inset.top), max(-inset.top, contentSize.height + inset.bottom - bounds.height))
        let moved = CGVector(dx: x - contentOffset.x, dy: y - contentOffset.y)
        guard moved != .zero else { return }
        contentOffset = CGPoint(x: x, y: y)
        updateInteractiveMovementTargetPosition(CGPoint(x: point.x + moved.dx, y: point.y + moved.dy))
    }

    /// Cancels the next scrolling step.
    func stopAutoScroll() {
        if let token = movement?.autoScroll { window?.clock.cancel(token) }
        movement?.autoScroll = nil
    }
}
