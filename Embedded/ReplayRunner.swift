import Gestures

// The engine compiled in Embedded Swift, replaying a trace the way `gestures replay` does into the
// scene with every recognizer (`AllRecognizersSurface`), and writing the same log through the
// host: Embedded/wasm/replay.mjs runs it under node, Embedded/mcu under QEMU. The host gives the
// trace's bytes and the name to print for it; the program has no files, no clock and no output of
// its own.

/// Writes one line of the log (without its newline): the host's standard output.
@_extern(c, "host_write_line")
func hostWriteLine(_ bytes: UnsafePointer<UInt8>, _ count: Int)

/// Writes one line of problems (without its newline): the host's standard error.
@_extern(c, "host_error_line")
func hostErrorLine(_ bytes: UnsafePointer<UInt8>, _ count: Int)

func writeLine(_ line: String, error: Bool = false) {
    var line = line
    line.withUTF8 { buffer in
        guard let base = buffer.baseAddress else {
            let empty: [UInt8] = [0]
            empty.withUnsafeBufferPointer { error ? hostErrorLine($0.baseAddress!, 0) : hostWriteLine($0.baseAddress!, 0) }
            return
        }
        error ? hostErrorLine(base, buffer.count) : hostWriteLine(base, buffer.count)
    }
}

/// Memory for the host to copy bytes into before a call; freed by the call that takes them.
@_cdecl("replay_allocate")
public func replayAllocate(_ count: Int) -> UnsafeMutablePointer<UInt8> {
    UnsafeMutablePointer<UInt8>.allocate(capacity: Swift.max(count, 1))
}

/// Replays the trace of `traceCount` bytes at `trace`, naming it by the UTF-8 text at `source`
/// in messages and the summary, through a touch controller with room for `contactRoom` contacts
/// (0: no limit; a board's front end, `ContactTable`). Returns the exit status `gestures replay`
/// would: 0 replayed (any problems reported), 1 the trace could not be read.
@_cdecl("replay_run")
public func replayRun(_ trace: UnsafeMutablePointer<UInt8>, _ traceCount: Int,
                      _ source: UnsafeMutablePointer<UInt8>, _ sourceCount: Int, _ contactRoom: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: trace, count: traceCount))
    let name = String(decoding: UnsafeBufferPointer(start: source, count: sourceCount), as: UTF8.self)
    trace.deallocate()
    source.deallocate()
    return replay(bytes, name: name, contacts: contactRoom > 0 ? ContactTable(room: contactRoom) : nil)
}

func replay(_ bytes: [UInt8], name: String, contacts: ContactTable?) -> Int32 {
    var contacts = contacts
    let reader: TraceReader
    do {
        reader = try TraceReader(bytes: bytes)
    } catch {
        writeLine("\(name): \(error.description)", error: true)
        return 1
    }
    reader.onProblem = { problem in writeLine("\(name):\(problem.line): \(problem.message)", error: true) }
    let clock = ManualClock()
    let scene = AllRecognizersSurface(clock: clock)
    let log = ReplayLog(window: scene.window, clock: clock) { writeLine($0) }
    var status: Int32 = 0
    do {
        while let item = try reader.next() {
            guard case let .event(event) = item, contacts != nil else {
                log.play(item)
                continue
            }
            // Refused contacts' samples taken out; an event of nothing else still moves time.
            if let kept = contacts!.admit(event, report: { writeLine($0, error: true) }) {
                log.play(.event(kept))
            } else {
                log.play(.idle(until: event.timestamp))
            }
        }
    } catch {
        log.flush()
        status = 1
    }
    log.finish()
    writeLine(log.summary(source: name, scene: "all-recognizers", readerProblems: reader.problemCount))
    if let contacts, contacts.refusedCount > 0 {
        writeLine("touch controller: \(contacts.refusedCount) contacts refused in all (room for \(contacts.room))", error: true)
    }
    withExtendedLifetime(scene) {}
    return status
}
