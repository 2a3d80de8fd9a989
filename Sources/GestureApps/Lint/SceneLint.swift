import Gestures
import GestureLint

/// The relation lint of the playground's scenes, as `gestures lint` and `gestures demo` print it.
///
/// Findings come grouped by kind (cycles first, caveats last), a kind with several findings under
/// a header line with its count; several delegate-dependent relations (as many as the recognizers
/// with delegates) are one line naming them unless each is asked for; a finding the scene means
/// to have is followed by why (``PlaygroundSceneEntry/intendedFindings``). Every finding line
/// still starts with its kind, so the output can be grepped.
@MainActor
public enum SceneLint {
    /// How many recognizers the delegate-dependent summary names before "and N more".
    static let maximumNamesInSummary = 6

    /// The lint of one scene, built fresh on a manual clock: a heading line `== lint NAME`, then
    /// the findings grouped by kind, each recognizer's delay, and the summary, indented.
    ///
    /// - Parameters:
    ///   - entry: the scene.
    ///   - options: what the lint may consult.
    ///   - listingEach: list every delegate-dependent relation rather than one line for them all.
    public static func lines(for entry: PlaygroundSceneEntry,
                             options: RelationLint.Options = RelationLint.Options(),
                             listingEach: Bool = false) -> [String] {
        let scene = entry.makeScene(clock: ManualClock())
        let report = RelationLint.check(scene.window, options: options)
        return ["== lint \(entry.name)"]
            + lines(for: report, intended: entry.intendedFindings, listingEach: listingEach).map { "  " + $0 }
    }

    /// A report's lines, grouped and counted by kind; `intended` maps a finding's `kind subject`
    /// to why the scene has it.
    static func lines(for report: RelationLint.Report, intended: [String: String], listingEach: Bool) -> [String] {
        var lines: [String] = []
        var counts: [String] = []
        var intendedCount = 0
        for kind in RelationLint.Finding.Kind.allCases {
            let group = report.findings.filter { $0.kind == kind }
            guard !group.isEmpty else { continue }
            counts.append("\(group.count) \(kind.rawValue)")
            if kind == .delegateDependent && !listingEach && group.count > 1 {
                var names = group.prefix(maximumNamesInSummary).map(\.subject).joined(separator: ", ")
                if group.count > maximumNamesInSummary { names += " and \(group.count - maximumNamesInSummary) more" }
                lines.append("delegate-dependent ×\(group.count): a delegate decides at run time for \(names) (not consulted: --consult-delegates asks them, --all lists each)")
                continue
            }
            if group.count > 1 { lines.append("\(kind.rawValue) ×\(group.count):") }
            let indent = group.count > 1 ? "  " : ""
            for finding in group {
                lines.append(indent + finding.line)
                if let why = intended["\(finding.kind.rawValue) \(finding.subject)"] {
                    lines.append(indent + "  intended: " + why)
                    intendedCount += 1
                }
            }
        }
        lines += report.delays.map(\.line)
        var summary = report.summary
        if !counts.isEmpty { summary += " (\(counts.joined(separator: ", ")))" }
        if intendedCount > 0 { summary += ", \(intendedCount == report.findings.count ? "all" : "\(intendedCount)") intended" }
        return lines + [summary]
    }
}
