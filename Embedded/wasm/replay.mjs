// Replays a trace through the engine compiled to WebAssembly (Embedded/wasm/build.sh makes the
// module) and prints what `gestures replay TRACE` prints: the log on standard output, problems on
// standard error, the same exit status.
//
//   node Embedded/wasm/replay.mjs REPLAY.wasm TRACE [NAME]     (NAME: how the summary names the trace)
import { readFileSync } from 'node:fs';
import { hostImports } from './host.mjs';

const [wasmPath, tracePath, name = tracePath] = process.argv.slice(2);
if (!wasmPath || !tracePath) {
    process.stderr.write('usage: node replay.mjs REPLAY.wasm TRACE [NAME]\n');
    process.exit(2);
}

const state = {};
const output = [];
const imports = hostImports(state, {
    writeLine: (line) => output.push(line),
    errorLine: (line) => process.stderr.write(line + '\n'),
});
const { instance } = await WebAssembly.instantiate(readFileSync(wasmPath), imports);
state.memory = instance.exports.memory;
const exports = instance.exports;

function place(bytes) {
    const pointer = exports.replay_allocate(bytes.length);
    new Uint8Array(state.memory.buffer, pointer, bytes.length).set(bytes);
    return pointer;
}

let status;
try {
    const trace = readFileSync(tracePath);
    const label = new TextEncoder().encode(name);
    // No limit on contacts: the page and node have no touch controller's fixed memory.
    status = exports.replay_run(place(trace), trace.length, place(label), label.length, 0);
} catch (error) {
    // A trap: the runtime's message (if any) went to standard error line by line before it.
    process.stdout.write(output.join('\n') + (output.length ? '\n' : ''));
    process.stderr.write(`replay.mjs: the module stopped: ${error.message}\n`);
    process.exit(3);
}
process.stdout.write(output.join('\n') + (output.length ? '\n' : ''));
process.exitCode = status;
