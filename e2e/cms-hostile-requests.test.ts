// The Payload CMS behind the running stack's gateway, attacked the way an outside client can:
// `scripts/start.ts` on free ports with its own database, every request to the public port.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_EDITOR_PASSWORD } from '../scripts/lib/editor-password.js';
import { type OwnStack, startOwnStack } from './support/own-stack.js';

/** `npm start`'s first editor outside production (scripts/lib/editor-password.ts). */
const EDITOR = { email: 'editor@starshelf.local', password: DEV_EDITOR_PASSWORD };
/** What a 500, a stack trace or a leaked query looks like in an answer. */
const LEAK = /Failed query|select\s+"|from\s+"cms"|node_modules|\\n\s+at\s|\.[cm]?js:\d+:\d+|DrizzleQueryError|syntax error at/i;

let own: OwnStack | undefined;
let origin: string;

beforeAll(async () => {
  own = await startOwnStack({ name: 'starshelf-cms-hostile' });
  origin = own.origin;
}, 700_000);

afterAll(async () => {
  await own?.stop();
}, 120_000);

/** Each call from its own made-up client address, so the sign-in limits of one test do not reach another. */
let nextClient = 1;
const freshClient = () => ({ 'x-forwarded-for': `198.51.100.${nextClient++}` });

function signIn(credentials: { email: string; password: string }, headers: Record<string, string> = freshClient()): Promise<Response> {
  return fetch(`${origin}/cms/api/editors/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, ...headers },
    body: JSON.stringify(credentials),
  });
}

function forgotPassword(email: string, headers: Record<string, string> = freshClient()): Promise<Response> {
  return fetch(`${origin}/cms/api/editors/forgot-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, ...headers },
    body: JSON.stringify({ email }),
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

type Timed = { ms: number; status: number; body: string };

/** Both calls timed one after the other, `first` first or second; answered in the order given. */
async function inTurn(first: () => Promise<Response>, second: () => Promise<Response>, isFirstFirst: boolean): Promise<[Timed, Timed]> {
  if (isFirstFirst) {
    const one = await timed(first);
    return [one, await timed(second)];
  }
  const two = await timed(second);
  return [await timed(first), two];
}

async function timed(call: () => Promise<Response>): Promise<Timed> {
  const started = performance.now();
  const response = await call();
  const body = await response.text();
  return { ms: performance.now() - started, status: response.status, body };
}

/** ~100 query strings an attacker tries on the anonymous REST reads. */
function hostileQueries(bookId: number): string[] {
  const deep = (levels: number) => `where${'[or][0]'.repeat(levels)}[title][equals]=x`;
  return [
    'where[title][like][]=a&where[title][like][]=b',
    'where[title][equals][]=a',
    'where[title][equals][nested][deeper]=a',
    'where[title][in][a][b]=c',
    'where[title]=plain',
    'where[title][]=a',
    'where[title][regex]=.*',
    'where[title][$ne]=x',
    'where[title][__proto__][equals]=x',
    'where[__proto__][polluted]=1',
    'where[constructor][prototype][x]=1',
    'where[title][equals]=%00',
    'where[title][like]=a%00b',
    'where[ti%00tle][equals]=a',
    'where[id][equals]=2147483648',
    'where[id][equals]=99999999999999999999999',
    'where[id][equals]=-1',
    'where[id][equals]=1e309',
    'where[id][equals]=NaN',
    'where[id][in]=1,2,abc',
    'where[id][greater_than]=abc',
    'where[id][near]=1,2,3',
    'where[id][within][type]=Polygon',
    'where[id][exists]=maybe',
    'where[createdAt][greater_than]=not-a-date',
    'where[createdAt][less_than]=99999-99-99',
    'where[unknownField][equals]=1',
    'where[authors.name][like]=a',
    'where[authors.books.title][like]=a',
    'where[password][exists]=true',
    'where[hash][exists]=true',
    'where[or]=x',
    'where[or][x][title][equals]=a',
    'where[and][0]=x',
    'where[or][]=',
    deep(3),
    deep(5),
    deep(9),
    deep(20),
    `where[or][1001][title][equals]=x`,
    'where={not json',
    'where=[1,2,3]',
    'where=null',
    'where={"title":{"equals":{"$gt":""}}}',
    'where={"or":"x"}',
    'where={"title":{"like":["a","b"]}}',
    'where={"id":{"equals":1e400}}',
    'where={"__proto__":{"x":1}}',
    'sort=unknownField',
    'sort=-unknownField',
    'sort=title,-nope',
    'sort[title]=asc',
    'sort[]=title&sort[]=-x',
    'sort=%00',
    'sort=authors.name',
    'depth=99',
    'depth=-1',
    'depth=1e10',
    'depth=abc',
    'depth[]=1',
    'depth=99999999999999999999',
    'limit=99999999999999999999',
    'limit=-99999',
    'limit[]=1',
    'limit=1.5',
    'page=0',
    'page=-1',
    'page=99999999',
    'page=1e400',
    'page[a]=1',
    'pagination=false&limit=0',
    'locale=all',
    'locale=*',
    'locale=xx',
    'locale[]=de',
    'locale=%00',
    'locale=de&fallback-locale=xx',
    'fallback-locale=none',
    'fallback-locale[]=de',
    'fallbackLocale=all',
    'fallbackLocale={"x":1}',
    'select[title]=true',
    'select[nope]=true',
    'select[title][deep][deeper]=true',
    'select=title',
    'select[]=title',
    'populate[authors][name]=true',
    'populate=x',
    'joins[awardEntries][limit]=100000',
    'joins[awardEntries][where][title][like][]=a',
    'joins[nope]=false',
    'joins=x',
    'draft=true',
    'draft[]=1',
    'trash=true',
    'data={',
    'data=[1]',
    // Long, but inside Node's 16 KB of request head (past it the server closes the connection).
    `${'a'.repeat(4000)}=1`,
    'where[title][equals]=' + 'x'.repeat(6000),
    '%ZZ=1',
    '&&&==&=',
    '[]=1',
    `where[id][equals]=${bookId}&depth=99&locale=all`,
  ];
}

describe('the CMS\'s REST reads for anonymous callers', () => {
  it('answer ~100 hostile query strings without a 500 and without SQL or stack text', async () => {
    const books = (await (await fetch(`${origin}/cms/api/books?limit=1&depth=0`)).json()) as { docs: Array<{ id: number }> };
    const bookId = books.docs[0]?.id ?? 1;
    const queries = hostileQueries(bookId);
    expect(queries.length).toBeGreaterThanOrEqual(100);
    const failures: string[] = [];
    for (const query of queries) {
      for (const path of ['/cms/api/books', `/cms/api/books/${bookId}`, '/cms/api/authors/count']) {
        const response = await fetch(`${origin}${path}?${query}`);
        const body = await response.text();
        if (response.status >= 500 || LEAK.test(body)) failures.push(`${response.status} ${path}?${query.slice(0, 120)}: ${body.slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answer an array where a single value belongs, locale=all and a query that is not JSON with 400', async () => {
    for (const query of ['where[title][like][]=a&where[title][like][]=b', 'locale=all', 'where={oops', 'depth[]=2']) {
      const response = await fetch(`${origin}/cms/api/books?${query}`);
      expect(response.status, query).toBe(400);
      expect(((await response.json()) as { errors: unknown[] }).errors.length, query).toBeGreaterThan(0);
    }
  });

  it('populate one level at most and ignore the caller\'s joins', async () => {
    const read = async (query: string) => (await (await fetch(`${origin}/cms/api/books?limit=3&sort=id&${query}`)).json()) as unknown;
    const atOne = await read('depth=1');
    expect(await read('depth=99')).toEqual(atOne);
    expect(await read('')).toEqual(atOne);
    expect(await read('depth=1&joins[awardEntries][limit]=1000&joins[editions]=false')).toEqual(atOne);
  });

  it('leave signed-in editors their deeper reads and every locale', async () => {
    const login = await signIn(EDITOR);
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const headers = { authorization: `JWT ${token}` };
    const deep = await fetch(`${origin}/cms/api/books?limit=3&sort=id&depth=2`, { headers });
    const anonymous = await fetch(`${origin}/cms/api/books?limit=3&sort=id&depth=2`);
    expect(deep.status).toBe(200);
    expect(await deep.text()).not.toBe(await anonymous.text());
    // locale=all is not refused to an editor (what Payload then answers is its own affair).
    const everyLocale = await fetch(`${origin}/cms/api/books?limit=1&locale=all`, { headers });
    expect(await everyLocale.text()).not.toContain('locale=all is for editors');
  });
});

describe('an editor\'s session', () => {
  it('reaches none of the community\'s data: the API knows members only', async () => {
    const login = await signIn(EDITOR);
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const cookie = login.headers.getSetCookie().find((line) => line.startsWith('payload-token='))?.split(';')[0] ?? '';
    expect(cookie).not.toBe('');
    // The editor's cookie and bearer token both, on every read of members' data and on the member admin's screens.
    const headers = { cookie, authorization: `JWT ${token}` };
    for (const path of ['/api/auth/user', '/api/profile', '/api/reading-list', '/api/admin/users', '/api/admin/analytics?range=7d']) {
      const answer = await fetch(`${origin}${path}`, { headers });
      expect(answer.status, path).toBe(401);
      expect(await answer.text(), path).not.toContain('@starshelf.local');
    }
    // Nor does the CMS hold any of it: its REST has no collection of members, ratings or reviews.
    for (const collection of ['users', 'ratings', 'reviews', 'reading-list']) {
      expect((await fetch(`${origin}/cms/api/${collection}`, { headers })).status, collection).toBe(404);
    }
  });
});

describe('the editors\' sign-in', () => {
  it('sends the session cookie HttpOnly and SameSite=Lax, and counts it only from the public origin', async () => {
    const login = await signIn(EDITOR);
    expect(login.status).toBe(200);
    const setCookie = login.headers.getSetCookie().find((line) => line.startsWith('payload-token=')) ?? '';
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    // PUBLIC_URL is http here: a Secure cookie would never come back (Secure on https, decision 109).
    expect(setCookie).not.toMatch(/;\s*Secure/i);
    const cookie = setCookie.split(';')[0] ?? '';

    const me = async (headers: Record<string, string>) =>
      ((await (await fetch(`${origin}/cms/api/editors/me`, { headers: { cookie, ...headers } })).json()) as { user: unknown }).user;
    expect(await me({ origin })).not.toBeNull();
    expect(await me({ 'sec-fetch-site': 'same-origin' })).not.toBeNull();
    expect(await me({ origin: 'https://evil.example' })).toBeNull();
    expect(await me({ 'sec-fetch-site': 'cross-site' })).toBeNull();

    // A cookie-carrying write from another site is a write by nobody.
    const write = await fetch(`${origin}/cms/api/genres`, {
      method: 'POST',
      headers: { cookie, origin: 'https://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Planted by another site', slug: 'planted' }),
    });
    expect(write.status).toBe(403);
  });

  it('refuse one client failing at the editor\'s address with 429, while the editor signs in from elsewhere', async () => {
    const attacker = freshClient();
    const wrong = { email: EDITOR.email, password: 'Wrong-Password-1!' };
    for (let attempt = 1; attempt <= 10; attempt += 1) expect((await signIn(wrong, attacker)).status, `attempt ${attempt}`).toBe(401);
    const refused = await signIn(wrong, attacker);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await refused.json()) as unknown).toEqual({ errors: [{ message: 'Too many attempts, please try again later' }] });
    // Even the right password is refused to that client for now...
    expect((await signIn(EDITOR, attacker)).status).toBe(429);
    // ...but no account was locked: Payload's lockout would have closed it after five failures.
    expect((await signIn(EDITOR)).status).toBe(200);
  });

  it('refuse one client trying many addresses', async () => {
    const client = freshClient();
    for (let attempt = 1; attempt <= 30; attempt += 1) {
      expect((await signIn({ email: `guess-${attempt}@starshelf.test`, password: 'x' }, client)).status, `attempt ${attempt}`).toBe(401);
    }
    const refused = await signIn({ email: 'one-more@starshelf.test', password: 'x' }, client);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('cannot be talked into another client\'s bucket by a forged X-Forwarded-For further left', async () => {
    const client = freshClient();
    for (let attempt = 1; attempt <= 5; attempt += 1) await (await forgotPassword(EDITOR.email, client)).text();
    // The gateway appends the real hop (loopback, trusted here), so the client named is the same.
    const forged = { 'x-forwarded-for': `203.0.113.99, ${client['x-forwarded-for']}` };
    const refused = await forgotPassword(EDITOR.email, forged);
    expect(refused.status).toBe(429);
  });

  it('answer login and forgot-password alike for a known and an unknown address, in about the same time', async () => {
    const known = { email: EDITOR.email, password: 'Wrong-Password-2!' };
    const unknown = { email: 'nobody-here@starshelf.test', password: 'Wrong-Password-2!' };
    const samples = { knownLogin: [] as number[], unknownLogin: [] as number[], knownReset: [] as number[], unknownReset: [] as number[] };
    const answers = new Set<string>();
    // 15 rounds, the known and the unknown address taking turns at going first, so that a busy
    // machine's noise falls on both sides alike.
    for (let round = 0; round < 15; round += 1) {
      const knownFirst = round % 2 === 0;
      const [a, b] = await inTurn(() => signIn(known), () => signIn(unknown), knownFirst);
      const [c, d] = await inTurn(() => forgotPassword(EDITOR.email), () => forgotPassword(unknown.email), knownFirst);
      expect([a.status, b.status, c.status, d.status]).toEqual([401, 401, 200, 200]);
      expect(a.body).toBe(b.body);
      expect(c.body).toBe(d.body);
      answers.add(a.body).add(c.body);
      samples.knownLogin.push(a.ms);
      samples.unknownLogin.push(b.ms);
      samples.knownReset.push(c.ms);
      samples.unknownReset.push(d.ms);
    }
    expect(answers.size).toBe(2);
    const ratio = (x: number[], y: number[]) => median(x) / median(y);
    // Without the hash for unknown addresses the login ratio was several times over; without the
    // detached mail and the minimum time, forgot-password told the two apart too. The bounds leave
    // room for a loaded machine and still catch either.
    const loginRatio = ratio(samples.knownLogin, samples.unknownLogin);
    const resetRatio = ratio(samples.knownReset, samples.unknownReset);
    expect(loginRatio, JSON.stringify(samples)).toBeGreaterThan(0.67);
    expect(loginRatio, JSON.stringify(samples)).toBeLessThan(1.5);
    expect(resetRatio, JSON.stringify(samples)).toBeGreaterThan(0.67);
    expect(resetRatio, JSON.stringify(samples)).toBeLessThan(1.5);
  });
});
