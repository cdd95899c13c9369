import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A stand-in for an OpenAI-compatible server (Ollama, vLLM, llama.cpp, OpenAI itself): it answers
 * `POST /v1/chat/completions` from a script of turns, one turn per request, streamed as server-sent
 * chunks when the client asks for a stream and as one JSON body otherwise. Every request is kept
 * so a test can read what the API sent.
 */

export type ScriptedToolCall = {
  name: string;
  /** An object is sent as its JSON; a string is sent as it is (arguments that are not JSON). */
  args: Record<string, unknown> | string;
};

export type ModelTurn =
  /** A final answer, streamed a word at a time. */
  | { kind: 'answer'; text: string }
  /** The model asks for tools; streamed, each call's arguments arrive in small fragments. */
  | { kind: 'tools'; calls: ScriptedToolCall[]; text?: string }
  /** An error status before anything is streamed, with the body real servers send. */
  | { kind: 'fail'; status: number; retryAfterSeconds?: number; message?: string }
  /** Headers (and `before`, streamed), then nothing at all: the connection stays open. */
  | { kind: 'hang'; before?: string }
  /** `text` again and again, one piece every `everyMs`: never silent, never done. */
  | { kind: 'endless'; text: string; everyMs: number }
  /** `before` streamed, then a chunk that is not JSON. */
  | { kind: 'malformed'; before?: string };

export type ModelMessage = {
  role: string;
  content: string | null | Array<{ type: string; text?: string }>;
  tool_calls?: Array<{ id: string; function: { name: string; arguments: string } }>;
  tool_call_id?: string;
};

export type ModelRequestBody = {
  model: string;
  stream?: boolean;
  messages: ModelMessage[];
  tools?: Array<{ type: string; function: { name: string; description?: string; parameters?: unknown } }>;
  [key: string]: unknown;
};

export type ModelRequest = {
  path: string;
  headers: IncomingHttpHeaders;
  /** The body as the server received it, before parsing (for "nothing secret was sent"). */
  raw: string;
  body: ModelRequestBody;
  /** The turn it was answered with; undefined when the script had run out. */
  turn: ModelTurn | undefined;
  /** True once the client went away before the answer was complete (an abort reached us). */
  isAbandoned: boolean;
};

export type ScriptedModel = {
  /** The base URL an operator would write into OPENAI_BASE_URL. */
  baseUrl: string;
  /** Replaces the script and forgets earlier requests. */
  script: (turns: ModelTurn[]) => void;
  readonly requests: readonly ModelRequest[];
  /** Requests that found no turn left in the script. */
  unscripted: () => ModelRequest[];
  /** Resolves once the client has left the request with this index (or rejects after `ms`). */
  abandoned: (index: number, ms?: number) => Promise<void>;
  close: () => Promise<void>;
};

const WORD_PIECES = /\S+\s*|\s+/g;
const ARGUMENT_FRAGMENT = 7;

const fragments = (text: string, size: number) => Array.from({ length: Math.ceil(text.length / size) }, (_, index) => text.slice(index * size, (index + 1) * size));

function argumentsOf(call: ScriptedToolCall): string {
  return typeof call.args === 'string' ? call.args : JSON.stringify(call.args);
}

/** One streamed chunk in the shape of `chat.completion.chunk`. */
function chunk(id: string, model: string, delta: Record<string, unknown>, finishReason: string | null = null) {
  return { id, object: 'chat.completion.chunk', created: Math.floor(Date.now() / 1000), model, choices: [{ index: 0, delta, finish_reason: finishReason }] };
}

function send(res: ServerResponse, data: unknown): void {
  res.write(`data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`);
}

function openStream(res: ServerResponse): void {
  res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive' });
  res.flushHeaders();
}

function streamText(res: ServerResponse, id: string, model: string, text: string): void {
  for (const piece of text.match(WORD_PIECES) ?? []) send(res, chunk(id, model, { content: piece }));
}

function streamTurn(res: ServerResponse, request: ModelRequest, id: string, timers: Set<NodeJS.Timeout>): void {
  const { turn, body } = request;
  const model = body.model;
  openStream(res);
  send(res, chunk(id, model, { role: 'assistant', content: '' }));
  if (!turn) return;
  if (turn.kind === 'hang' || turn.kind === 'malformed') {
    streamText(res, id, model, turn.before ?? '');
    if (turn.kind === 'malformed') send(res, '{"id":"broken","choices":[{"delta":{"content":"never closed');
    return;
  }
  if (turn.kind === 'endless') {
    const timer = setInterval(() => send(res, chunk(id, model, { content: turn.text })), turn.everyMs);
    timers.add(timer);
    res.on('close', () => clearInterval(timer));
    return;
  }
  if (turn.kind === 'answer') {
    streamText(res, id, model, turn.text);
    send(res, chunk(id, model, {}, 'stop'));
  } else if (turn.kind === 'tools') {
    streamText(res, id, model, turn.text ?? '');
    turn.calls.forEach((call, index) => {
      // The first fragment names the call; the arguments follow in pieces, as real servers send them.
      send(res, chunk(id, model, { tool_calls: [{ index, id: `${id}-call-${index}`, type: 'function', function: { name: call.name, arguments: '' } }] }));
      for (const piece of fragments(argumentsOf(call), ARGUMENT_FRAGMENT)) send(res, chunk(id, model, { tool_calls: [{ index, function: { arguments: piece } }] }));
    });
    send(res, chunk(id, model, {}, 'tool_calls'));
  }
  if ((body.stream_options as { include_usage?: boolean } | undefined)?.include_usage) {
    send(res, { id, object: 'chat.completion.chunk', created: Math.floor(Date.now() / 1000), model, choices: [], usage: { prompt_tokens: 100, completion_tokens: 20, total_tokens: 120 } });
  }
  send(res, '[DONE]');
  res.end();
}

function answerWhole(res: ServerResponse, request: ModelRequest, id: string): void {
  const { turn, body } = request;
  if (!turn || turn.kind === 'hang' || turn.kind === 'endless') {
    // Headers, then a body that never comes.
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.flushHeaders();
    return;
  }
  if (turn.kind === 'malformed') {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end('{"id":"broken","choices":[');
    return;
  }
  const message =
    turn.kind === 'answer'
      ? { role: 'assistant', content: turn.text }
      : turn.kind === 'tools'
        ? { role: 'assistant', content: turn.text ?? null, tool_calls: turn.calls.map((call, index) => ({ id: `${id}-call-${index}`, type: 'function', function: { name: call.name, arguments: argumentsOf(call) } })) }
        : undefined;
  if (!message) return;
  res.writeHead(200, { 'Content-Type': 'application/json' });
  res.end(
    JSON.stringify({
      id,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: body.model,
      choices: [{ index: 0, message, finish_reason: turn.kind === 'tools' ? 'tool_calls' : 'stop' }],
      usage: { prompt_tokens: 100, completion_tokens: 20, total_tokens: 120 },
    }),
  );
}

function failWith(res: ServerResponse, turn: Extract<ModelTurn, { kind: 'fail' }>): void {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (turn.retryAfterSeconds !== undefined) headers['Retry-After'] = String(turn.retryAfterSeconds);
  const type = turn.status === 429 ? 'rate_limit_exceeded' : 'server_error';
  res.writeHead(turn.status, headers);
  res.end(JSON.stringify({ error: { message: turn.message ?? `scripted ${turn.status}`, type, code: type } }));
}

export async function startScriptedModel(): Promise<ScriptedModel> {
  let turns: ModelTurn[] = [];
  let requests: ModelRequest[] = [];
  let counter = 0;
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();

  const server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (piece: string) => {
      raw += piece;
    });
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }));
        return;
      }
      const request: ModelRequest = { path: req.url, headers: req.headers, raw, body: JSON.parse(raw) as ModelRequestBody, turn: turns.shift(), isAbandoned: false };
      requests.push(request);
      res.on('close', () => {
        if (!res.writableFinished) request.isAbandoned = true;
      });
      counter += 1;
      const id = `chatcmpl-${counter}`;
      if (!request.turn) return failWith(res, { kind: 'fail', status: 500, message: 'the script has no turn left' });
      if (request.turn.kind === 'fail') return failWith(res, request.turn);
      if (request.body.stream) return streamTurn(res, request, id, timers);
      return answerWhole(res, request, id);
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    script: (next) => {
      turns = [...next];
      requests = [];
    },
    get requests() {
      return requests;
    },
    unscripted: () => requests.filter((request) => request.turn === undefined),
    abandoned: async (index, ms = 5_000) => {
      const deadline = Date.now() + ms;
      while (!requests[index]?.isAbandoned) {
        if (Date.now() > deadline) throw new Error(`request ${index} was not abandoned within ${ms} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: async () => {
      for (const timer of timers) clearInterval(timer);
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
