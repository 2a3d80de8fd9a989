// Measures the engine in WebAssembly (Embedded/wasm/build.sh makes engine.wasm: the engine, every
// built-in recognizer in the scene traces replay into, and EngineModule.swift's entry points):
// the module's size, a drag through the scene with every recognizer, and the native benchmark's
// `pan` scenario under node — nanoseconds per update, the median of RUNS timed runs.
//
//   node Embedded/wasm/measure.mjs ENGINE.wasm [UPDATES] [RUNS]
import { readFileSync } from 'node:fs';
import { hostImports } from './host.mjs';

const [wasmPath, updatesText = '200000', runsText = '7'] = process.argv.slice(2);
const updates = Number(updatesText), runs = Number(runsText);
const bytes = readFileSync(wasmPath);
const state = {};
const { instance } = await WebAssembly.instantiate(bytes, hostImports(state, {
    writeLine: (line) => process.stdout.write(line + '\n'),
    errorLine: (line) => process.stderr.write(line + '\n'),
}));
state.memory = instance.exports.memory;
const { touch, pan_updates: panUpdates } = instance.exports;

console.log(`module: ${bytes.length} bytes`);
// A drag across the scene with every recognizer, at 60 Hz, and the lift: the recognizers' state
// transitions, counted by the module (a tap's, a long press's… failures, a swipe or a pan).
let transitions = touch(1, 0, 100, 300, 0);
for (let step = 1; step <= 20; step++) transitions = touch(1, 1, 100 + step * 5, 300, step / 60);
transitions = touch(1, 3, 200, 300, 21 / 60);
console.log(`a drag across the scene with every recognizer: ${transitions} state transitions`);

panUpdates(20000);  // warm-up: set up, and let the engine reach its steady state
const times = [];
for (let run = 0; run < runs; run++) {
    const start = process.hrtime.bigint();
    panUpdates(updates);
    times.push(Number(process.hrtime.bigint() - start) / updates);
}
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)];
console.log(`pan: ${median.toFixed(1)} ns/update under node ${process.version} ` +
            `(fastest ${times[0].toFixed(1)}, slowest ${times[times.length - 1].toFixed(1)}; ${runs} runs of ${updates})`);
