import Gestures
import Testing

/// A link of a made-up chain: its name, whether it only forwards, and the next link.
private final class Link {
    let name: String
    let forwards: Bool
    var next: Link?
    init(_ name: String, forwards: Bool, next: Link? = nil) {
        self.name = name
        self.forwards = forwards
        self.next = next
    }
}

@MainActor
@Suite("The responder chain's walk, shared by engine views and UIKit responders")
struct ResponderChainTests {
    private func walk(from start: Link, cycleCheckAfter: Int, cycles: inout [String]) -> String? {
        var heard: [String] = []
        let found = ResponderChain.firstHandler(after: start, next: { $0.next }, forwardsOnly: { $0.forwards },
                                                cycleCheckAfter: cycleCheckAfter, onCycle: { heard.append($0.name) })
        cycles += heard
        return found?.name
    }

    @Test("Passes over links that only forward, stops at the first that handles, or at the chain's end")
    func firstHandler() {
        let app = Link("app", forwards: false)
        let window = Link("window", forwards: true, next: app)
        let list = Link("list", forwards: true, next: window)
        let row = Link("row", forwards: false, next: list)
        let label = Link("label", forwards: true, next: row)
        var cycles: [String] = []
        let answers = [label, row, list, window, app].map { walk(from: $0, cycleCheckAfter: 64, cycles: &cycles) }
        #expect(answers == ["row", "app", "app", "app", nil])
        #expect(cycles.isEmpty)
    }

    @Test("A chain that comes back on itself ends once the walk checks for cycles, reported at the link met again")
    func cycle() {
        let a = Link("a", forwards: true), b = Link("b", forwards: true), c = Link("c", forwards: true)
        a.next = b
        b.next = c
        c.next = a
        var cycles: [String] = []
        let answers = [walk(from: a, cycleCheckAfter: 1, cycles: &cycles), walk(from: a, cycleCheckAfter: 5, cycles: &cycles)]
        #expect(answers == [nil, nil])
        // From a: b, c, a, b… — remembered from the first step, b is met again after 3 links; from the
        // fifth step (c), c is met again 3 links later.
        #expect(cycles == ["b", "c"])
        withExtendedLifetime([a, b, c]) {}
        c.next = nil
    }
}
