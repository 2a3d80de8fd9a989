import Foundation
import GestureTesting
import Gestures
import GestureLint
import GesturesUIKit

/// The main job, `gestures demo`: the four tutorial scenes, the photo gallery, the bottom sheet and
/// the to-do list, played through the real engine by scripted touches on a manual clock. It prints what happened
/// (gestures recognized, sounds played, final positions, scale and rotation) and writes, per scene,
/// an SVG picture before and after and the timeline of the session.
@MainActor
public struct Demo {
    /// Where the pictures go.
    public var outputDirectory: URL
    /// Print nothing (the log is still kept).
    public var quiet = false
    /// Every line printed, in order.
    public private(set) var log: [String] = []

    /// Creates a demo that writes into `outputDirectory`.
    public init(outputDirectory: URL, quiet: Bool = false) {
        self.outputDirectory = outputDirectory
        self.quiet = quiet
    }

    mutating func say(_ line: String) {
        log.append(line)
        if !quiet { print(line) }
    }

    /// Runs every scene; returns the files written.
    ///
    /// - Throws: ``DemoOutputError`` naming the folder or file that cannot be written and why,
    ///   before any scene is played when the folder itself is the problem.
    public mutating func run() throws -> [URL] {
        if let problem = OutputPath.problem(creatingFolder: outputDirectory) {
            throw DemoOutputError(path: outputDirectory.path, problem: problem)
        }
        do {
            try FileManager.default.createDirectory(at: outputDirectory, withIntermediateDirectories: true)
        } catch {
            throw DemoOutputError(path: outputDirectory.path, problem: OutputPath.reason(of: error))
        }
        say("swift-gestures demo: the tutorials' scenes, a photo gallery, a bottom sheet and a to-do list, played by scripted touches through the engine")
        var written: [URL] = []
        written += try runMonkey()
        written += try runFileToTrash()
        written += try runPanSwipe()
        written += try runSimpleGestures()
        written += try runGallery()
        written += try runBottomSheet()
        written += try runTodoList()
        runLint()
        say("")
        say("pictures and timelines in \(outputDirectory.path):")
        for url in written { say("  \(url.lastPathComponent)") }
        return written
    }

    // MARK: Scenes

    private mutating func runMonkey() throws -> [URL] {
        let clock = ManualClock()
        let scene = MonkeyScene(clock: clock)
        let session = Session(scene: scene, clock: clock, name: "monkey")
        say("")
        say("== \(scene.title)")
        let before = try session.writePicture("before", to: outputDirectory)
        let hands = session.driver
        let monkey = scene.monkey, banana = scene.banana

        step(session, "tap the monkey")
        hands.tap(at: monkey.center)
        hands.wait(0.4)

        step(session, "drag the monkey and let go: it slides on")
        hands.drag(from: monkey.center, to: monkey.center + Vector(dx: 60, dy: 80), duration: 0.3)
        hands.wait(1.2)

        // Vigorous: the pan moves the monkey under the finger, so only the finger's changes of
        // speed show in the monkey's own coordinates, where the tickle measures its strokes.
        step(session, "tickle the monkey")
        hands.tickle(at: monkey.center, strokes: 5, amplitude: 40, duration: 0.25)
        hands.wait(0.4)

        step(session, "pinch the banana open and turn it, at once")
        Self.pinchAndTurn(hands, center: banana.center, fromSpan: 80, toSpan: 130, angle: 0.6, duration: 0.5)
        hands.wait(0.4)

        step(session, "fling the banana left: the slide stops at the edge of the screen")
        hands.drag(from: banana.center, to: banana.center + Vector(dx: -150, dy: 0), duration: 0.15, easing: .fling)
        hands.wait(1.5)

        step(session, "tap the banana")
        hands.tap(at: banana.center)
        hands.wait(0.4)

        step(session, "bring both back to the middle, slowing to a stop: barely any slide")
        // The monkey's centre may sit on the screen's edge, which is outside the window: grab it a
        // little inside.
        let grab = Point(x: min(max(monkey.center.x, 20), 355), y: min(max(monkey.center.y, 20), 647))
        hands.drag(from: grab, to: Point(x: 150, y: 250), duration: 1.2, easing: .easeOut)
        hands.wait(1)
        hands.drag(from: banana.center, to: Point(x: 230, y: 470), duration: 1.2, easing: .easeOut)
        hands.wait(1)

        for line in scene.events { say("  event: \(line)") }
        let final = "\(describe(monkey)); \(describe(banana))"
        say("  final: \(final)")
        let after = try session.writePicture("after", to: outputDirectory, final: final)
        let timeline = try session.writeTimeline(to: outputDirectory, title: "Monkey & banana: the demo's session")
        report(session)
        return [before, after] + timeline
    }

    private mutating func runFileToTrash() throws -> [URL] {
        let clock = ManualClock()
        let scene = FileTrashScene(clock: clock)
        let session = Session(scene: scene, clock: clock, name: "file-to-trash")
        say("")
        say("== \(scene.title)")
        let before = try session.writePicture("before", to: outputDirectory)
        let hands = session.driver

        step(session, "drag the file to the middle and let go: it flies back home")
        hands.drag(from: scene.file.center, to: Point(x: 190, y: 330), duration: 0.5, easing: .easeOut)
        hands.wait(0.5)

        step(session, "drag the file onto the trash: it fades away")
        hands.drag(from: scene.file.center, to: scene.trash.center, duration: 0.7, easing: .easeOut)
        hands.wait(0.5)

        for line in scene.events { say("  event: \(line)") }
        let final = "file \(scene.file.superview == nil ? "deleted" : "at \(point(scene.file.center))")"
        say("  final: \(final)")
        let after = try session.writePicture("after", to: outputDirectory, final: final)
        let timeline = try session.writeTimeline(to: outputDirectory, title: "File to trash: the demo's session")
        report(session)
        return [before, after] + timeline
    }

    private mutating func runPanSwipe() throws -> [URL] {
        let clock = ManualClock()
        let scene = PanSwipeScene(clock: clock)
        let session = Session(scene: scene, clock: clock, name: "pan-swipe")
        say("")
        say("== \(scene.title)")
        let before = try session.writePicture("before", to: outputDirectory)
        let hands = session.driver
        let strokes: [(String, Vector, Double)] = [
            ("a fast two-finger stroke to the right", Vector(dx: 150, dy: 0), 0.1),
            ("a fast one up", Vector(dx: 0, dy: -150), 0.1),
            ("a fast one left", Vector(dx: -150, dy: 0), 0.1),
            ("a fast one down", Vector(dx: 0, dy: 150), 0.1),
            ("a slow one: only a pan", Vector(dx: 60, dy: 40), 0.6),
        ]
        for (text, delta, duration) in strokes {
            step(session, text)
            Self.twoFingerStroke(hands, from: Point(x: 187, y: 520), by: delta, duration: duration)
            hands.wait(0.3)
        }
        for line in scene.events { say("  event: \(line)") }
        let final = "card at \(point(scene.card.center))"
        say("  final: \(final)")
        let after = try session.writePicture("after", to: outputDirectory, final: final)
        let timeline = try session.writeTimeline(to: outputDirectory, title: "Pan as swipe: the demo's session")
        report(session)
        return [before, after] + timeline
    }

    /// Apple's "Simple Gesture Recognizers" sample, the guide's listings in UIKit's words: a tap,
    /// a swipe each way, the segmented control turning left swipes off (its touch kept from the
    /// tap by the delegate) and on again, and a rotation. The "after" picture is taken as the
    /// rotation's fingers lift, before its picture fades.
    private mutating func runSimpleGestures() throws -> [URL] {
        let clock = ManualClock()
        let scene = SimpleGesturesScene(clock: clock)
        let session = Session(scene: scene, clock: clock, name: "simple-gestures")
        say("")
        say("== \(scene.title)")
        let before = try session.writePicture("before", to: outputDirectory)
        let hands = session.driver
        let control = scene.controller.segmentedControl!
        let segmentWidth = Double(control.bounds.width) / 2
        func segment(_ index: Int) -> Point {
            Point(x: Double(control.frame.minX) + segmentWidth * (Double(index) + 0.5), y: Double(control.center.y))
        }

        let strokeLeft = { _ = hands.drag(from: Point(x: 300, y: 300), to: Point(x: 160, y: 300), duration: 0.15) }
        let script: [(String, () -> Void)] = [
            ("tap (listings 1-2, 1-3): the tap picture shows there and fades out",
             { _ = hands.tap(at: Point(x: 120, y: 180)) }),
            ("swipe left (listing 1-4): the swipe picture moves 220 points left as it fades", strokeLeft),
            ("swipe right: 220 points right",
             { _ = hands.drag(from: Point(x: 60, y: 420), to: Point(x: 200, y: 420), duration: 0.15) }),
            ("tap \"Disable Left Swipes\": the delegate keeps the tap out of the control's touch",
             { _ = hands.tap(at: segment(1)) }),
            ("swipe left again: no left swipe recognizer any more, nothing shows", strokeLeft),
            ("tap \"Enable Left Swipes\": the left swipe recognizer is back", { _ = hands.tap(at: segment(0)) }),
        ]
        for (text, gesture) in script {
            step(session, text)
            gesture()
            hands.wait(0.6)  // the picture's fade, 0.5 s, and a little
        }

        step(session, "turn two fingers by 45°: the rotation picture turns with them")
        hands.rotate(center: Point(x: 187, y: 330), by: .pi / 4, duration: 0.5)

        for line in scene.events { say("  event: \(line)") }
        let image = scene.controller.imageView!
        // On screen: the fade and the turn back have only just begun.
        let t = image.layer.presentation()?.affineTransform() ?? image.transform
        let degrees = atan2(Double(t.b), Double(t.a)) * 180 / .pi
        let final = "\(image.image?.name ?? "no") picture at \(SimpleGesturesScene.format(image.center)), "
            + "turning back from \(String(format: "%.1f", degrees))° to level as it fades; "
            + "segment \(control.selectedSegmentIndex) selected"
        say("  final: \(final)")
        let after = try session.writePicture("after", to: outputDirectory, final: final)
        hands.wait(0.6)
        let timeline = try session.writeTimeline(to: outputDirectory, title: "Simple gesture recognizers: the demo's session")
        report(session)
        return [before, after] + timeline
    }

    /// The photo gallery: a paging scroll view of zoomable photos with a bar of controls, and a
    /// list of albums whose rows have a Like button and swipe away.
    private mutating func runGallery() throws -> [URL] {
        let clock = ManualClock()
        let scene = GalleryScene(clock: clock)
        let session = Session(scene: scene, clock: clock, name: "gallery")
        say("")
        say("== \(scene.title)")
        let before = try session.writePicture("before", to: outputDirectory)
        let hands = session.driver
        let photo = Point(x: 187, y: 130)

        step(session, "swipe the gallery left: the photo cannot scroll at 1×, so the pager pages")
        hands.drag(from: Point(x: 300, y: photo.y), to: Point(x: 120, y: photo.y), duration: 0.15, easing: .fling)
        hands.wait(0.5)

        step(session, "double-tap the lake: it zooms to 2× about the finger, animated; the controls' tap waited and fails")
        hands.tap(at: Point(x: 120, y: 100), count: 2)
        hands.wait(0.5)

        step(session, "pinch it closed, past the smallest zoom: it springs back to 1×")
        hands.pinch(center: photo, fromSpan: 180, toSpan: 60)
        hands.wait(0.5)

        step(session, "tap the photo once: the controls hide when the double tap gives up")
        hands.tap(at: photo)
        hands.wait(0.5)

        step(session, "tap it again: they come back")
        hands.tap(at: photo)
        hands.wait(0.5)

        step(session, "tap Share: the button wins over the gallery's tap (the overlap rule)")
        hands.tap(at: scene.shareButton.convert(Point(x: 40, y: 17), to: scene.window))
        hands.wait(0.5)

        step(session, "fling the albums up: a vertical drag is the list's, which decelerates")
        hands.drag(from: Point(x: 120, y: 600), to: Point(x: 120, y: 480), duration: 0.12, easing: .fling)
        hands.wait(3)

        let first = scene.rows.first { $0.convert(Point(x: 0, y: 35), to: scene.window).y > scene.list.frame.minY }
        if let row = first, let like = scene.likeButton(of: row) {
            step(session, "tap Like on the first album in full view: the list lets the tap through at the lift")
            hands.tap(at: like.convert(Point(x: 40, y: 19), to: scene.window))
            hands.wait(0.5)

            step(session, "swipe that album away, starting on its Like button: the row's pan takes the touch")
            let start = like.convert(Point(x: 40, y: 19), to: scene.window)
            hands.drag(from: start, to: start + Vector(dx: -220, dy: 0), duration: 0.15, easing: .fling)
            // The row slides away, then the list eases back inside its shorter content.
            hands.wait(1)
        }

        for line in scene.events { say("  event: \(line)") }
        let page = scene.pages[scene.currentPage]
        let final = "photo \(scene.currentPage + 1) of \(scene.pages.count) at \(GalleryScene.format(page.zoomScale))×, "
            + "controls \(scene.bar.isHidden ? "hidden" : "shown"), \(scene.rows.count) albums, "
            + "list at y \(GalleryScene.format(scene.list.contentOffset.y))"
        say("  final: \(final)")
        let after = try session.writePicture("after", to: outputDirectory, final: final)
        let timeline = try session.writeTimeline(to: outputDirectory, title: "Photo gallery: the demo's session")
        report(session)
        return [before, after] + timeline
    }

    /// A ported screen where Auto Layout, custom drawing and Core Animation meet gestures: a stroke
    /// drawn on the canvas, a stroke that starts on the sheet and flings it up (the sheet's pan
    /// takes it; nothing is drawn), a slow drag down to the middle detent, and the card held,
    /// lifted and carried. The "after" picture is taken as that finger lifts, before the card
    /// settles: lifted, with its shadow.
    private mutating func runBottomSheet() throws -> [URL] {
        let clock = ManualClock()
        let scene = BottomSheetScene(clock: clock)
        let session = Session(scene: scene, clock: clock, name: "bottom-sheet")
        say("")
        say("== \(scene.title)")
        let before = try session.writePicture("before", to: outputDirectory)
        let hands = session.driver
        let controller = scene.controller

        step(session, "draw a wave on the canvas: the canvas takes the finger, the sheet stays put")
        hands.paths([FingerPath(duration: 0.6) { u in Point(x: 50 + 270 * u, y: 190 - 60 * sin(2 * .pi * u)) }])
        hands.wait(0.3)

        step(session, "start a stroke on the sheet and fling it up: the sheet's pan takes it, nothing is drawn; the fling carries the sheet to full")
        hands.drag(from: Point(x: 320, y: 570), to: Point(x: 320, y: 400), duration: 0.15, easing: .fling)
        hands.wait(0.6)

        step(session, "drag the sheet down slowly and let go near the middle: it settles at half")
        hands.drag(from: Point(x: 320, y: 120), to: Point(x: 320, y: 360), duration: 1, easing: .easeOut)
        hands.wait(0.6)

        step(session, "hold the card until it lifts, then carry it: it scales up with a shadow and follows the finger")
        let card = controller.card!
        let grab = card.convert(CGPoint(x: card.bounds.midX, y: card.bounds.midY), to: controller.view)
        let start = Point(x: Double(grab.x), y: Double(grab.y))
        let carried = start + Vector(dx: 70, dy: 60)
        hands.paths([FingerPath(points: [(0, start), (0.7, start), (1.2, carried), (1.3, carried)])])

        let shown = CATransform3DGetAffineTransform(card.layer.presentation()?.transform ?? card.layer.transform)
        let shadow = card.layer.presentation()?.shadowOpacity ?? card.layer.shadowOpacity
        let strokes = BottomSheetScene.lastStroke(of: controller.canvas.path).count
        let setDown = card.convert(CGPoint(x: card.bounds.midX, y: card.bounds.midY), to: controller.view)
        let final = "sheet at \(controller.detent.rawValue) (top \(String(format: "%.1f", Double(controller.sheet.frame.minY)))); "
            + "card set down at \(point(Point(x: Double(setDown.x), y: Double(setDown.y)))), settling from "
            + "scale \(String(format: "%.2f", Double(shown.a))) and shadow \(String(format: "%.2f", Double(shadow))); "
            + "one stroke of \(strokes) points on the canvas"
        let after = try session.writePicture("after", to: outputDirectory, final: final)
        hands.wait(0.5)
        for line in scene.events { say("  event: \(line)") }
        say("  final: \(final)")
        let timeline = try session.writeTimeline(to: outputDirectory, title: "Bottom sheet: the demo's session")
        report(session)
        return [before, after] + timeline
    }

    /// A ported table screen: a tap selects a row, a full swipe to the right marks a task done, a
    /// swipe to the left part way opens a row's actions (Delete, then Flag on another row), a pull
    /// past the top refreshes the list, a held row is dragged two rows down, and the list is
    /// scrolled up and back.
    private mutating func runTodoList() throws -> [URL] {
        let clock = ManualClock()
        let scene = TodoListScene(clock: clock)
        let session = Session(scene: scene, clock: clock, name: "todo-list")
        say("")
        say("== \(scene.title)")
        let before = try session.writePicture("before", to: outputDirectory)
        let hands = session.driver
        let controller = scene.controller
        let rowHeight = Double(TodoListScene.rowHeight)
        func row(_ index: Int) -> Double { Double(TodoListScene.hintHeight) + rowHeight * (Double(index) + 0.5) }

        step(session, "tap a task: the row highlights, is selected on the lift and deselects itself")
        hands.tap(at: Point(x: 150, y: row(1)))
        hands.wait(0.5)

        step(session, "swipe the first task right across the row: a full swipe performs Done")
        hands.drag(from: Point(x: 40, y: row(0)), to: Point(x: 340, y: row(0)), duration: 0.25)
        hands.wait(0.5)

        step(session, "swipe the fourth task left part way: its Delete and Flag actions open")
        hands.drag(from: Point(x: 300, y: row(3)), to: Point(x: 180, y: row(3)), duration: 0.3)
        hands.wait(0.5)

        step(session, "tap Delete: the row is deleted and the rows below slide up")
        hands.tap(at: Point(x: 375 - 37, y: row(3)))
        hands.wait(0.5)

        step(session, "swipe the third task left part way and tap Flag: it is flagged")
        hands.drag(from: Point(x: 300, y: row(2)), to: Point(x: 180, y: row(2)), duration: 0.3)
        hands.wait(0.5)
        hands.tap(at: Point(x: 375 - 74 - 37, y: row(2)))
        hands.wait(0.5)

        step(session, "pull the list down past its top: the refresh control fires and a new task arrives at the top")
        hands.drag(from: Point(x: 187, y: 150), to: Point(x: 187, y: 420), duration: 0.6)
        hands.wait(1)

        step(session, "hold the third task until it lifts, then drag it down two rows: it moves, row by row")
        let start = Point(x: 150, y: row(2))
        let end = start + Vector(dx: 0, dy: 2 * rowHeight)
        hands.paths([FingerPath(points: [(0, start), (0.7, start), (1.2, end), (1.3, end)])])
        hands.wait(0.5)

        step(session, "fling the list up: it scrolls to its end and stops there; drag it back down to the top")
        hands.drag(from: Point(x: 187, y: 500), to: Point(x: 187, y: 380), duration: 0.12, easing: .fling)
        hands.wait(2)
        hands.drag(from: Point(x: 187, y: 300), to: Point(x: 187, y: 400), duration: 0.4, easing: .easeOut)
        hands.wait(1)

        for line in scene.events { say("  event: \(line)") }
        let tasks = controller.tasks.map { task in
            (task.isDone ? "✓ " : "") + task.title + (task.isFlagged ? " (flagged)" : "")
        }
        let final = "\(tasks.count) tasks: \(tasks.joined(separator: ", ")); "
            + "list at y \(String(format: "%.1f", Double(controller.tableView.contentOffset.y)))"
        say("  final: \(final)")
        let after = try session.writePicture("after", to: outputDirectory, final: final)
        let timeline = try session.writeTimeline(to: outputDirectory, title: "To-do list: the demo's session")
        report(session)
        return [before, after] + timeline
    }

    /// The relation lint of every scene: why a gesture would wait or could never begin, before
    /// anything runs. The scenes' delegates and recognizer classes are the demo's own code, so
    /// the lint consults them too.
    private mutating func runLint() {
        say("")
        say("== Relation lint of every scene (gestures lint --consult-delegates --consult-classes)")
        let options = RelationLint.Options(consultsDelegates: true, consultsCustomClasses: true)
        for entry in PlaygroundCatalog.entries {
            for line in SceneLint.lines(for: entry, options: options) { say("  " + line) }
        }
    }

    // MARK: Gestures the script library has no single call for

    /// Two fingers about `center`, spreading from `fromSpan` to `toSpan` points apart while the line
    /// between them turns by `angle` radians.
    static func pinchAndTurn(_ hands: TouchScript, center: Point, fromSpan: Double, toSpan: Double, angle: Double,
                             duration: Double) {
        func finger(_ side: Double) -> FingerPath {
            FingerPath(duration: duration) { u in
                let half = (fromSpan + (toSpan - fromSpan) * Swift.min(u * 1.1, 1)) / 2 * side
                let axis = Point(x: 1, y: 0).applying(Transform(rotationAngle: angle * Swift.min(u * 1.1, 1)))
                return Point(x: center.x + axis.x * half, y: center.y + axis.y * half)
            }
        }
        hands.paths([finger(-1), finger(1)])
    }

    /// Two fingers 70 points apart moving together by `delta`, lifting while still moving.
    static func twoFingerStroke(_ hands: TouchScript, from center: Point, by delta: Vector, duration: Double) {
        func finger(_ dx: Double) -> FingerPath {
            let start = Point(x: center.x + dx, y: center.y)
            return FingerPath(duration: duration) { u in start + delta * u }
        }
        hands.paths([finger(-35), finger(35)])
    }

    // MARK: Reporting

    private mutating func step(_ session: Session, _ text: String) {
        session.steps.append(text)
        say("  \(String(format: "%6.3f", session.clock.now)) s  \(text)")
    }

    private mutating func report(_ session: Session) {
        let counts = session.recognized.reduce(into: [String: Int]()) { $0[$1, default: 0] += 1 }
        let summary = counts.keys.sorted().map { "\($0) ×\(counts[$0]!)" }.joined(separator: ", ")
        say("  recognized: \(summary.isEmpty ? "nothing" : summary)")
        say("  sounds: \(session.sounds.played.isEmpty ? "none" : session.sounds.played.map(\.rawValue).joined(separator: ", "))")
    }

    private func point(_ p: Point) -> String {
        String(format: "(%.1f, %.1f)", p.x, p.y)
    }

    private func describe(_ view: View) -> String {
        let t = view.transform
        let scale = (t.a * t.a + t.b * t.b).squareRoot()
        let degrees = atan2(t.b, t.a) * 180 / .pi
        return "\(view.accessibilityIdentifier ?? "view") at \(point(view.center)), scale \(String(format: "%.2f", scale)), rotation \(String(format: "%.1f", degrees))°"
    }
}

/// One scene being played: its hands, its sounds, what it recognized.
@MainActor
final class Session {
    let scene: any PlaygroundScene
    let clock: ManualClock
    let name: String
    let driver: TouchScript
    let timeline: TimelineRecorder
    let sounds = SoundRecorder()
    /// Every recognition (a discrete gesture, or the start of a continuous one), by recognizer.
    private(set) var recognized: [String] = []

    init(scene: any PlaygroundScene, clock: ManualClock, name: String) {
        self.scene = scene
        self.clock = clock
        self.name = name
        driver = TouchScript(window: scene.window)
        timeline = TimelineRecorder(window: scene.window)
        driver.keepsRecording = false
        driver.onEvent = { [timeline] in timeline.record($0) }
        scene.soundPlayer = sounds
        scene.window.engine.addObserver { [weak self] diagnostic in
            guard case let .transition(recognizer, from, to) = diagnostic.event, from == .possible,
                  to == .began || to == .ended else { return }
            self?.recognized.append(recognizer.diagnosticLabel)
        }
    }

    /// What the script did so far, step by step.
    var steps: [String] = []

    /// Writes the scene as it is now, captioned: before the session, its title; after it, how
    /// many steps it played and where it left everything (`final`).
    func writePicture(_ moment: String, to directory: URL, final: String? = nil) throws -> URL {
        let url = directory.appendingPathComponent("\(name)-\(moment).svg")
        var caption = ["\(moment == "before" ? "Before" : "After"): \(scene.title)"]
        if let final {
            caption.append("after \(steps.count) scripted gestures:")
            caption += Self.wrap(final, width: Int(scene.window.bounds.width / 6.5))
        } else {
            caption.append("as the scene starts, before any touch")
        }
        try Self.write(SceneSnapshot(caption: caption).svg(of: scene.window), to: url)
        return url
    }

    /// `text` in lines of at most `width` characters, broken between words.
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            if !current.isEmpty, current.count + 1 + word.count > Swift.max(width, 10) {
                lines.append(current)
                current = ""
            }
            current += current.isEmpty ? String(word) : " " + word
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    /// Writes the session's timeline twice: as an SVG picture, and as one self-contained page to
    /// zoom, pan and hover in a browser (every bar's and arrow's full reason and values).
    func writeTimeline(to directory: URL, title: String) throws -> [URL] {
        let svg = directory.appendingPathComponent("\(name)-timeline.svg")
        try Self.write(TimelineSVG.render(timeline.timeline, title: title), to: svg)
        let html = directory.appendingPathComponent("\(name)-timeline.html")
        try Self.write(TimelineHTML.render(timeline.timeline, title: title), to: html)
        return [svg, html]
    }

    /// Writes a picture, or throws the error that names it and says what went wrong.
    static func write(_ text: String, to url: URL) throws {
        do {
            try text.write(to: url, atomically: true, encoding: .utf8)
        } catch {
            throw DemoOutputError(path: url.path, problem: OutputPath.problem(writingFile: url) ?? OutputPath.reason(of: error))
        }
    }
}

/// Keeps the sounds a scene played.
@MainActor
final class SoundRecorder: SoundPlayer {
    private(set) var played: [Sound] = []
    func play(_ sound: Sound) { played.append(sound) }
}
