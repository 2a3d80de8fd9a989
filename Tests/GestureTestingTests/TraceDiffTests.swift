import GestureTesting
import Testing

@Suite("Trace diff")
struct TraceDiffTests {
    @Test("Equal traces have no difference")
    func equal() {
        #expect(TraceDiff.difference(expected: ["a", "b"], actual: ["a", "b"]) == nil)
    }

    @Test("Missing, unexpected and reordered lines are marked")
    func marks() {
        let diff = TraceDiff.difference(expected: ["a", "b", "c", "d"], actual: ["a", "c", "x", "d", "b"])
        #expect(diff == """
            trace differs (- expected, + actual):
              a
            - b
              c
            + x
              d
            + b
            """)
    }

    @Test("Numbers in traces are short and stable")
    func numbers() {
        #expect(TraceFormat.number(1) == "1.0")
        #expect(TraceFormat.number(-0.0001) == "0.0")
        #expect(TraceFormat.number(2.345678) == "2.35")
        #expect(TraceFormat.number(110.0 / 108.0, digits: 4) == "1.0185")
        #expect(TraceFormat.number(.nan) == "nan")
    }
}
