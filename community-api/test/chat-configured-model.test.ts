import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildSearchIndex } from '@starshelf/cms/catalogue';
import { loadConfig } from '../src/config.js';
import { createDatabase } from '../src/db/database.js';
import { createChatModel } from '../src/lib/llm/chat-model.js';
import { langchainTools } from '../src/modules/chat/agent-recommender.js';
import { createCatalogueTools } from '../src/modules/chat/catalogue-tools.js';
import { forgetGenreLexicon } from '../src/modules/chat/offline-recommender.js';
import { sessionService } from '../src/modules/auth/session-service.js';
import { askChat } from './support/chat-answer.js';
import { createMember, signedInAgent } from './support/members.js';
import { startScriptedModel, type ModelRequest, type ScriptedModel } from './support/scripted-model.js';
import { useSuiteDatabase } from './support/suite.js';
import { closedPort, TEST_PUBLIC_URL, type TestApp } from './support/test-app.js';
import { createCatalogueDatabase, fixture, translate } from './support/test-catalogue.js';

// Short limits so the failure cases end quickly; the defaults are checked in config.test.ts.
const IDLE_MS = 2_500;
const ANSWER_MS = 6_000;
// Room for a busy, shared machine on top of a limit: still far below "hung".
const MARGIN_MS = 2_500;
const API_KEY = `sk-starshelf-test-${randomBytes(12).toString('hex')}`;

const FAILED_EN = 'The AI model did not answer, so the offline recommender stepped in.';
const FAILED_DE = 'Das KI-Modell hat nicht geantwortet, daher helfen die Offline-Empfehlungen aus.';
const STOPPED_EN = 'The AI model stopped before finishing its answer, so the offline recommender stepped in.';

const systemText = (request: ModelRequest | undefined) => {
  const content = request?.body.messages.find((message) => message.role === 'system')?.content;
  return typeof content === 'string' ? content : (content ?? []).map((part) => part.text ?? '').join('');
};
const toolResults = (request: ModelRequest | undefined) => (request?.body.messages ?? []).filter((message) => message.role === 'tool');
const toolCallsSent = (request: ModelRequest | undefined) => (request?.body.messages ?? []).flatMap((message) => message.tool_calls ?? []);

async function timed<T>(work: Promise<T>): Promise<T & { ms: number }> {
  const started = Date.now();
  const result = await work;
  return { ...result, ms: Date.now() - started };
}

describe('the chat with a model configured as the README says (an OpenAI-compatible server over HTTP)', () => {
  const suite = useSuiteDatabase(createCatalogueDatabase);
  let model: ScriptedModel;
  let app: TestApp;
  const ids: Record<string, number> = {};

  /** The environment an operator writes for a local server (README, .env.example). */
  const operatorEnv = (more: Record<string, string> = {}) => ({
    OPENAI_API_KEY: API_KEY,
    OPENAI_BASE_URL: model.baseUrl,
    OPENAI_MODEL: 'llama3.1:8b',
    LLM_TIMEOUT_MS: String(ANSWER_MS),
    LLM_IDLE_TIMEOUT_MS: String(IDLE_MS),
    ...more,
  });

  beforeAll(async () => {
    model = await startScriptedModel();
    const { payload } = suite.database;
    const sf = await fixture(payload, 'genres', { name: 'Science Fiction' });
    const fantasy = await fixture(payload, 'genres', { name: 'Fantasy' });
    const dragons = await fixture(payload, 'genres', { name: 'Dragons' });
    await translate(payload, 'genres', dragons, 'de', { name: 'Drachen' });
    const asimov = await fixture(payload, 'authors', { name: 'Isaac Asimov' });
    const herbert = await fixture(payload, 'authors', { name: 'Frank Herbert' });
    const mccaffrey = await fixture(payload, 'authors', { name: 'Anne McCaffrey' });
    const leguin = await fixture(payload, 'authors', { name: 'Ursula K. Le Guin' });
    ids.foundation = await fixture(payload, 'books', { title: 'Foundation', publicationYear: 1951, authors: [asimov], genres: [sf] });
    ids.dune = await fixture(payload, 'books', { title: 'Dune', publicationYear: 1965, authors: [herbert], genres: [sf] });
    ids.dragonflight = await fixture(payload, 'books', { title: 'Dragonflight', publicationYear: 1968, authors: [mccaffrey], genres: [fantasy, dragons] });
    ids.dragonquest = await fixture(payload, 'books', { title: 'Dragonquest', publicationYear: 1971, authors: [mccaffrey], genres: [fantasy, dragons] });
    ids.wizard = await fixture(payload, 'books', { title: 'A Wizard of Earthsea', publicationYear: 1968, authors: [leguin], genres: [fantasy] });
    ids.dispossessed = await fixture(payload, 'books', { title: 'The Dispossessed', publicationYear: 1974, authors: [leguin], genres: [sf] });
    const nebula = await fixture(payload, 'awards', { name: 'Nebula Award' });
    await fixture(payload, 'award-entries', { award: nebula, book: ids.dispossessed, isWinner: true, category: 'Best Novel', year: 1975 });
    await rebuildSearchIndex();
    forgetGenreLexicon();
    app = await suite.startApp({ env: operatorEnv() });
  });
  afterAll(async () => {
    await model?.close();
  });

  it('runs in agent mode from the environment alone, with no model object handed in', async () => {
    const { agent } = await signedInAgent(app);
    expect((await agent.get('/api/chat/status')).body.data).toMatchObject({ mode: 'agent' });
    expect(app.config.chat.llm).toEqual({ apiKey: API_KEY, baseUrl: model.baseUrl, model: 'llama3.1:8b' });
  });

  it('streams an English answer after a tool call whose arguments arrive in fragments, keeping only books a tool returned', async () => {
    model.script([
      { kind: 'tools', calls: [{ name: 'search_catalogue', args: { query: 'Foundation', type: 'books' } }] },
      { kind: 'answer', text: `Try Foundation [[${ids.foundation}]], Dune [[${ids.dune}]] and The Lost Book [[987654]].` },
    ]);
    const { agent } = await signedInAgent(app, 'GOLDEN_USER');
    const answer = await timed(askChat(agent, 'I loved Asimov', [], 'en'));

    expect(answer.done).toMatchObject({ mode: 'agent', language: 'en' });
    // Dune exists but no tool returned it, the last id exists nowhere: neither becomes a card.
    expect(answer.ids).toEqual([ids.foundation]);
    expect(answer.text).toBe('Try Foundation, Dune and The Lost Book.');
    expect(answer.events.filter((event) => event.event === 'token').length).toBeGreaterThan(3);

    const [first, second] = model.requests;
    expect(model.requests).toHaveLength(2);
    expect(first?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(first?.body).toMatchObject({ model: 'llama3.1:8b', stream: true });
    expect(first?.body.tools?.map((tool) => tool.function.name).sort()).toEqual(['find_books', 'my_books', 'my_picks', 'search_catalogue', 'similar_books']);
    expect(systemText(first)).toContain('Answer in English');
    // The fragments were put together into the call the model meant, and its result went back.
    const [call] = toolCallsSent(second);
    expect(JSON.parse(call?.function.arguments ?? '{}')).toEqual({ query: 'Foundation', type: 'books' });
    const [result] = toolResults(second);
    expect(result?.tool_call_id).toBe(call?.id);
    expect(JSON.parse(String(result?.content))).toMatchObject({ books: [{ id: ids.foundation, title: 'Foundation', authors: ['Isaac Asimov'] }] });
  });

  it('answers in German over two tools at once, and the model sees this member’s books and nobody else’s', async () => {
    const other = await createMember(app, { role: 'GOLDEN_USER' });
    await app.pool.query('insert into community.book_ratings (user_id, book_id, rating, review) values ($1, $2, 5, $3)', [other.id, ids.dune, 'private thoughts of another member']);
    const { agent, user } = await signedInAgent(app, 'GOLDEN_USER');
    await app.pool.query('insert into community.book_ratings (user_id, book_id, rating) values ($1, $2, 4)', [user.id, ids.foundation]);
    model.script([
      { kind: 'tools', calls: [{ name: 'find_books', args: { genres: ['dragons'], limit: 3 } }, { name: 'my_books', args: {} }] },
      { kind: 'answer', text: `Probier Dragonflight [[${ids.dragonflight}]] und Dragonquest [[${ids.dragonquest}]].` },
    ]);
    const answer = await askChat(agent, 'Fantasy mit Drachen, bitte', [], 'de');

    expect(answer.done).toMatchObject({ mode: 'agent', language: 'de' });
    expect(answer.ids).toEqual([ids.dragonflight, ids.dragonquest]);
    expect(answer.text).toBe('Probier Dragonflight und Dragonquest.');
    const [first, second] = model.requests;
    expect(systemText(first)).toContain('Answer in German');
    const results = new Map(toolResults(second).map((message) => [toolCallsSent(second).find((call) => call.id === message.tool_call_id)?.function.name, JSON.parse(String(message.content)) as Record<string, unknown>]));
    expect(results.get('find_books')).toMatchObject({ books: [{ id: ids.dragonflight }, { id: ids.dragonquest }] });
    expect(results.get('my_books')).toEqual({ rated: [{ id: ids.foundation, title: 'Foundation', rating: 4 }], listed: [] });
    for (const request of model.requests) {
      for (const secret of [API_KEY, other.id, other.email, user.id, user.email, 'private thoughts', 'password']) expect(request.raw).not.toContain(secret);
    }
  });

  it('answers a refused tool call (no such tool, arguments its schema rejects) with an error the model can act on', async () => {
    model.script([
      {
        kind: 'tools',
        calls: [
          { name: 'read_configuration', args: {} },
          { name: 'find_books', args: { genres: ['dragons'], limit: 500 } },
        ],
      },
      { kind: 'tools', calls: [{ name: 'search_catalogue', args: { query: 'Earthsea', type: 'books' } }] },
      { kind: 'answer', text: `Prova A Wizard of Earthsea [[${ids.wizard}]].` },
    ]);
    const { agent } = await signedInAgent(app);
    const answer = await askChat(agent, 'un fantasy classico', [], 'it');

    expect(answer.done).toMatchObject({ mode: 'agent', language: 'it' });
    expect(answer.ids).toEqual([ids.wizard]);
    const refusals = toolResults(model.requests[1]).map((message) => String(message.content));
    expect(refusals).toHaveLength(2);
    expect(refusals[0]).toMatch(/read_configuration/);
    expect(refusals[1]).toMatch(/arguments of find_books were refused[\s\S]*limit/);
    for (const refusal of refusals) {
      expect(refusal).not.toMatch(/\n\s+at |node_modules|\/src\//);
      expect(refusal).not.toContain('"books"');
    }
    expect(model.unscripted()).toEqual([]);
  });

  it('answers offline when a tool call’s arguments are not JSON (LangChain drops such a call, leaving no answer)', async () => {
    model.script([{ kind: 'tools', calls: [{ name: 'similar_books', args: 'bookId=12, limit=3' }] }]);
    const { agent } = await signedInAgent(app);
    const answer = await timed(askChat(agent, 'award winners from the 70s', [], 'en'));

    expect(answer.ms).toBeLessThan(MARGIN_MS);
    expect(model.requests).toHaveLength(1);
    expect(answer.done).toMatchObject({ mode: 'offline' });
    expect(answer.text.startsWith(FAILED_EN)).toBe(true);
    expect(answer.ids).toEqual([ids.dispossessed]);
  });

  it('takes a 429 from the model as the model’s problem: the offline answer at once, no retry, and no QUOTA_EXCEEDED', async () => {
    const quotaApp = await suite.startApp({ env: operatorEnv({ CHAT_QUOTA_NORMAL_USER: '1' }) });
    model.script([{ kind: 'fail', status: 429, retryAfterSeconds: 30, message: 'Rate limit reached for requests' }]);
    const { agent } = await signedInAgent(quotaApp, 'NORMAL_USER');
    const answer = await timed(askChat(agent, 'Fantasy mit Drachen', [], 'de'));

    // A retry would have waited out the Retry-After (30 s); the member gets books instead.
    expect(answer.ms).toBeLessThan(MARGIN_MS);
    expect(model.requests).toHaveLength(1);
    expect(answer.done).toMatchObject({ mode: 'offline', language: 'de', quota: { used: 1, limit: 1 } });
    expect(answer.text.startsWith(FAILED_DE)).toBe(true);
    expect(answer.text).not.toContain('kein KI-Modell konfiguriert');
    expect(answer.ids.slice(0, 2).sort()).toEqual([ids.dragonflight, ids.dragonquest].sort());
    expect(answer.raw).not.toMatch(/QUOTA_EXCEEDED|429|Rate limit/);

    // The member's own daily quota is the one 429 they see, and it never reaches the model.
    const refused = await agent.post('/api/chat').send({ message: 'noch mehr', locale: 'de' });
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('QUOTA_EXCEEDED');
    expect(model.requests).toHaveLength(1);
  });

  it('answers a 500 offline, and neither the stream nor the log shows the key, the server’s address or a stack', async () => {
    model.script([{ kind: 'fail', status: 500, message: `backend crashed handling Bearer ${API_KEY} at ${model.baseUrl}` }]);
    const { agent } = await signedInAgent(app);
    const answer = await timed(askChat(agent, 'award winners from the 70s', [], 'en'));

    expect(answer.ms).toBeLessThan(MARGIN_MS);
    expect(model.requests).toHaveLength(1);
    expect(answer.done).toMatchObject({ mode: 'offline', language: 'en' });
    expect(answer.text.startsWith(FAILED_EN)).toBe(true);
    expect(answer.text).not.toContain('no AI model is configured');
    expect(answer.ids).toEqual([ids.dispossessed]);
    const { host } = new URL(model.baseUrl);
    for (const leak of [API_KEY, host, 'crashed', 'Error', '    at ']) expect(answer.raw).not.toContain(leak);

    const log = JSON.stringify(app.logLines());
    expect(log).not.toContain(API_KEY);
    const warning = app.logLines().find((line) => line.msg === 'chat model failed; answering offline' && JSON.stringify(line).includes('crashed'));
    expect(warning).toMatchObject({ model: { failure: 'server_error', status: 500 } });
    expect(JSON.stringify(warning)).toContain('[redacted]');
  });

  it('stops waiting for a server that sent its headers and then nothing, and aborts that request', async () => {
    model.script([{ kind: 'hang' }]);
    const { agent } = await signedInAgent(app);
    const answer = await timed(askChat(agent, 'Fantasy mit Drachen', [], 'de'));

    expect(answer.ms).toBeGreaterThanOrEqual(IDLE_MS - 100);
    expect(answer.ms).toBeLessThan(IDLE_MS + MARGIN_MS);
    expect(answer.done).toMatchObject({ mode: 'offline', language: 'de' });
    expect(answer.text.startsWith(FAILED_DE)).toBe(true);
    expect(answer.ids.length).toBeGreaterThan(0);
    await model.abandoned(0);
    expect(app.logLines().some((line) => (line.model as { failure?: string } | undefined)?.failure === 'silent')).toBe(true);
  });

  it('ends an answer that never ends at the deadline: the words shown stay, a note and the offline books follow', async () => {
    model.script([{ kind: 'endless', text: 'more and ', everyMs: 50 }]);
    const { agent } = await signedInAgent(app);
    const answer = await timed(askChat(agent, 'award winners from the 70s', [], 'en'));

    expect(answer.ms).toBeGreaterThanOrEqual(ANSWER_MS - 100);
    expect(answer.ms).toBeLessThan(ANSWER_MS + MARGIN_MS);
    expect(answer.text).toMatch(/^more and more and /);
    expect(answer.text).toContain(`\n\n${STOPPED_EN}\n\n`);
    expect(answer.done).toMatchObject({ mode: 'offline', language: 'en' });
    expect(answer.ids).toEqual([ids.dispossessed]);
    await model.abandoned(0);
  });

  it('falls back after a malformed chunk, keeping the words that came before it', async () => {
    model.script([{ kind: 'malformed', before: 'Here are some ' }]);
    const { agent } = await signedInAgent(app);
    const answer = await timed(askChat(agent, 'award winners from the 70s', [], 'en'));

    expect(answer.ms).toBeLessThan(MARGIN_MS);
    expect(answer.text.startsWith(`Here are some\n\n${STOPPED_EN}\n\n`)).toBe(true);
    expect(answer.done).toMatchObject({ mode: 'offline' });
    expect(answer.ids).toEqual([ids.dispossessed]);
  });

  it('takes an answer without a word as a failure, so the member still gets books', async () => {
    model.script([{ kind: 'answer', text: '' }]);
    const { agent } = await signedInAgent(app);
    const answer = await askChat(agent, 'Fantasy mit Drachen', [], 'de');

    expect(answer.done).toMatchObject({ mode: 'offline', language: 'de' });
    expect(answer.text.startsWith(FAILED_DE)).toBe(true);
    expect(answer.ids.length).toBeGreaterThan(0);
  });

  it('cuts off a model that keeps calling tools after five rounds', async () => {
    const search = { kind: 'tools' as const, calls: [{ name: 'search_catalogue', args: { query: 'Dune', type: 'books' } }] };
    model.script(Array.from({ length: 8 }, () => search));
    const { agent } = await signedInAgent(app);
    const answer = await timed(askChat(agent, 'award winners from the 70s', [], 'en'));

    expect(model.requests.length).toBeLessThanOrEqual(6);
    expect(answer.ms).toBeLessThan(ANSWER_MS + MARGIN_MS);
    expect(answer.done).toMatchObject({ mode: 'offline' });
    expect(answer.text.startsWith(FAILED_EN)).toBe(true);
    expect(answer.ids).toEqual([ids.dispossessed]);
  });

  it('answers offline when nothing listens at OPENAI_BASE_URL', async () => {
    const unreachable = await suite.startApp({ env: operatorEnv({ OPENAI_BASE_URL: `http://127.0.0.1:${await closedPort()}/v1` }) });
    const { agent } = await signedInAgent(unreachable);
    const answer = await timed(askChat(agent, 'award winners from the 70s', [], 'en'));

    expect(answer.ms).toBeLessThan(MARGIN_MS);
    expect(answer.done).toMatchObject({ mode: 'offline' });
    expect(answer.text.startsWith(FAILED_EN)).toBe(true);
    expect(answer.ids).toEqual([ids.dispossessed]);
    expect(unreachable.logLines().find((line) => line.msg === 'chat model failed; answering offline')).toMatchObject({ model: { failure: 'unreachable' } });
  });

  it('aborts the model’s request when the member leaves mid-answer', async () => {
    // Limits far away: only the member leaving can end this request.
    const patient = await suite.startApp({ env: operatorEnv({ LLM_TIMEOUT_MS: '60000', LLM_IDLE_TIMEOUT_MS: '60000' }) });
    model.script([{ kind: 'hang', before: 'Let me think about ' }]);
    const member = await createMember(patient, { role: 'GOLDEN_USER' });
    const session = await sessionService(createDatabase(patient.pool), patient.config.session, () => new Date()).create(member.id);

    const firstWords = await new Promise<string>((resolve, reject) => {
      const body = JSON.stringify({ message: 'something like Dune', locale: 'en' });
      const request = httpRequest({
        host: '127.0.0.1',
        port: patient.port,
        path: '/api/chat',
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), Origin: TEST_PUBLIC_URL, Cookie: `${patient.config.session.cookieName}=${session.token}` },
      });
      request.on('response', (response) => {
        let received = '';
        response.setEncoding('utf8');
        response.on('data', (piece: string) => {
          received += piece;
          // The member closes the panel as soon as the answer starts.
          if (received.includes('event: token')) {
            request.destroy();
            resolve(received);
          }
        });
      });
      request.on('error', (error) => (request.destroyed ? undefined : reject(error)));
      request.end(body);
    });

    expect(firstWords).toContain('data: {"text":"Let');
    await model.abandoned(0, 3_000);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const messages = patient.logLines().map((line) => line.msg);
    expect(messages).toContain('chat member left; the model request was aborted');
    expect(messages).not.toContain('chat model failed; answering offline');
    expect(messages).not.toContain('chat answer failed');
  });

  it('talks to the same server without streaming too: one JSON answer carrying tool calls', async () => {
    const config = loadConfig({ DATABASE_URL: suite.database.url, ...operatorEnv() });
    const configured = createChatModel(config.chat.llm, config.chat.modelTimeouts);
    const tools = langchainTools(createCatalogueTools({ locale: 'en', member: { knownIds: [], rated: [], listed: [] } }));
    model.script([{ kind: 'tools', calls: [{ name: 'similar_books', args: { bookId: ids.dune, limit: 3 } }] }]);
    const reply = await configured?.bindTools?.(tools).invoke('like Dune');

    expect(model.requests[0]?.body.stream).toBeFalsy();
    expect(reply?.tool_calls).toEqual([expect.objectContaining({ name: 'similar_books', args: { bookId: ids.dune, limit: 3 } })]);
  });
});
