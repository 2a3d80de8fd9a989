import Foundation
import GestureApps
import Gestures
import GestureLint

@MainActor
var lintUsage: String {
    """
    usage: gestures lint [--scene NAME] [--consult-delegates] [--consult-classes] [--all]

    Explains a scene's recognizers before anything runs: failure-requirement cycles, contradictions,
    recognizers that can never begin, and for each recognizer the worst-case delay the recognizers it
    waits for add before its action can fire. One line each, starting with its kind (cycle,
    self-requirement, contradiction, cannot-begin, unrelated-views, outside-tree, delegate-dependent,
    class-dependent, limit, delay), so the output can be grepped. Findings are grouped by kind, a
    kind with several under a line with their count; the delegate-dependent relations are one line
    for them all; a finding a scene has on purpose is followed by why ("intended: …"). The library's
    own internal recognizers (a scroll view's content delay) are checked but not reported.

      --scene NAME          the scene to check (default: every scene); one of:
    \(PlaygroundCatalog.entries.map { "                        \($0.name): \($0.summary)" }.joined(separator: "\n"))
      --consult-delegates   ask the scenes' delegates too (by default their relations are reported as
                            delegate-dependent)
      --consult-classes     call the failure-requirement hooks of recognizer classes that are not built in
      --all                 list each delegate-dependent relation on its own line

    Exit codes: 0 checked (findings are printed, not failures), 2 bad usage.
    """
}

@MainActor
func runLint(_ arguments: ArraySlice<String>) -> ExitCode {
    var entries = PlaygroundCatalog.entries
    var options = RelationLint.Options()
    var listingEach = false
    var rest = arguments
    while let argument = rest.popFirst() {
        switch argument {
        case "--scene":
            guard let name = rest.popFirst() else { return fail("gestures lint: --scene needs a name") }
            guard let entry = PlaygroundCatalog.entry(named: name) else {
                let known = PlaygroundCatalog.entries.map(\.name).joined(separator: ", ")
                return fail("gestures lint: no scene named \(name) (known: \(known))")
            }
            entries = [entry]
        case "--consult-delegates":
            options.consultsDelegates = true
        case "--consult-classes":
            options.consultsCustomClasses = true
        case "--all":
            listingEach = true
        case "--help", "-h":
            print(lintUsage)
            return .success
        default:
            return fail("gestures lint: unknown option \(argument)\n\(lintUsage)")
        }
    }
    for (number, entry) in entries.enumerated() {
        if number > 0 { print("") }
        for line in SceneLint.lines(for: entry, options: options, listingEach: listingEach) { print(line) }
    }
    return .success
}
