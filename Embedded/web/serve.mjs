// Serves a folder over HTTP on localhost, for the web page (Embedded/web/serve.sh) and its test.
//
//   node Embedded/web/serve.mjs FOLDER [PORT]      (PORT 8080 by default; 0 picks a free one)
// Prints "serving FOLDER at http://127.0.0.1:PORT/" once it listens.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { join, normalize, extname } from 'node:path';

const [folder, port = '8080'] = process.argv.slice(2);
if (!folder) {
    process.stderr.write('usage: node serve.mjs FOLDER [PORT]\n');
    process.exit(2);
}
const types = {
    '.html': 'text/html; charset=utf-8', '.mjs': 'text/javascript', '.js': 'text/javascript',
    '.css': 'text/css', '.wasm': 'application/wasm', '.wav': 'audio/wav', '.svg': 'image/svg+xml',
};
const server = createServer(async (request, response) => {
    let path;
    try {
        path = decodeURIComponent(new URL(request.url.replace(/^\/+/, '/'), 'http://localhost').pathname);
    } catch {
        response.writeHead(400, { 'content-type': 'text/plain' });
        response.end('bad request\n');
        return;
    }
    // Only files inside the folder: ".." never climbs out.
    const relative = normalize(path === '/' ? '/index.html' : path).replace(/^(\.\.[/\\])+/, '');
    try {
        const body = await readFile(join(folder, relative));
        response.writeHead(200, { 'content-type': types[extname(relative)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
        response.end(body);
    } catch {
        response.writeHead(404, { 'content-type': 'text/plain' });
        response.end('not found\n');
    }
});
server.listen(Number(port), '127.0.0.1', () => {
    process.stdout.write(`serving ${folder} at http://127.0.0.1:${server.address().port}/\n`);
});
