import Gestures
import GesturesToolkit

extension RelationLint {
    /// The requirement graph of the lint: recognizers by index, an edge from each recognizer to
    /// each one it waits for. Every walk is iterative, so a chain of ten thousand requirements
    /// cannot overflow the stack.
    struct Graph {
        private(set) var successors: [[Int]]

        init(count: Int) {
            successors = Array(repeating: [], count: count)
        }

        mutating func add(_ from: Int, _ to: Int) {
            successors[from].append(to)
        }

        /// Tarjan's strongly connected components, each listed once; a component comes after
        /// every component it can reach (sinks first).
        func stronglyConnectedComponents() -> [[Int]] {
            let count = successors.count
            var index = Array(repeating: -1, count: count)
            var lowLink = Array(repeating: 0, count: count)
            var onStack = Array(repeating: false, count: count)
            var stack: [Int] = []
            var components: [[Int]] = []
            var counter = 0
            // The walk's own stack: a node and how many of its successors were looked at.
            var work: [(node: Int, next: Int)] = []
            for root in 0..<count where index[root] < 0 {
                work.append((root, 0))
                while let (v, next) = work.last {
                    if next == 0 && index[v] < 0 {
                        index[v] = counter
                        lowLink[v] = counter
                        counter += 1
                        stack.append(v)
                        onStack[v] = true
                    }
                    if next < successors[v].count {
                        work[work.count - 1].next += 1
                        let w = successors[v][next]
                        if index[w] < 0 {
                            work.append((w, 0))
                        } else if onStack[w] {
                            lowLink[v] = Swift.min(lowLink[v], index[w])
                        }
                        continue
                    }
                    work.removeLast()
                    if let parent = work.last?.node { lowLink[parent] = Swift.min(lowLink[parent], lowLink[v]) }
                    if lowLink[v] == index[v] {
                        var component: [Int] = []
                        while let w = stack.popLast() {
                            onStack[w] = false
                            component.append(w)
                            if w == v { break }
                        }
                        components.append(component.sorted())
                    }
                }
            }
            return components
        }

        /// One cycle through the first member of a strongly connected component, as the path of
        /// recognizers from it back to just before it.
        func cycle(through component: [Int]) -> [Int] {
            let members = Set(component)
            let start = component[0]
            // Breadth-first from start's successors back to start, within the component.
            var previous: [Int: Int] = [:]
            var queue = [start]
            var head = 0
            while head < queue.count {
                let v = queue[head]
                head += 1
                for w in successors[v] where members.contains(w) {
                    if w == start {
                        var path = [v]
                        var current = v
                        while current != start, let before = previous[current] {
                            path.append(before)
                            current = before
                        }
                        return path.reversed()
                    }
                    if previous[w] == nil {
                        previous[w] = v
                        queue.append(w)
                    }
                }
            }
            return component
        }
    }
}
