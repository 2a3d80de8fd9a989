import Gestures
#if canImport(Glibc)
import Glibc
#endif

/// libFuzzer's entry point: plays the input through a ``ScenarioMachine`` with its widest reach and
/// stops the run on the first broken invariant, printing every violation and the steps that led
/// there. (A finding is kept in `PropertyTests` with the reach it was found under.)
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    MainActor.assumeIsolated {
        let machine = ScenarioMachine(bytes: bytes, reach: FuzzSettings.reach)
        machine.recordsLog = FuzzSettings.verbose
        let violations = machine.run()
        if FuzzSettings.verbose {
            for line in machine.log { printError(line) }
        }
        guard violations.isEmpty else {
            if !FuzzSettings.verbose {
                // Play it again with the log on, so the report shows how it happened.
                let replay = ScenarioMachine(bytes: bytes, reach: FuzzSettings.reach)
                replay.recordsLog = true
                _ = replay.run()
                for line in replay.log.suffix(FuzzSettings.logLinesOnFailure) { printError(line) }
            }
            for violation in violations { printError("VIOLATION: \(violation)") }
            fatalError("\(violations.count) invariant violations")
        }
    }
    return 0
}

enum FuzzSettings {
    /// The operations the fuzzer's bytes choose from.
    static let reach = ScenarioMachine.Reach.surfaces
    /// `GESTURES_FUZZ_VERBOSE=1` prints every step of every input (for replaying one crash file).
    static let verbose: Bool = {
        guard let value = getenv("GESTURES_FUZZ_VERBOSE") else { return false }
        return String(cString: value) == "1"
    }()
    /// How much of the step log a failure prints.
    static let logLinesOnFailure = 400
}

/// Writes a line to standard error, unbuffered, so it survives the abort that follows.
func printError(_ line: String) {
    var text = line + "\n"
    text.withUTF8 { buffer in _ = write(2, buffer.baseAddress, buffer.count) }
}
