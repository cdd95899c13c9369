import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { Request, Response } from 'express';

const gzipped = promisify(gzip);

/**
 * A sitemap file as it is kept and sent (decision 147): gzipped once when built, with its ETag. A
 * full books file (URLS_PER_SITEMAP addresses with their three languages) is about 3.3 MB of XML and
 * 0.2 MB gzipped; gzipping or hashing it again for every request took a large share of each one.
 */
export interface PackedSitemap {
  gzip: Buffer;
  etag: string;
}

export async function packSitemap(xml: string): Promise<PackedSitemap> {
  const bytes = Buffer.from(xml, 'utf8');
  // Weak: the gzipped and the unpacked answer are the same XML, so they share it.
  const etag = `W/"${bytes.length.toString(16)}-${createHash('sha1').update(bytes).digest('base64url')}"`;
  return { gzip: await gzipped(bytes), etag };
}

/**
 * Sends a packed file: as it is kept to a client that accepts gzip (crawlers do), unpacked as it
 * streams to one that does not, and a 304 to one that holds this version.
 */
export async function sendPackedSitemap(req: Request, res: Response, file: PackedSitemap, cacheControl: string): Promise<void> {
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('ETag', file.etag);
  res.type('application/xml; charset=utf-8');
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  if (req.acceptsEncodings('gzip') === 'gzip') {
    res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Content-Length', file.gzip.length);
    res.end(file.gzip);
    return;
  }
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  // A client that leaves mid-file ends the stream; there is nothing left to answer then.
  await pipeline(Readable.from([file.gzip]), createGunzip(), res).catch((error: unknown) => {
    if (!res.headersSent) throw error;
    res.destroy();
  });
}
