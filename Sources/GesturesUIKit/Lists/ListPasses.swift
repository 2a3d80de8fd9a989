import Gestures

/// How many reloads asked for from inside a list's callbacks one layout runs before it leaves the
/// next to the following layout, so a callback that always reloads cannot hang the list. [OURS]
let listReloadsPerPass = 3

/// Runs a list's layout pass (which calls its data source and delegate, flagged as running so a
/// `reloadData()` they call waits), then the reloads those callbacks asked for, each followed by
/// another pass, up to ``listReloadsPerPass``; past that it reports the callbacks (`callbacks`:
/// "the table's") and leaves the reload to the next layout. Does nothing while a pass runs.
@MainActor
func runListPasses(isRunning: () -> Bool, setRunning: (Bool) -> Void, pass: () -> Void, needsReload: () -> Bool,
                   reload: () -> Void, callbacks: String, in window: @autoclosure () -> UIWindow?) {
    guard !isRunning() else { return }
    var rounds = 0
    while true {
        setRunning(true)
        pass()
        setRunning(false)
        guard needsReload() else { return }
        rounds += 1
        guard rounds <= listReloadsPerPass else {
            reportMisuse("reloadData() was called from \(callbacks) own callbacks in \(rounds) passes in a row; the reload waits for the next layout", in: window())
            return
        }
        reload()
    }
}
