import CSDL2
import Glibc

let usage = """
    usage: gestures-bench [--filter TEXT] [--json] [--updates N] [--runs N]
           gestures-bench --velocity-report
           gestures-bench --velocity-recordings
           gestures-bench --soak [SEQUENCES]
           gestures-bench --deep-tree [LEVELS]
           gestures-bench --layout

    Measures the engine in steady state: nanoseconds per touch update (the median of several
    runs, with the fastest and slowest), heap allocations per update, peak memory, and the ratio to
    the floor (the same arithmetic with no engine); then the targets, each ratio between two
    scenarios timed in interleaved rounds. Build in release:
      swift run -c release --package-path Benchmarks gestures-bench

      --filter TEXT        only scenarios whose name contains TEXT (and the floor and SDL2's
                           touch path, which the targets compare with)
      --only NAME[,NAME…]  exactly those scenarios, nothing else (for counting one's
                           instructions: Benchmarks/instructions.sh; with two that a target
                           compares, that target's interleaved ratio is printed too)
      --json               one JSON object per scenario, per line
      --updates N          updates per run (default 200000)
      --runs N             timed runs per scenario (default 7)
      --velocity-report    the accuracy of both velocity estimators, as a Markdown table
      --velocity-recordings  both estimators on the real drags of Tests/Fixtures/evemu, as a Markdown table
      --soak [SEQUENCES]   replay that many touch sequences (default 1000000), checking that memory
                           and the engine's tables stay flat
      --layout             Auto Layout: a 200-view, 800-constraint screen solved from scratch, and
                           re-solved after one constant change (target: ≤ 1/20 of the full solve)
      --deep-tree [LEVELS] build a view tree that deep (default 1000000), one view in the other;
                           hit-test, search and touch it and free it: exit 1 if a check fails
                           (running out of stack ends the process)
    """

@MainActor
func main() -> Int32 {
    var filter: String?
    var only: String?
    var json = false
    var updates = 200_000
    var runs = 7
    var arguments = CommandLine.arguments.dropFirst()
    while let argument = arguments.popFirst() {
        switch argument {
        case "--filter":
            guard let value = arguments.popFirst() else { print(usage); return 2 }
            filter = value
        case "--only":
            guard let value = arguments.popFirst() else { print(usage); return 2 }
            only = value
        case "--json": json = true
        case "--updates":
            guard let value = arguments.popFirst().flatMap({ Int($0) }), value > 0 else { print(usage); return 2 }
            updates = value
        case "--runs":
            guard let value = arguments.popFirst().flatMap({ Int($0) }), value > 0 else { print(usage); return 2 }
            runs = value
        case "--velocity-report":
            VelocityReport.print()
            return 0
        case "--velocity-recordings":
            RecordedVelocityReport.print()
            return 0
        case "--soak":
            let count = arguments.first.flatMap { Int($0) }
            if count != nil { arguments.removeFirst() }
            return Soak.run(sequences: count ?? 1_000_000) ? 0 : 1
        case "--layout":
            return LayoutBench.run() ? 0 : 1
        case "--deep-tree":
            let levels = arguments.first.flatMap { Int($0) }
            if levels != nil { arguments.removeFirst() }
            return DeepTree.run(levels: levels ?? 1_000_000) ? 0 : 1
        case "--help", "-h":
            print(usage)
            return 0
        default:
            print("gestures-bench: unknown option \(argument)\n\(usage)")
            return 2
        }
    }

    #if DEBUG
    print("warning: a debug build; build with -c release for meaningful figures")
    #endif
    // The floor and SDL2's touch path run with every selection: the targets compare with them.
    let references: Set<String> = ["floor", "sdl2-touch-path"]
    var scenarios = Scenarios.all.filter { filter == nil || $0.name.contains(filter!) || references.contains($0.name) }
    if let only {
        let names = only.split(separator: ",").map(String.init)
        scenarios = Scenarios.all.filter { names.contains($0.name) }
        if let unknown = names.first(where: { name in !scenarios.contains { $0.name == name } }) {
            print("gestures-bench: no scenario named \(unknown)")
            return 2
        }
    }
    if !SDLTouchPath.isAvailable {
        print("warning: SDL2 did not start (\(String(cString: SDL_GetError()))); its touch path is left out")
        scenarios.removeAll { $0.name == "sdl2-touch-path" }
    }
    var results: [Measurement] = []
    for scenario in scenarios {
        results.append(Bench.measure(scenario, updates: updates, runs: runs))
    }
    let floor = results.first { $0.name == "floor" }?.nanoseconds
    for index in results.indices where results[index].unit == "update" && results[index].name != "floor" {
        if let floor { results[index].ratioToFloor = results[index].nanoseconds / floor }
    }
    if json {
        for r in results {
            print("{\"scenario\":\"\(r.name)\",\"unit\":\"\(r.unit)\",\"ns\":\(fmt(r.nanoseconds)),\"fastest\":\(fmt(r.fastest)),"
                + "\"slowest\":\(fmt(r.slowest)),\"allocations\":\(fmt(r.allocationsPerUpdate, 3)),"
                + "\"peakMiB\":\(fmt(r.peakMemoryMiB)),\"ratioToFloor\":\(r.ratioToFloor.map { fmt($0) } ?? "null"),"
                + "\"target\":\(r.target.map { fmt($0) } ?? "null"),\"time\":\"\(r.timeVerdict)\",\"allocation\":\"\(r.allocationVerdict)\"}")
        }
    } else {
        print(pad("scenario", 30) + pad("ns/update", 11) + pad("fastest–slowest", 18) + pad("allocs", 8)
              + pad("peak MiB", 10) + pad("× floor", 9) + "targets")
        for r in results {
            var verdicts: [String] = []
            if let target = r.target { verdicts.append("≤ \(fmt(target, 0)) ns \(r.timeVerdict)") }
            if r.mustNotAllocate { verdicts.append("0 allocs \(r.allocationVerdict)") }
            print(pad(r.name, 30) + pad(fmt(r.nanoseconds), 11) + pad("\(fmt(r.fastest))–\(fmt(r.slowest))", 18)
                  + pad(fmt(r.allocationsPerUpdate, 3), 8) + pad(fmt(r.peakMemoryMiB), 10)
                  + pad(r.ratioToFloor.map { fmt($0) } ?? "", 9) + verdicts.joined(separator: ", "))
        }
    }
    // Targets that compare scenarios: each ratio from interleaved rounds of the two
    // (`Bench.ratios`), not from the medians above, which were measured minutes apart.
    struct Comparison {
        let top: String, bottom: String
        /// What the check says, given the ratio as printed.
        let words: (String) -> String
        let limit: Double
        var digits = 2
    }
    var comparisons = [
        Comparison(top: "depth-128", bottom: "depth-1", words: { "depth 128 ≤ 1.5 × depth 1 (\($0))" }, limit: 1.5),
        // The speed of C: a pan update against SDL2's own touch path and the arithmetic floor,
        // and what the other scenarios may cost next to a plain pan.
        Comparison(top: "pan", bottom: "sdl2-touch-path", words: { "pan ≤ SDL2's touch path in time (\($0))" }, limit: 1),
        Comparison(top: "pan", bottom: "floor", words: { "pan ≤ 10 × floor (\($0))" }, limit: 10, digits: 1),
    ]
    let relative: [(String, String, Double)] = [
        ("monkey-2-fingers", "the two-finger monkey", 3), ("ten-fingers-fifty-recognizers", "ten fingers on fifty recognizers", 3),
        ("scroll-view-pan", "a scroll-view pan", 1.5), ("pan-method-reference", "the method-reference pan", 1.2),
        ("hit-test-10000-flat", "a hit test among 10,000 siblings", 10),
    ]
    for (name, words, limit) in relative {
        comparisons.append(Comparison(top: name, bottom: "pan", words: { "\(words) ≤ \(fmt(limit)) × a pan (\($0))" }, limit: limit))
    }
    // A list of any length scrolls with the work of the rows on screen.
    comparisons.append(Comparison(top: "table-100000-rows-pan", bottom: "uikit-scroll-view-pan",
                                  words: { "a pan over a 100,000-row table ≤ 3 × one over a UIKit scroll view (\($0))" }, limit: 3))
    let scenarioNamed = Dictionary(scenarios.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
    let measurable = json ? [] : comparisons.filter { scenarioNamed[$0.top] != nil && scenarioNamed[$0.bottom] != nil }
    // Rounds of a quarter of a run each: short enough that both halves see the same machine.
    let measured = Bench.ratios(of: measurable.map { (scenarioNamed[$0.top]!, scenarioNamed[$0.bottom]!) },
                                updates: Swift.max(100, updates / 4), rounds: 21)
    var checks: [(String, Bool)] = []
    for (comparison, r) in zip(measurable, measured) {
        // A median that rounds to the limit itself is shown with the digit that decides it (a
        // 1.504 against 1.5 reads "1.504 × … MISS", not "1.5 × … MISS").
        var d = comparison.digits
        while d < 4, r.median != comparison.limit, fmt(r.median, d) == fmt(comparison.limit, d) { d += 1 }
        let described = "\(fmt(r.median, d)) ×, rounds \(fmt(r.lowest, d))–\(fmt(r.highest, d))"
        checks.append((comparison.words(described), r.median <= comparison.limit))
    }
    let byName = Dictionary(results.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
    // At most one allocation per whole touch sequence (the touch itself), in every kind.
    for name in ["pan-sequence", "scroll-view-sequence", "button-sequence"] {
        guard let sequence = byName[name] else { continue }
        checks.append(("\(name): ≤ 1 allocation per touch sequence (\(fmt(sequence.allocationsPerUpdate, 1)))",
                       sequence.allocationsPerUpdate <= 1))
    }
    if !json {
        for (text, ok) in checks { print("\(ok ? "PASS" : "MISS")  \(text)") }
    }
    return 0
}

func fmt(_ value: Double, _ digits: Int = 1) -> String {
    guard value.isFinite else { return "\(value)" }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    var text = "\(rounded)"
    if digits == 0, text.hasSuffix(".0") { text.removeLast(2) }
    return text
}

func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
}

exit(MainActor.assumeIsolated { main() })
