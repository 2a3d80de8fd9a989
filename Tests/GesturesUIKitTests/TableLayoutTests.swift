import Foundation
import Testing
@testable import GesturesUIKit

/// The table's search for the rows on screen, against the plain walk over every row.
@Suite("Table layout: the rows on screen found by binary search")
struct TableLayoutTests {
    /// A layout of `sections` sections with random headers, footers and rows, a fifth of them of
    /// no height.
    static func randomLayout(_ numbers: inout SeededNumbers, sections: Int) -> TableLayout {
        var layout = TableLayout()
        layout.headerHeight = numbers.uniform(0...1) < 0.5 ? 0 : numbers.uniform(10...60)
        var y = layout.headerHeight
        for _ in 0..<sections {
            let header = numbers.uniform(0...1) < 0.5 ? 0 : numbers.uniform(10...40)
            let top = y
            y += header
            var tops = [y]
            for _ in 0..<Int(numbers.next() % 12) {
                y += numbers.uniform(0...1) < 0.2 ? 0 : numbers.uniform(20...90).rounded()
                tops.append(y)
            }
            let footer = numbers.uniform(0...1) < 0.5 ? 0 : numbers.uniform(10...40)
            y += footer
            layout.sections.append(.init(top: top, headerHeight: header, rowTops: tops, footerHeight: footer))
        }
        return layout
    }

    @Test("First and last row of some height in any window of any layout, searched from any row or none, as the walk over every row finds them")
    func spanMatchesTheWalk() {
        var numbers = SeededNumbers(seed: 26)
        var windows = 0
        for _ in 0..<300 {
            let layout = Self.randomLayout(&numbers, sections: Int(numbers.next() % 5))
            for _ in 0..<40 {
                // Windows from above the content to below it, some starting exactly on a row's top.
                var top = numbers.uniform(-100...(layout.height + 100))
                if numbers.next() % 4 == 0, let section = layout.sections.randomElement(using: &numbers),
                   let edge = section.rowTops.randomElement(using: &numbers) { top = edge }
                let bottom = top + numbers.uniform(0...400)
                let walked = layout.indexPaths(from: top, to: bottom)
                // Searched from nowhere, and from a row anywhere (of any section, or of none).
                let hint = (Int(numbers.next() % 6) - 1, Int(numbers.next() % 16) - 2)
                let span = layout.rowSpan(from: top, to: bottom, near: numbers.next() % 3 == 0 ? nil : hint)
                let found = span.map { [$0.first.section, $0.first.row, $0.last.section, $0.last.row] }
                let expected = walked.first.map { [$0.section, $0.row, walked.last!.section, walked.last!.row] }
                #expect(found == expected,
                        "window \(top)..<\(bottom) of \(layout.sections.map(\.rowTops))")
                windows += 1
            }
        }
        #expect(windows == 12_000)
    }
}

extension SeededNumbers: RandomNumberGenerator {}
