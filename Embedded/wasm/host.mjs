// What a WebAssembly module built from Embedded/ needs from its JavaScript host: the log's and
// the runtime's lines, C's fmod, and the standard library's decimal reader.
const decoder = new TextDecoder();

/// The imports for a module whose memory `state.memory` will hold once it is instantiated.
/// `writeLine` takes the log's lines, `errorLine` the problems and the runtime's messages.
export function hostImports(state, { writeLine, errorLine }) {
    const text = (pointer, count) => decoder.decode(new Uint8Array(state.memory.buffer, pointer, count));
    return {
        env: {
            host_write_line: (pointer, count) => writeLine(text(pointer, count)),
            host_error_line: (pointer, count) => errorLine(text(pointer, count)),
            _swift_stdlib_strtod_clocale: (pointer, result) => strtod(state.memory, pointer, result),
            // C's fmod is exact, and so is JavaScript's remainder operator.
            fmod: (value, divisor) => value % divisor,
        },
    };
}

// The standard library's `Double(_: String)` calls the C library's strtod, which these modules
// have no C library for: JavaScript's number reading is correctly rounded too (ECMAScript's
// StringToNumber), so every build reads every decimal the same. The longest prefix in C's
// decimal and infinity/NaN forms is read; the return value points past it (0: nothing read).
function strtod(memory, pointer, result) {
    const bytes = new Uint8Array(memory.buffer);
    let end = pointer;
    while (bytes[end] !== 0) end++;
    const source = decoder.decode(bytes.subarray(pointer, end));
    const match = /^\s*[+-]?(?:(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?|inf(?:inity)?|nan)/i.exec(source);
    if (!match) return 0;
    const token = match[0].trim().toLowerCase();
    const sign = token.startsWith('-') ? -1 : 1;
    const body = token.replace(/^[+-]/, '');
    const value = body.startsWith('inf') ? sign * Infinity : body === 'nan' ? NaN : Number(token);
    new DataView(memory.buffer).setFloat64(result, value, true);
    return pointer + new TextEncoder().encode(match[0]).length;
}
