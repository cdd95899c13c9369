import type { Logger } from '../../lib/logger.js';

/** The address-keyed requests whose answer must not reveal whether the address has an account. */
export type AccountRequest = { kind: 'resend-verification' | 'password-reset'; email: string };
export type AccountRequestHandlers = Record<AccountRequest['kind'], (email: string) => Promise<void>>;

export type AccountRequests = {
  /** Resolves at once: the lookup, the token and the mail happen after the answer has gone. */
  submit: (request: AccountRequest) => void;
  /** Waits for the requests still running (tests, shutdown). */
  settle: () => Promise<void>;
};

/**
 * Runs resend-verification and password-reset requests off the request path. Answering after the
 * lookup would make a known address (token transaction, mail enqueue) measurably slower than an
 * unknown one; this way both answers do the same work: none. A request lost to a crash in between
 * costs the member one more click, which the 202 answer already asks them to expect.
 */
export function accountRequestRunner(handlers: AccountRequestHandlers, logger: Logger): AccountRequests {
  const pending = new Set<Promise<void>>();
  return {
    submit: (request) => {
      const running = Promise.resolve()
        .then(() => handlers[request.kind](request.email))
        .catch((error: unknown) => logger.error({ err: error, request: request.kind }, 'account request failed'))
        .finally(() => pending.delete(running));
      pending.add(running);
    },
    settle: async () => {
      await Promise.allSettled([...pending]);
    },
  };
}
