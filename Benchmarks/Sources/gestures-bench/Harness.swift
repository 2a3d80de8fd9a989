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

    /// The process's peak resident memory so far, in MiB.
    static func peakMemoryMiB() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_maxrss) / 1024  // ru_maxrss is in KiB on Linux
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
