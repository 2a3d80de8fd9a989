// The web page's module (page.wasm, Embedded/web/build.sh) fed the browser's input at its worst,
// straight through its entry points under node: a pointer id pressed twice, pointers moving or
// lifting without a press, presses outside the scene or at no number, timestamps from another
// clock or from the past, focus lost and the page resized mid-gesture, a pointercancel, a wheel
// outside the scene, and a module with no room to grow. Each must be set right or refused,
// reported in the story and counted, while the scene goes on: the whole story is compared, line
// by line.
//
//   node Embedded/web/test-input.mjs SITE_FOLDER        (exit 0 when every check passes)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hostImports } from '../wasm/host.mjs';

const site = process.argv[2];
if (!site) {
    process.stderr.write('usage: node test-input.mjs SITE_FOLDER\n');
    process.exit(2);
}
let failures = 0;
function check(name, actual, expected) {
    const a = JSON.stringify(actual, null, 1), e = JSON.stringify(expected, null, 1);
    if (a === e) {
        process.stdout.write(`ok: ${name}\n`);
    } else {
        failures += 1;
        process.stdout.write(`FAIL: ${name}\n  expected: ${e}\n  actual:   ${a}\n`);
    }
}

/// The module with a host that writes down everything it is given.
async function load(file) {
    const decoder = new TextDecoder();
    const memory = {};
    const host = { story: [], sounds: [], errors: [], state: null, svg: null };
    const imports = hostImports(memory, {
        writeLine: (line) => host.errors.push(line),
        errorLine: (line) => host.errors.push(line),
    });
    const text = (pointer, count) => decoder.decode(new Uint8Array(memory.memory.buffer, pointer, count));
    Object.assign(imports.env, {
        host_svg: (pointer, count) => { host.svg = text(pointer, count); },
        host_sound: (sound) => host.sounds.push(sound === 0 ? 'chomp' : 'laugh'),
        host_story: (time, pointer, count) => host.story.push(`${time.toFixed(3)} ${text(pointer, count)}`),
        host_state: (pointer, count) => { host.state = JSON.parse(text(pointer, count)); },
    });
    const { instance } = await WebAssembly.instantiate(readFileSync(join(site, file)), imports);
    memory.memory = instance.exports.memory;
    return { host, exports: instance.exports };
}

const touch = 0, pen = 1, mouse = 2;
const down = 0, move = 1, up = 2, cancel = 3;
const focusLost = 0, resized = 1;

// MARK: The monkey and the banana, under hostile input

{
    const { host, exports } = await load('page.wasm');
    const pointer = (kind, phase, id, x, y, time, now = time, button = -1) =>
        exports.page_pointer(kind, phase, id, x, y, time, now, button, 0.5, 10, NaN, NaN, 0);
    check('the monkey scene opens at 375 × 667 points', [exports.page_open(0, 1), exports.page_height()], [375, 667]);

    // A pointer id pressed again while down: the first touch is cancelled, a new one begins.
    pointer(touch, down, 5, 120, 220, 2.0);
    pointer(touch, move, 5, 150, 240, 2.05);
    pointer(touch, down, 5, 160, 250, 2.1);
    pointer(touch, up, 5, 160, 250, 2.15);
    // Pointers that are not down.
    pointer(touch, move, 9, 10, 10, 2.2);
    pointer(touch, up, 9, 10, 10, 2.21);
    pointer(touch, cancel, 9, 10, 10, 2.22);
    // Presses outside the scene and at no number: refused, with the rest of their events.
    pointer(touch, down, 6, -5, 100, 2.3);
    pointer(touch, move, 6, 20, 100, 2.31);
    pointer(touch, up, 6, 20, 100, 2.32);
    pointer(pen, down, 7, NaN, 3, 2.4);
    pointer(pen, up, 7, 3, 3, 2.41);
    // A timestamp from another clock (seconds since 1970): the page's time is used; the tap chomps.
    pointer(touch, down, 8, 260, 480, 1.7e9, 2.5);
    pointer(touch, up, 8, 260, 480, 2.55);
    // A timestamp half a second in the past: moved to the page's present, silently.
    pointer(touch, down, 11, 260, 480, 2.1, 2.6);
    pointer(touch, cancel, 11, 260, 480, 2.62);
    // Focus lost mid-gesture: the touch is cancelled, and its later move is not down.
    pointer(touch, down, 10, 120, 230, 3.0);
    exports.page_interrupted(focusLost, 3.1);
    pointer(touch, move, 10, 130, 230, 3.2);
    // The mouse's finger, and the page resized under it; its release after is nothing.
    pointer(mouse, down, 1, 260, 480, 3.5, 3.5, 0);
    exports.page_interrupted(resized, 3.6);
    pointer(mouse, up, 1, 260, 480, 3.7, 3.7, 0);
    // Nothing in flight: no report.
    exports.page_interrupted(focusLost, 3.8);
    // A wheel outside the scene.
    exports.page_wheel(500, 100, 0, 120, 0, 3.9, 3.9);
    exports.page_frame(4);

    check('the story of the hostile input, in order', host.story, [
        '2.050 monkeyPan possible → began',
        '2.050 monkeyTap failed: monkeyPan recognized and was required to fail',
        '2.050 monkeyTap possible → failed',
        '2.050 monkeyPan action (began)',
        '2.100 page: pointer 5 went down again while down: its touch 100 is cancelled',
        '2.100 monkeyPan began → cancelled',
        '2.100 monkeyPinch possible → failed',
        '2.100 monkeyRotate possible → failed',
        '2.100 monkeyTickle possible → failed',
        '2.100 monkeyPan action (cancelled)',
        '2.200 page: pointer 9 moved while not down: ignored',
        '2.210 page: pointer 9 lifted while not down: ignored',
        '2.220 page: pointer 9 was cancelled while not down: ignored',
        '2.300 page: pointer 6 pressed outside the scene at (-5.0, 100.0): refused',
        '2.400 page: pointer 7 pressed at a coordinate that is not a number: refused',
        "2.500 page: an event's timestamp (1700000000.0 s) is not on the page's clock (2.5 s): the page's time is used",
        '2.550 bananaPan possible → failed',
        '2.550 bananaPinch possible → failed',
        '2.550 bananaRotate possible → failed',
        '2.550 bananaTap possible → ended',
        '2.550 bananaTickle possible → failed',
        '2.550 bananaTap action (ended)',
        '2.620 bananaPan possible → failed',
        '2.620 bananaPinch possible → failed',
        '2.620 bananaRotate possible → failed',
        '2.620 bananaTap possible → failed',
        '2.620 bananaTickle possible → failed',
        '3.100 page: the page lost focus: its touches are cancelled',
        '3.100 monkeyPan possible → failed',
        '3.100 monkeyPinch possible → failed',
        '3.100 monkeyRotate possible → failed',
        '3.100 monkeyTap possible → failed',
        '3.100 monkeyTickle possible → failed',
        '3.200 page: pointer 10 moved while not down: ignored',
        '3.600 page: the page changed size mid-gesture: its touches are cancelled',
        '3.600 bananaPan possible → failed',
        '3.600 bananaPinch possible → failed',
        '3.600 bananaRotate possible → failed',
        '3.600 bananaTap possible → failed',
        '3.600 bananaTickle possible → failed',
        '3.900 page: a wheel turned outside the scene: ignored',
    ]);
    check('the chomp of the tap stamped on another clock', [host.sounds, host.state.events], [['chomp'], ['chomp (banana)']]);
    check('the problems counted, by kind', [host.state.problems, exports.page_problem_count()], [
        { 'pressed twice': 1, 'not down': 4, outside: 2, coordinates: 1, clock: 1, 'focus lost': 1, resized: 1 }, 11,
    ]);
    check('no touch left down, no recognizer at work', [host.state.touches, host.state.recognizers], [[], []]);
    const monkey = host.state.views.find((view) => view.id === 'monkey');
    // The pan began 30 and 20 points from the press; its translation leaves out the 10-point
    // hysteresis on each axis.
    check('the monkey moved by the pan before its cancellation', monkey.center, [140, 230]);
    check('the picture is an SVG of the scene', [host.svg.startsWith('<svg'), host.svg.includes('data-view="monkey"')], [true, true]);
}

// MARK: The gallery: the wheel scrolls the list

{
    const { host, exports } = await load('page.wasm');
    check('the gallery opens', exports.page_open(1, 1), 375);
    // 100 pixels down over the list: 100 points; the sequence ends on its timer. Then 300 more:
    // the list stops at its end, 8 rows of 70 points less its 367 points of height.
    exports.page_wheel(187, 500, 0, 100, 0, 2.0, 2.0);
    exports.page_frame(3);
    const first = host.state.listOffset;
    exports.page_wheel(187, 500, 0, 300, 0, 3.5, 3.5);
    exports.page_frame(5);
    check('the wheel scrolls the list by its pixels, up to its end', [first, host.state.listOffset], [100, 193]);
    check('no problem reported', [host.state.problems, host.story.filter((line) => line.includes('page:'))], [{}, []]);
}

// MARK: Scenes shown one after another: each is made once

{
    const { exports } = await load('page.wasm');
    const pointer = (phase, id, x, y, time) => exports.page_pointer(touch, phase, id, x, y, time, time, -1, 0.5, 10, NaN, NaN, 0);
    const sizes = [];
    for (let round = 0; round < 60; round += 1) {
        const time = 1 + round;
        exports.page_open(round % 2, time);
        // A finger left down, and a frame: the next scene shown cancels it.
        pointer(down, 1, 150, 150, time + 0.1);
        pointer(move, 1, 180, 160, time + 0.2);
        exports.page_frame(time + 0.3);
        sizes.push(exports.memory.buffer.byteLength);
    }
    check('sixty switches between the scenes use no more memory than the first ten',
        sizes[59] <= sizes[9] ? 'no growth' : `grew from ${sizes[9]} to ${sizes[59]} bytes`, 'no growth');
}

// MARK: A module that cannot grow: it stops, and says why

{
    const { host, exports } = await load('page-no-room.wasm');
    let stopped = null;
    try {
        exports.page_open(1, 1);
    } catch (error) {
        stopped = `${error.constructor.name}: ${error.message}`;
    }
    check('opening a scene with no room traps the module, which the host can tell', stopped, 'RuntimeError: unreachable');
}

process.stdout.write(failures ? `test-input: ${failures} failed\n` : 'test-input: all passed\n');
process.exitCode = failures ? 1 : 0;
