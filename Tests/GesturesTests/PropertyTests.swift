import Gestures
import Testing

/// Seeded random lives of a window played through ``ScenarioMachine``, and the inputs the fuzzer
/// found, kept as regression cases. Each case passes when the machine reports no violation at all.
@Suite("Random scenes keep the engine's invariants")
@MainActor
struct PropertyTests {
    /// How many seeds one run of the suite plays. Each plays up to
    /// ``ScenarioMachine/Limits/steps`` steps.
    nonisolated static let seedCount = 300

    /// Bytes for one machine: a seeded stream whose length also comes from the seed, so short and
    /// long lives both occur.
    nonisolated static func bytes(seed: UInt64) -> [UInt8] {
        var generator = SplitMix64(seed: seed)
        let count = 16 + Int(generator.next() % 1_500)
        return (0..<count).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
    }

    /// Plays one input and expects no violation, printing the machine's log when there is one.
    private func expectNoViolations(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) {
        let machine = ScenarioMachine(bytes: bytes)
        machine.recordsLog = true
        let violations = machine.run()
        #expect(violations == [], "\(machine.log.joined(separator: "\n"))", sourceLocation: sourceLocation)
    }

    @Test("Seeded random scenes", arguments: 0..<UInt64(seedCount))
    func seeded(seed: UInt64) {
        let machine = ScenarioMachine(bytes: Self.bytes(seed: seed))
        let violations = machine.run()
        #expect(violations == [], "seed \(seed)")
    }

    @Test("The generator is deterministic: one seed gives one stream")
    func generatorIsDeterministic() {
        #expect(Self.bytes(seed: 7) == Self.bytes(seed: 7))
        #expect(Self.bytes(seed: 7) != Self.bytes(seed: 8))
        var generator = SplitMix64(seed: 0)
        // SplitMix64's published first outputs for seed 0.
        #expect([generator.next(), generator.next()] == [0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4])
    }

    /// The fuzzer's first finding: a finger on the bare window, with a timestamp of −∞. The engine
    /// kept the last event's changed touches until the next event; the touch held the window, the
    /// window its engine, so a window touched directly was never freed.
    @Test("Fuzz finding: a window touched directly, at −∞, is freed")
    func touchOnWindowAtMinusInfinity() {
        let bytes: [UInt8] = [0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x7e, 0x08, 0x00, 0x00, 0x16,
                              0x16, 0x16, 0x16, 0x16, 0x23]
        expectNoViolations(bytes)
    }

    /// A custom recognizer held with `.began` while waiting for another custom one that never
    /// decides; when the finger lifts the other fails, and the held one was released running with
    /// no touch left to end it.
    @Test("Fuzz finding: a held recognizer released after its touches lifted")
    func releasedAfterLift() {
        let bytes: [UInt8] = [0xff, 0x00, 0x00, 0x20, 0xff, 0xff, 0x01, 0x0e, 0x11, 0x00, 0x00, 0x20,
                              0xff, 0x00, 0x01, 0x26, 0x11, 0x00, 0x00, 0x20, 0x60, 0xff, 0x98, 0x01,
                              0x1e, 0x11, 0x45, 0xc9, 0xc9, 0xc9, 0xc9, 0x01, 0x01, 0xc9, 0xc9, 0xff,
                              0x20, 0x20, 0xf5]
        expectNoViolations(bytes)
    }

    /// A delegate, asked about failure requirements while a hover recognizer asked to begin,
    /// removed the recognizer's view; the attempt in flight went on, held the recognizer and later
    /// let it begin on a view no longer in the window, where nothing would ever end it.
    @Test("Fuzz finding: a view removed by a delegate while its recognizer asks to begin")
    func viewRemovedDuringAttempt() {
        let bytes: [UInt8] = [0x00, 0x00, 0x16, 0x16, 0xec, 0x16, 0x6f, 0x16, 0x2f, 0xff, 0xff, 0xb4,
                              0x46, 0xa0, 0xa0, 0xa0, 0xa0, 0xa0, 0x6c, 0x6f, 0x61, 0x8f, 0x69, 0x6e,
                              0x67, 0x28, 0x28, 0x28, 0x02, 0x28, 0x00, 0x00, 0x00, 0x00, 0x3a, 0x49,
                              0x3a, 0x24, 0x16, 0x16, 0x16, 0x16, 0x16, 0x16, 0x16, 0x5b, 0x16, 0x16,
                              0x16, 0x16, 0x16, 0x77, 0x16, 0x17, 0x16]
        expectNoViolations(bytes)
    }

    /// Two hover recognizers under the pointer; a delegate asked about the first removed their
    /// view, and the second, collected before, still began on a view outside the window.
    @Test("Fuzz finding: a hover recognizer whose view left during the pointer event")
    func hoverViewRemoved() {
        let bytes: [UInt8] = [0xff, 0x00, 0x00, 0x20, 0x58, 0x58, 0x58, 0x58, 0x58, 0x58, 0x58, 0x58,
                              0x58, 0x58, 0x58, 0x58, 0x58, 0x58, 0x7d, 0x7d, 0x7d, 0x01, 0x00, 0x01,
                              0x00, 0x02, 0x16, 0x27, 0x27, 0x27, 0x58, 0x58, 0x7d, 0x7d, 0x7d, 0x01,
                              0x00, 0x01, 0x00, 0x02, 0x16, 0x27, 0x27, 0x27, 0x27, 0x27, 0x27, 0x27,
                              0x27, 0x27, 0x27, 0x21, 0x16, 0x16, 0x7d, 0x00, 0x00, 0x00, 0x00, 0x00,
                              0x00, 0x00, 0xff, 0x16, 0x16, 0x7d, 0x00, 0x01, 0x01, 0x31, 0x00, 0x00,
                              0x00, 0x00, 0x65, 0x63, 0x74, 0x49, 0x64, 0x65, 0x6e, 0x74, 0x69, 0x66,
                              0x69, 0x71]
        expectNoViolations(bytes)
    }

    /// A pinch began and was cancelled (its view left) before its actions went out; its action
    /// for `.began` assigned it a state, which stuck: it read `.changed` after reporting
    /// `.cancelled`, and was never reset.
    @Test("Fuzz finding: a state assigned from an action reporting an earlier state")
    func assignmentFromStaleAction() {
        let bytes: [UInt8] = [0x00, 0x00, 0x16, 0x16, 0xec, 0xff, 0x16, 0x16, 0xff, 0xea, 0x7c, 0x84,
                              0x84, 0x96, 0x16, 0x77, 0x6e, 0x67, 0x28, 0x28, 0x02, 0x28, 0x00, 0x00,
                              0x00, 0x00, 0x04, 0x3a, 0x00, 0x00, 0x49, 0x3a, 0x24, 0x16, 0x16, 0x1e,
                              0x16, 0x16, 0x16, 0x15, 0x16, 0x15, 0x15, 0x15, 0x15, 0x15, 0x11, 0x15,
                              0x15, 0x15, 0xf2, 0x2d, 0x2d, 0x2d, 0x2d, 0x2d, 0x7b, 0x16, 0x16, 0x16,
                              0xff, 0x16, 0x84, 0x84, 0x84, 0x16, 0x16, 0x77, 0x6e, 0x67, 0x28, 0x28,
                              0x02, 0xaf, 0x00, 0x00, 0x00, 0x00, 0x3a, 0x00, 0x00, 0x28, 0x20, 0x1d,
                              0x1e, 0xb3, 0x20, 0x01, 0x46, 0x00, 0x49, 0x3a, 0x24, 0x16, 0x6e, 0x16,
                              0x6c, 0x69, 0x61, 0x49, 0x6f, 0x8f, 0x3a, 0x24, 0x16, 0x16, 0x16, 0x16,
                              0x16, 0x16, 0x16, 0x15, 0x15, 0x15, 0x15, 0x15, 0x15, 0x11, 0x15, 0x16,
                              0x16, 0x74, 0x7b, 0x7b, 0xe9, 0xe9, 0x88, 0x00, 0xf5, 0x16]
        expectNoViolations(bytes)
    }
}

/// Sebastiano Vigna's SplitMix64: a tiny, well-mixed 64-bit generator, so a seed names one byte
/// stream on every platform and toolchain.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
