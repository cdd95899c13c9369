import compression from 'compression';
import type { RequestHandler } from 'express';

/** Compressed on the fly: pages and API answers. Streams that must arrive as they are written are not. */
export function compressResponses(): RequestHandler {
  return compression({
    filter: (req, res) => {
      const type = String(res.getHeader('Content-Type') ?? '');
      if (type.startsWith('text/event-stream')) return false;
      return compression.filter(req, res);
    },
  });
}
