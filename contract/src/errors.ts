import { z } from 'zod';

/** The error codes of the /api envelope (docs/api.md). The front end maps each to `errors.<CODE>`. */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PRIMARY_EDITION',
  'EMAIL_NOT_VERIFIED',
  'ACCOUNT_SUSPENDED',
  'INVALID_CREDENTIALS',
  'TOKEN_INVALID',
  'TOKEN_EXPIRED',
  'PASSWORD_REQUIRED',
  'RATE_LIMITED',
  'QUOTA_EXCEEDED',
  'CSRF',
  'PAYLOAD_TOO_LARGE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
export const errorCodeSchema = z.enum(ERROR_CODES);

/** The HTTP status each code is answered with, so the API and its clients agree (docs/api.md). */
export const ERROR_STATUS: Readonly<Record<ErrorCode, number>> = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PRIMARY_EDITION: 409,
  EMAIL_NOT_VERIFIED: 403,
  ACCOUNT_SUSPENDED: 403,
  INVALID_CREDENTIALS: 401,
  TOKEN_INVALID: 400,
  TOKEN_EXPIRED: 400,
  PASSWORD_REQUIRED: 400,
  RATE_LIMITED: 429,
  QUOTA_EXCEEDED: 429,
  CSRF: 403,
  PAYLOAD_TOO_LARGE: 413,
  INTERNAL: 500,
};

/** One entry of `details` for VALIDATION_FAILED: the field path and its message. */
export const fieldIssueSchema = z.object({
  path: z.string(),
  message: z.string(),
});
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

/** Flattens zod issues into the `{ path, message }` list the envelope carries. */
export function toFieldIssues(error: z.ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}
