import CAllocationCounter
import Glibc

/// One measured scenario: something that performs `count` touch updates when asked.
@MainActor
struct Scenario {
    /// The name `--filter` matches.
    let name: String
    /// What one update is, for the table.
    let unit: String
    /// Target in ns per update, if the scenario has one.
    let targetNanoseconds: Double?
    /// Whether the scenario must allocate nothing per update.
    let mustNotAllocate: Bool
    /// The share of the run's updates this scenario performs (hit tests of 10,000 views are slow).
    var updateShare = 1.0
    /// Builds the scene and returns the function that performs `count` updates.
    let make: @MainActor () -> (Int) -> Void
}

/// What a scenario measured.
struct Measurement {
    let name: String
    let unit: String
    /// Median over the runs, in nanoseconds per update.
    let nanoseconds: Double
    let fastest: Double
    let slowest: Double
    let allocationsPerUpdate: Double
    let peakMemoryMiB: Double
    var ratioToFloor: Double?
    let target: Double?
    let mustNotAllocate: Bool

    var timeVerdict: String {
        guard let target else { return "" }
        return nanoseconds <= target ? "PASS" : "MISS"
    }

    var allocationVerdict: String {
        guard mustNotAllocate else { return "" }
        return allocationsPerUpdate == 0 ? "PASS" : "MISS"
    }
}

/// One scenario's time over another's, from interleaved rounds (``Bench/ratios(of:updates:rounds:)``).
struct Ratio {
    let median: Double
    let lowest: Double
    let highest: Double
}

enum Bench {
    /// Times and counts one scenario: a warm-up, one counted run for allocations, then `runs` timed
    /// runs of `updates` each; the median run is reported.
    @MainActor
    static func measure(_ scenario: Scenario, updates: Int, runs: Int) -> Measurement {
        let updates = Swift.max(100, Int(Double(updates) * scenario.updateShare))
        let run = scenario.make()
        run(Swift.max(updates / 10, 100))  // warm-up: caches, lazily built state, steady state

        let allocationsBefore = allocation_count()
        run(updates)
        let allocations = Double(allocation_count() - allocationsBefore) / Double(updates)

        var samples: [Double] = []
        samples.reserveCapacity(runs)
        let clock = ContinuousClock()
        for _ in 0..<runs {
            let elapsed = clock.measure { run(updates) }
            let parts = elapsed.components
            let nanoseconds = Double(parts.seconds) * 1e9 + Double(parts.attoseconds) / 1e9
            samples.append(nanoseconds / Double(updates))
        }
        samples.sort()
        return Measurement(
            name: scenario.name, unit: scenario.unit, nanoseconds: samples[samples.count / 2],
            fastest: samples.first!, slowest: samples.last!, allocationsPerUpdate: allocations,
            peakMemoryMiB: peakMemoryMiB(), ratioToFloor: nil, target: scenario.targetNanoseconds,
            mustNotAllocate: scenario.mustNotAllocate)
    }

    /// The time of each pair's first scenario relative to its second, measured in interleaved
    /// rounds: every scene is built and warmed up, then each round times `updates` updates of each
    /// pair's two scenes back to back, alternating which goes first, before the next pair's. The
    /// median of each pair's rounds' ratios is reported, with the lowest and highest.
    ///
    /// A shared machine's speed drifts from second to second (another tenant, the CPU's clock);
    /// the two halves of a round see the same machine, so the drift cancels in the ratio, where
    /// ratios of medians measured minutes apart can be off by a third. A drift that changes one
    /// scene's speed and not the other's (a neighbour filling the shared cache slows a pan, which
    /// reads memory, and not the floor, which does not) does not cancel: with the pairs' rounds
    /// taken in turn, each pair's rounds are spread over the whole of this measurement (seconds,
    /// not the tenth of a second a pair's own rounds last), and a burst of that kind reaches a few
    /// of them, which the median leaves out, instead of all.
    @MainActor
    static func ratios(of pairs: [(top: Scenario, bottom: Scenario)], updates: Int, rounds: Int) -> [Ratio] {
        let clock = ContinuousClock()
        func nanosecondsPerUpdate(_ run: (Int) -> Void, _ count: Int) -> Double {
            let parts = clock.measure { run(count) }.components
            return (Double(parts.seconds) * 1e9 + Double(parts.attoseconds) / 1e9) / Double(count)
        }
        struct Pair {
            let top: (Int) -> Void, bottom: (Int) -> Void
            let topUpdates: Int, bottomUpdates: Int
            var ratios: [Double] = []
        }
        var made: [Pair] = pairs.map { pair in
            let topUpdates = Swift.max(100, Int(Double(updates) * pair.top.updateShare))
            let bottomUpdates = Swift.max(100, Int(Double(updates) * pair.bottom.updateShare))
            let top = pair.top.make(), bottom = pair.bottom.make()
            var made = Pair(top: top, bottom: bottom, topUpdates: topUpdates, bottomUpdates: bottomUpdates)
            made.ratios.reserveCapacity(rounds)
            return made
        }
        for pair in made {
            pair.top(Swift.max(pair.topUpdates / 10, 100))
            pair.bottom(Swift.max(pair.bottomUpdates / 10, 100))
        }
        for round in 0..<rounds {
            for index in made.indices {
                let pair = made[index]
                let ratio: Double
                if round % 2 == 0 {
                    let a = nanosecondsPerUpdate(pair.top, pair.topUpdates)
                    ratio = a / nanosecondsPerUpdate(pair.bottom, pair.bottomUpdates)
                } else {
                    let b = nanosecondsPerUpdate(pair.bottom, pair.bottomUpdates)
                    ratio = nanosecondsPerUpdate(pair.top, pair.topUpdates) / b
                }
                made[index].ratios.append(ratio)
            }
        }
        return made.map { pair in
            let sorted = pair.ratios.sorted()
            return Ratio(median: sorted[sorted.count / 2], lowest: sorted.first!, highest: sorted.last!)
        }
    }

    /// The benchmark's own peak resident memory so far, in MiB: the `VmHWM` line of
    /// /proc/self/status, which belongs to this program's address space. (`getrusage`'s
    /// `ru_maxrss` survives `exec`, so under `swift run` it reports the build tool's peak.)
    static func peakMemoryMiB() -> Double {
        guard let file = fopen("/proc/self/status", "r") else { return 0 }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 256)
        while fgets(&line, Int32(line.count), file) != nil {
            let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            guard text.hasPrefix("VmHWM:") else { continue }
            let digits = text.dropFirst(6).filter { $0.isNumber }
            return (Double(String(digits)) ?? 0) / 1024  // the line is in kB
        }
        return 0
    }

    /// The resident memory now, in MiB, from /proc/self/statm.
    static func currentMemoryMiB() -> Double {
        guard let file = fopen("/proc/self/statm", "r") else { return 0 }
        defer { fclose(file) }
        var size = 0, resident = 0
        guard withUnsafeMutablePointer(to: &size, { s in
            withUnsafeMutablePointer(to: &resident) { r in
                withVaList([s, r]) { vfscanf(file, "%ld %ld", $0) }
            }
        }) == 2 else { return 0 }
        return Double(resident) * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
    }
}

/// Keeps a value alive and observable so the optimizer cannot drop the work that made it.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
