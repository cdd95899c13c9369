/**
 * What a command-line tool prints when it fails: the innermost reason of an error chain, on one
 * line (a driver's "role does not exist" rather than the query wrapper around it), never a stack.
 */
export function failureReason(error: unknown): string {
  let reason = error instanceof Error ? error.message : String(error);
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    if (current.message) reason = current.message;
    current = current.cause;
  }
  return reason.replace(/\s+/g, ' ').trim() || 'unknown error';
}
