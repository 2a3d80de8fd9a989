import GestureTesting
import Gestures
import GesturesUIKit

/// A finger scrolling a UIKit list: a `UITableView` of 100,000 rows against a `UIScrollView` of
/// the same size whose 16 row views never change. Each update moves the content by about 9
/// points, so the table hands a row's cell to another every few updates; the table's extra cost is
/// that of laying its rows out per scroll, which does not grow with the list.
@MainActor
enum ListBench {
    /// The rows of the benchmark's list.
    static let rowCount = 100_000

    final class Source: UITableViewDataSource, UITableViewDelegate {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { ListBench.rowCount }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.tag = indexPath.row
            return cell
        }
    }

    /// A window of 375 × 667 points on a manual clock showing `content`, and a finger on it.
    private static func fingerOn(_ content: UIScrollView) -> (UIWindow, Fingers) {
        let clock = ManualClock()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667), clock: clock)
        window.addSubview(content)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (window, Fingers(window: window.engineWindow, clock: clock, at: [Point(x: 180, y: 330)]))
    }

    /// The finger moving up and down by 150 points, `count` updates.
    private static func sweepList(_ fingers: Fingers, count: Int) {
        fingers.move(count) { step, samples in samples[0].location = Point(x: 180, y: 330 + wave(step, amplitude: 150)) }
    }

    /// A pan over the middle of a 100,000-row table.
    static func tablePan() -> (Int) -> Void {
        let source = Source()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        table.delegate = source
        let (window, fingers) = fingerOn(table)
        table.contentOffset = CGPoint(x: 0, y: CGFloat(rowCount / 2) * 44)
        return { count in
            sweepList(fingers, count: count)
            blackHole(table.contentOffset.y)
            withExtendedLifetime((window, source)) {}
        }
    }

    /// A view controller as ported iOS code writes one: its view holds a picture it drags with a
    /// `UIPanGestureRecognizer` whose target is the controller and whose action a method of it
    /// (the tutorials' `handlePan`: the center moved by the translation, the translation zeroed).
    static func controllerPan() -> (Int) -> Void {
        final class DragController: UIViewController {
            let picture = UIView(frame: CGRect(x: 100, y: 250, width: 175, height: 175))
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(picture)
                picture.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: DragController.handlePan))
            }
            func handlePan(_ recognizer: UIPanGestureRecognizer) {
                guard let moved = recognizer.view else { return }
                let translation = recognizer.translation(in: view)
                moved.center = CGPoint(x: moved.center.x + translation.x, y: moved.center.y + translation.y)
                recognizer.setTranslation(.zero, in: view)
            }
        }
        let clock = ManualClock()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667), clock: clock)
        let controller = DragController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let fingers = Fingers(window: window.engineWindow, clock: clock, at: [Point(x: 180, y: 330)])
        return { count in
            sweepList(fingers, count: count)
            blackHole(controller.picture.center.y)
            withExtendedLifetime(window) {}
        }
    }

    /// The same pan over a plain UIKit scroll view of the same content size with 16 row views.
    static func scrollViewPan() -> (Int) -> Void {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        scroll.contentSize = CGSize(width: 375, height: CGFloat(rowCount) * 44)
        let middle = CGFloat(rowCount / 2) * 44
        for row in 0..<16 {
            scroll.addSubview(UIView(frame: CGRect(x: 0, y: middle + CGFloat(row) * 44, width: 375, height: 44)))
        }
        let (window, fingers) = fingerOn(scroll)
        scroll.contentOffset = CGPoint(x: 0, y: middle)
        return { count in
            sweepList(fingers, count: count)
            blackHole(scroll.contentOffset.y)
            withExtendedLifetime(window) {}
        }
    }
}
