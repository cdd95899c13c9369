// A small HTTP client for the compose test: one cookie jar per visitor, and the same-origin
// headers the API's CSRF check asks of every mutation.
import { failureReason } from '@starshelf/contract';

// The answers are read loosely on purpose: a wrong shape fails the check that reads it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Answer = { status: number; headers: Headers; text: string; json: () => any };

export class Visitor {
  private readonly cookies = new Map<string, string>();

  constructor(
    private readonly baseUrl: string,
    private readonly publicOrigin: string,
  ) {}

  async request(method: string, path: string, options: { body?: unknown; headers?: Record<string, string>; form?: FormData } = {}): Promise<Answer> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (method !== 'GET' && method !== 'HEAD') headers.origin = this.publicOrigin;
    let body: string | FormData | undefined;
    if (options.form) body = options.form;
    else if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const response = await fetch(new URL(path, this.baseUrl), { method, headers, body, redirect: 'manual', signal: AbortSignal.timeout(60_000) });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair?.indexOf('=') ?? -1;
      if (!pair || index < 1) continue;
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      text,
      json: () => JSON.parse(text),
    };
  }

  get = (path: string, headers?: Record<string, string>) => this.request('GET', path, { headers });
  post = (path: string, body?: unknown, headers?: Record<string, string>) => this.request('POST', path, { body, headers });
}

/** Fails with what was expected and what came back (status and the start of the body). */
export function expectStatus(answer: Answer, expected: number | number[], what: string): Answer {
  const allowed = Array.isArray(expected) ? expected : [expected];
  if (!allowed.includes(answer.status)) {
    throw new Error(`${what}: expected HTTP ${allowed.join(' or ')}, got ${answer.status}: ${answer.text.slice(0, 300)}`);
  }
  return answer;
}

export function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

/** Polls until `probe` returns a value (not undefined) or the time is up; no fixed sleeps. */
export async function eventually<T>(what: string, timeoutMs: number, probe: () => Promise<T | undefined>, intervalMs = 1_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch (error) {
      last = failureReason(error);
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`timed out after ${Math.round(timeoutMs / 1000)} s waiting for ${what} (last error: ${last})`);
}
