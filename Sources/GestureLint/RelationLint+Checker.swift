import Gestures
import GesturesToolkit

extension RelationLint {
    /// One run of the lint over a tree: the tables it builds and the rules it applies.
    @MainActor
    struct Checker {
        /// A node of the checked tree.
        struct Node {
            let node: any GestureNode
            var parent: Int?
            /// Preorder interval: a node is an ancestor of another when its interval holds it.
            var enter = 0
            var exit = 0
            /// Why no touch can reach the node (it or an ancestor is hidden, …); nil when it can be
            /// hit, or when that is not known (nodes that are not ``View``s).
            var blocker: String?
        }

        /// A recognizer in the tree, or one outside it that a requirement names.
        struct Entry {
            let recognizer: GestureRecognizer
            let label: String
            /// Its node's index in the table; nil outside the tree.
            let node: Int?
            /// Why it can never begin; empty when it can.
            var cannotBegin: [String] = []
        }

        enum Source { case explicit, classHook, delegate }

        struct Edge {
            let from: Int
            let to: Int
            let source: Source
        }

        let options: Options
        var nodes: [Node] = []
        var nodeIndex: [ObjectIdentifier: Int] = [:]
        var entries: [Entry] = []
        var entryIndex: [ObjectIdentifier: Int] = [:]
        /// The recognizers attached to each node, by entry index.
        var attached: [[Int]] = []
        /// How many recognizers are in the tree (entries past this are outside it).
        var inTree = 0
        var edges: [Edge] = []
        var findings: [Finding] = []
        var questions = 0
        var reachedLimit = false

        init(nodes input: [any GestureNode], options: Options) {
            self.options = options
            for node in input where nodeIndex[ObjectIdentifier(node)] == nil {
                nodeIndex[ObjectIdentifier(node)] = nodes.count
                nodes.append(Node(node: node))
            }
            for index in nodes.indices {
                if let parent = nodes[index].node.parentGestureNode {
                    nodes[index].parent = nodeIndex[ObjectIdentifier(parent)]
                }
            }
            numberNodes()
            attached = Array(repeating: [], count: nodes.count)
            for index in nodes.indices {
                for recognizer in nodes[index].node.gestureAttachments.recognizers
                where entryIndex[ObjectIdentifier(recognizer)] == nil {
                    attached[index].append(add(recognizer, node: index))
                }
            }
            inTree = entries.count
        }

        // MARK: Tables

        /// Gives every node its preorder interval and its blocker, parents first, without recursion.
        private mutating func numberNodes() {
            var children = Array(repeating: [Int](), count: nodes.count)
            var roots: [Int] = []
            for index in nodes.indices {
                if let parent = nodes[index].parent { children[parent].append(index) } else { roots.append(index) }
            }
            var counter = 0
            var stack: [(index: Int, exiting: Bool)] = roots.reversed().map { ($0, false) }
            while let (index, exiting) = stack.popLast() {
                if exiting {
                    nodes[index].exit = counter
                    continue
                }
                counter += 1
                nodes[index].enter = counter
                if let parent = nodes[index].parent {
                    nodes[index].blocker = Self.blocker(of: nodes[index].node) ?? nodes[parent].blocker
                } else {
                    nodes[index].blocker = Self.blocker(ofAncestorsFrom: nodes[index].node)
                }
                stack.append((index, true))
                for child in children[index].reversed() { stack.append((child, false)) }
            }
        }

        /// Why no touch reaches this view or its subviews, judged on the view alone.
        static func blocker(of node: any GestureNode) -> String? {
            guard let view = node as? View else { return nil }
            let name = "\"\(view.gestureDebugName)\""
            if view.isHidden { return "\(name) is hidden" }
            if !view.isUserInteractionEnabled { return "\(name) has isUserInteractionEnabled false" }
            if view.alpha < View.minimumHitTestAlpha {
                return "\(name) has alpha \(RelationLint.seconds(view.alpha)), below \(View.minimumHitTestAlpha)"
            }
            // Only a plain view is judged by its bounds: a subclass may answer point(inside:) itself.
            if type(of: view) == View.self, view.bounds.width <= 0 || view.bounds.height <= 0 {
                return "\(name) has no area"
            }
            return nil
        }

        /// The blocker of a root of the checked tree: its own, or that of an ancestor outside it.
        static func blocker(ofAncestorsFrom node: any GestureNode) -> String? {
            var current: (any GestureNode)? = node
            var steps = 0
            while let candidate = current, steps < RelationLint.maximumPairQuestions {
                if let reason = blocker(of: candidate) { return reason }
                current = candidate.parentGestureNode
                steps += 1
            }
            return nil
        }

        private mutating func add(_ recognizer: GestureRecognizer, node: Int?) -> Int {
            let index = entries.count
            entryIndex[ObjectIdentifier(recognizer)] = index
            entries.append(Entry(recognizer: recognizer, label: recognizer.diagnosticLabel, node: node))
            return index
        }

        /// The entry of a recognizer a requirement names, added as outside the tree if new.
        private mutating func entry(for recognizer: GestureRecognizer) -> Int {
            if let index = entryIndex[ObjectIdentifier(recognizer)] { return index }
            return add(recognizer, node: nil)
        }

        /// Whether a touch can reach both recognizers: one's node is the other's or an ancestor.
        func shareTouches(_ a: Int, _ b: Int) -> Bool {
            guard let x = entries[a].node, let y = entries[b].node else { return false }
            let p = nodes[x], q = nodes[y]
            return (p.enter <= q.enter && q.enter <= p.exit) || (q.enter <= p.enter && p.enter <= q.exit)
        }

        // MARK: The run

        mutating func run() -> Report {
            collectExplicitRequirements()
            askHooks()
            for index in entries.indices { entries[index].cannotBegin = reasons(entries[index]) }
            let applicable = classifyEdges()
            let edgeFindings = findings
            findings = []
            var graph = Graph(count: inTree)
            for edge in edges where edge.from != edge.to && edge.from < inTree && edge.to < inTree {
                graph.add(edge.from, edge.to)
            }
            let components = graph.stronglyConnectedComponents()
            reportCycles(components, graph: graph)
            findings += edgeFindings
            reportDependencies()
            for index in 0..<inTree where !entries[index].cannotBegin.isEmpty && !Self.isInternal(entries[index].recognizer) {
                findings.append(Finding(kind: .cannotBegin, subject: entries[index].label,
                                        detail: entries[index].cannotBegin.joined(separator: "; ")))
            }
            if reachedLimit {
                findings.append(Finding(kind: .limit, subject: "all", detail: "stopped after \(RelationLint.maximumPairQuestions) questions to class hooks and delegates; relations past that were not checked"))
            }
            // The library's own internal recognizers (a scroll view's content delay) are checked
            // like any other, but nothing is said about them: no user can act on it.
            let shown = delays(components, applicable: applicable).enumerated()
                .filter { !Self.isInternal(entries[$0.offset].recognizer) }.map(\.element)
            return Report(findings: findings, delays: shown, recognizerCount: inTree)
        }

        private mutating func collectExplicitRequirements() {
            for index in 0..<inTree {
                for required in entries[index].recognizer.lintExplicitRequirements {
                    edges.append(Edge(from: index, to: entry(for: required), source: .explicit))
                }
            }
        }

        /// Whether the lint may call this recognizer's class hooks: always for the built-in
        /// classes, for others only when asked.
        func mayAskClass(of recognizer: GestureRecognizer) -> Bool {
            Self.isBuiltIn(recognizer) || options.consultsCustomClasses
        }

        static func isBuiltIn(_ recognizer: GestureRecognizer) -> Bool { recognizer.isBuiltInKind }

        /// Whether a recognizer is the library's own machinery rather than one a user made (a
        /// scroll view's content delay): it is never the subject of a finding or a delay line.
        static func isInternal(_ recognizer: GestureRecognizer) -> Bool { recognizer.isLibraryMachinery }

        /// Whether the lint may ask this recognizer's delegate: always when the delegate is the
        /// library's own (a scroll view's, for its pan and pinch), for others only when asked.
        func mayAskDelegate(of recognizer: GestureRecognizer) -> Bool {
            options.consultsDelegates || recognizer.delegate is ScrollerLink
        }

        /// Puts every pair of recognizers that can share a touch to the class hooks (and the
        /// delegates, when consulted), within the question limit.
        private mutating func askHooks() {
            for index in 0..<inTree { ask(index, index) }
            outer: for nodeIndex in nodes.indices {
                for (position, a) in attached[nodeIndex].enumerated() {
                    var current: Int? = nodeIndex
                    while let m = current {
                        questions += 1
                        if questions > RelationLint.maximumPairQuestions {
                            reachedLimit = true
                            break outer
                        }
                        let others = m == nodeIndex ? Array(attached[m].dropFirst(position + 1)) : attached[m]
                        for b in others {
                            ask(a, b)
                            ask(b, a)
                            questions += 1
                        }
                        current = nodes[m].parent
                    }
                }
            }
        }

        /// Records a requirement of `a` on `b` if a class hook or a consulted delegate says so.
        private mutating func ask(_ a: Int, _ b: Int) {
            let x = entries[a].recognizer, y = entries[b].recognizer
            if (mayAskClass(of: x) && x.shouldRequireFailure(of: y))
                || (mayAskClass(of: y) && y.shouldBeRequiredToFail(by: x)) {
                edges.append(Edge(from: a, to: b, source: .classHook))
            } else if (mayAskDelegate(of: x) && x.delegate?.gestureRecognizer(x, shouldRequireFailureOf: y) == true)
                        || (mayAskDelegate(of: y) && y.delegate?.gestureRecognizer(y, shouldBeRequiredToFailBy: x) == true) {
                edges.append(Edge(from: a, to: b, source: .delegate))
            }
        }

        /// Why a recognizer can never begin.
        func reasons(_ entry: Entry) -> [String] {
            let recognizer = entry.recognizer
            var reasons: [String] = []
            if !recognizer.isEnabled { reasons.append("disabled") }
            guard let node = recognizer.node else { return reasons + ["not attached to any view"] }
            if let blocker = entry.node.map({ nodes[$0].blocker }) ?? Self.blocker(ofAncestorsFrom: node) {
                reasons.append("on a view that cannot be hit: \(blocker)")
            }
            if !recognizer.receivesHover, recognizer.allowedTouchTypes.isEmpty {
                reasons.append("allows no touch type")
            }
            if let problem = recognizer.settingsProblem { reasons.append(problem) }
            let needed = recognizer.touchesNeededToRecognize
            // A view that takes one touch at a time still lets its recognizers see every touch,
            // so only the engine's own limit counts here.
            if needed > GestureConstants.maximumSimultaneousTouches {
                reasons.append("needs \(needed) touches, more than the \(GestureConstants.maximumSimultaneousTouches) the engine follows at once")
            }
            return reasons
        }

        /// Delegates and classes of your own that decide relations at run time, when not consulted.
        private mutating func reportDependencies() {
            for index in 0..<inTree {
                let recognizer = entries[index].recognizer
                if !mayAskDelegate(of: recognizer), recognizer.delegate != nil {
                    findings.append(Finding(kind: .delegateDependent, subject: entries[index].label,
                                            detail: "its delegate decides at run time whether it begins, waits for others or recognizes with them (not consulted)"))
                }
                if !mayAskClass(of: recognizer) {
                    findings.append(Finding(kind: .classDependent, subject: entries[index].label,
                                            detail: "\(String(describing: type(of: recognizer)))'s own failure-requirement hooks decide at run time (not consulted), and how long it takes to fail is unknown"))
                }
            }
        }

        /// Reports what is wrong with each requirement and returns the ones that can hold a
        /// recognizer back: both can take part, and their views share touches.
        private mutating func classifyEdges() -> [[Int]] {
            var applicable = Array(repeating: [Int](), count: inTree)
            var seen = Set<Int>()  // from * count + to, so a relation told twice is judged once
            let count = entries.count
            for edge in edges where seen.insert(edge.from * count + edge.to).inserted {
                let a = entries[edge.from], b = entries[edge.to]
                let pair = "\(a.label) → \(b.label)"
                if edge.from == edge.to {
                    findings.append(Finding(kind: .selfRequirement, subject: a.label,
                                            detail: "\(edge.source == .delegate ? "its delegate" : "its class") requires it to wait for itself to fail; ignored"))
                    continue
                }
                if let reason = b.cannotBegin.first {
                    findings.append(Finding(kind: .contradiction, subject: pair,
                                            detail: "\(a.label) requires \(b.label) to fail, but \(b.label) can never take part (\(reason)): the requirement never applies"))
                    continue
                }
                if edge.to >= inTree {
                    findings.append(Finding(kind: .outsideTree, subject: pair,
                                            detail: "\(a.label) requires \(b.label) to fail, but \(b.label) is not in the checked tree: it applies only if \(b.label) gets touches there"))
                    continue
                }
                if !shareTouches(edge.from, edge.to) {
                    let view = b.node.map { "\"\(nodes[$0].node.gestureDebugName)\"" } ?? "its view"
                    findings.append(Finding(kind: .unrelatedViews, subject: pair,
                                            detail: "their views never share a touch: \(a.label) waits for \(b.label) only while another finger is on \(view)"))
                    continue
                }
                applicable[edge.from].append(edge.to)
                judgeSimultaneity(edge.from, edge.to)
            }
            return applicable
        }

        /// A requirement between two recognizers that a delegate also lets recognize together.
        private mutating func judgeSimultaneity(_ a: Int, _ b: Int) {
            let x = entries[a].recognizer, y = entries[b].recognizer
            let pair = "\(entries[a].label) → \(entries[b].label)"
            guard x.delegate != nil || y.delegate != nil else { return }
            if (x.delegate == nil || mayAskDelegate(of: x)) && (y.delegate == nil || mayAskDelegate(of: y)) {
                let together = x.delegate?.gestureRecognizer(x, shouldRecognizeSimultaneouslyWith: y) == true
                    || y.delegate?.gestureRecognizer(y, shouldRecognizeSimultaneouslyWith: x) == true
                if together {
                    findings.append(Finding(kind: .contradiction, subject: pair,
                                            detail: "\(entries[a].label) requires \(entries[b].label) to fail, while a delegate lets them recognize together: the requirement wins, so they never do"))
                }
            } else {
                findings.append(Finding(kind: .delegateDependent, subject: pair,
                                        detail: "\(entries[a].label) requires \(entries[b].label) to fail; if a delegate lets them recognize together, that contradicts the requirement (not consulted)"))
            }
        }

        private mutating func reportCycles(_ components: [[Int]], graph: Graph) {
            for component in components where component.count > 1 {
                let path = graph.cycle(through: component)
                let names = path.map { entries[$0].label }
                let shown = names.count > 8 ? names.prefix(8).joined(separator: " → ") + " → …" : names.joined(separator: " → ")
                findings.append(Finding(kind: .cycle, subject: shown + " → " + names[0],
                                        detail: "\(component.count) recognizers each wait for the next to fail; at run time the first to ask goes ahead"))
            }
        }

        /// Each recognizer's worst-case delay, successors before the recognizers that wait for them
        /// (the components come sinks first); requirements inside a cycle are left out.
        private func delays(_ components: [[Int]], applicable: [[Int]]) -> [Delay] {
            var component = Array(repeating: 0, count: inTree)
            for (number, members) in components.enumerated() {
                for member in members { component[member] = number }
            }
            var seconds = Array(repeating: 0.0, count: inTree)
            var unknown = Array(repeating: false, count: inTree)
            var next = Array(repeating: -1, count: inTree)
            var own = Array(repeating: 0.0, count: inTree)
            var length = Array(repeating: 0, count: inTree)
            for members in components {
                for v in members {
                    for w in applicable[v] where component[w] != component[v] {
                        let time = entries[w].recognizer.longestUndecidedTime
                        let total = (time ?? 0) + seconds[w]
                        unknown[v] = unknown[v] || time == nil || unknown[w]
                        if next[v] < 0 || total > seconds[v] {
                            seconds[v] = total
                            next[v] = w
                            own[v] = time ?? 0
                            length[v] = length[w] + 1
                        }
                    }
                }
            }
            return (0..<inTree).map { v in
                var chain: [Delay.Step] = []
                var current = v
                while next[current] >= 0, chain.count < RelationLint.maximumChainShown {
                    chain.append(Delay.Step(recognizer: entries[next[current]].label, seconds: own[current]))
                    current = next[current]
                }
                return Delay(recognizer: entries[v].label, seconds: seconds[v], chain: chain,
                             chainLength: length[v], includesUnknown: unknown[v])
            }
        }
    }
}
