import Gestures
import GestureTesting
import Testing

@MainActor
@Suite("State machine: UIKit's corrections of illegal assignments")
struct StateMachineTests {
    typealias S = GestureRecognizer.State

    /// Every cell of the table: (from, assigned, the state afterwards).
    nonisolated static let table: [(S, S, S)] = [
        (.possible, .possible, .possible), (.possible, .began, .began), (.possible, .changed, .began),
        (.possible, .ended, .ended), (.possible, .cancelled, .failed), (.possible, .failed, .failed),
        (.began, .possible, .began), (.began, .began, .changed), (.began, .changed, .changed),
        (.began, .ended, .ended), (.began, .cancelled, .cancelled), (.began, .failed, .cancelled),
        (.changed, .possible, .changed), (.changed, .began, .changed), (.changed, .changed, .changed),
        (.changed, .ended, .ended), (.changed, .cancelled, .cancelled), (.changed, .failed, .cancelled),
    ] + S.allCases.flatMap { assigned in
        [(S.ended, assigned, S.ended), (S.cancelled, assigned, S.cancelled), (S.failed, assigned, S.failed)]
    }

    /// Brings recognizer `p` into `from` and assigns `assigned`, inside another recognizer's action
    /// (so that no reset happens in between), then reads the state and the diagnostics.
    @Test("Assigning a state", arguments: table)
    func assign(from: S, assigned: S, expected: S) {
        let scene = Scene()
        let box = scene.view("box", Rect(x: 0, y: 0, width: 200, height: 200))
        let p = scene.attach(Puppet(name: "p"), to: box)
        let q = scene.attach(Puppet(name: "q"), to: box)
        let delegate = TestDelegate()
        delegate.simultaneous = true
        p.delegate = delegate
        let log = DiagnosticLog(scene.window)
        scene.driver.down(1, at: pt(10, 10))
        var observed: S?
        var corrections: [String] = []
        q.addAction { _ in
            guard observed == nil else { return }
            switch from {
            case .possible: break
            case .began: p.state = .began
            case .changed: p.state = .began; p.state = .changed
            case .ended: p.state = .ended
            case .cancelled: p.state = .began; p.state = .cancelled
            case .failed: p.state = .failed
            }
            #expect(p.state == from)
            log.lines.removeAll()
            p.state = assigned
            observed = p.state
            corrections = log.lines.filter { $0.contains("invalid transition") }
        }
        q.state = .began
        #expect(observed == expected)

        let line: String?
        if from.isTerminal {
            line = assigned == from ? nil : "p invalid transition \(from) → \(assigned), ignored"
        } else if from == .began && assigned == .possible {
            line = "p invalid transition began → possible, ignored"
        } else if expected == assigned || (from == .possible && assigned == .possible) {
            line = nil
        } else {
            line = "p invalid transition \(from) → \(assigned), setting \(expected) instead"
        }
        #expect(corrections == (line.map { [$0] } ?? []))
    }

    @Test("A discrete recognizer's lifetime: possible → ended, then reset to possible")
    func discreteLifetime() {
        let scene = Scene(resets: true)
        let box = scene.view("box", Rect(x: 0, y: 0, width: 200, height: 200))
        let puppet = scene.attach(Puppet(name: "p"), to: box)
        var states: [S] = []
        puppet.addAction { states.append($0.state) }
        scene.driver.down(1, at: pt(10, 10))
        puppet.state = .ended
        #expect(states == [.ended])
        #expect(puppet.state == .possible)
        // The touch that was down before the reset is never delivered to it again: set running
        // with no touch of its own, nothing could end it, so the engine cancels it at once.
        puppet.state = .began
        #expect(states == [.ended, .began, .cancelled])
        scene.driver.up(1)
        expectTrace(scene.trace.lines, [
            "box.touchesBegan [1]",
            "p: possible → ended",
            "p: action ended at (10.0, 10.0)",
            "box.touchesCancelled [1]",
            "p: reset",
            "p: possible → began",
            "p: began → cancelled",
            "p: action began at (10.0, 10.0)",
            "p: action cancelled at (10.0, 10.0)",
            "p: reset",
        ])
    }

    @Test("Corrections are reported through diagnostics with a greppable line")
    func correctionLine() {
        let scene = Scene()
        let box = scene.view("box", Rect(x: 0, y: 0, width: 200, height: 200))
        let puppet = scene.attach(Puppet(name: "p"), to: box)
        let log = DiagnosticLog(scene.window)
        scene.driver.down(1, at: pt(10, 10))
        puppet.state = .began
        puppet.state = .began
        puppet.state = .possible
        #expect(log.lines.filter { $0.hasPrefix("p ") } == [
            "p engaged",
            "p possible → began",
            "p action (began)",
            "p invalid transition began → began, setting changed instead",
            "p began → changed",
            "p action (changed)",
            "p invalid transition changed → possible, setting changed instead",
            "p changed → changed",
            "p action (changed)",
        ])
    }
}

/// Collects the engine's diagnostic lines.
@MainActor
final class DiagnosticLog {
    var lines: [String] = []
    init(_ window: Window) {
        window.engine.addObserver { [weak self] in self?.lines.append($0.line) }
    }
}
