import Gestures
import GestureTesting
import Testing
@testable import GestureApps

@MainActor
@Suite("SVG snapshots of view trees")
struct SceneSnapshotTests {
    private func window(_ width: Double = 200, _ height: Double = 100) -> Window {
        let window = Window(frame: Rect(x: 0, y: 0, width: width, height: height))
        window.accessibilityIdentifier = "window"
        return window
    }

    private func view(_ name: String, _ frame: Rect, _ color: Color? = nil, in parent: View) -> View {
        let view = View(frame: frame)
        view.accessibilityIdentifier = name
        view.backgroundColor = color
        parent.addSubview(view)
        return view
    }

    @Test("a window with one box: the whole document")
    func wholeDocument() {
        let window = window()
        window.backgroundColor = .white
        _ = view("box", Rect(x: 20, y: 30, width: 50, height: 40), .red, in: window)
        #expect(SceneSnapshot().svg(of: window) == """
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="200" height="100" viewBox="0 0 200 100">
              <g data-view="window">
                <rect x="0" y="0" width="200" height="100" fill="#ffffff"/>
                <g data-view="box" transform="translate(20 30)">
                  <rect x="0" y="0" width="50" height="40" fill="#ff0000"/>
                </g>
              </g>
            </svg>

            """)
    }

    @Test("nesting follows the tree, back to front; empty views are empty groups")
    func nesting() {
        let window = window()
        let back = view("back", Rect(x: 0, y: 0, width: 100, height: 100), .blue, in: window)
        _ = view("child", Rect(x: 10, y: 10, width: 20, height: 20), .green, in: back)
        _ = view("spacer", Rect(x: 0, y: 0, width: 5, height: 5), in: back)
        _ = view("front", Rect(x: 50, y: 0, width: 100, height: 100), .yellow, in: window)
        #expect(SVGOutline.outline(SceneSnapshot().svg(of: window)) == [
            "svg",
            "  g window",
            "    g back",
            "      rect",
            "      g child",
            "        rect",
            "      g spacer",
            "    g front",
            "      rect",
        ])
    }

    @Test("rotation, scale and bounds origin compose into each group's matrix")
    func transforms() {
        let window = window(300, 300)
        let turned = view("turned", Rect(x: 0, y: 0, width: 100, height: 50), .red, in: window)
        turned.transform = Transform(rotationAngle: .pi / 2)
        let scaled = view("scaled", Rect(x: 100, y: 100, width: 40, height: 20), .red, in: window)
        scaled.transform = Transform(scaleX: 2, y: 0.5)
        let scroller = view("scroller", Rect(x: 0, y: 200, width: 100, height: 100), .gray, in: window)
        scroller.bounds.origin = Point(x: 10, y: 20)
        _ = view("content", Rect(x: 10, y: 20, width: 30, height: 30), .green, in: scroller)

        let svg = SceneSnapshot().svg(of: window)
        // A 90° clockwise turn about the center (50, 25): the top-left corner lands at (75, -25).
        #expect(SVGOutline.group(svg, view: "turned")?["transform"] == "matrix(0 1 -1 0 75 -25)")
        // Scaled about its center (120, 110): x from 120 − 40 = 80, y from 110 − 5 = 105.
        #expect(SVGOutline.group(svg, view: "scaled")?["transform"] == "matrix(2 0 0 0.5 80 105)")
        // The bounds origin is a scroll offset: the group moves to (0, 200) then back by (10, 20)…
        #expect(SVGOutline.group(svg, view: "scroller")?["transform"] == "translate(-10 180)")
        // …so the content at (10, 20) in the scroller is drawn at the scroller's top-left corner.
        #expect(SVGOutline.group(svg, view: "content")?["transform"] == "translate(10 20)")
        let scrollerRect = SVGOutline.tags(svg).drop { $0["data-view"] != "scroller" }.dropFirst().first
        #expect(scrollerRect?.attributes == ["x": "10", "y": "20", "width": "100", "height": "100", "fill": "#808080"])
    }

    @Test("the drawn place of every corner matches the engine's own conversion")
    func matchesEngineGeometry() {
        let window = window(400, 400)
        let outer = view("outer", Rect(x: 50, y: 60, width: 200, height: 150), .red, in: window)
        outer.transform = Transform(rotationAngle: 0.3).scaledBy(x: 1.5, y: 0.8)
        outer.bounds.origin = Point(x: -12, y: 7)
        let inner = view("inner", Rect(x: 30, y: 40, width: 60, height: 30), .blue, in: outer)
        inner.transform = Transform(rotationAngle: -1.1)

        let svg = SceneSnapshot().svg(of: window)
        let matrices = ["outer", "inner"].map { name -> Transform in
            let values = (SVGOutline.group(svg, view: name)?["transform"] ?? "")
                .dropFirst("matrix(".count).dropLast().split(separator: " ").compactMap { Double($0) }
            guard values.count == 6 else { return .identity }
            return Transform(a: values[0], b: values[1], c: values[2], d: values[3], tx: values[4], ty: values[5])
        }
        let drawn = matrices[1].concatenating(matrices[0])
        for corner in [Point(x: 0, y: 0), Point(x: 60, y: 0), Point(x: 0, y: 30), Point(x: 60, y: 30)] {
            let expected = inner.convert(corner, to: nil)
            let actual = corner.applying(drawn)
            #expect(abs(actual.x - expected.x) < 0.01 && abs(actual.y - expected.y) < 0.01,
                    "corner \(corner): drawn at \(actual), engine says \(expected)")
        }
    }

    @Test("alpha is group opacity, nested; colour alpha is fill opacity")
    func opacity() {
        let window = window()
        let parent = view("parent", Rect(x: 0, y: 0, width: 100, height: 100), .red, in: window)
        parent.alpha = 0.5
        let child = view("child", Rect(x: 0, y: 0, width: 50, height: 50), Color(white: 1, alpha: 0.25), in: parent)
        child.alpha = 0.5
        let svg = SceneSnapshot().svg(of: window)
        #expect(SVGOutline.group(svg, view: "parent")?["opacity"] == "0.5")
        #expect(SVGOutline.group(svg, view: "child")?["opacity"] == "0.5")
        #expect(SVGOutline.group(svg, view: "window")?["opacity"] == nil)
        #expect(svg.contains("""
                  <g data-view="child" opacity="0.5">
                    <rect x="0" y="0" width="50" height="50" fill="#ffffff" fill-opacity="0.25"/>
            """))
    }

    @Test("hidden and fully transparent views are skipped with their subviews")
    func hiddenViews() {
        let window = window()
        let hidden = view("hidden", Rect(x: 0, y: 0, width: 10, height: 10), .red, in: window)
        hidden.isHidden = true
        _ = view("underHidden", Rect(x: 0, y: 0, width: 5, height: 5), .red, in: hidden)
        let clear = view("clear", Rect(x: 0, y: 0, width: 10, height: 10), .red, in: window)
        clear.alpha = 0
        let nan = view("nan", Rect(x: 0, y: 0, width: 10, height: 10), .red, in: window)
        nan.alpha = .nan
        let flat = view("flat", Rect(x: 0, y: 0, width: 10, height: 10), .red, in: window)
        flat.transform = Transform(scaleX: 0, y: 1)
        let lost = view("lost", Rect(x: 0, y: 0, width: 10, height: 10), .red, in: window)
        lost.center = Point(x: .infinity, y: 0)
        _ = view("invisibleColour", Rect(x: 0, y: 0, width: 10, height: 10), .clear, in: window)
        _ = view("shown", Rect(x: 0, y: 0, width: 10, height: 10), .red, in: window)
        #expect(SVGOutline.outline(SceneSnapshot().svg(of: window)) == [
            "svg",
            "  g window",
            "    g invisibleColour",
            "    g shown",
            "      rect",
        ])
    }

    @Test("image views use the built-in asset, stretched over their bounds")
    func images() {
        let window = window(300, 200)
        let banana = ImageView(image: .banana)
        banana.accessibilityIdentifier = "banana"
        banana.center = Point(x: 100, y: 100)
        window.addSubview(banana)
        let stretched = ImageView(frame: Rect(x: 0, y: 0, width: 60, height: 30))
        stretched.image = .banana
        window.addSubview(stretched)
        let unknown = ImageView(frame: Rect(x: 0, y: 0, width: 40, height: 40))
        unknown.image = Image(name: "<giraffe>", size: Size(width: 40, height: 40))
        window.addSubview(unknown)

        let svg = SceneSnapshot().svg(of: window)
        #expect(SVGOutline.outline(svg) == [
            "svg",
            "  defs",
            "    symbol asset-banana",
        ] + Asset.banana.markup.split(separator: "\n").map { "      " + String($0.prefix { $0 != " " }.dropFirst()) } + [
            "  g window",
            "    g banana",
            "      use #asset-banana",
            "    g",
            "      use #asset-banana",
            "    g",
            "      g missing:&lt;giraffe&gt;",
            "        rect",
            "        path",
        ])
        #expect(svg.contains("<symbol id=\"asset-banana\" viewBox=\"0 0 120 72\" preserveAspectRatio=\"none\">"))
        #expect(svg.contains("""
                <g data-view="banana" transform="translate(40 64)">
                  <use xlink:href="#asset-banana" x="0" y="0" width="120" height="72"/>
            """))
        #expect(svg.contains("<use xlink:href=\"#asset-banana\" x=\"0\" y=\"0\" width=\"60\" height=\"30\"/>"))
        #expect(svg.contains("<g data-missing-image=\"&lt;giraffe&gt;\">"))
        #expect(!svg.contains("asset-monkey"))
    }

    @Test("every built-in asset is a well-formed fragment inside its natural box",
          arguments: ["monkey", "banana", "file", "trash"])
    func assets(name: String) throws {
        let asset = try #require(Asset.named(name))
        #expect(asset.image == Image(name: name, size: asset.size))
        var depth = 0
        for tag in SVGOutline.tags(asset.markup) {
            #expect(["circle", "ellipse", "path", "rect"].contains(tag.name), "unexpected <\(tag.name)>")
            if tag.isClosing { depth -= 1 } else if !tag.isSelfClosing { depth += 1 }
            for coordinate in ["cx", "x"] {
                if let value = tag[coordinate].flatMap(Double.init) { #expect((0...asset.size.width).contains(value)) }
            }
            for coordinate in ["cy", "y"] {
                if let value = tag[coordinate].flatMap(Double.init) { #expect((0...asset.size.height).contains(value)) }
            }
        }
        #expect(depth == 0)
    }

    @Test("the overlay draws each active touch and a legend of the active recognizers")
    func overlay() {
        let scene = DragBoxScene(clock: ManualClock())
        let driver = TouchDriver(window: scene.window)
        driver.down(7, at: Point(x: 240, y: 180))

        let idle = SceneSnapshot(showsOverlay: true).svg(of: scene.window)
        #expect(idle.hasSuffix("""
              <g data-overlay="touches">
                <circle data-touch="7" cx="240" cy="180" r="22" fill="#5b8def" fill-opacity="0.4" stroke="#1f4fb8" stroke-width="2"/>
              </g>
              <g data-overlay="legend" transform="translate(8 308)">
                <rect x="0" y="0" width="118" height="44" rx="6" fill="#1c1c1e" fill-opacity="0.75"/>
                <text x="8" y="18" font-family="DejaVu Sans Mono, monospace" font-size="12" fill="#ffffff">1 touch</text>
                <text x="8" y="34" font-family="DejaVu Sans Mono, monospace" font-size="12" fill="#ffffff">drag: possible</text>
              </g>
            </svg>

            """))

        driver.move(7, to: Point(x: 260, y: 180))
        driver.down(8, at: Point(x: 200, y: 200))
        let dragging = SVGOutline.tags(SceneSnapshot(showsOverlay: true).svg(of: scene.window))
        #expect(dragging.compactMap { $0["data-touch"] } == ["7", "8"])
        #expect(SceneSnapshot.legendLines(of: scene.window) == ["2 touches", "drag: began"])

        driver.up(7)
        driver.up(8)
        #expect(SceneSnapshot.legendLines(of: scene.window) == ["0 touches", "no active recognizers"])
        #expect(!SceneSnapshot().svg(of: scene.window).contains("data-overlay"))
    }

    @Test("finger hints are dashed rings, drawn without the overlay too")
    func hints() {
        let window = window()
        let svg = SceneSnapshot(fingerHints: [Point(x: 10, y: 20), Point(x: 190, y: 80)]).svg(of: window)
        #expect(svg.hasSuffix("""
              <g data-overlay="hints">
                <circle cx="10" cy="20" r="22" fill="none" stroke="#6e6e73" stroke-width="2" stroke-dasharray="5 4"/>
                <circle cx="190" cy="80" r="22" fill="none" stroke="#6e6e73" stroke-width="2" stroke-dasharray="5 4"/>
              </g>
            </svg>

            """))
    }

    @Test("names are escaped; a hidden window draws an empty document")
    func escapingAndEmpty() {
        let window = window()
        window.accessibilityIdentifier = "a \"quoted\" <name> & more"
        #expect(SVGOutline.tags(SceneSnapshot().svg(of: window))[1]["data-view"]
                == "a &quot;quoted&quot; &lt;name&gt; &amp; more")
        window.isHidden = true
        #expect(SVGOutline.outline(SceneSnapshot().svg(of: window)) == ["svg"])
    }

    @Test("a very deep tree renders without recursion")
    func deepTree() {
        let window = window()
        var parent: View = window
        for _ in 0..<20_000 {
            let child = View(frame: Rect(x: 0, y: 0, width: 1, height: 1))
            parent.addSubview(child)
            parent = child
        }
        parent.backgroundColor = .red
        let svg = SceneSnapshot().svg(of: window)
        #expect(SVGOutline.tags(svg).filter { $0.name == "rect" }.count == 1)
    }
}

@Suite("SVG numbers")
struct SVGNumberTests {
    @Test("plain decimals, at most four places, no exponent", arguments: [
        (0.0, "0"), (-0.0, "0"), (12, "12"), (-0.5, "-0.5"), (0.70710678, "0.7071"), (1e-7, "0"),
        (6.123e-17, "0"), (123456.00004, "123456"), (0.00005, "0.0001"), (2.5e12, "1000000000"),
        (.nan, "0"), (.infinity, "0"), (-3.0001, "-3.0001"), (0.0102, "0.0102"),
    ] as [(Double, String)])
    func number(value: Double, text: String) {
        #expect(SVGText.number(value) == text)
    }

    @Test("colours are #rrggbb")
    func colours() {
        #expect(SVGText.hex(Color(red: 1, green: 0.5, blue: 0)) == "#ff8000")
        #expect(SVGText.hex(Color(white: 0.2)) == "#333333")
    }
}

@MainActor
@Suite("SVG snapshots of animations")
struct SceneSnapshotAnimationTests {
    @Test("an animation in flight is drawn where it is presented, not where the model already is")
    func presentation() {
        let clock = ManualClock()
        let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 100), clock: clock)
        let box = View(frame: Rect(x: 0, y: 0, width: 20, height: 20))
        box.accessibilityIdentifier = "box"
        box.backgroundColor = .red
        window.addSubview(box)
        View.animate(withDuration: 1, options: .curveLinear) {
            box.center = Point(x: 110, y: 10)
            box.alpha = 0
        }
        func drawn() -> [String: String] { SVGOutline.group(SceneSnapshot().svg(of: window), view: "box")?.attributes ?? [:] }
        // At the start the box is still presented at the origin, where it was.
        #expect(drawn() == ["data-view": "box"])
        clock.advance(by: 0.25)
        #expect(drawn() == ["data-view": "box", "transform": "translate(25 0)", "opacity": "0.75"])
        clock.advance(by: 1)
        // Done: alpha 0 is not drawn at all.
        #expect(SVGOutline.group(SceneSnapshot().svg(of: window), view: "box") == nil)
    }
}
