// The web page in headless Chromium, driven by real input through the DevTools protocol: fingers
// (Input.dispatchTouchEvent, two at once for a pinch), a pen, the mouse and its wheel. It drags the
// monkey, pinches and rotates the banana, taps the monkey, tickles the banana, drags with the
// mouse and with a pen; pages, zooms, taps and scrolls the gallery; cancels a touch, loses focus and resizes mid-
// gesture; loads a module that cannot grow. It checks the scene's state, the inspector's lines and
// the sounds after each, and writes screenshots of both scenes for .ci/compare-picture.sh.
//
//   node Embedded/web/test-page.mjs SITE_FOLDER SCREENSHOT_FOLDER
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const [site, screenshots] = process.argv.slice(2);
if (!site || !screenshots) {
    process.stderr.write('usage: node test-page.mjs SITE_FOLDER SCREENSHOT_FOLDER\n');
    process.exit(2);
}
const here = dirname(fileURLToPath(import.meta.url));
let failures = 0;
function check(name, passed, detail = '') {
    process.stdout.write(`${passed ? 'ok' : 'FAIL'}: ${name}${passed ? '' : `\n  ${detail}`}\n`);
    if (!passed) failures += 1;
}

// MARK: The server and the browser

const server = spawn(process.execPath, [join(here, 'serve.mjs'), site, '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
const origin = await new Promise((resolve, reject) => {
    server.stdout.on('data', (data) => {
        const match = /at (http:\S+)/.exec(String(data));
        if (match) resolve(match[1]);
    });
    server.on('exit', () => reject(new Error('the server stopped')));
});
const profile = mkdtempSync(join(tmpdir(), 'page-test-'));
// The DevTools protocol over a pipe: Chromium reads commands from its fd 3 and answers on fd 4,
// each message JSON ended by a NUL byte.
const browser = spawn('chromium', [
    '--headless=new', '--no-sandbox', '--disable-gpu', '--remote-debugging-pipe', '--hide-scrollbars',
    '--mute-audio', '--autoplay-policy=no-user-gesture-required', `--user-data-dir=${profile}`,
    '--window-size=1000,760', 'about:blank',
], { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] });
const toBrowser = browser.stdio[3], fromBrowser = browser.stdio[4];
let nextID = 1;
const waiting = new Map();
let pending = Buffer.alloc(0);
fromBrowser.on('data', (chunk) => {
    pending = Buffer.concat([pending, chunk]);
    let end;
    while ((end = pending.indexOf(0)) >= 0) {
        const message = JSON.parse(pending.subarray(0, end).toString());
        pending = pending.subarray(end + 1);
        const waiter = waiting.get(message.id);
        if (!waiter) continue;
        waiting.delete(message.id);
        message.error ? waiter.reject(new Error(`${waiter.method}: ${message.error.message}`)) : waiter.resolve(message.result);
    }
});
let session = null;
function send(method, params = {}) {
    const id = nextID++;
    const message = { id, method, params };
    if (session && !method.startsWith('Target.')) message.sessionId = session;
    toBrowser.write(JSON.stringify(message) + '\0');
    return new Promise((resolve, reject) => waiting.set(id, { resolve, reject, method }));
}
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/// A value computed in the page.
async function evaluate(expression) {
    const { result, exceptionDetails } = await send('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true });
    if (exceptionDetails) throw new Error(`${expression}: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
    return result.value;
}
/// Waits until `expression` is true in the page (polled every 50 ms, for at most `ms`).
async function until(expression, ms = 5000) {
    for (let waited = 0; waited < ms; waited += 50) {
        if (await evaluate(expression)) return true;
        await pause(50);
    }
    return false;
}

const state = () => evaluate('window.page.state');
/// Waits for the page to draw two more frames (so that the state shows the input just sent), then
/// for no touch to be down and nothing to move.
async function settle() {
    const frames = await evaluate('window.page.frames');
    await until(`window.page.frames >= ${frames + 2}`);
    return until(`window.page.state.touches.length === 0 && window.page.state.views.every((v) => !v.animating)`);
}
const view = async (id) => (await state()).views.find((v) => v.id === id);
const storyLines = () => evaluate('window.page.story.map((s) => s.line)');

const { targetId } = await send('Target.createTarget', { url: 'about:blank' });
({ sessionId: session } = await send('Target.attachToTarget', { targetId, flatten: true }));
await send('Page.enable');
await send('Runtime.enable');
await send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });

let loads = 0;
/// Loads the page afresh (a query of its own each time: a change of the fragment alone would not
/// reload it).
async function openPage(path, query = '') {
    loads += 1;
    const url = new URL(path, origin);
    url.search = `${query}${query ? '&' : ''}load=${loads}`;
    await send('Page.navigate', { url: url.href });
    return until('window.page && window.page.state !== null && window.page.frames > 2');
}

/// The scene's geometry in the browser: CSS pixels per point, and where its origin is.
async function stageBox() {
    return evaluate(`(() => { const b = document.getElementById('stage').getBoundingClientRect();
        return { left: b.left, top: b.top, scale: b.width / window.page.size.width }; })()`);
}
let box;
const client = (x, y) => ({ x: box.left + x * box.scale, y: box.top + y * box.scale });

/// Fingers through the DevTools protocol: `paths` holds each finger's points (scene points), all
/// of the same length; the fingers land on the first, move through the rest `stepMs` apart, and
/// lift (or are cancelled).
async function fingers(paths, { stepMs = 16, end = 'touchEnd' } = {}) {
    const at = (step) => paths.map((path, id) => ({ ...client(...path[step]), id, radiusX: 8, radiusY: 8, force: 0.5 }));
    await send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
    for (let step = 1; step < paths[0].length; step += 1) {
        await pause(stepMs);
        await send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(step) });
    }
    await pause(stepMs);
    await send('Input.dispatchTouchEvent', { type: end, touchPoints: [] });
}
/// Points from `from` to `to` in `count` equal steps.
const line = (from, to, count) => Array.from({ length: count + 1 }, (_, i) =>
    [from[0] + (to[0] - from[0]) * i / count, from[1] + (to[1] - from[1]) * i / count]);

try {
    // MARK: The monkey and the banana

    check('the page loads the module and draws the monkey scene', await openPage('/#monkey'));
    box = await stageBox();
    check('the scene is drawn as SVG with both pictures',
        await evaluate(`!!document.querySelector('#picture svg [data-view="monkey"]') && !!document.querySelector('#picture svg [data-view="banana"]')`));
    // The scene as it opens, for its reference picture (later ones depend on the speed of fingers).
    await screenshot('page-monkey.png');

    // Drag the monkey by 100 points to the right, slowly (no fling), then let it settle.
    await fingers([line([120, 220], [220, 220], 20)], { stepMs: 20 });
    await settle();
    let monkey = await view('monkey');
    check('a finger drags the monkey to the right', monkey.center[0] > 200 && Math.abs(monkey.center[1] - 220) < 20,
        `monkey at ${monkey.center}`);
    let story = await storyLines();
    check('the inspector tells the pan began and ended', story.includes('monkeyPan possible → began') && story.includes('monkeyPan changed → ended'),
        story.join(' | '));
    check('the inspector tells why the tap lost', story.includes('monkeyTap failed: monkeyPan recognized and was required to fail'),
        story.join(' | '));
    check('the inspector shows the story on the page',
        await evaluate(`document.getElementById('story').textContent.includes('monkeyTap failed: monkeyPan recognized and was required to fail')`));

    // Pinch the banana open and turn it: two fingers about its center, spreading and rotating.
    const [cx, cy] = [260, 480];
    const pinchPath = (sign) => Array.from({ length: 21 }, (_, i) => {
        const radius = 30 + i * 2, angle = (sign > 0 ? 0 : Math.PI) + i * 0.02;
        return [cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)];
    });
    await fingers([pinchPath(1), pinchPath(-1)]);
    await settle();
    const banana = await view('banana');
    const [a, b] = banana.transform;
    const scale = Math.hypot(a, b), turn = Math.atan2(b, a);
    check('two fingers pinch the banana larger', scale > 1.5, `scale ${scale}`);
    check('and rotate it', turn > 0.2, `rotation ${turn} rad`);
    story = await storyLines();
    check('the inspector tells the pinch and rotation began together',
        story.includes('bananaPinch possible → began') && story.includes('bananaRotate possible → began'), story.join(' | '));

    // Tap the monkey where it is now: a chomp, heard.
    monkey = await view('monkey');
    await fingers([[monkey.center, monkey.center]], { stepMs: 40 });
    check('a tap on the monkey chomps', await until(`window.page.state.events.includes('chomp (monkey)')`),
        JSON.stringify((await state()).events));
    check('the chomp is played', await until(`window.page.sounds.includes('chomp')`));

    // Tickle the banana: a finger rubbing left and right over it.
    const tickle = [];
    for (let stroke = 0; stroke < 4; stroke += 1) {
        const from = stroke % 2 === 0 ? 230 : 290, to = stroke % 2 === 0 ? 290 : 230;
        tickle.push(...line([from, 480], [to, 480], 6).slice(stroke ? 1 : 0));
    }
    await fingers([tickle], { stepMs: 16 });
    check('a tickle on the banana laughs', await until(`window.page.state.events.includes('laugh (banana)')`),
        JSON.stringify((await state()).events));
    check('the laugh is played', await until(`window.page.sounds.includes('laugh')`));

    // The mouse drags the monkey back to the left.
    monkey = await view('monkey');
    const start = client(...monkey.center);
    await send('Input.dispatchMouseEvent', { type: 'mouseMoved', ...start });
    await send('Input.dispatchMouseEvent', { type: 'mousePressed', ...start, button: 'left', buttons: 1, clickCount: 1 });
    for (let step = 1; step <= 15; step += 1) {
        await pause(20);
        await send('Input.dispatchMouseEvent', { type: 'mouseMoved', x: start.x - step * 6 * box.scale, y: start.y, button: 'left', buttons: 1 });
    }
    await pause(20);
    await send('Input.dispatchMouseEvent', { type: 'mouseReleased', x: start.x - 90 * box.scale, y: start.y, button: 'left', buttons: 0, clickCount: 1 });
    await settle();
    const moved = await view('monkey');
    check('the mouse drags the monkey to the left', moved.center[0] < monkey.center[0] - 60, `from ${monkey.center} to ${moved.center}`);

    // A pen drags the banana down: a stylus touch while it is on the glass.
    const before = await view('banana');
    const penStart = client(...before.center);
    const pen = { pointerType: 'pen', force: 0.6, tiltX: 20, tiltY: 10 };
    await send('Input.dispatchMouseEvent', { type: 'mouseMoved', ...penStart, ...pen });
    await send('Input.dispatchMouseEvent', { type: 'mousePressed', ...penStart, button: 'left', buttons: 1, clickCount: 1, ...pen });
    let penType = null;
    for (let step = 1; step <= 12; step += 1) {
        await pause(20);
        await send('Input.dispatchMouseEvent', { type: 'mouseMoved', x: penStart.x, y: penStart.y + step * 5 * box.scale, button: 'left', buttons: 1, ...pen });
        if (step === 6) penType = await evaluate(`window.page.state.touches.map((t) => t.type).join()`);
    }
    await pause(20);
    await send('Input.dispatchMouseEvent', { type: 'mouseReleased', x: penStart.x, y: penStart.y + 60 * box.scale, button: 'left', buttons: 0, clickCount: 1, ...pen });
    await settle();
    const after = await view('banana');
    check('a pen drags the banana down, as a stylus touch', penType === 'stylus' && after.center[1] > before.center[1] + 40,
        `touch type ${penType}; banana from ${before.center} to ${after.center}`);

    // A touch the browser cancels: the pan that began ends cancelled, and no chomp follows.
    const chomps = (await state()).events.filter((e) => e.startsWith('chomp')).length;
    await fingers([line(moved.center, [moved.center[0] + 40, moved.center[1]], 5)], { end: 'touchCancel' });
    await pause(100);
    story = await storyLines();
    check('a pointercancel cancels the pan', story.includes('monkeyPan changed → cancelled') || story.includes('monkeyPan began → cancelled'),
        story.slice(-8).join(' | '));
    check('and does not chomp', (await state()).events.filter((e) => e.startsWith('chomp')).length === chomps);

    // Focus lost mid-gesture: the touch is cancelled, reported; the finger's later moves are not down.
    const here = (await view('monkey')).center;
    await send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ ...client(...here), id: 0 }] });
    await pause(30);
    await evaluate(`window.dispatchEvent(new Event('blur')), true`);
    await send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ ...client(here[0] + 30, here[1]), id: 0 }] });
    await send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await pause(100);
    story = await storyLines();
    check('losing focus mid-gesture cancels its touches, reported', story.includes('page: the page lost focus: its touches are cancelled'),
        story.slice(-6).join(' | '));
    check('the moves after it are refused, reported', story.some((l) => /^page: pointer \d+ moved while not down: ignored$/.test(l)),
        story.slice(-6).join(' | '));
    check('the inspector counts the page problems', await evaluate(`document.getElementById('problems').textContent.includes('focus lost ×1')`));

    // The window resized mid-gesture: the same, reported as a change of size.
    await send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ ...client(...here), id: 0 }] });
    await pause(30);
    await send('Emulation.setDeviceMetricsOverride', { width: 900, height: 700, deviceScaleFactor: 1, mobile: false });
    await pause(200);
    await send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    story = await storyLines();
    check('a resize mid-gesture cancels its touches, reported', story.includes('page: the page changed size mid-gesture: its touches are cancelled'),
        story.slice(-6).join(' | '));
    await send('Emulation.clearDeviceMetricsOverride');
    await pause(200);

    // MARK: The gallery

    check('the gallery opens from its button', await (async () => {
        await evaluate(`document.querySelector('#scenes button[data-scene="1"]').click(), true`);
        return until(`window.page.state.scene === 'Photo gallery'`);
    })());
    box = await stageBox();
    // Page to the second photo: a quick swipe to the left across the pager.
    await fingers([line([300, 150], [80, 150], 8)], { stepMs: 12 });
    check('a swipe pages to the second photo', await until(`window.page.state.page === 1 && window.page.state.views.every((v) => !v.animating)`),
        JSON.stringify((await state()).page));
    // Zoom it: a pinch opening on the photo.
    const pinch = (sign) => line([187 + sign * 30, 150], [187 + sign * 90, 150], 12);
    await fingers([pinch(1), pinch(-1)]);
    check('a pinch zooms the photo', await until(`window.page.state.zoom > 1.4`), JSON.stringify((await state()).zoom));
    // A double tap zooms back out.
    for (let tap = 0; tap < 2; tap += 1) {
        await fingers([[[187, 150], [187, 150]]], { stepMs: 30 });
        await pause(60);
    }
    check('a double tap zooms back to 1×', await until(`window.page.state.zoom === 1`), JSON.stringify((await state()).zoom));
    // A single tap toggles the bar, once the double tap has failed.
    const barBefore = (await state()).barShown;
    await fingers([[[187, 150], [187, 150]]], { stepMs: 30 });
    check('a single tap toggles the bar after waiting for the double tap', await until(`window.page.state.barShown === ${!barBefore}`));
    story = await storyLines();
    check('the inspector tells the single tap waited for the double tap',
        story.some((l) => /^toggleTap waiting for .*doubleTap.* to fail$/.test(l)), story.filter((l) => l.includes('toggleTap')).join(' | '));
    // The wheel scrolls the list of albums.
    const listPoint = client(187, 500);
    await send('Input.dispatchMouseEvent', { type: 'mouseMoved', ...listPoint });
    await send('Input.dispatchMouseEvent', { type: 'mouseWheel', ...listPoint, deltaX: 0, deltaY: 120 });
    check('the wheel scrolls the album list', await until(`window.page.state.listOffset > 50`), JSON.stringify((await state()).listOffset));

    // The gallery freshly opened with its list scrolled by the wheel, 120 points exactly, for its
    // reference picture.
    await openPage('/#gallery');
    await send('Input.dispatchMouseEvent', { type: 'mouseMoved', ...listPoint });
    await send('Input.dispatchMouseEvent', { type: 'mouseWheel', ...listPoint, deltaX: 0, deltaY: 120 * box.scale });
    check('the wheel scrolls by its pixels', await until(`Math.abs(window.page.state.listOffset - 120) < 0.01`), JSON.stringify((await state()).listOffset));
    await settle();
    await screenshot('page-gallery.png');

    // MARK: A module that cannot grow

    await openPage('/#gallery', 'module=page-no-room.wasm').catch(() => false);
    check('a module out of memory stops, and the page says so',
        await until(`window.page && window.page.stopped !== null && !document.getElementById('stopped').hidden`),
        await evaluate(`document.getElementById('stopped').textContent`));
} catch (error) {
    failures += 1;
    process.stdout.write(`FAIL: ${error.stack}\n`);
} finally {
    const closed = new Promise((resolve) => browser.on('exit', resolve));
    browser.kill();
    server.kill();
    await closed;
    rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
}

/// The scene alone (the stage), as a PNG.
async function screenshot(name) {
    const b = await evaluate(`(() => { const r = document.getElementById('stage').getBoundingClientRect();
        return { x: r.left, y: r.top, width: r.width, height: r.height }; })()`);
    const { data } = await send('Page.captureScreenshot', { format: 'png', clip: { ...b, scale: 1 } });
    writeFileSync(join(screenshots, name), Buffer.from(data, 'base64'));
    process.stdout.write(`screenshot: ${join(screenshots, name)}\n`);
}

process.stdout.write(failures ? `test-page: ${failures} failed\n` : 'test-page: all passed\n');
process.exit(failures ? 1 : 0);
