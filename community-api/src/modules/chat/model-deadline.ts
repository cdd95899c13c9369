/** Why the chat stopped waiting for its model. */
export class ModelTimeout extends Error {
  constructor(
    readonly limit: 'answer' | 'idle',
    readonly ms: number,
  ) {
    super(limit === 'answer' ? `the model's answer took longer than ${ms} ms` : `the model was silent for ${ms} ms`);
    this.name = 'ModelTimeout';
  }
}

export type ModelDeadline = {
  /** Aborted at the deadline, after too long a silence, or when the caller's signal aborts. */
  signal: AbortSignal;
  /** The model said something: the silence starts again. */
  progress: () => void;
  release: () => void;
};

/**
 * One signal for one model answer: a deadline for all of it (every tool round), a limit on
 * silence between chunks (a server that sent its headers and then nothing), and the caller's
 * own signal (the member left).
 */
export function modelDeadline(limits: { answerMs: number; idleMs: number }, caller?: AbortSignal): ModelDeadline {
  const controller = new AbortController();
  const stop = (reason: unknown) => {
    if (!controller.signal.aborted) controller.abort(reason);
  };
  const answer = setTimeout(() => stop(new ModelTimeout('answer', limits.answerMs)), limits.answerMs);
  let idle = setTimeout(() => stop(new ModelTimeout('idle', limits.idleMs)), limits.idleMs);
  const onCallerAbort = () => stop(caller?.reason);
  if (caller?.aborted) onCallerAbort();
  else caller?.addEventListener('abort', onCallerAbort, { once: true });
  return {
    signal: controller.signal,
    progress: () => {
      clearTimeout(idle);
      if (!controller.signal.aborted) idle = setTimeout(() => stop(new ModelTimeout('idle', limits.idleMs)), limits.idleMs);
    },
    release: () => {
      clearTimeout(answer);
      clearTimeout(idle);
      caller?.removeEventListener('abort', onCallerAbort);
    },
  };
}

/**
 * The items of `source` until it ends or `signal` aborts, whichever comes first: a library that
 * does not pass the abort on to its socket cannot hold the answer past the deadline.
 */
export async function* untilAborted<T>(source: AsyncIterable<T>, signal: AbortSignal): AsyncGenerator<T> {
  const iterator = source[Symbol.asyncIterator]();
  let onAbort = () => undefined as void;
  const aborted = new Promise<never>((_resolve, reject) => {
    onAbort = () => reject(signal.reason);
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
  });
  // Settled only by the race below; never an unhandled rejection when nobody is racing.
  aborted.catch(() => undefined);
  try {
    for (;;) {
      const next = await Promise.race([iterator.next(), aborted]);
      if (next.done) return;
      yield next.value;
    }
  } finally {
    signal.removeEventListener('abort', onAbort);
    // Not awaited: a generator stuck in a read would only finish that read first.
    Promise.resolve(iterator.return?.()).catch(() => undefined);
  }
}
