import Foundation
import GestureTesting
import Gestures
import GesturesUIKit
import Testing

/// Keeps docs/porting.md's table true: every member it lists is used by PortingTableSample.swift,
/// which compiles with this target and runs here.
@MainActor
@Suite("docs/porting.md's table of UIKit types is kept true by a sample that uses each listed member", .serialized)
struct PortingTableTests {
    /// The package's root, from this file's place in it.
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The names the table's rows list, before each row's "Missing:": for each code span, its
    /// argument labels (`label:`) and its base name (the last dotted component, without the
    /// arguments; `init` and a type's own name stand for their labels alone). Spans of prose
    /// (no name, as `(sender)`) list nothing.
    static func listedNames(in markdown: String) -> [String] {
        guard let section = markdown.range(of: "## How complete each type is") else { return [] }
        var names: [String] = []
        for row in markdown[section.upperBound...].split(separator: "\n") where row.hasPrefix("| `") {
            let listed = row.components(separatedBy: "Missing:")[0]
            let spans = listed.components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
            for span in spans {
                let base = span.split(separator: "(", maxSplits: 1).first.map(String.init) ?? ""
                let last = base.split(separator: ".").last.map { String($0).trimmingCharacters(in: CharacterSet(charactersIn: "?!")) } ?? ""
                if span.contains("(") {
                    let arguments = span.drop { $0 != "(" }.filter { !"()".contains($0) }
                    for label in arguments.split(separator: ":").map({ $0.trimmingCharacters(in: .whitespaces) })
                    where !label.isEmpty && label != "_" && label.allSatisfy({ $0.isLetter || $0.isNumber }) {
                        names.append(label + ":")
                    }
                }
                let isIdentifier = !last.isEmpty && last.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
                if isIdentifier && last != "init" { names.append(last) }
            }
        }
        return names
    }

    @Test("Each member the table lists is used by the sample")
    func everyListedMemberIsInTheSample() throws {
        let table = try String(contentsOf: Self.root.appendingPathComponent("docs/porting.md"), encoding: .utf8)
        let sample = try String(contentsOf: Self.root.appendingPathComponent("Tests/GesturesUIKitTests/PortingTableSample.swift"),
                                encoding: .utf8)
        let names = Self.listedNames(in: table)
        #expect(names.count > 200)
        let words = Set(sample.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ":") }.flatMap { token -> [String] in
            let word = String(token)
            return word.hasSuffix(":") ? [word, String(word.dropLast())] : [word]
        })
        let missing = names.filter { name in
            !(words.contains(name) || (name.hasSuffix(":") && sample.contains(name)))
        }
        #expect(missing == [])
    }

    @Test("The sample runs: the calls it makes report in order")
    func sampleRuns() {
        let log = portingTableSample()
        #expect(log == [
            "viewDidLoad", "didReceiveMemoryWarning",
            "willMove(toSuperview:)", "willMove(toWindow:)", "didMoveToSuperview", "didMoveToWindow", "layoutSubviews",
            "didAddSubview", "willRemoveSubview", "layoutSubviews", "tintColorDidChange", "prepareForInterfaceBuilder",
            "UIAction", "tapped", "tapped(sender)", "tapped(sender, forEvent:)", "tapped",
            "bar UIAction", "alert Delete", "feedback", "feedback", "feedback", "prepare detail",
        ])
    }
}
