/// A small, tolerant parser for the one-object-per-line JSON of trace files.
///
/// It reads exactly one JSON object with any members; values that are arrays or objects are
/// checked for balance and skipped (reported as ``Value/composite``), since no field of the trace
/// format is nested and unknown fields must be ignored. It allocates nothing for keys and strings
/// short enough for Swift's small-string form, and nothing at all for numbers.
///
/// Errors name the 1-based byte column where the text stopped making sense.
enum FlatJSON {
    /// A member's value.
    enum Value {
        /// A string, with its escapes decoded (invalid UTF-8 becomes U+FFFD).
        case string(String)
        /// A number; `integer` holds it when it was written as an integer that fits `Int`.
        case number(Double, integer: Int?)
        /// `true` or `false`.
        case bool(Bool)
        /// `null`.
        case null
        /// An array or an object, skipped.
        case composite

        /// The kind of value, for error messages.
        var kind: String {
            switch self {
            case .string: "a string"
            case .number: "a number"
            case .bool: "a boolean"
            case .null: "null"
            case .composite: "an array or object"
            }
        }
    }

    /// Why a line could not be read, in a sentence.
    struct Failure: Error {
        var message: String
    }

    /// Parses the object in `bytes`, calling `member` with each key and value in order.
    static func parseObject(
        _ bytes: UnsafeBufferPointer<UInt8>, member: (String, Value) throws(Failure) -> Void
    ) throws(Failure) {
        var scanner = Scanner(bytes: bytes)
        try scanner.parseObject(member)
    }

    private struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0

        init(bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
        }

        private var column: Int { index + 1 }

        private func failure(_ message: String) -> Failure {
            Failure(message: "\(message) at column \(column)")
        }

        private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

        private mutating func skipWhitespace() {
            while index < bytes.count {
                switch bytes[index] {
                case 0x20, 0x09, 0x0D, 0x0A: index += 1
                default: return
                }
            }
        }

        private func describeCurrent() -> String {
            guard let byte = current else { return "end of line" }
            if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
            return "byte 0x\(String(byte, radix: 16, uppercase: true))"
        }

        mutating func parseObject(_ member: (String, Value) throws(Failure) -> Void) throws(Failure) {
            skipWhitespace()
            guard current == UInt8(ascii: "{") else {
                throw failure("expected a JSON object ('{'), found \(describeCurrent())")
            }
            index += 1
            skipWhitespace()
            if current == UInt8(ascii: "}") {
                index += 1
            } else {
                while true {
                    skipWhitespace()
                    guard current == UInt8(ascii: "\"") else {
                        throw failure("expected a field name in double quotes, found \(describeCurrent())")
                    }
                    let key = try parseString()
                    skipWhitespace()
                    guard current == UInt8(ascii: ":") else {
                        throw failure("expected ':' after field name \"\(key)\", found \(describeCurrent())")
                    }
                    index += 1
                    skipWhitespace()
                    let value = try parseValue()
                    try member(key, value)
                    skipWhitespace()
                    if current == UInt8(ascii: ",") {
                        index += 1
                        continue
                    }
                    if current == UInt8(ascii: "}") {
                        index += 1
                        break
                    }
                    throw failure("expected ',' or '}' after the value of \"\(key)\", found \(describeCurrent())")
                }
            }
            skipWhitespace()
            if index < bytes.count {
                throw failure("unexpected \(describeCurrent()) after the end of the object")
            }
        }

        private mutating func parseValue() throws(Failure) -> Value {
            guard let byte = current else { throw failure("expected a value, found end of line") }
            switch byte {
            case UInt8(ascii: "\""):
                return .string(try parseString())
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                return try parseNumber()
            case UInt8(ascii: "t"):
                try expectWord("true")
                return .bool(true)
            case UInt8(ascii: "f"):
                try expectWord("false")
                return .bool(false)
            case UInt8(ascii: "n"):
                try expectWord("null")
                return .null
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                try skipComposite()
                return .composite
            default:
                throw failure("expected a value, found \(describeCurrent())")
            }
        }

        private mutating func expectWord(_ word: StaticString) throws(Failure) {
            let start = index
            let count = word.utf8CodeUnitCount
            let matches = word.withUTF8Buffer { expected in
                guard start + count <= bytes.count else { return false }
                for offset in 0..<count where bytes[start + offset] != expected[offset] { return false }
                return true
            }
            guard matches else { throw failure("expected a value, found \(describeCurrent())") }
            index += count
        }

        private mutating func parseNumber() throws(Failure) -> Value {
            let start = index
            var isInteger = true
            while index < bytes.count, Self.isNumberByte(bytes[index]) {
                switch bytes[index] {
                case UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "+"): isInteger = false
                default: break
                }
                index += 1
            }
            let token = UnsafeBufferPointer(rebasing: bytes[start..<index])
            let text = String(decoding: token, as: UTF8.self)
            guard Self.isJSONNumber(token), let value = Double(text) else {
                index = start
                throw failure("\(text) is not a number")
            }
            return .number(value, integer: isInteger ? Int(text) : nil)
        }

        private static func isNumberByte(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."),
                 UInt8(ascii: "e"), UInt8(ascii: "E"):
                true
            default:
                false
            }
        }

        /// Whether a token that `Double` accepted also follows JSON's shape: an optional minus, digits,
        /// optionally a fraction with digits, optionally an exponent with digits. (`Double` alone
        /// would accept `1.` or `.5`; leading zeros are tolerated.)
        private static func isJSONNumber(_ token: UnsafeBufferPointer<UInt8>) -> Bool {
            var i = 0
            func digits() -> Bool {
                let start = i
                while i < token.count, token[i] >= UInt8(ascii: "0"), token[i] <= UInt8(ascii: "9") { i += 1 }
                return i > start
            }
            if i < token.count, token[i] == UInt8(ascii: "-") { i += 1 }
            guard digits() else { return false }
            if i < token.count, token[i] == UInt8(ascii: ".") {
                i += 1
                guard digits() else { return false }
            }
            if i < token.count, token[i] == UInt8(ascii: "e") || token[i] == UInt8(ascii: "E") {
                i += 1
                if i < token.count, token[i] == UInt8(ascii: "+") || token[i] == UInt8(ascii: "-") { i += 1 }
                guard digits() else { return false }
            }
            return i == token.count
        }

        /// Parses a string starting at its opening quote.
        private mutating func parseString() throws(Failure) -> String {
            index += 1  // the opening quote
            let start = index
            // Fast path: no escapes.
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                    index += 1
                    return text
                }
                if byte == UInt8(ascii: "\\") { break }
                if byte < 0x20 { throw failure("control character in a string") }
                index += 1
            }
            guard index < bytes.count else {
                index = start - 1
                throw failure("unterminated string")
            }
            var decoded = Array(bytes[start..<index])
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "\""):
                    index += 1
                    return String(decoding: decoded, as: UTF8.self)
                case UInt8(ascii: "\\"):
                    index += 1
                    guard let escape = current else { break }
                    index += 1
                    switch escape {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): decoded.append(escape)
                    case UInt8(ascii: "b"): decoded.append(0x08)
                    case UInt8(ascii: "f"): decoded.append(0x0C)
                    case UInt8(ascii: "n"): decoded.append(0x0A)
                    case UInt8(ascii: "r"): decoded.append(0x0D)
                    case UInt8(ascii: "t"): decoded.append(0x09)
                    case UInt8(ascii: "u"):
                        let scalar = try parseUnicodeEscape()
                        decoded.append(contentsOf: Array(String(Character(scalar)).utf8))
                    default:
                        index -= 2
                        throw failure("unknown escape '\\\(Character(Unicode.Scalar(escape)))' in a string")
                    }
                default:
                    if byte < 0x20 { throw failure("control character in a string") }
                    decoded.append(byte)
                    index += 1
                }
            }
            index = start - 1
            throw failure("unterminated string")
        }

        /// Parses the XXXX of `\uXXXX` (and a following low surrogate's escape, for a pair).
        private mutating func parseUnicodeEscape() throws(Failure) -> Unicode.Scalar {
            let first = try parseHex4()
            if (0xD800..<0xDC00).contains(first),
               index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
                let save = index
                index += 2
                let second = try parseHex4()
                if (0xDC00..<0xE000).contains(second) {
                    let value = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
                    return Unicode.Scalar(value) ?? "\u{FFFD}"
                }
                index = save
            }
            return Unicode.Scalar(first) ?? "\u{FFFD}"
        }

        private mutating func parseHex4() throws(Failure) -> UInt32 {
            var value: UInt32 = 0
            for _ in 0..<4 {
                guard let byte = current else { throw failure("incomplete \\u escape") }
                let digit: UInt32
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
                default: throw failure("incomplete \\u escape")
                }
                value = value << 4 | digit
                index += 1
            }
            return value
        }

        /// Skips a balanced array or object, strings included, checking that every bracket closes
        /// the one that opened last.
        private mutating func skipComposite() throws(Failure) {
            let start = index
            var closers: [UInt8] = []
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "["):
                    closers.append(UInt8(ascii: "]"))
                    index += 1
                case UInt8(ascii: "{"):
                    closers.append(UInt8(ascii: "}"))
                    index += 1
                case UInt8(ascii: "]"), UInt8(ascii: "}"):
                    guard closers.last == byte else {
                        let expected = Character(Unicode.Scalar(closers.last ?? byte))
                        throw failure("expected '\(expected)' to close what opened at column \(start + 1), "
                            + "found \(describeCurrent())")
                    }
                    closers.removeLast()
                    index += 1
                    if closers.isEmpty { return }
                case UInt8(ascii: "\""):
                    _ = try parseString()
                default:
                    index += 1
                }
            }
            index = start
            throw failure(bytes[start] == UInt8(ascii: "[") ? "unterminated array" : "unterminated object")
        }
    }
}
