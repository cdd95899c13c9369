// Requests as an attacker writes them: request lines and headers sent byte for byte over a socket
// (fetch would normalise the target), and a canary server that records whoever reaches it.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { type AddressInfo, connect } from 'node:net';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends `head` (request line and headers, without the blank line) and reads the answer until the server closes. */
export function sendRaw(port: number, head: string, timeoutMs = 15_000): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port });
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer to ${JSON.stringify(head.split('\r\n')[0])} within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(parseAnswer(Buffer.concat(chunks).toString('latin1')));
    });
    socket.write(`${head}\r\nConnection: close\r\n\r\n`, 'latin1');
  });
}

function parseAnswer(text: string): RawAnswer {
  const end = text.indexOf('\r\n\r\n');
  const [statusLine = '', ...lines] = (end === -1 ? text : text.slice(0, end)).split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const body = end === -1 ? '' : text.slice(end + 4);
  return { status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0), headers, body: isChunked(headers) ? unchunk(body) : body };
}

const isChunked = (headers: Record<string, string>) => (headers['transfer-encoding'] ?? '').includes('chunked');

function unchunk(body: string): string {
  let rest = body;
  let out = '';
  for (;;) {
    const lineEnd = rest.indexOf('\r\n');
    const size = Number.parseInt(rest.slice(0, lineEnd), 16);
    if (lineEnd === -1 || !Number.isFinite(size) || size === 0) return out;
    out += rest.slice(lineEnd + 2, lineEnd + 2 + size);
    rest = rest.slice(lineEnd + 2 + size + 2);
  }
}

export interface CanaryHit {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
}

export interface Canary {
  port: number;
  /** Every connection opened to the canary, whether or not a request followed. */
  connections: () => number;
  requests: () => readonly CanaryHit[];
  close: () => Promise<void>;
}

/** A server on loopback that nobody should ever reach through the gateway; it answers like a page would. */
export async function startCanary(): Promise<Canary> {
  const requests: CanaryHit[] = [];
  let connections = 0;
  const server: Server = createServer((req, res) => {
    requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><p>canary: an internal service answered</p>');
  });
  server.on('connection', () => {
    connections += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    connections: () => connections,
    requests: () => requests,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * Request heads that try to make the gateway fetch from `canary` instead of its own upstreams while
 * asking for `path` (a path on the site: `/books`, `/api/health`): absolute-form targets, targets
 * that a URL parser reads as another host (`//host`, backslashes, no leading slash), the same
 * escaped, and a Host or X-Forwarded-Host naming the canary. `host` is the gateway's own.
 */
export function ssrfAttempts(path: string, canary: number, host: string): Array<{ name: string; head: string; isForeignTarget: boolean }> {
  const at = `127.0.0.1:${canary}`;
  const line = (target: string, headers: string[] = [`Host: ${host}`]) => [`GET ${target} HTTP/1.1`, ...headers].join('\r\n');
  return [
    { name: 'absolute-form', head: line(`http://${at}${path}`), isForeignTarget: true },
    { name: 'absolute-form with the Host of the canary', head: line(`http://${at}${path}`, [`Host: ${at}`]), isForeignTarget: true },
    { name: 'absolute-form with userinfo', head: line(`http://${host}@${at}${path}`), isForeignTarget: true },
    { name: 'absolute-form without slashes', head: line(`http:${at}${path}`), isForeignTarget: true },
    { name: 'authority without a scheme', head: line(`${at}${path}`), isForeignTarget: true },
    { name: 'network-path reference //host', head: line(`//${at}${path}`), isForeignTarget: true },
    { name: 'backslashes /\\host', head: line(`/\\${at}${path}`), isForeignTarget: true },
    { name: 'backslashes \\\\host', head: line(`\\\\${at}${path}`), isForeignTarget: true },
    { name: 'escaped slashes /%2F%2Fhost', head: line(`/%2F%2F${at}${path}`), isForeignTarget: false },
    { name: 'escaped slash /%2Fhost', head: line(`/%2F${at}${path}`), isForeignTarget: false },
    { name: 'escaped backslashes /%5C%5Chost', head: line(`/%5C%5C${at}${path}`), isForeignTarget: false },
    { name: 'Host naming the canary', head: line(path, [`Host: ${at}`]), isForeignTarget: false },
    { name: 'X-Forwarded-Host naming the canary', head: line(path, [`Host: ${host}`, `X-Forwarded-Host: ${at}`, 'X-Forwarded-Proto: http']), isForeignTarget: false },
    { name: 'Forwarded naming the canary', head: line(path, [`Host: ${host}`, `Forwarded: host=${at};proto=http`]), isForeignTarget: false },
  ];
}
