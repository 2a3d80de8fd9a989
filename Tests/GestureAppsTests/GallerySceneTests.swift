import GestureApps
import GestureTesting
import Gestures
import Testing
import GesturesToolkit

/// The photo gallery's conflicts, each with the whole ordered trace of recognizers, views, controls
/// and scroll view callbacks.
@MainActor
@Suite("Photo gallery")
struct GallerySceneTests {
    /// A scene, a trace of it with the engine's decisions, and the hands.
    @MainActor
    private final class Rig {
        let clock = ManualClock()
        let scene: GalleryScene
        let trace: TraceRecorder
        let driver: TouchDriver

        init() {
            scene = GalleryScene(clock: clock)
            trace = TraceRecorder(window: scene.window, includesDecisions: true)
            trace.describeAction = { _ in nil }
            driver = TouchDriver(window: scene.window)
            let controls: [Control] = [scene.shareButton] + scene.rows.compactMap { scene.likeButton(of: $0) }
            for control in controls {
                let name = control.accessibilityIdentifier ?? "control"
                for event in [ControlEvents.touchDown, .touchUpInside, .touchCancel, .primaryActionTriggered] {
                    control.addAction(for: event) { [trace] _ in trace.note("\(name): \(event.name)") }
                }
            }
        }

        /// Finger 1 lands at `start` and moves by `step` each frame (1/60 s), `count` times, then lifts.
        func drag(from start: Point, by step: Vector, count: Int) {
            driver.down(1, at: start)
            for index in 1...count {
                driver.wait(1.0 / 60)
                driver.move(1, to: start + step * Double(index))
            }
            driver.up(1)
        }

        /// One tap of finger `id` held for 0.05 s.
        func tap(_ id: Int, at point: Point) {
            driver.down(id, at: point)
            driver.wait(0.05)
            driver.up(id)
        }

        func window(_ point: Point, in view: View) -> Point { view.convert(point, to: scene.window) }
    }

    @Test("A swipe across the gallery pages: the photo cannot scroll at 1× and fails, the pager's pan takes the touch from both taps")
    func swipePages() {
        let rig = Rig()
        rig.drag(from: Point(x: 300, y: 150), by: Vector(dx: -20, dy: 0), count: 8)
        expectTrace(rig.trace.lines, [
            // At 1× the photo fills its page: its scroll view cannot scroll, so the pager can.
            "# photo-1 pan failed: delegate said it should not begin",
            "photo-1 pan: possible → failed",
            "pager pan: possible → began",
            "# photo-1 content delay failed: excluded by pager pan",
            "photo-1 content delay: possible → failed",
            "# photo-1 pinch failed: excluded by pager pan",
            "photo-1 pinch: possible → failed",
            "# doubleTap-1 failed: excluded by pager pan",
            "doubleTap-1: possible → failed",
            "# pager content delay failed: excluded by pager pan",
            "pager content delay: possible → failed",
            "# toggleTap failed: excluded by pager pan",
            "toggleTap: possible → failed",
            "pager pan: action began",
            "pager pan: began → changed",
            "pager pan: action changed",
            "pager pan: changed → changed",
            "pager pan: action changed",
            "pager pan: changed → changed",
            "pager pan: action changed",
            "pager pan: changed → changed",
            "pager pan: action changed",
            "pager pan: changed → changed",
            "pager pan: action changed",
            "pager pan: changed → changed",
            "pager pan: action changed",
            "pager pan: changed → changed",
            "pager pan: action changed",
            "pager pan: changed → ended",
            "pager pan: action ended",
        ])
        // 160 points less the pan's 10-point slop.
        #expect(rig.scene.pager.contentOffset == Point(x: 150, y: 0))
        rig.clock.advance(by: 0.5)
        #expect(rig.scene.pager.contentOffset == Point(x: 375, y: 0))
        #expect(rig.scene.events == ["paged to photo 2 of 3"])
        #expect(rig.scene.caption.drawnText?.lines == ["Photo 2 of 3", "lake"])
    }

    @Test("A double tap zooms the photo to 2× about the finger; the controls' single tap waited for it and fails")
    func doubleTapZooms() {
        let rig = Rig()
        rig.tap(1, at: Point(x: 100, y: 100))
        rig.driver.wait(0.1)
        rig.tap(2, at: Point(x: 100, y: 100))
        expectTrace(rig.trace.lines, [
            "photo-1 pan: possible → failed",
            "photo-1 content delay: possible → failed",
            "photo-1 pinch: possible → failed",
            "pager pan: possible → failed",
            "pager content delay: possible → failed",
            // Both scroll views let the touch through at the lift; the tap held back its end.
            "# toggleTap waiting for doubleTap-1 to fail",
            "photo-1.touchesBegan [1]",
            "photo-1 pan: possible → failed",
            "photo-1 content delay: possible → failed",
            "photo-1 pinch: possible → failed",
            // The second tap: the double tap recognizes, the toggle that waited for it fails.
            "doubleTap-1: possible → ended",
            "# toggleTap failed: doubleTap-1 recognized and was required to fail",
            "toggleTap: possible → failed",
            "# pager pan failed: excluded by doubleTap-1",
            "pager pan: possible → failed",
            "# pager content delay failed: excluded by doubleTap-1",
            "pager content delay: possible → failed",
            "doubleTap-1: action ended",
            "photo-1.touchesCancelled [1]",
        ])
        let page = rig.scene.pages[0]
        #expect(rig.scene.events == ["photo 1 double-tapped"])
        // The zoom eases there on the clock.
        #expect(page.zoomScale == 1)
        rig.clock.advance(by: 0.35)
        #expect(page.zoomScale == 2)
        #expect(page.contentSize == Size(width: 750, height: 600))
        // (100, 100) doubled, less half the page, kept inside the content.
        #expect(page.contentOffset == Point(x: 12.5, y: 50))
        #expect(rig.scene.events == ["photo 1 double-tapped", "photo 1 zoomed to 2.0×"])
        #expect(!rig.scene.bar.isHidden)
    }

    @Test("A single tap shows or hides the controls, once the double tap has given up")
    func singleTapToggles() {
        let rig = Rig()
        rig.tap(1, at: Point(x: 100, y: 100))
        expectTrace(rig.trace.lines, [
            "photo-1 pan: possible → failed",
            "photo-1 content delay: possible → failed",
            "photo-1 pinch: possible → failed",
            "pager pan: possible → failed",
            "pager content delay: possible → failed",
            "# toggleTap waiting for doubleTap-1 to fail",
            "photo-1.touchesBegan [1]",
        ])
        #expect(rig.scene.events.isEmpty)
        rig.clock.advance(by: 0.4)
        expectTrace(rig.trace.lines, [
            "photo-1 pan: possible → failed",
            "photo-1 content delay: possible → failed",
            "photo-1 pinch: possible → failed",
            "pager pan: possible → failed",
            "pager content delay: possible → failed",
            "# toggleTap waiting for doubleTap-1 to fail",
            "photo-1.touchesBegan [1]",
            // The double tap gave up (no second tap in time): the toggle waited no longer.
            "doubleTap-1: possible → failed",
            "# toggleTap released: required recognizers failed",
            "toggleTap: possible → ended",
            "toggleTap: action ended",
            "photo-1.touchesCancelled [1]",
        ])
        #expect(rig.scene.events == ["controls hidden"])
        #expect(rig.scene.bar.isHidden)
        #expect(!SceneSnapshot().svg(of: rig.scene.window).contains(">Share</text>"))
        rig.tap(1, at: Point(x: 100, y: 100))
        rig.clock.advance(by: 0.4)
        #expect(rig.scene.events == ["controls hidden", "controls shown"])
        #expect(SceneSnapshot().svg(of: rig.scene.window).contains(">Share</text>"))
    }

    @Test("A tap on Share: the button wins over the gallery's single tap on its superview (the overlap rule)")
    func shareWins() {
        let rig = Rig()
        rig.tap(1, at: rig.window(Point(x: 40, y: 17), in: rig.scene.shareButton))
        rig.clock.advance(by: 0.4)
        expectTrace(rig.trace.lines, [
            "share.touchesBegan [1]",
            "share: touchDown",
            // Apple's overlap rule, asked of the touched button.
            "# toggleTap failed: view said it should not begin",
            "toggleTap: possible → failed",
            "share.touchesEnded [1]",
            "share: touchUpInside",
            "share: primaryActionTriggered",
        ])
        #expect(rig.scene.events == ["photo 1 shared"])
        #expect(!rig.scene.bar.isHidden)
        // Share shows it was done: a note over the photo, held for a second, then faded out over
        // half a second (seen 0.4 s, 0.9 s and 1.6 s after the action).
        let note = rig.scene.shareNote
        var seen: [String] = []
        for wait in [0.5, 0.7, 0] {
            seen.append("\(note.drawnText?.lines ?? []) alpha \(note.presentationAlpha)")
            rig.clock.advance(by: wait)
        }
        #expect(seen == ["[\"Photo 1 shared\"] alpha 1.0", "[\"Photo 1 shared\"] alpha 1.0", "[\"Photo 1 shared\"] alpha 0.0"])
    }

    @Test("A tap on an album's Like: the list holds it back until the lift, then the button fires; nothing scrolls")
    func likeInList() {
        let rig = Rig()
        let like = rig.scene.likeButton(of: rig.scene.rows[1])!
        rig.tap(1, at: rig.window(Point(x: 40, y: 19), in: like))
        expectTrace(rig.trace.lines, [
            "swipe-2: possible → failed",
            "list pan: possible → failed",
            "list content delay: possible → failed",
            // The list held the touch back for its content-touch delay; the lift let it through.
            "like-2.touchesBegan [1]",
            "like-2: touchDown",
            "like-2.touchesEnded [1]",
            "like-2: touchUpInside",
            "like-2: primaryActionTriggered",
        ])
        #expect(rig.scene.events == ["album-2 liked"])
        #expect(like.isSelected)
        #expect(rig.scene.list.contentOffset == .zero)
    }

    @Test("A quick swipe across an album, starting on its Like button: the row's pan takes it, the button never hears of it, the row goes")
    func swipeAlbumAway() {
        let rig = Rig()
        let row = rig.scene.rows[1]
        let like = rig.scene.likeButton(of: row)!
        rig.drag(from: rig.window(Point(x: 40, y: 19), in: like), by: Vector(dx: -30, dy: 0), count: 7)
        expectTrace(rig.trace.lines, [
            "swipe-2: possible → began",
            // The row's swipe, deeper, begins first; the button never heard of the touch.
            "# list pan failed: excluded by swipe-2",
            "list pan: possible → failed",
            "# list content delay failed: excluded by swipe-2",
            "list content delay: possible → failed",
            "swipe-2: action began",
            "swipe-2: began → changed",
            "swipe-2: action changed",
            "swipe-2: changed → changed",
            "swipe-2: action changed",
            "swipe-2: changed → changed",
            "swipe-2: action changed",
            "swipe-2: changed → changed",
            "swipe-2: action changed",
            "swipe-2: changed → changed",
            "swipe-2: action changed",
            "swipe-2: changed → changed",
            "swipe-2: action changed",
            "swipe-2: changed → ended",
            "swipe-2: action ended",
        ])
        #expect(rig.scene.events == ["album-2 swiped away"])
        #expect(rig.scene.rows.count == 7)
        #expect(!like.isSelected)
        rig.clock.advance(by: 0.3)
        #expect(row.superview == nil)
        #expect(rig.scene.rows.map(\.frame.origin.y) == [0, 70, 140, 210, 280, 350, 420])
        // The rows that moved up take the stripe of their new place: white and grey in turn.
        let white = Color.white, grey = Color(white: 0.92)
        #expect(rig.scene.rows.map(\.backgroundColor) == [white, grey, white, grey, white, grey, white])
        #expect(rig.scene.list.contentSize.height == 490)
        #expect(rig.scene.list.contentOffset == .zero)
    }

    @Test("A short swipe slides the album back")
    func swipeTooShort() {
        let rig = Rig()
        let row = rig.scene.rows[2]
        let start = rig.window(Point(x: 100, y: 35), in: row)
        rig.driver.down(1, at: start)
        for index in 1...6 {
            rig.driver.wait(0.05)
            rig.driver.move(1, to: start + Vector(dx: -12 * Double(index), dy: 0))
        }
        rig.driver.wait(0.1)
        rig.driver.up(1)
        // 72 points less the pan's 10-point slop, released at 240 points per second.
        #expect(row.frame.origin.x == 0)
        #expect(row.presentationCenter.x == row.center.x - 62)
        rig.clock.advance(by: 0.3)
        #expect(row.presentationCenter == row.center)
        #expect(rig.scene.rows.count == 8)
        #expect(rig.scene.events.isEmpty)
    }

    @Test("A vertical drag on an album scrolls the list: the row's swipe refuses to begin along the list")
    func dragList() {
        let rig = Rig()
        rig.drag(from: Point(x: 100, y: 500), by: Vector(dx: 0, dy: -15), count: 6)
        expectTrace(rig.trace.lines, [
            // Along the list, the row's swipe refuses; the list scrolls.
            "# swipe-3 failed: delegate said it should not begin",
            "swipe-3: possible → failed",
            "list pan: possible → began",
            "# list content delay failed: excluded by list pan",
            "list content delay: possible → failed",
            "list pan: action began",
            "list pan: began → changed",
            "list pan: action changed",
            "list pan: changed → changed",
            "list pan: action changed",
            "list pan: changed → changed",
            "list pan: action changed",
            "list pan: changed → changed",
            "list pan: action changed",
            "list pan: changed → changed",
            "list pan: action changed",
            "list pan: changed → ended",
            "list pan: action ended",
        ])
        rig.clock.advance(by: 3)
        #expect(rig.scene.events == ["list came to rest at y 193.0"])
        #expect(rig.scene.list.isDecelerating == false)
    }

    @Test("A pinch on a photo zooms it with its scroll view's pinch; the pager's pan fails, the taps fail")
    func pinchZooms() {
        let rig = Rig()
        let c = Point(x: 187, y: 150)
        rig.driver.down(1, at: c + Vector(dx: -30, dy: 0))
        rig.driver.down(2, at: c + Vector(dx: 30, dy: 0))
        for i in 1...6 {
            rig.driver.wait(1.0 / 60)
            rig.driver.frame {
                $0.append(TouchInput(id: 1, phase: .moved, location: c + Vector(dx: -30 - 10 * Double(i), dy: 0)))
                $0.append(TouchInput(id: 2, phase: .moved, location: c + Vector(dx: 30 + 10 * Double(i), dy: 0)))
            }
        }
        rig.driver.frame {
            $0.append(TouchInput(id: 1, phase: .ended, location: rig.driver.location(of: 1)))
            $0.append(TouchInput(id: 2, phase: .ended, location: rig.driver.location(of: 2)))
        }
        expectTrace(rig.trace.lines, [
            "doubleTap-1: possible → failed",
            "toggleTap: possible → failed",
            "photo-1 pinch: possible → began",
            "# photo-1 content delay failed: excluded by photo-1 pinch",
            "photo-1 content delay: possible → failed",
            "# pager pan failed: excluded by photo-1 pinch",
            "pager pan: possible → failed",
            "# pager content delay failed: excluded by photo-1 pinch",
            "pager content delay: possible → failed",
            "photo-1 pinch: action began",
            "photo-1 pinch: began → changed",
            "photo-1 pinch: action changed",
            "photo-1 pinch: changed → changed",
            "photo-1 pinch: action changed",
            "photo-1 pinch: changed → changed",
            "photo-1 pinch: action changed",
            "photo-1 pinch: changed → changed",
            "photo-1 pinch: action changed",
            "photo-1 pinch: changed → changed",
            "photo-1 pinch: action changed",
            "photo-1 pan: possible → failed",
            "photo-1 pinch: changed → ended",
            "photo-1 pinch: action ended",
        ])
        rig.clock.advance(by: 0.5)
        #expect(rig.scene.events == ["photo 1 zoomed to 2.6×"])
        #expect(rig.scene.pager.contentOffset == .zero)
    }

    @Test("The scene is in the catalog, clips its scroll views' content, and draws the photos")
    func drawing() {
        #expect(PlaygroundCatalog.entry(named: "gallery") != nil)
        let scene = GalleryScene(clock: ManualClock())
        let svg = SceneSnapshot().svg(of: scene.window)
        for name in ["mountains", "lake", "meadow"] { #expect(svg.contains("xlink:href=\"#asset-\(name)\"")) }
        // The pager, the three photos and the list clip; the gallery area too.
        #expect(svg.components(separatedBy: "<clipPath").count - 1 == 6)
        #expect(svg.contains(">Album 8</text>"))
    }
}
