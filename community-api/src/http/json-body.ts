import express from 'express';

// PostgreSQL text cannot hold U+0000; refusing it at the door turns a would-be 500 into a 400.
const ESCAPED_NUL = /\\u0000/i;

function refuseNul(_req: unknown, _res: unknown, buffer: Buffer): void {
  if (buffer.includes(0) || ESCAPED_NUL.test(buffer.toString('utf8'))) {
    throw Object.assign(new Error('NUL character in body'), { status: 400, expose: true, type: 'entity.verify.failed' });
  }
}

/** The JSON body parser of the API: 100 kB at most, no NUL characters. */
export function jsonBody() {
  return express.json({ limit: '100kb', verify: refuseNul });
}
