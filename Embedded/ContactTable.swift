import Gestures

/// A touch controller's memory of contacts, for a replay on a board: a fixed number of slots, as
/// the controller chips of small touch panels have (5 or 10 contacts). A contact that lands when
/// every slot is taken is refused, with the rest of its samples, and counted; the others go on.
///
/// The engine itself has no limit on fingers; a board's front end has one, because its memory is
/// fixed. The wasm replay runs without one.
struct ContactTable {
    /// How many contacts the controller holds at once.
    let room: Int
    /// The ids of the contacts held, in the order they landed.
    private var held: [Int] = []
    /// The ids of refused contacts still down: their later samples are dropped too.
    private var refused: [Int] = []
    /// How many contacts were refused in all.
    private(set) var refusedCount = 0

    init(room: Int) {
        self.room = room
        held.reserveCapacity(room)
    }

    /// `event` with the samples of refused contacts taken out; nil when none is left (the event
    /// carried only those). `report` hears one line per refusal.
    mutating func admit(_ event: InputEvent, report: (String) -> Void) -> InputEvent? {
        guard !event.touches.isEmpty else { return event }
        var kept = event
        kept.touches.removeAll { sample in
            let id = sample.id
            if let place = refused.firstIndex(of: id) {
                // A refused contact's later samples go nowhere; its lift frees its id.
                if sample.phase.isTerminal { refused.remove(at: place) }
                return true
            }
            if sample.phase == .began, !held.contains(id) {
                guard held.count < room else {
                    refusedCount += 1
                    refused.append(id)
                    report("touch controller: contact \(id) refused: room for \(room) (\(refusedCount) refused so far)")
                    return true
                }
                held.append(id)
            } else if sample.phase.isTerminal, let place = held.firstIndex(of: id) {
                held.remove(at: place)
            }
            return false
        }
        return kept.touches.isEmpty ? nil : kept
    }
}
