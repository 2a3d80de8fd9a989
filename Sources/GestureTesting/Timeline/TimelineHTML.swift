import Gestures

/// Draws a ``Timeline`` as one self-contained interactive HTML page (no network, no files beside
/// it): the lanes of ``TimelineSVG``, drawn by a small script from the timeline's data, which
/// zooms in time with the wheel (about the pointer), pans by dragging, shows each span's,
/// action's and decision's reason and values on hover, and filters the recognizers by name.
///
/// The view can also be set from the page's address, so that a view can be shared or tested:
/// `page.html#from=0.5&to=1.2&filter=tap` shows 0.5 s to 1.2 s and the lanes whose names contain
/// `tap`. `#selftest` plays a wheel turn, a drag, a hover and a filter through the page's own
/// handlers and writes what each did into the page (`<pre id="selftest">`), for a headless browser.
public enum TimelineHTML {
    /// The page, as a complete HTML document.
    public static func render(_ timeline: Timeline, title: String = "Gesture timeline") -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>\(TimelineSVG.escape(title))</title>
        <style>
        \(style)
        </style>
        </head>
        <body>
        <header>
        <h1>\(TimelineSVG.escape(title))</h1>
        <label>Recognizers: <input id="filter" type="search" placeholder="filter by name"></label>
        <button id="reset" type="button">Whole session</button>
        <span id="range"></span>
        <span class="help">wheel: zoom in time · drag: pan · hover: why and what</span>
        </header>
        <div id="plot"></div>
        <div id="tip" hidden></div>
        <pre id="selftest" hidden></pre>
        <script id="timeline-data" type="application/json">\(json(timeline))</script>
        <script>
        \(script)
        </script>
        </body>
        </html>

        """
    }

    /// The timeline as JSON: `start` and `end` of the session in seconds, the window's size, the
    /// touch tracks (`[time, x, y, phase]` samples), the lanes (`[state, start, end]` spans and
    /// `[time, state]` actions) and the decisions. Numbers that are not finite are `null`; `<` is
    /// escaped, so the data cannot close its script element.
    static func json(_ timeline: Timeline) -> String {
        let range = timeline.timeRange
        var out = "{\"start\":\(number(range.lowerBound)),\"end\":\(number(range.upperBound))"
        out += ",\"width\":\(number(timeline.windowSize.width)),\"height\":\(number(timeline.windowSize.height))"
        out += ",\"tracks\":["
        out += timeline.tracks.map { track in
            "{\"id\":\(track.id),\"samples\":["
                + track.samples.map { "[\(number($0.time)),\(number($0.location.x)),\(number($0.location.y)),\(string("\($0.phase)"))]" }
                    .joined(separator: ",")
                + "]}"
        }.joined(separator: ",")
        out += "],\"lanes\":["
        out += timeline.lanes.map { lane in
            "{\"label\":\(string(lane.label)),\"spans\":["
                + lane.spans.map { "[\(string("\($0.state)")),\(number($0.start)),\($0.end.map(number) ?? "null")]" }
                    .joined(separator: ",")
                + "],\"actions\":["
                + lane.actions.map { "[\(number($0.time)),\(string("\($0.state)"))]" }.joined(separator: ",")
                + "]}"
        }.joined(separator: ",")
        out += "],\"decisions\":["
        out += timeline.decisions.map { decision in
            "{\"time\":\(number(decision.time)),\"kind\":\(string(decision.kind.rawValue)),\"from\":"
                + (decision.from.map(string) ?? "null") + ",\"to\":\(string(decision.to)),\"text\":\(string(decision.text))}"
        }.joined(separator: ",")
        return out + "]}"
    }

    static func number(_ value: Double) -> String {
        value.isFinite ? "\(value)" : "null"
    }

    /// A JSON string; `<`, `>` and `&` as escapes, so that the text is inert inside HTML.
    static func string(_ text: String) -> String {
        var out = ""
        TraceWriter<String>.appendString(text, to: &out, inertInHTML: true)
        return out
    }

    static let style = """
        body { font-family: "DejaVu Sans", Helvetica, Arial, sans-serif; margin: 0; color: #263238; }
        header { display: flex; gap: 16px; align-items: center; padding: 10px 16px; border-bottom: 1px solid #eceff1; flex-wrap: wrap; }
        h1 { font-size: 16px; margin: 0; }
        .help { color: #78909c; font-size: 12px; }
        #range { font-size: 12px; color: #455a64; }
        #plot { padding: 0 16px 16px; user-select: none; cursor: grab; }
        #plot.dragging { cursor: grabbing; }
        #tip { position: fixed; pointer-events: none; background: #263238; color: #fff; font-size: 12px; padding: 4px 8px; border-radius: 4px; max-width: 480px; }
        .lane-label { font-size: 12px; }
        .tick { font-size: 10px; fill: #546e7a; }
        """

    static let script = #"""
        "use strict";
        const data = JSON.parse(document.getElementById("timeline-data").textContent);
        const colours = { possible: "#cfd8dc", began: "#9ccc65", changed: "#43a047", ended: "#1e88e5", failed: "#e53935", cancelled: "#fb8c00" };
        const kinds = { excluded: "#c62828", waiting: "#6a1b9a", released: "#2e7d32", requirement: "#ad1457", shouldBegin: "#5d4037", concluded: "#455a64", cycle: "#ef6c00" };
        const labelWidth = 150, plotWidth = 900, touchHeight = 40, laneHeight = 30, axisHeight = 26;
        const minimumSpan = 0.001;
        const whole = { from: data.start, to: Math.max(data.end, data.start + 0.05) };
        const view = { from: whole.from, to: whole.to, filter: "" };
        const plot = document.getElementById("plot"), tip = document.getElementById("tip");
        const filterInput = document.getElementById("filter");
        const svgNS = "http://www.w3.org/2000/svg";

        function x(t) { return labelWidth + (t - view.from) / (view.to - view.from) * plotWidth; }
        function time(px) { return view.from + (px - labelWidth) / plotWidth * (view.to - view.from); }
        function seconds(t) { return Number.isFinite(t) ? (Math.abs(t) >= 1e15 ? t.toPrecision(3) : String(Math.round(t * 1000) / 1000)) : String(t); }
        function element(name, attributes, parent, tipText) {
            const node = document.createElementNS(svgNS, name);
            for (const key in attributes) node.setAttribute(key, attributes[key]);
            if (tipText !== undefined) node.dataset.tip = tipText;
            parent.appendChild(node);
            return node;
        }
        function clip(a, b) { return [Math.max(a, view.from), Math.min(b, view.to)]; }
        function visibleLanes() {
            const f = view.filter.toLowerCase();
            return data.lanes.filter(lane => f === "" || lane.label.toLowerCase().includes(f));
        }
        // A round step giving at most about ten ticks, for any range.
        function tickStep(span) {
            const raw = Math.max(span / 10, 1e-9);
            const decade = Math.pow(10, Math.floor(Math.log10(raw)));
            for (const f of [1, 2, 5, 10]) if (decade * f >= raw) return decade * f;
            return decade * 10;
        }

        function draw() {
            const lanes = visibleLanes();
            const height = axisHeight + data.tracks.length * touchHeight + lanes.length * laneHeight + 10;
            plot.textContent = "";
            const svg = element("svg", { width: labelWidth + plotWidth + 20, height: height, id: "timeline" }, plot);
            element("rect", { x: labelWidth, y: axisHeight, width: plotWidth, height: height - axisHeight, fill: "#fcfcfc" }, svg);
            const step = tickStep(view.to - view.from);
            const first = Math.ceil(view.from / step);
            for (let i = 0; i <= 20; i++) {
                const t = (first + i) * step;
                if (t > view.to || !Number.isFinite(t)) break;
                element("line", { x1: x(t), x2: x(t), y1: axisHeight - 4, y2: height, stroke: "#eceff1" }, svg);
                element("text", { x: x(t) - 10, y: axisHeight - 8, class: "tick" }, svg).textContent = seconds(t) + " s";
            }
            let top = axisHeight;
            for (const track of data.tracks) {
                element("text", { x: 0, y: top + touchHeight / 2 + 4, class: "lane-label" }, svg).textContent = "touch " + track.id;
                for (const [axis, stroke] of [[1, "#3949ab"], [2, "#f4511e"]]) {
                    const extent = axis === 1 ? data.width : data.height;
                    const points = track.samples.filter(s => s[0] >= view.from && s[0] <= view.to)
                        .map(s => x(s[0]) + "," + (top + 4 + (touchHeight - 10) * (1 - Math.min(Math.max(s[axis] / extent, 0), 1))));
                    if (points.length) element("polyline", { points: points.join(" "), fill: "none", stroke: stroke, "stroke-width": 1.5 }, svg);
                }
                for (const s of track.samples) {
                    if (s[3] === "moved" || s[3] === "stationary" || s[0] < view.from || s[0] > view.to) continue;
                    element("circle", { cx: x(s[0]), cy: top + touchHeight / 2, r: 4, fill: s[3] === "began" ? "#263238" : "#90a4ae", class: "touch-phase" },
                            svg, "touch " + track.id + " " + s[3] + " at " + seconds(s[0]) + " s, (" + s[1] + ", " + s[2] + ")");
                }
                top += touchHeight;
            }
            const laneTop = {};
            for (const lane of lanes) {
                laneTop[lane.label] = top;
                element("text", { x: 0, y: top + laneHeight / 2 + 4, class: "lane-label" }, svg).textContent = lane.label;
                for (const [state, start, end] of lane.spans) {
                    const [a, b] = clip(start, end === null ? whole.to : end);
                    if (b < a) continue;
                    const width = Math.max(x(b) - x(a), state === "ended" || state === "failed" || state === "cancelled" ? 4 : 1);
                    element("rect", { x: Math.min(x(a), labelWidth + plotWidth - width), y: top + 8, width: width, height: 14, fill: colours[state], class: "span span-" + state },
                            svg, lane.label + " " + state + " from " + seconds(start) + " s to " + (end === null ? "the end" : seconds(end) + " s"));
                }
                for (const [t, state] of lane.actions) {
                    if (t < view.from || t > view.to) continue;
                    element("line", { x1: x(t), x2: x(t), y1: top + 2, y2: top + 8, stroke: "#212121", "stroke-width": state === "changed" ? 1 : 2, class: "action" },
                            svg, lane.label + " action (" + state + ") at " + seconds(t) + " s");
                }
                top += laneHeight;
            }
            for (const d of data.decisions) {
                if (d.time < view.from || d.time > view.to || laneTop[d.to] === undefined) continue;
                const y = laneTop[d.to] + 15;
                const fromY = d.from !== null && laneTop[d.from] !== undefined ? laneTop[d.from] + 15 : null;
                if (fromY !== null && fromY !== y) {
                    element("path", { d: "M" + x(d.time) + "," + fromY + " Q" + (x(d.time) + 12) + "," + ((fromY + y) / 2) + " " + x(d.time) + "," + y,
                                      fill: "none", stroke: kinds[d.kind], "stroke-width": 1.5, class: "decision decision-" + d.kind }, svg, d.text);
                } else {
                    element("circle", { cx: x(d.time), cy: y, r: 5, fill: "none", stroke: kinds[d.kind], "stroke-width": 2, class: "decision decision-" + d.kind }, svg, d.text);
                }
            }
            document.getElementById("range").textContent = seconds(view.from) + " s to " + seconds(view.to) + " s · "
                + lanes.length + " of " + data.lanes.length + " recognizers";
        }

        function setView(from, to) {
            const span = Math.max(to - from, minimumSpan);
            view.from = Math.max(whole.from, Math.min(from, whole.to - span));
            view.to = Math.min(whole.to, view.from + span);
            draw();
        }
        function zoom(px, factor) {
            const t = time(px);
            setView(t - (t - view.from) * factor, t + (view.to - t) * factor);
        }
        plot.addEventListener("wheel", event => {
            event.preventDefault();
            const box = plot.querySelector("svg").getBoundingClientRect();
            zoom(event.clientX - box.left, event.deltaY < 0 ? 0.8 : 1.25);
        }, { passive: false });
        let drag = null;
        plot.addEventListener("mousedown", event => { drag = { x: event.clientX, from: view.from, to: view.to }; plot.classList.add("dragging"); });
        window.addEventListener("mouseup", () => { drag = null; plot.classList.remove("dragging"); });
        window.addEventListener("mousemove", event => {
            if (drag) {
                const dt = (event.clientX - drag.x) / plotWidth * (drag.to - drag.from);
                setView(drag.from - dt, drag.to - dt);
                return;
            }
            const target = event.target instanceof Element ? event.target.closest("[data-tip]") : null;
            if (!target) { tip.hidden = true; return; }
            tip.textContent = target.dataset.tip;
            tip.style.left = (event.clientX + 12) + "px";
            tip.style.top = (event.clientY + 12) + "px";
            tip.hidden = false;
        });
        filterInput.addEventListener("input", () => { view.filter = filterInput.value; draw(); });
        document.getElementById("reset").addEventListener("click", () => setView(whole.from, whole.to));

        // The view from the address: #from=S&to=S&filter=TEXT (and #selftest).
        const parameters = new URLSearchParams(location.hash.slice(1));
        if (parameters.has("filter")) { view.filter = parameters.get("filter"); filterInput.value = view.filter; }
        const from = parseFloat(parameters.get("from")), to = parseFloat(parameters.get("to"));
        setView(Number.isFinite(from) ? from : whole.from, Number.isFinite(to) ? to : whole.to);

        if (parameters.has("selftest")) {
            const log = [];
            const state = () => seconds(view.from) + " s to " + seconds(view.to) + " s, " + visibleLanes().length + " lanes";
            log.push("start: " + state());
            const box = () => plot.querySelector("svg").getBoundingClientRect();
            plot.dispatchEvent(new WheelEvent("wheel", { deltaY: -100, clientX: box().left + labelWidth + plotWidth / 2, clientY: box().top + 10, bubbles: true, cancelable: true }));
            log.push("wheel in at the middle: " + state());
            plot.dispatchEvent(new MouseEvent("mousedown", { clientX: box().left + labelWidth + 300, clientY: box().top + 10, bubbles: true }));
            window.dispatchEvent(new MouseEvent("mousemove", { clientX: box().left + labelWidth + 390, clientY: box().top + 10, bubbles: true }));
            window.dispatchEvent(new MouseEvent("mouseup", { bubbles: true }));
            log.push("drag 90 px right: " + state());
            document.getElementById("reset").click();
            log.push("whole session: " + state());
            const span = plot.querySelector(".span-failed") || plot.querySelector(".span");
            if (span) {
                const r = span.getBoundingClientRect();
                span.dispatchEvent(new MouseEvent("mousemove", { clientX: r.left + 1, clientY: r.top + 1, bubbles: true }));
                log.push("hover a span: " + (tip.hidden ? "no tip" : tip.textContent));
            }
            const decision = plot.querySelector(".decision");
            if (decision) {
                const r = decision.getBoundingClientRect();
                decision.dispatchEvent(new MouseEvent("mousemove", { clientX: r.left + 1, clientY: r.top + 1, bubbles: true }));
                log.push("hover a decision: " + (tip.hidden ? "no tip" : tip.textContent));
            }
            const name = data.lanes.length ? data.lanes[0].label : "";
            filterInput.value = name;
            filterInput.dispatchEvent(new Event("input"));
            log.push("filter \"" + name + "\": " + state() + ": " + Array.from(plot.querySelectorAll(".lane-label")).map(n => n.textContent).filter(t => !t.startsWith("touch ")).join(", "));
            const out = document.getElementById("selftest");
            out.textContent = log.join("\n");
            out.hidden = false;
        }
        """#
}
