import type { Config } from 'payload';

type AfterErrorHook = NonNullable<NonNullable<Config['hooks']>['afterError']>[number];

// PostgreSQL's class 22 "data exception" (a malformed number, an out-of-range id, a NUL byte in a
// text filter) and 42883/42804 (a filter that does not fit the column's type): the query was wrong.
const CALLER_ERROR_CODE = /^(22|42883$|42804$)/;

function postgresCodeOf(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * A malformed REST query (`where[id][equals]=2147483648`, `where[title][like]=%00`,
 * `/cms/api/books/abc`) reached the database and failed there: answer 400 "Invalid query" instead
 * of Payload's 500 "unknown error", and say nothing about the SQL.
 */
export const answerInvalidQueries: AfterErrorHook = ({ error }) => {
  const code = postgresCodeOf(error);
  if (code === undefined || !CALLER_ERROR_CODE.test(code)) return;
  return { status: 400, response: { errors: [{ message: 'Invalid query' }] } };
};
