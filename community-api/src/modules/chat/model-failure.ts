import type { Locale } from '@starshelf/contract';
import { ModelTimeout } from './model-deadline.js';
import { REPLIES } from './replies.js';

/** A model run that ended without a word of answer: treated like a failure, so the member gets books. */
export class EmptyModelAnswer extends Error {
  constructor() {
    super('the model answered with no text');
    this.name = 'EmptyModelAnswer';
  }
}

export type ModelFailureKind = 'timeout' | 'silent' | 'rate_limited' | 'server_error' | 'refused' | 'unreachable' | 'empty_answer' | 'too_many_steps' | 'invalid_answer';

const MESSAGE_LIMIT = 300;

function statusOf(error: unknown): number | undefined {
  return typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number' ? error.status : undefined;
}

function kindOf(error: unknown, status: number | undefined): ModelFailureKind {
  if (error instanceof ModelTimeout) return error.limit === 'answer' ? 'timeout' : 'silent';
  if (error instanceof EmptyModelAnswer) return 'empty_answer';
  if (status === 429) return 'rate_limited';
  if (status !== undefined && status >= 500) return 'server_error';
  if (status !== undefined) return 'refused';
  // The SDK's connection errors keep the name "Error"; their class says what they are.
  const names = error instanceof Error ? [error.name, error.constructor.name] : [];
  if (names.includes('GraphRecursionError')) return 'too_many_steps';
  if (names.includes('APIConnectionError') || names.includes('TimeoutError')) return 'unreachable';
  return 'invalid_answer';
}

/**
 * What the log says about a failed model call: its kind, the HTTP status and the message, cut
 * short and without the API key (some servers echo the credentials they were sent). Not the error
 * object: its fields hold the server's raw answer.
 */
export function describeModelFailure(error: unknown, secrets: readonly string[]): { failure: ModelFailureKind; status?: number; message: string } {
  const status = statusOf(error);
  let message = (error instanceof Error ? error.message : String(error)).slice(0, MESSAGE_LIMIT);
  for (const secret of secrets) if (secret !== '') message = message.split(secret).join('[redacted]');
  return { failure: kindOf(error, status), ...(status === undefined ? {} : { status }), message };
}

const STOPPED_MID_ANSWER: Record<Locale, string> = {
  en: 'The AI model stopped before finishing its answer, so the offline recommender stepped in.',
  de: 'Das KI-Modell hat mitten in der Antwort aufgehört, daher helfen die Offline-Empfehlungen aus.',
  it: 'Il modello di IA si è interrotto a metà risposta, quindi ti rispondono i consigli offline.',
};

/**
 * The line between what the model managed to stream (if anything) and the offline answer. Words
 * already sent cannot be taken back, so the member reads them, then this, then the offline books.
 */
export function modelFailedNote(locale: Locale, hasStreamed: boolean): string {
  return hasStreamed ? STOPPED_MID_ANSWER[locale] : REPLIES[locale].agentFailed;
}
