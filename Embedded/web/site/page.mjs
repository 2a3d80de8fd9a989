// The page's host for page.wasm (Embedded/web/PageHost.swift): Pointer Events, wheel, focus and
// size changes in; the scene's SVG, its sounds through Web Audio and the live inspector out.
// Everything the engine decides is decided in the module; this file only translates.
import { hostImports } from './host.mjs';

const decoder = new TextDecoder();
const stage = document.getElementById('stage');
const picture = document.getElementById('picture');
const touchLayer = document.getElementById('touches');
const storyList = document.getElementById('story');
/// The most story lines kept on the page (older ones scroll away). Our decision.
const storyLimit = 400;

/// What a test (Embedded/web/test-page.mjs) reads: the inspector's state, the story, the sounds.
const page = {
    state: null, story: [], sounds: [], stopped: null, scene: -1, frames: 0, size: null,
    open: (index) => openScene(index),
};
window.page = page;

const now = () => performance.now() / 1000;
const memory = {};
let exports = null;
let sceneSize = { width: 375, height: 667 };
let pendingSVG = null;

const imports = hostImports(memory, {
    writeLine: (line) => addStory(now(), 'runtime: ' + line),
    errorLine: (line) => addStory(now(), 'runtime: ' + line),
});
const text = (pointer, count) => decoder.decode(new Uint8Array(memory.memory.buffer, pointer, count));
Object.assign(imports.env, {
    host_svg: (pointer, count) => { pendingSVG = text(pointer, count); },
    host_sound: (sound) => play(sound === 0 ? 'chomp' : 'laugh'),
    host_story: (time, pointer, count) => addStory(time, text(pointer, count)),
    host_state: (pointer, count) => { page.state = JSON.parse(text(pointer, count)); showState(); },
});

// MARK: Calls into the module, stopped for good by a trap (an allocation it could not make).

function call(name, ...args) {
    if (!exports || page.stopped) return undefined;
    try {
        return exports[name](...args);
    } catch (error) {
        page.stopped = error.message;
        const banner = document.getElementById('stopped');
        banner.hidden = false;
        banner.textContent = `The engine stopped: ${error.message}. Reload the page to start again.`;
        addStory(now(), `page: the engine stopped: ${error.message}`);
        return undefined;
    }
}

function openScene(index) {
    page.scene = index;
    page.state = null;
    storyList.replaceChildren();
    page.story.length = 0;
    const width = call('page_open', index, now());
    if (width === undefined) return;
    sceneSize = { width, height: call('page_height') };
    page.size = sceneSize;
    stage.style.aspectRatio = `${sceneSize.width} / ${sceneSize.height}`;
    for (const button of document.querySelectorAll('#scenes button')) {
        button.setAttribute('aria-pressed', String(Number(button.dataset.scene) === index));
    }
    history.replaceState(null, '', index === 1 ? '#gallery' : '#monkey');
    render();
}

// MARK: Input

/// A point of the scene, in its own points, for a place in the browser's window.
function scenePoint(event) {
    const box = stage.getBoundingClientRect();
    return {
        x: (event.clientX - box.left) * sceneSize.width / box.width,
        y: (event.clientY - box.top) * sceneSize.height / box.height,
        scale: sceneSize.width / box.width,
    };
}

const kinds = { touch: 0, pen: 1, mouse: 2 };
const modifiers = (event) => (event.shiftKey ? 1 : 0) | (event.ctrlKey ? 2 : 0) | (event.altKey ? 4 : 0) | (event.metaKey ? 8 : 0);

function sendPointer(event, phase) {
    const kind = kinds[event.pointerType] ?? 0;
    const place = scenePoint(event);
    const radius = Math.max(event.width || 0, event.height || 0) / 2 * place.scale;
    call('page_pointer', kind, phase, event.pointerId, place.x, place.y, event.timeStamp / 1000, now(),
        event.button ?? -1, kind === 2 ? 0 : event.pressure ?? 0, kind === 2 ? 0 : radius,
        event.altitudeAngle ?? NaN, event.azimuthAngle ?? NaN, modifiers(event));
}

stage.addEventListener('pointerdown', (event) => {
    event.preventDefault();
    startAudio();
    // Moves outside the scene still belong to the press, as a finger leaving the glass's edge.
    try { stage.setPointerCapture(event.pointerId); } catch { /* a pointer the browser already let go */ }
    sendPointer(event, 0);
});
stage.addEventListener('pointermove', (event) => {
    // Every sample the browser merged into this event, in order.
    const samples = event.getCoalescedEvents?.() ?? [];
    for (const sample of samples.length ? samples : [event]) sendPointer(sample, 1);
});
stage.addEventListener('pointerup', (event) => sendPointer(event, 2));
stage.addEventListener('pointercancel', (event) => sendPointer(event, 3));
stage.addEventListener('pointerenter', (event) => { if (event.pointerType === 'mouse') sendPointer(event, 4); });
stage.addEventListener('pointerleave', (event) => { if (event.pointerType === 'mouse') sendPointer(event, 5); });
stage.addEventListener('contextmenu', (event) => event.preventDefault());
stage.addEventListener('wheel', (event) => {
    event.preventDefault();
    const place = scenePoint(event);
    const scale = event.deltaMode === 0 ? place.scale : 1;
    call('page_wheel', place.x, place.y, event.deltaX * scale, event.deltaY * scale, event.deltaMode,
        event.timeStamp / 1000, now());
}, { passive: false });
window.addEventListener('blur', () => call('page_interrupted', 0, now()));
document.addEventListener('visibilitychange', () => { if (document.hidden) call('page_interrupted', 0, now()); });
let lastSize = `${window.innerWidth}×${window.innerHeight}`;
window.addEventListener('resize', () => {
    const size = `${window.innerWidth}×${window.innerHeight}`;
    if (size !== lastSize) call('page_interrupted', 1, now());
    lastSize = size;
});
for (const button of document.querySelectorAll('#scenes button')) {
    button.addEventListener('click', () => openScene(Number(button.dataset.scene)));
}

// MARK: Sounds (Web Audio, started by the first press, as browsers require)

let audio = null;
const buffers = {};
function startAudio() {
    if (audio) return;
    audio = new AudioContext();
    for (const name of ['chomp', 'laugh']) {
        fetch(`${name}.wav`).then((response) => response.arrayBuffer())
            .then((bytes) => audio.decodeAudioData(bytes))
            .then((buffer) => { buffers[name] = buffer; })
            .catch(() => addStory(now(), `page: the ${name} sound could not be loaded`));
    }
}
let playing = null;
function play(name) {
    page.sounds.push(name);
    if (!audio || !buffers[name]) return;
    // A new sound cuts short the one playing, as the SoundPlayer protocol says.
    try { playing?.stop(); } catch { /* already over */ }
    playing = audio.createBufferSource();
    playing.buffer = buffers[name];
    playing.connect(audio.destination);
    playing.start();
}

// MARK: Drawing and the inspector

function render() {
    if (pendingSVG !== null) {
        picture.innerHTML = pendingSVG;
        pendingSVG = null;
    }
}

function frame() {
    call('page_frame', now());
    render();
    page.frames += 1;
    if (!page.stopped) requestAnimationFrame(frame);
}

function item(text, className) {
    const li = document.createElement('li');
    li.textContent = text;
    if (className) li.className = className;
    return li;
}

function showState() {
    const state = page.state;
    const touches = state.touches;
    document.getElementById('touch-count').textContent = `(${touches.length})`;
    document.getElementById('touch-list').replaceChildren(...touches.map((t) =>
        item(`${t.id} ${t.type} ${t.phase} at (${t.x}, ${t.y}) on ${t.view}`)));
    const recognizers = state.recognizers.length ? state.recognizers.map((r) => item(`${r.name}: ${r.state} (on ${r.view})`))
        : [item('none: every recognizer waits in possible')];
    document.getElementById('recognizer-list').replaceChildren(...recognizers);
    const facts = [];
    if (state.page !== undefined) {
        facts.push(item(`photo ${state.page + 1}, zoom ${state.zoom}, bar ${state.barShown ? 'shown' : 'hidden'}, ${state.rows} albums, list at ${Math.round(state.listOffset)}`));
    }
    for (const event of state.events.slice(-6)) facts.push(item(event));
    document.getElementById('event-list').replaceChildren(...facts);
    const problems = Object.entries(state.problems).map(([kind, count]) => `${kind} ×${count}`).join(', ');
    document.getElementById('problems').textContent = problems ? `input set right: ${problems}` : '';
    const svg = ['<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ', sceneSize.width, ' ', sceneSize.height, '">'];
    for (const t of touches) {
        svg.push(`<circle cx="${t.x}" cy="${t.y}" r="22" fill="#5b8def" fill-opacity="0.35" stroke="#1f4fb8" stroke-width="2"/>`);
    }
    svg.push('</svg>');
    touchLayer.outerHTML = svg.join('').replace('<svg ', '<svg id="touches" aria-hidden="true" ');
}

function storyClass(line) {
    if (line.startsWith('page:') || line.startsWith('runtime:') || line.startsWith('input:')) return 'page';
    if (line.includes(' waiting for ')) return 'waiting';
    if (line.includes('failed') || line.includes('→ cancelled')) return 'failed';
    if (line.includes('→ began') || line.includes('→ ended') || line.includes('released')) return 'won';
    return '';
}

function addStory(time, line) {
    const last = page.story[page.story.length - 1];
    if (last && last.line === line) {
        // The same line again (a pan's every change): counted on the line before.
        last.count += 1;
        last.element.lastChild.textContent = `${line} ×${last.count}`;
        return;
    }
    const element = document.createElement('li');
    element.className = storyClass(line);
    const stamp = document.createElement('span');
    stamp.className = 'time';
    stamp.textContent = `${time.toFixed(3)} s  `;
    element.append(stamp, document.createTextNode(line));
    storyList.append(element);
    page.story.push({ time, line, count: 1, element });
    while (storyList.childElementCount > storyLimit) storyList.firstElementChild.remove();
    storyList.scrollTop = storyList.scrollHeight;
}

// MARK: Start

// `?module=NAME.wasm` loads another build of the module (the test's page-no-room.wasm).
const asked = new URLSearchParams(location.search).get('module');
const moduleName = /^[\w-]+\.wasm$/.test(asked ?? '') ? asked : 'page.wasm';
const module = await WebAssembly.instantiateStreaming(fetch(moduleName), imports);
exports = module.instance.exports;
memory.memory = exports.memory;
openScene(location.hash === '#gallery' ? 1 : 0);
requestAnimationFrame(frame);
