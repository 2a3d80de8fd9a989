/// A minimal reader of the SVG our renderer writes: its tags in document order, each with its
/// attributes, so tests can assert structure and single attributes without a full XML parser.
struct SVGTag: Equatable {
    var name: String
    var attributes: [String: String]
    var isClosing: Bool
    var isSelfClosing: Bool

    subscript(_ attribute: String) -> String? { attributes[attribute] }
}

enum SVGOutline {
    /// Every tag of the document, in order.
    static func tags(_ svg: String) -> [SVGTag] {
        var tags: [SVGTag] = []
        var rest = Substring(svg)
        while let open = rest.firstIndex(of: "<") {
            guard let close = rest[open...].firstIndex(of: ">") else { break }
            var inside = rest[rest.index(after: open)..<close]
            rest = rest[rest.index(after: close)...]
            let isClosing = inside.first == "/"
            if isClosing { inside = inside.dropFirst() }
            let isSelfClosing = inside.last == "/"
            if isSelfClosing { inside = inside.dropLast() }
            let name = String(inside.prefix { $0 != " " })
            tags.append(SVGTag(name: name, attributes: attributes(inside.dropFirst(name.count)),
                               isClosing: isClosing, isSelfClosing: isSelfClosing))
        }
        return tags
    }

    /// The structure as one line per tag, indented by depth: `g box`, `rect`, `use #asset-banana`…
    /// A group shows its `data-view` (or `data-overlay`) name; closing tags are left out.
    static func outline(_ svg: String) -> [String] {
        var lines: [String] = []
        var depth = 0
        for tag in tags(svg) {
            if tag.isClosing {
                depth -= 1
                continue
            }
            var line = String(repeating: "  ", count: depth) + tag.name
            if let name = tag["data-view"] ?? tag["data-overlay"] ?? tag["id"] { line += " " + name }
            if let href = tag["xlink:href"] { line += " " + href }
            if let missing = tag["data-missing-image"] { line += " missing:" + missing }
            lines.append(line)
            if !tag.isSelfClosing { depth += 1 }
        }
        return lines
    }

    /// The first tag with the given `data-view` name.
    static func group(_ svg: String, view name: String) -> SVGTag? {
        tags(svg).first { !$0.isClosing && $0["data-view"] == name }
    }

    private static func attributes(_ text: Substring) -> [String: String] {
        var result: [String: String] = [:]
        var rest = text
        while let equals = rest.firstIndex(of: "=") {
            let name = rest[..<equals].trimmingSpaces()
            guard let quote = rest[equals...].firstIndex(of: "\""),
                  let end = rest[rest.index(after: quote)...].firstIndex(of: "\"") else { break }
            result[name] = String(rest[rest.index(after: quote)..<end])
            rest = rest[rest.index(after: end)...]
        }
        return result
    }
}

private extension Substring {
    func trimmingSpaces() -> String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
