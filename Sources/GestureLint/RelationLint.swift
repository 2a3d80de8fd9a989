import Gestures
import GesturesToolkit

/// Explains a setup of recognizers before it runs: which failure requirements go round in a
/// cycle, which contradict each other or can never apply, which recognizers can never begin, and
/// how long each recognizer's action can be held back by the recognizers it waits for.
///
/// The lint reads the structure only: the views, their visibility and interaction flags, the
/// recognizers' configuration, ``GestureRecognizer/require(toFail:)`` and the class hooks
/// (``GestureRecognizer/shouldRequireFailure(of:)``, ``GestureRecognizer/shouldBeRequiredToFail(by:)``)
/// of the built-in recognizer classes. It calls no code of yours: a relation only a delegate or
/// your own subclass can tell is reported as *delegate-dependent* or *class-dependent*, unless
/// ``Options`` asks the lint to consult them.
///
/// Every finding and every delay is one line that starts with its kind, so a setup can be
/// grepped:
///
/// ```
/// cycle a → b → a: each waits for the next to fail; at run time the first to ask goes ahead
/// cannot-begin pinch: on a view that cannot be hit: "panel" is hidden
/// delay tap +0.35 s: waits for doubleTap (+0.35 s)
/// ```
///
/// ```swift
/// let report = RelationLint.check(window)
/// for line in report.lines { print(line) }
/// ```
///
/// The work is bounded: linear in the views, recognizers and explicit requirements, plus at most
/// ``maximumPairQuestions`` questions to class hooks and delegates; past that the lint says so
/// in a *limit* finding instead of going on.
@MainActor
public enum RelationLint {
    /// At most this many pairs of recognizers are put to class hooks (and to delegates, when
    /// consulted) in one check; a setup with more pairs is reported as a *limit* finding. 10,000
    /// recognizers on one view would otherwise make 100 million pairs. [OURS]
    public static let maximumPairQuestions = 200_000

    /// A delay's line names at most this many recognizers of its chain, so that the lines of a
    /// long chain stay short and their total length linear. [OURS]
    public static let maximumChainShown = 8

    /// What the lint may consult beyond the structure.
    public struct Options: Sendable {
        /// Ask the recognizers' delegates whether they begin together, wait for each other, or
        /// recognize together (default false: relations that depend on a delegate are reported as
        /// delegate-dependent).
        public var consultsDelegates: Bool
        /// Call the failure-requirement class hooks of recognizer classes that are not built in
        /// (default false: they are reported as class-dependent).
        public var consultsCustomClasses: Bool

        /// Creates options; by default nothing but the structure is read.
        public init(consultsDelegates: Bool = false, consultsCustomClasses: Bool = false) {
            self.consultsDelegates = consultsDelegates
            self.consultsCustomClasses = consultsCustomClasses
        }
    }

    /// One problem or caveat the lint found.
    public struct Finding: Equatable, Sendable {
        /// What kind of finding it is; the raw value starts its line.
        public enum Kind: String, Sendable, CaseIterable {
            /// Recognizers that each wait for the next to fail, round to the first.
            case cycle
            /// A recognizer required to wait for itself (a class hook or delegate said so); ignored.
            case selfRequirement = "self-requirement"
            /// A relation that cannot hold as written: a requirement on a recognizer that can never
            /// take part, or two recognizers that must wait for each other and may also recognize
            /// together.
            case contradiction
            /// A recognizer that can never begin: disabled, without a view, on a view that cannot
            /// be hit, or needing more touches than it can get.
            case cannotBegin = "cannot-begin"
            /// A requirement between recognizers whose views never share a touch: it applies only
            /// while fingers are on both views.
            case unrelatedViews = "unrelated-views"
            /// A requirement on a recognizer outside the checked tree.
            case outsideTree = "outside-tree"
            /// A relation a delegate decides at run time, not consulted.
            case delegateDependent = "delegate-dependent"
            /// A relation a recognizer class of your own decides at run time, not consulted.
            case classDependent = "class-dependent"
            /// The lint stopped asking questions at ``RelationLint/maximumPairQuestions``.
            case limit
        }

        /// What kind of finding it is.
        public let kind: Kind
        /// The recognizers concerned, by their diagnostic labels.
        public let subject: String
        /// What is wrong, in words.
        public let detail: String

        /// The finding as one greppable line: `kind subject: detail`.
        public var line: String { "\(kind.rawValue) \(subject): \(detail)" }
    }

    /// How long one recognizer's action can be held back by the recognizers it waits for.
    public struct Delay: Equatable, Sendable {
        /// One recognizer waited for, and the time it adds.
        public struct Step: Equatable, Sendable {
            /// The required recognizer's diagnostic label.
            public let recognizer: String
            /// The longest it can stay undecided once the waiting one asked to recognize, in
            /// seconds.
            public let seconds: Double
        }

        /// The recognizer's diagnostic label.
        public let recognizer: String
        /// The worst case, in seconds: along the longest chain of requirements, the sum of the
        /// longest each required recognizer can stay undecided once the one before it asked to
        /// recognize.
        public let seconds: Double
        /// The chain that makes the worst case, nearest first; at most
        /// ``RelationLint/maximumChainShown`` steps of it.
        public let chain: [Step]
        /// How many recognizers the whole chain has.
        public let chainLength: Int
        /// Whether a recognizer class of your own is on a chain: its time is unknown and counted
        /// as zero, so the worst case may be longer.
        public let includesUnknown: Bool

        /// The delay as one greppable line: `delay tap +0.35 s: waits for doubleTap (+0.35 s)`.
        public var line: String {
            var text = "delay \(recognizer) +\(RelationLint.seconds(seconds)) s"
            if !chain.isEmpty {
                text += ": waits for "
                text += chain.map { "\($0.recognizer) (+\(RelationLint.seconds($0.seconds)) s)" }
                    .joined(separator: ", which waits for ")
                if chainLength > chain.count { text += ", and \(chainLength - chain.count) more" }
            }
            if includesUnknown { text += "; plus what a recognizer class of your own takes (unknown)" }
            return text
        }
    }

    /// What the lint found in one tree.
    public struct Report: Sendable {
        /// The problems and caveats, cycles first, then per recognizer in tree order.
        public let findings: [Finding]
        /// One delay per recognizer, in tree order (a view's recognizers in the order added,
        /// parents before children).
        public let delays: [Delay]
        /// How many recognizers were checked.
        public let recognizerCount: Int

        /// Every finding's line, every delay's line, then a summary line.
        public var lines: [String] {
            findings.map(\.line) + delays.map(\.line) + [summary]
        }

        /// `lint: 10 recognizers, 2 findings`.
        public var summary: String {
            "lint: \(recognizerCount) recognizer\(recognizerCount == 1 ? "" : "s"), "
                + "\(findings.count) finding\(findings.count == 1 ? "" : "s")"
        }
    }

    /// Checks a window, or any view and its subviews.
    public static func check(_ root: View, options: Options = Options()) -> Report {
        var nodes: [any GestureNode] = []
        var stack: [View] = [root]
        while let view = stack.popLast() {
            nodes.append(view)
            // Pushed back to front so that subviews come out in order.
            var index = view.subviews.count
            while index > 0 {
                index -= 1
                stack.append(view.subviews[index])
            }
        }
        return check(nodes: nodes, options: options)
    }

    /// Checks the recognizers attached to `nodes`, any tree that adopts ``GestureNode``: pass every
    /// node of the tree (or of the part to check), parents before children for a readable order.
    ///
    /// Visibility is known for ``View`` nodes only; other nodes are taken as hittable.
    public static func check(nodes: [any GestureNode], options: Options = Options()) -> Report {
        var checker = Checker(nodes: nodes, options: options)
        return checker.run()
    }

    /// Seconds with at most three decimals and no trailing zeros: 0.35, 0.5, 0. A value too large
    /// to count in whole milliseconds (a billion seconds or more, either way) is written as Swift
    /// writes it (`1e+300`).
    nonisolated static func seconds(_ value: Double) -> String {
        guard value.isFinite, abs(value) < 1e9 else { return "\(value)" }
        let millis = Int((value * 1000).rounded())
        var fraction = String(millis % 1000)
        while fraction.count < 3 { fraction = "0" + fraction }
        while fraction.last == "0" { fraction.removeLast() }
        return fraction.isEmpty ? "\(millis / 1000)" : "\(millis / 1000).\(fraction)"
    }
}
