import { addressKey, type SignInLimiters, type SignInLimitName } from './sign-in-limits.js';

export type RestHandler = (request: Request, args: { params: Promise<{ slug?: string[] }> }) => Promise<Response>;

type SignInRoute = { pair: SignInLimitName; client: SignInLimitName; minimumMs: number };

/**
 * Forgot-password answers the same for every address, and takes at least this long: the known
 * address's extra work (a token written, a mail handed on) stays inside it.
 */
export const FORGOT_PASSWORD_MINIMUM_MS = 400;

const SIGN_IN_ROUTES: Record<string, SignInRoute> = {
  login: { pair: 'loginPair', client: 'loginClient', minimumMs: 0 },
  'forgot-password': { pair: 'resetPair', client: 'resetClient', minimumMs: FORGOT_PASSWORD_MINIMUM_MS },
};

export type SignInGuardOptions = {
  /** The auth collection whose sign-in is guarded. */
  collection: string;
  limiters: () => SignInLimiters;
  clientAddress: (forwardedFor: string | null) => string;
};

/** The address a sign-in names, from Payload's JSON body or its form (`_payload`); '' when none. */
async function signInAddressOf(request: Request): Promise<string> {
  try {
    const type = request.headers.get('content-type') ?? '';
    let data: unknown;
    if (type.includes('application/json')) data = await request.clone().json();
    else if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
      const form = await request.clone().formData();
      const payload = form.get('_payload');
      data = typeof payload === 'string' ? JSON.parse(payload) : Object.fromEntries(form);
    }
    const email = typeof data === 'object' && data !== null ? (data as { email?: unknown }).email : undefined;
    return typeof email === 'string' ? email : '';
  } catch {
    return '';
  }
}

function tooManyAttempts(retryAfterSeconds: number): Response {
  return Response.json(
    { errors: [{ message: 'Too many attempts, please try again later' }] },
    { status: 429, headers: { 'retry-after': String(retryAfterSeconds), 'cache-control': 'no-store' } },
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Limits login and forgot-password per (client address, sign-in address) and per client address,
 * answering 429 with Retry-After. Payload's own lockout (maxLoginAttempts) is switched off: it
 * locked the account itself, so anyone could lock the editor out by failing five times.
 */
export function guardSignIn(handler: RestHandler, options: SignInGuardOptions): RestHandler {
  return async (request, args) => {
    const slug = (await args.params).slug ?? [];
    const route = slug.length === 2 && slug[0] === options.collection ? SIGN_IN_ROUTES[slug[1] ?? ''] : undefined;
    if (!route || request.method !== 'POST') return handler(request, args);

    const started = Date.now();
    const client = options.clientAddress(request.headers.get('x-forwarded-for'));
    const pair = `${client}|${addressKey(await signInAddressOf(request))}`;
    const limiters = options.limiters();
    const refusal = (await limiters.consume(route.pair, pair)) ?? (await limiters.consume(route.client, client));
    if (refusal) return tooManyAttempts(refusal.retryAfterSeconds);

    const response = await handler(request, args);
    if (route.pair === 'loginPair' && response.status === 200) await limiters.reset(route.pair, pair);
    const remainingMs = route.minimumMs - (Date.now() - started);
    if (remainingMs > 0) await sleep(remainingMs);
    return response;
  };
}
