import Gestures

/// A control's actions, in the order they were added, and UIKit's rule for sending them: the
/// engine's ``Control`` and the UIKit layer's `UIControl` keep their actions in this one list, each
/// entry being whatever the layer calls (a closure, a target and a selector, a `UIAction`).
///
/// UIKit's rule (see docs/scrolling.md, "Controls"): the events one touch phase produces are sent
/// as one set, in one pass over the actions in the order they were added, each action called once
/// when it listens to any event of the set. Actions added or removed by an action take effect with
/// the next pass.
package struct ControlTargetList<Entry> {
    /// One entry and the events it listens to.
    package struct Registration {
        package var events: ControlEvents
        package let entry: Entry
    }

    /// The registrations, in the order they were added.
    package private(set) var registrations: [Registration] = []

    package init() {}

    /// Adds `entry` for `events` at the end; when an entry `matching` it is already listed, that one
    /// listens to `events` too instead (UIKit adds a target–action pair once).
    package mutating func add(_ entry: Entry, for events: ControlEvents, matching: (Entry) -> Bool = { _ in false }) {
        if let index = registrations.firstIndex(where: { matching($0.entry) }) {
            registrations[index].events.formUnion(events)
        } else {
            registrations.append(Registration(events: events, entry: entry))
        }
    }

    /// Stops the entries that `match` listening to `events`; an entry left listening to nothing
    /// goes.
    package mutating func remove(_ events: ControlEvents, where match: (Entry) -> Bool) {
        for index in registrations.indices.reversed() where match(registrations[index].entry) {
            registrations[index].events.subtract(events)
            if registrations[index].events.isEmpty { registrations.remove(at: index) }
        }
    }

    /// Removes every entry that `matches`, whatever it listens to.
    package mutating func removeAll(where match: (Entry) -> Bool) {
        registrations.removeAll { match($0.entry) }
    }

    /// The events some entry listens to.
    package var allControlEvents: ControlEvents {
        registrations.reduce(into: []) { $0.formUnion($1.events) }
    }

    /// UIKit's rule: one pass over the entries as they are now, in the order they were added,
    /// calling `perform` once for each that listens to any of `events`. Before each call
    /// `mayContinue` is asked; false ends the pass (the control left its window).
    package func send(_ events: ControlEvents, mayContinue: () -> Bool, perform: (Entry) -> Void) {
        let snapshot = registrations
        for registration in snapshot where !registration.events.isDisjoint(with: events) {
            guard mayContinue() else { return }
            perform(registration.entry)
        }
    }
}
