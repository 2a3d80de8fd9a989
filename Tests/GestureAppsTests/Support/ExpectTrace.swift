import GestureTesting
import Testing

/// Compares whole traces and prints a readable diff when they differ.
func expectTrace(_ actual: [String], _ expected: [String], sourceLocation: SourceLocation = #_sourceLocation) {
    let diff = TraceDiff.difference(expected: expected, actual: actual)
    #expect(diff == nil, "\(diff ?? "")", sourceLocation: sourceLocation)
}
