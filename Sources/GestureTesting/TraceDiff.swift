/// A readable, line-based difference between an expected trace and the actual one, for failure
/// messages: common lines are shown with two spaces, missing ones with `-`, unexpected ones with
/// `+`.
public enum TraceDiff {
    /// The difference, or nil when the traces are equal.
    public static func difference(expected: [String], actual: [String]) -> String? {
        guard expected != actual else { return nil }
        // Longest common subsequence, then a walk that emits the edit script.
        let n = expected.count, m = actual.count
        var table = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                table[i][j] = expected[i] == actual[j]
                    ? table[i + 1][j + 1] + 1 : Swift.max(table[i + 1][j], table[i][j + 1])
            }
        }
        var out: [String] = []
        var i = 0, j = 0
        while i < n || j < m {
            if i < n, j < m, expected[i] == actual[j] {
                out.append("  " + expected[i])
                i += 1
                j += 1
            } else if j < m, i == n || table[i][j + 1] >= table[i + 1][j] {
                out.append("+ " + actual[j])
                j += 1
            } else {
                out.append("- " + expected[i])
                i += 1
            }
        }
        return "trace differs (- expected, + actual):\n" + out.joined(separator: "\n")
    }
}
