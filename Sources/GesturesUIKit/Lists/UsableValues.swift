import Gestures

/// Checks the sizes a list's data source, delegate or layout gives (heights, widths, spacings,
/// insets): one that is negative, NaN or infinite counts as 0 and is reported, the first
/// ``reportedOneByOne`` of a load one by one and the rest summed up by ``finish(_:)``, so a data
/// source that answers nonsense for every one of a long list's items says so in a few lines.
@MainActor
struct UsableValues {
    /// The window whose diagnostics hear of the problems.
    let window: UIWindow?
    private(set) var problems = 0

    /// How many unusable values one load reports one by one before summing up the rest. [OURS]
    static let reportedOneByOne = 5

    init(reportingIn window: UIWindow?) {
        self.window = window
    }

    /// `value` when it is finite and not negative; otherwise 0, reported as "`what` is `value`".
    mutating func usable(_ value: Double, _ what: @autoclosure () -> String) -> Double {
        guard !value.isFinite || value < 0 else { return value }
        problems += 1
        if problems <= Self.reportedOneByOne { reportMisuse("\(what()) is \(value); 0 is used", in: window) }
        return 0
    }

    /// Sums up the problems not reported one by one, as more `noun` that were not usable.
    func finish(_ noun: String) {
        guard problems > Self.reportedOneByOne else { return }
        reportMisuse("\(problems - Self.reportedOneByOne) more \(noun) were not usable; 0 was used", in: window)
    }
}
