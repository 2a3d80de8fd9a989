// Replays a trace through the engine compiled to WebAssembly (Embedded/wasm/build.sh makes the
// module) and prints what `gestures replay TRACE` prints: the log on standard output, problems on
// standard error, the same exit status.
//
//   node Embedded/wasm/replay.mjs REPLAY.wasm TRACE [NAME]     (NAME: how the summary names the trace)
import { readFileSync } from 'node:fs';

const [wasmPath, tracePath, name = tracePath] = process.argv.slice(2);
if (!wasmPath || !tracePath) {
    process.stderr.write('usage: node replay.mjs REPLAY.wasm TRACE [NAME]\n');
    process.exit(2);
}

let memory;
const decoder = new TextDecoder();
const text = (pointer, count) => decoder.decode(new Uint8Array(memory.buffer, pointer, count));
const output = [];

// The standard library's `Double(_: String)` calls the C library's strtod, which this module has
// no C library for: JavaScript's number reading is correctly rounded too (ECMAScript's
// StringToNumber), so both builds read every decimal the same. The longest prefix in C's
// decimal and infinity/NaN forms is read; the return value points past it (0: nothing read).
function strtod(pointer, result) {
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

const imports = {
    env: {
        host_write_line: (pointer, count) => { output.push(text(pointer, count)); },
        host_error_line: (pointer, count) => { process.stderr.write(text(pointer, count) + '\n'); },
        _swift_stdlib_strtod_clocale: strtod,
        // C's fmod is exact, and so is JavaScript's remainder operator.
        fmod: (value, divisor) => value % divisor,
    },
};
const { instance } = await WebAssembly.instantiate(readFileSync(wasmPath), imports);
memory = instance.exports.memory;
const exports = instance.exports;

function place(bytes) {
    const pointer = exports.replay_allocate(bytes.length);
    new Uint8Array(memory.buffer, pointer, bytes.length).set(bytes);
    return pointer;
}

let status;
try {
    const trace = readFileSync(tracePath);
    const label = new TextEncoder().encode(name);
    status = exports.replay_run(place(trace), trace.length, place(label), label.length);
} catch (error) {
    // A trap: the runtime's message (if any) went to standard error line by line before it.
    process.stdout.write(output.join('\n') + (output.length ? '\n' : ''));
    process.stderr.write(`replay.mjs: the module stopped: ${error.message}\n`);
    process.exit(3);
}
process.stdout.write(output.join('\n') + (output.length ? '\n' : ''));
process.exitCode = status;
