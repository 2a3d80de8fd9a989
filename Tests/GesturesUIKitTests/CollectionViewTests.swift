import GestureTesting
import Gestures
import GesturesUIKit
import Testing

/// A photo cell as iOS code writes one: `init(frame:)` and `init?(coder:)` overridden, a label
/// in the content view.
final class PhotoCell: UICollectionViewCell {
    nonisolated(unsafe) static var made = 0
    let label = UILabel(frame: .zero)

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(label)
        PhotoCell.made += 1
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        label.text = nil
    }
}

/// A section header as iOS code writes one.
final class TitleHeader: UICollectionReusableView {
    let label = UILabel(frame: .zero)

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(label)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A photo grid screen as iOS code writes it: a flow layout of 100-point squares, the controller
/// the data source and delegate, items reordered by a long press (the published pattern).
@MainActor
final class PhotoGridController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var photos = [(0..<1000).map { "Photo \($0)" }]
    var sizes: ((IndexPath) -> CGSize)?
    var headers: [CGSize] = []
    var footers: [CGSize] = []
    var insets = UIEdgeInsets.zero
    var identifier = "photo"
    var onWillDisplay: (UICollectionView, IndexPath) -> Void = { _, _ in }
    /// Whether cells coming and going are logged.
    var logsDisplay = false
    var log: [String] = []
    lazy var collectionView: UICollectionView = {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        return UICollectionView(frame: .zero, collectionViewLayout: layout)
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.frame = view.bounds
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
        collectionView.register(TitleHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: "title")
        view.addSubview(collectionView)
        let press = UILongPressGestureRecognizer(target: self, action: PhotoGridController.handleLongGesture)
        collectionView.addGestureRecognizer(press)
    }

    func handleLongGesture(_ gesture: UILongPressGestureRecognizer) {
        switch gesture.state {
        case .began:
            guard let selectedIndexPath = collectionView.indexPathForItem(at: gesture.location(in: collectionView)) else { break }
            log.append("begin \(collectionView.beginInteractiveMovementForItem(at: selectedIndexPath))")
        case .changed:
            collectionView.updateInteractiveMovementTargetPosition(gesture.location(in: gesture.view!))
        case .ended:
            collectionView.endInteractiveMovement()
        default:
            collectionView.cancelInteractiveMovement()
        }
    }

    private func name(_ path: IndexPath) -> String { "\(path.section).\(path.item)" }

    func numberOfSections(in collectionView: UICollectionView) -> Int { photos.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { photos[section].count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
        (cell as? PhotoCell)?.label.text = photos[indexPath.section][indexPath.item]
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "title", for: indexPath)
        (header as? TitleHeader)?.label.text = "Section \(indexPath.section)"
        return header
    }
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        log.append("canMove \(name(indexPath))")
        return true
    }
    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        log.append("move \(name(sourceIndexPath)) to \(name(destinationIndexPath))")
        let photo = photos[sourceIndexPath.section].remove(at: sourceIndexPath.item)
        photos[destinationIndexPath.section].insert(photo, at: destinationIndexPath.item)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        sizes?(indexPath) ?? (collectionViewLayout as! UICollectionViewFlowLayout).itemSize
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        insetForSectionAt section: Int) -> UIEdgeInsets { insets }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForHeaderInSection section: Int) -> CGSize {
        headers.indices.contains(section) ? headers[section] : .zero
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForFooterInSection section: Int) -> CGSize {
        footers.indices.contains(section) ? footers[section] : .zero
    }

    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldHighlight \(name(indexPath))")
        return true
    }
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) { log.append("didHighlight \(name(indexPath))") }
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) { log.append("didUnhighlight \(name(indexPath))") }
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldSelect \(name(indexPath))")
        return true
    }
    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldDeselect \(name(indexPath))")
        return true
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { log.append("didSelect \(name(indexPath))") }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) { log.append("didDeselect \(name(indexPath))") }
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        if logsDisplay { log.append("willDisplay \(name(indexPath))") }
        onWillDisplay(collectionView, indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        if logsDisplay { log.append("didEndDisplaying \(name(indexPath))") }
    }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { log.append("willBeginDragging") }
}

/// A one-column list of 60-point rows: a custom layout as published code writes one, answering
/// `layoutAttributesForElements(in:)` alone.
final class OneColumnLayout: UICollectionViewLayout {
    private var frames: [CGRect] = []
    var breaksAt: Int?

    override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        let width = collectionView.bounds.width
        frames = (0..<collectionView.numberOfItems(inSection: 0)).map {
            $0 == breaksAt ? CGRect(x: .nan, y: 0, width: width, height: 60) : CGRect(x: 0, y: CGFloat($0) * 60, width: width, height: 60)
        }
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: CGFloat(frames.count) * 60)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        frames.enumerated().compactMap { item, frame in
            guard frame.origin.x.isNaN || frame.intersects(rect) else { return nil }
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = frame
            return attributes
        }
    }
}

@MainActor
@Suite("Collection views: flow and custom layouts, reuse, selection, updates and interactive movement on the manual clock")
struct CollectionViewTests {
    /// The grid in a 375×667 window on a manual clock, laid out; a finger; and the window's misuse
    /// diagnostics as they come (while the caller keeps the window).
    private func host(_ configure: (PhotoGridController) -> Void = { _ in })
        -> (PhotoGridController, UIWindow, TouchDriver, () -> [String]) {
        let controller = PhotoGridController()
        configure(controller)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667), clock: ManualClock())
        final class Box { var lines: [String] = [] }
        let box = Box()
        _ = window.engineWindow.engine.addObserver { if $0.kind == "misuse" { box.lines.append($0.line) } }
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (controller, window, TouchDriver(window: window.engineWindow), { box.lines })
    }

    private func items(_ collectionView: UICollectionView) -> [Int] { collectionView.indexPathsForVisibleItems.map(\.item) }

    private func tap(_ driver: TouchDriver, at point: Point) {
        driver.down(1, at: point)
        driver.wait(0.05)
        driver.up(1)
        driver.wait(0.5)
    }

    @Test("A grid of 1,000 items has cells for the 21 on screen alone, and reuses them as it scrolls to the end")
    func reuse() {
        PhotoCell.made = 0
        let (controller, window, _, diagnostics) = host()
        defer { withExtendedLifetime(window) {} }
        let grid = controller.collectionView
        // Three 100-point items a line (a fourth needs 430 points); 334 lines 10 points apart.
        #expect(grid.contentSize == CGSize(width: 375, height: 334 * 100 + 333 * 10))
        #expect(items(grid) == Array(0..<21))
        #expect(PhotoCell.made == 21)
        // Every offset shows the lines any part of which is on screen: 6 or 7 of them.
        for y in stride(from: 0.0, through: 36730.0 - 667, by: 37) {
            grid.contentOffset = CGPoint(x: 0, y: y)
            let lines = (0..<334).filter { Double($0) * 110 < y + 667 && Double($0) * 110 + 100 > y }
            #expect(items(grid) == Array(lines.first! * 3..<min(1000, (lines.last! + 1) * 3)))
        }
        grid.contentOffset = CGPoint(x: 0, y: 36730 - 667)
        #expect(items(grid) == Array(981..<1000))
        #expect(PhotoCell.made == 21)
        #expect((grid.cellForItem(at: IndexPath(item: 999, section: 0)) as? PhotoCell)?.label.text == "Photo 999")
        #expect(grid.cellForItem(at: IndexPath(item: 3, section: 0)) == nil)
        // The last line holds one item, at the left.
        #expect(grid.cellForItem(at: IndexPath(item: 999, section: 0))?.frame == CGRect(x: 0, y: 36630, width: 100, height: 100))
        #expect(grid.indexPathForItem(at: CGPoint(x: 320, y: 36630 - 50)) == IndexPath(item: 998, section: 0))
        #expect(grid.indexPathForItem(at: CGPoint(x: 120, y: 36630 - 50)) == nil)  // between two items
        #expect(diagnostics().isEmpty)
    }

    @Test("Scrolling one line: the line that leaves ends displaying, then the one that comes is displayed with its cells")
    func scrollOneLine() {
        let (controller, window, _, _) = host { $0.logsDisplay = true }
        defer { withExtendedLifetime(window) {} }
        let grid = controller.collectionView
        let leaving = (0..<3).map { grid.cellForItem(at: IndexPath(item: $0, section: 0)) }
        controller.log = []
        grid.contentOffset = CGPoint(x: 0, y: 110)
        #expect(controller.log == ["didEndDisplaying 0.0", "didEndDisplaying 0.1", "didEndDisplaying 0.2",
                                   "willDisplay 0.21", "willDisplay 0.22", "willDisplay 0.23"])
        // The reuse queue hands back the last cell it took first.
        #expect((21..<24).map { grid.cellForItem(at: IndexPath(item: $0, section: 0)) }.elementsEqual(leaving.reversed()) { $0 === $1 })
        #expect((grid.cellForItem(at: IndexPath(item: 21, section: 0)) as? PhotoCell)?.label.text == "Photo 21")
        #expect(items(grid) == Array(3..<24))
    }

    @Test("Flow layout frames: full lines justified, the last line left-aligned, insets, headers and footers")
    func flowFrames() {
        let widths: [[CGFloat]] = [[100, 100, 100, 80, 60], [150, 150]]
        let heights: [[CGFloat]] = [[50, 50, 50, 30, 40], [60, 60]]
        let (controller, window, _, diagnostics) = host {
            $0.photos = [Array(repeating: "", count: 5), ["", ""]]
            $0.sizes = { CGSize(width: widths[$0.section][$0.item], height: heights[$0.section][$0.item]) }
            $0.insets = UIEdgeInsets(top: 10, left: 15, bottom: 20, right: 15)
            $0.headers = [CGSize(width: 0, height: 40), CGSize(width: 0, height: 40)]
            $0.footers = [CGSize(width: 0, height: 30), CGSize(width: 0, height: 30)]
        }
        defer { withExtendedLifetime(window) {} }
        let grid = controller.collectionView
        func frame(_ item: Int, _ section: Int) -> CGRect? { grid.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame }
        // 345 points between the insets: three items (300 points) leave 45, spread as 22.5 between them.
        #expect(frame(0, 0) == CGRect(x: 15, y: 50, width: 100, height: 50))
        #expect(frame(1, 0) == CGRect(x: 137.5, y: 50, width: 100, height: 50))
        #expect(frame(2, 0) == CGRect(x: 260, y: 50, width: 100, height: 50))
        // The last line: 10 points apart from the left inset; the shorter item centred in the line.
        #expect(frame(3, 0) == CGRect(x: 15, y: 115, width: 80, height: 30))
        #expect(frame(4, 0) == CGRect(x: 105, y: 110, width: 60, height: 40))
        #expect(frame(0, 1) == CGRect(x: 15, y: 250, width: 150, height: 60))
        #expect(frame(1, 1) == CGRect(x: 175, y: 250, width: 150, height: 60))
        let header = UICollectionView.elementKindSectionHeader, footer = UICollectionView.elementKindSectionFooter
        #expect(grid.layoutAttributesForSupplementaryElement(ofKind: footer, at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 0, y: 170, width: 375, height: 30))
        #expect(grid.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 1))?.frame
                == CGRect(x: 0, y: 200, width: 375, height: 40))
        #expect((grid.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 1)) as? TitleHeader)?.label.text == "Section 1")
        #expect(grid.contentSize == CGSize(width: 375, height: 360))
        #expect(grid.visibleCells.map(\.frame) == [0, 1, 2, 3, 4].map { frame($0, 0)! } + [frame(0, 1)!, frame(1, 1)!])
        // Footers have no registered view here: each is an empty view, reported.
        #expect(diagnostics() == [
            "misuse: unable to dequeue a view of kind UICollectionElementKindSectionFooter with identifier title: register a class for it first; a plain view is used",
            "misuse: unable to dequeue a view of kind UICollectionElementKindSectionFooter with identifier title: register a class for it first; a plain view is used",
        ])
    }

    @Test("Scrolling horizontally, items fill columns top to bottom and the columns are justified")
    func horizontalFlow() {
        let (controller, window, _, _) = host { $0.photos = [Array(repeating: "", count: 14)] }
        defer { withExtendedLifetime(window) {} }
        let grid = controller.collectionView
        (grid.collectionViewLayout as! UICollectionViewFlowLayout).scrollDirection = .horizontal
        grid.layoutIfNeeded()
        // 667 points high: six 100-point items a column (660 points), 7 points spread over five gaps.
        let second = grid.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame ?? .zero
        #expect(second.minX == 0 && abs(second.minY - 113.4) < 1e-9 && second.size == CGSize(width: 100, height: 100))
        #expect(grid.layoutAttributesForItem(at: IndexPath(item: 6, section: 0))?.frame == CGRect(x: 110, y: 0, width: 100, height: 100))
        #expect(grid.layoutAttributesForItem(at: IndexPath(item: 13, section: 0))?.frame == CGRect(x: 220, y: 110, width: 100, height: 100))
        #expect(grid.contentSize == CGSize(width: 320, height: 667))
    }

    @Test("A tap selects on the lift: shouldHighlight, didHighlight, shouldSelect, didUnhighlight, the old item's didDeselect, didSelect")
    func tapSelects() {
        let (controller, window, driver, _) = host()
        defer { withExtendedLifetime(window) {} }
        let grid = controller.collectionView
        tap(driver, at: Point(x: 187, y: 50))
        #expect(controller.log == ["shouldHighlight 0.1", "didHighlight 0.1", "shouldSelect 0.1", "didUnhighlight 0.1", "didSelect 0.1"])
        #expect(grid.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == true)
        controller.log = []
        tap(driver, at: Point(x: 50, y: 160))
        #expect(controller.log == ["shouldHighlight 0.3", "didHighlight 0.3", "shouldSelect 0.3", "didUnhighlight 0.3", "didDeselect 0.1", "didSelect 0.3"])
        #expect(grid.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
        #expect(grid.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == false)
        // A tap on the selected item selects it again: one item only may be selected, none deselected.
        controller.log = []
        tap(driver, at: Point(x: 50, y: 160))
        #expect(controller.log == ["shouldHighlight 0.3", "didHighlight 0.3", "shouldSelect 0.3", "didUnhighlight 0.3", "didSelect 0.3"])
        #expect(grid.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
        // Between items, nothing.
        controller.log = []
        tap(driver, at: Point(x: 120, y: 50))
        #expect(controller.log == [])
    }

    @Test("A finger held on an item highlights it after the content-touch delay; a scroll takes it back and never selects")
    func scrollNeverSelects() {
        let (controller, window, driver, _) = host()
        defer { withExtendedLifetime(window) {} }
        driver.down(1, at: Point(x: 50, y: 160))
        driver.wait(0.2)
        var at = Point(x: 50, y: 160)
        for _ in 0..<10 {
            driver.wait(1.0 / 60)
            at = at + Vector(dx: 0, dy: -6)
            driver.move(1, to: at)
        }
        driver.wait(1.0 / 60)
        driver.up(1)
        #expect(controller.log == ["shouldHighlight 0.3", "didHighlight 0.3", "willBeginDragging", "didUnhighlight 0.3"])
        #expect(controller.collectionView.contentOffset.y > 0)
        #expect(controller.collectionView.indexPathsForSelectedItems == [])
    }

    @Test("With multiple selection a tap adds an item and a tap on a selected one asks shouldDeselect and deselects it")
    func multipleSelection() {
        let (controller, window, driver, _) = host()
        defer { withExtendedLifetime(window) {} }
        let grid = controller.collectionView
        grid.allowsMultipleSelection = true
        tap(driver, at: Point(x: 50, y: 50))
        tap(driver, at: Point(x: 325, y: 50))
        tap(driver, at: Point(x: 50, y: 50))
        #expect(controller.log == [
            "shouldHighlight 0.0", "didHighlight 0.0", "shouldSelect 0.0", "didUnhighlight 0.0", "didSelect 0.0",
            "shouldHighlight 0.2", "didHighlight 0.2", "shouldSelect 0.2", "didUnhighlight 0.2", "didSelect 0.2",
            "shouldHighlight 0.0", "didHighlight 0.0", "shouldDeselect 0.0", "didUnhighlight 0.0", "didDeselect 0.0",
        ])
        #expect(grid.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        grid.selectItem(at: IndexPath(item: 4, section: 0), animated: false, scrollPosition: [])
        #expect(grid.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0), IndexPath(item: 4, section: 0)])
        grid.selectItem(at: nil, animated: false, scrollPosition: [])
        #expect(grid.indexPathsForSelectedItems == [])
        #expect(controller.log.count == 15)  // programmatic selection tells the delegate nothing
    }

    @Test("Inserted items fade in while the others slide over 0.3 s; an update that does not add up is reported with UIKit's numbers")
    func updates() {
        let (controller, window, driver, diagnostics) = host()
        defer { withExtendedLifetime(window) {} }
        let grid = controller.collectionView
        let third = grid.cellForItem(at: IndexPath(item: 2, section: 0))
        controller.photos[0].insert("New", at: 0)
        var finished: [Bool] = []
        grid.performBatchUpdates({ grid.insertItems(at: [IndexPath(item: 0, section: 0)]) }, completion: { finished.append($0) })
        #expect(grid.cellForItem(at: IndexPath(item: 3, section: 0)) === third)
        #expect(third?.frame == CGRect(x: 0, y: 110, width: 100, height: 100))
        #expect(third?.layer.presentation()?.frame == CGRect(x: 275, y: 0, width: 100, height: 100))
        #expect((grid.cellForItem(at: IndexPath(item: 0, section: 0)) as? PhotoCell)?.label.text == "New")
        driver.wait(0.35)
        #expect(third?.layer.presentation()?.frame == CGRect(x: 0, y: 110, width: 100, height: 100))
        #expect(finished == [true])
        controller.photos[0].removeFirst()
        grid.deleteItems(at: [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
        #expect(diagnostics() == ["misuse: invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (1000) must be equal to the number of items contained in that section before the update (1001), plus or minus the number of items inserted or deleted from that section (0 inserted, 2 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out); the collection view reloads"])
        #expect(grid.numberOfItems(inSection: 0) == 1000)
        #expect((grid.cellForItem(at: IndexPath(item: 0, section: 0)) as? PhotoCell)?.label.text == "Photo 0")
        grid.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 5000, section: 0))
        #expect(diagnostics().last == "misuse: invalid update: item 5000 in section 0 does not exist after the update; the collection view reloads")
    }

    @Test("A custom layout's attributes place the cells: a one-column list of 60-point rows")
    func customLayout() {
        let (controller, window, _, diagnostics) = host { $0.photos = [(0..<100).map { "Row \($0)" }] }
        defer { withExtendedLifetime(window) {} }
        let grid = controller.collectionView
        grid.collectionViewLayout = OneColumnLayout()
        #expect(grid.contentSize == CGSize(width: 375, height: 6000))
        #expect(items(grid) == Array(0..<12))
        #expect(grid.cellForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 0, y: 120, width: 375, height: 60))
        #expect(grid.indexPathForItem(at: CGPoint(x: 10, y: 130)) == IndexPath(item: 2, section: 0))
        // The layout answers for no single item: the collection view finds it among the elements.
        #expect(grid.layoutAttributesForItem(at: IndexPath(item: 50, section: 0))?.frame.minY == 3000)
        grid.scrollToItem(at: IndexPath(item: 20, section: 0), at: .top, animated: false)
        #expect(grid.contentOffset.y == 1200)
        #expect(items(grid) == Array(20..<32))
        grid.scrollToItem(at: IndexPath(item: 99, section: 0), at: .centeredVertically, animated: false)
        #expect(grid.contentOffset.y == 5333, "\(Double(grid.contentOffset.y) - 5333)")
        #expect(diagnostics().isEmpty)
    }

    @Test("A long press moves an item: its cell follows the finger, the others make room, the data source hears moveItemAt once")
    func interactiveMovement() {
        let (controller, window, driver, diagnostics) = host()
        defer { withExtendedLifetime(window) {} }
        let grid = controller.collectionView
        let moving = grid.cellForItem(at: IndexPath(item: 0, section: 0))
        let fifth = grid.cellForItem(at: IndexPath(item: 4, section: 0))
        driver.down(1, at: Point(x: 50, y: 50))
        driver.wait(0.6)
        // The long press's action begins the movement, which takes the touch's highlight away.
        #expect(controller.log == ["shouldHighlight 0.0", "didHighlight 0.0", "canMove 0.0", "didUnhighlight 0.0", "begin true"])
        // Over item 4 (the middle of the second line).
        var at = Point(x: 50, y: 50)
        for _ in 0..<10 {
            driver.wait(1.0 / 60)
            at = at + Vector(dx: 13.75, dy: 11)
            driver.move(1, to: at)
        }
        #expect(moving?.center == CGPoint(x: 187.5, y: 160))
        #expect(grid.cellForItem(at: IndexPath(item: 4, section: 0)) === moving)
        #expect(grid.cellForItem(at: IndexPath(item: 3, section: 0)) === fifth)
        #expect(fifth?.frame == CGRect(x: 0, y: 110, width: 100, height: 100))
        driver.wait(0.35)
        driver.up(1)
        #expect(controller.log.suffix(1) == ["move 0.0 to 0.4"])
        #expect(controller.photos[0].prefix(6) == ["Photo 1", "Photo 2", "Photo 3", "Photo 4", "Photo 0", "Photo 5"])
        driver.wait(0.35)
        #expect(moving?.frame == CGRect(x: 137.5, y: 110, width: 100, height: 100))
        #expect(grid.contentOffset == .zero)
        #expect(grid.indexPathsForSelectedItems == [])
        #expect(diagnostics().isEmpty)
        // A cancelled movement puts the item back.
        #expect(grid.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
        grid.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 270))
        #expect(grid.cellForItem(at: IndexPath(item: 6, section: 0))?.center == CGPoint(x: 50, y: 270))
        grid.cancelInteractiveMovement()
        #expect((grid.cellForItem(at: IndexPath(item: 1, section: 0)) as? PhotoCell)?.label.text == "Photo 2")
        #expect(controller.log.last == "canMove 0.1")
    }

    @Test("A moving item held near the bottom edge scrolls the grid on the clock, its cell under the finger; away from the edge it stops")
    func autoScroll() {
        let (controller, window, driver, _) = host()
        defer { withExtendedLifetime(window) {} }
        let grid = controller.collectionView
        let moving = grid.cellForItem(at: IndexPath(item: 0, section: 0))
        driver.down(1, at: Point(x: 50, y: 50))
        driver.wait(0.6)
        for step in 1...10 {
            driver.wait(1.0 / 60)
            driver.move(1, to: Point(x: 50, y: 50 + 59 * Double(step)))
        }
        // The finger rests 27 points above the bottom edge: 23 points into the 50-point band,
        // 276 points a second.
        let start = grid.contentOffset.y
        driver.wait(1)
        let scrolled = grid.contentOffset.y - start
        #expect(abs(scrolled - 276) < 5)
        #expect(moving?.center.x == 50 && abs((moving?.center.y ?? 0) - (640 + grid.contentOffset.y)) < 1e-6)
        let target = grid.indexPath(for: moving!)
        #expect(target == grid.indexPathForItem(at: CGPoint(x: 50, y: 640 + grid.contentOffset.y)))
        driver.move(1, to: Point(x: 50, y: 300))
        let resting = grid.contentOffset.y
        driver.wait(0.5)
        #expect(grid.contentOffset.y == resting)
        driver.up(1)
        let final = grid.indexPath(for: moving!)?.item ?? -1
        #expect(controller.log.last == "move 0.0 to 0.\(final)")
        #expect(controller.photos[0][final] == "Photo 0")
        #expect(final > 6)
    }

    @Test("Sizes and spacings that are negative, NaN or infinite count as 0, reported; NaN frames of a custom layout are not shown")
    func badSizes() {
        let (controller, window, _, diagnostics) = host {
            $0.photos = [Array(repeating: "", count: 4)]
            $0.sizes = { [CGSize(width: -5, height: 10), CGSize(width: CGFloat.nan, height: 10), CGSize(width: 50, height: CGFloat.infinity),
                          CGSize(width: 50, height: 50)][$0.item] }
        }
        defer { withExtendedLifetime(window) {} }
        let grid = controller.collectionView
        (grid.collectionViewLayout as! UICollectionViewFlowLayout).minimumLineSpacing = -3
        grid.layoutIfNeeded()
        #expect(diagnostics() == [
            "misuse: the width of item 0 in section 0 is -5.0; 0 is used",
            "misuse: the width of item 1 in section 0 is nan; 0 is used",
            "misuse: the height of item 2 in section 0 is inf; 0 is used",
            "misuse: the line spacing of section 0 is -3.0; 0 is used",
            "misuse: the width of item 0 in section 0 is -5.0; 0 is used",
            "misuse: the width of item 1 in section 0 is nan; 0 is used",
            "misuse: the height of item 2 in section 0 is inf; 0 is used",
        ])
        // One line, left-aligned: 0, 0 and 50 points wide, 10 apart.
        #expect(grid.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame == CGRect(x: 80, y: 0, width: 50, height: 50))
        let layout = OneColumnLayout()
        layout.breaksAt = 1
        controller.photos = [Array(repeating: "", count: 3)]
        grid.collectionViewLayout = layout
        grid.reloadData()
        #expect(diagnostics().last == "misuse: the layout's frame for item 1 in section 0 is not finite or has a negative size (x nan, y 0.0, width 375.0, height 60.0); it is not shown")
        #expect(items(grid) == [0, 2])
    }

    @Test("Unregistered identifiers, index paths out of range and a reentrant reloadData() are reported, never fatal")
    func misuses() {
        let (controller, window, _, diagnostics) = host {
            $0.photos = [Array(repeating: "", count: 2)]
            $0.identifier = "missing"
        }
        defer { withExtendedLifetime(window) {} }
        let grid = controller.collectionView
        #expect(grid.visibleCells.count == 2)
        #expect(diagnostics() == Array(repeating: "misuse: unable to dequeue a cell with identifier missing: register a class for it first; a plain cell is used", count: 2))
        let out = IndexPath(item: 7, section: 3)
        grid.selectItem(at: out, animated: false, scrollPosition: .top)
        grid.scrollToItem(at: out, at: .top, animated: false)
        #expect(grid.beginInteractiveMovementForItem(at: out) == false)
        #expect(grid.cellForItem(at: out) == nil)
        #expect(grid.layoutAttributesForItem(at: out) == nil)
        #expect(grid.numberOfItems(inSection: 3) == 0)
        grid.register(UIView.self, forCellWithReuseIdentifier: "view")
        #expect(diagnostics().suffix(3) == [
            "misuse: selectItem(at:) was given item 7 in section 3, which does not exist",
            "misuse: scrollToItem(at:) was given item 7 in section 3, which does not exist",
            "misuse: register(_:forCellWithReuseIdentifier:) was given UIView, which is not a UICollectionViewCell; \"view\" is not registered",
        ])
        var displayed: [Int] = []
        controller.identifier = "photo"
        controller.onWillDisplay = { collectionView, path in
            displayed.append(path.item)
            collectionView.reloadData()
        }
        grid.reloadData()
        #expect(displayed == [0, 0, 0, 0])
        #expect(diagnostics().last == "misuse: reloadData() was called from the collection view's own callbacks in 4 passes in a row; the reload waits for the next layout")
    }

    @Test("docs/porting.md's collection-view sample runs: counts, places, selection, scrolling, a batch and a movement, in order")
    func portingSample() {
        #expect(collectionTableSample() == [
            "2 sections, 30 items in the first",
            "item 1 at 101.0, cell true, header true",
            "selected [[0, 3]]",
            "scrolled to 67.0",
            "batch true",
            "moved 0 to 1",
            "column true, true",
            "select 1",
        ])
    }
}
